import { Link } from 'react-router';
import { Result } from '@tp/web-kit/ui/result';

/** What a student whose classes include no library sees instead of PLAY and SETTINGS. */
export function NoPracticeAccess() {
  return (
    <Result
      status="info"
      title="No library to practise from yet"
      subTitle="Self-practice uses the question libraries of your classes. None of your classes includes a library right now (or its registration has expired). When one does, its libraries show up here."
      extra={<Link to="/myclasses">Go to My Classes</Link>}
    />
  );
}
