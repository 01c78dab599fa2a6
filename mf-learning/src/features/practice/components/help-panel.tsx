import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { MathView } from '@tp/web-kit/math/math-view';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { fetchResourceBase } from '../api/practice-library';
import { usePracticeTexts } from '../practice-texts';

/** HELP: the administrators' help page for self-practice (Admin › Library › Resources Setting). */
export function HelpPanel() {
  const t = usePracticeTexts();
  const base = useApi((signal) => fetchResourceBase(signal), []);
  if (base.loading && !base.data) return <Loading />;
  if (base.error) return <ProblemAlert problem={errorMessage(base.error, t('helpNotLoaded'))} />;
  const html = base.data?.helpContent ?? '';
  return html.trim() ? <MathView html={html} aria-label={t('helpLabel')} /> : <p className="tp-practice-muted">{t('noHelp')}</p>;
}
