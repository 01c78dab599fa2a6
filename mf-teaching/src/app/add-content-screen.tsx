import { AddContentPage } from '../features/class-content/components/add-content-page';
import { PublishButton } from '../features/publish/components/publish-button';

/** /teach/class/{id}/addContent with the publish modal on each class homework row (app/ composes the two features). */
export function AddContentScreen() {
  return (
    <AddContentPage
      homeworkAction={(cls, homework) => (
        <PublishButton target={{ classId: cls._id, homeworkId: homework.hwID._id, name: homework.name || 'Untitled homework' }} />
      )}
    />
  );
}
