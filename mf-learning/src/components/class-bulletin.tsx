import { MathView } from '@tp/web-kit/math/math-view';
import { useLearningTexts } from './learning-texts';

/** A class's bulletin (rich text from its teacher); nothing when it is empty. */
export function ClassBulletin({ html, className }: { html: string | null | undefined; className?: string }) {
  const t = useLearningTexts();
  const empty = !html || html.replace(/<[^>]*>/g, '').trim() === '';
  if (empty && !/<img|<video/i.test(html ?? '')) return null;
  return (
    <section className="tp-class-bulletin" aria-label={className ? t('bulletinOf', { name: className }) : t('classBulletin')} style={{ margin: '0 0 16px', padding: 12, background: '#fffbe6', border: '1px solid #ffe58f', borderRadius: 6 }}>
      <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>{t('bulletin')}</h2>
      <MathView html={html} />
    </section>
  );
}
