import { useParams } from 'react-router';
import { classView } from '@tp/contracts/classes';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { MathView } from '@tp/web-kit/math/math-view';
import { navigate } from '@tp/web-kit/navigate';
import { usePageAnswer } from '@tp/web-kit/page-data';
import { PageHead } from '@tp/web-kit/page-head';
import { useApi } from '@tp/web-kit/use-api';
import { useSession } from '@tp/web-kit/use-session';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { fetchPublicClass, publicClassCall } from '../api/public-class';
import { classDate, priceLines, registerTarget } from '../utils/class-facts';
import { usePublicTexts } from '../../../components/public-texts';
import './class-detail-page.css';

/** /class/{id}: the public page of a class with its start date, price (signed in only) and Register. */
export function ClassDetailPage() {
  const { id = '' } = useParams();
  const t = usePublicTexts();
  const user = useSession();
  // A page drawn on the server came with the class: the screen starts from it (docs/decisions/026).
  const { data: cls, loading, error } = useApi((signal) => fetchPublicClass(id, signal), [id], usePageAnswer(publicClassCall(id), classView));

  if (loading && !cls) return <Loading />;
  if (error || !cls) {
    return <Alert className="tp-class-detail" type="error" showIcon role="alert" title={errorMessage(error, t('classNotFound'))} />;
  }
  const start = classDate(cls.startDate);
  const end = classDate(cls.endDate);
  return (
    <div className="tp-class-detail">
      <PageHead title={cls.name} descriptionHtml={cls.introduction} image={cls.image || undefined} />
      <Card>
        <p className="tp-class-detail-category">{cls.category}</p>
        <h1>{cls.name}</h1>
        <dl className="tp-class-detail-facts">
          <dt>{t('teacher')}</dt>
          <dd>{cls.user.name}</dd>
          <dt>{t('startDate')}</dt>
          <dd>{start ?? t('toBeAnnounced')}</dd>
          {end ? (
            <>
              <dt>{t('endDate')}</dt>
              <dd>{end}</dd>
            </>
          ) : null}
          <dt>{t('price')}</dt>
          <dd>
            {user ? priceLines(cls, t).map((line) => <div key={line}>{line}</div>) : t('signInForPrice')}
          </dd>
        </dl>
        <Button type="primary" size="large" onClick={() => navigate(registerTarget(cls._id, !!user))}>
          {t('register')}
        </Button>
        <section aria-label={t('introduction')} className="tp-class-detail-text">
          <MathView html={cls.introduction} typeset="server" />
        </section>
        {cls.description ? (
          <section aria-label={t('description')} className="tp-class-detail-text">
            <MathView html={cls.description} typeset="server" />
          </section>
        ) : null}
      </Card>
    </div>
  );
}
