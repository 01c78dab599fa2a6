import { Link } from 'react-router';
import { Result } from '@tp/web-kit/ui/result';
import { usePracticeTexts } from '../practice-texts';

/** What a student whose classes include no library sees instead of PLAY and SETTINGS. */
export function NoPracticeAccess() {
  const t = usePracticeTexts();
  return (
    <Result
      status="info"
      title={t('noLibraryTitle')}
      subTitle={t('noLibraryText')}
      extra={<Link to="/myclasses">{t('goToMyClasses')}</Link>}
    />
  );
}
