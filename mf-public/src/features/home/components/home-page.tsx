import { Link } from 'react-router';
import { homeClassesResult, homeDetail, type HomeGroup } from '@tp/contracts/home';
import { errorMessage } from '@tp/web-kit/api-error';
import { CONTENT_LANGUAGE_LABELS, CONTENT_LANGUAGES } from '@tp/web-kit/content-language';
import { Loading } from '@tp/web-kit/loading';
import { MathView } from '@tp/web-kit/math/math-view';
import { usePageAnswer } from '@tp/web-kit/page-data';
import { PageHead } from '@tp/web-kit/page-head';
import { useApi } from '@tp/web-kit/use-api';
import { useContentLanguage } from '@tp/web-kit/use-content-language';
import { fetchHomeClasses, fetchHomeIntroduction, homeClassesCall, homeIntroductionCall } from '../api/home';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { usePublicTexts } from '../../../components/public-texts';
import './home-page.css';

/**
 * /: the admin's introduction, then the featured classes of the stored language grouped by category, each
 * group's heading anchored by its category (`/#Physics`, `/#Math`). Plain elements rather than antd where it is
 * cheap: this page carries the site's first-load weight budget (docs/decisions/002).
 */
export function HomePage() {
  const t = usePublicTexts();
  const [language, setLanguage] = useContentLanguage();
  // A page drawn on the server came with both answers: the screen starts from them (docs/decisions/026).
  const introduction = useApi((signal) => fetchHomeIntroduction(signal), [], usePageAnswer(homeIntroductionCall, homeDetail)?.introduction);
  const groups = useApi((signal) => fetchHomeClasses(language, signal), [language], usePageAnswer(homeClassesCall(language), homeClassesResult)?.list);
  useScrollToHash(!!groups.data);

  // The page appears whole once both calls have answered: parts arriving one by one pushed each other down, a
  // layout shift on every visit (docs/decisions/018). Later language changes keep the page and reload the groups.
  if ((introduction.loading && !introduction.data) || (groups.loading && !groups.data && !groups.error)) return <Loading />;

  return (
    <div className="tp-home">
      <PageHead descriptionHtml={introduction.data} />
      <section aria-label={t('introduction')} className="tp-home-intro">
        {introduction.data ? <MathView html={introduction.data} typeset="server" /> : <h1>{t('homeHeading')}</h1>}
      </section>
      <p className="tp-home-demo">
        {t('newHere')} <Link to="/demo">{t('trySandbox')}</Link>
        {t('sandboxPitch')}
      </p>
      <div className="tp-home-language" role="group" aria-label={t('classLanguage')}>
        {CONTENT_LANGUAGES.map((option) => (
          <button key={option} type="button" aria-pressed={option === language} onClick={() => setLanguage(option)}>
            {CONTENT_LANGUAGE_LABELS[option]}
          </button>
        ))}
      </div>
      <ClassGroups groups={groups.data} loading={groups.loading} error={groups.error} />
    </div>
  );
}

function ClassGroups({ groups, loading, error }: { groups: HomeGroup[] | undefined; loading: boolean; error: unknown }) {
  const t = usePublicTexts();
  if (loading && !groups) return <Loading />;
  if (error) return <p role="alert" className="tp-home-error">{errorMessage(error, t('classesNotLoaded'))}</p>;
  if (!groups?.length) return <p className="tp-home-empty">{t('noClasses')}</p>;
  return (
    <>
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={group.category} className="tp-home-group">
          <h2 id={group.category}>{group.category}</h2>
          <ul className="tp-home-classes">
            {group.classes.map((cls) => (
              <li key={cls._id} className="tp-home-class">
                <h3>{cls.name}</h3>
                <MathView html={cls.introduction} className="tp-home-class-intro" typeset="server" />
                <Link to={`/class/${cls._id}`} aria-label={t('learnMoreAbout', { name: cls.name })}>
                  {t('learnMore')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
