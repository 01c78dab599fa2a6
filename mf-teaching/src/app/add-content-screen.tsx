import { AddContentPage } from '../features/class-content/components/add-content-page';
import { ExamMonitorLink } from '../features/exam-monitor/components/exam-monitor-link';
import { PublishButton } from '../features/publish/components/publish-button';
import { useTeachingTexts } from '../components/teaching-texts';

/**
 * /teach/class/{id}/addContent with the publish modal on each class homework row, and an exam's live monitor link
 * (app/ composes the features).
 */
export function AddContentScreen() {
  const t = useTeachingTexts();
  return (
    <AddContentPage
      homeworkAction={(cls, homework) => (
        <>
          {homework.isExam ? <ExamMonitorLink classId={cls._id} homeworkId={homework.hwID._id} name={homework.name || t('untitledHomework')} /> : null}
          <PublishButton target={{ classId: cls._id, homeworkId: homework.hwID._id, name: homework.name || t('untitledHomework') }} />
        </>
      )}
    />
  );
}
