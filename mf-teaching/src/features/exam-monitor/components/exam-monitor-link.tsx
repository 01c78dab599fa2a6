import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@tp/web-kit/ui/button';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { examMonitorPath } from '../api/exam-monitor';

/** "Live monitor" on a class's exam row: a link (it opens in a new tab too) drawn like the row's other actions. */
export function ExamMonitorLink({ classId, homeworkId, name }: { classId: string; homeworkId: string; name: string }) {
  const t = useClassWorkTexts();
  const navigate = useNavigate();
  const path = examMonitorPath(classId, homeworkId);
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    <Button type="link" href={path} onClick={open} aria-label={t('liveMonitorOf', { name })}>
      {t('liveMonitor')}
    </Button>
  );
}
