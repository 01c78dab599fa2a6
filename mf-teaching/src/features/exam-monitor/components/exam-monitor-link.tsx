import { Link } from 'react-router';
import { examMonitorPath } from '../api/exam-monitor';

/** "Live monitor": the link to an exam's monitor from a class's homework row. */
export function ExamMonitorLink({ classId, homeworkId, name }: { classId: string; homeworkId: string; name: string }) {
  return (
    <Link to={examMonitorPath(classId, homeworkId)} aria-label={`Live monitor of ${name}`} style={{ marginInlineEnd: 12 }}>
      Live monitor
    </Link>
  );
}
