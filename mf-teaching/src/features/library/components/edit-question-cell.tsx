import { EditOutlined } from '@ant-design/icons';
import type { QuestionView } from '@tp/contracts/questions';
import { Button } from '@tp/web-kit/ui/button';
import { Tooltip } from '@tp/web-kit/ui/tooltip';

/** The library list's Edit: the question's edit page in a new tab, or a disabled button saying whose it is. */
export function EditQuestionCell({ question, mayEdit }: { question: QuestionView; mayEdit: boolean }) {
  const name = question.name || 'question';
  return mayEdit ? (
    <a href={`/teach/question/${question._id}/edit`} target="_blank" rel="noopener noreferrer" aria-label={`Edit ${name}`}>
      <EditOutlined />
    </a>
  ) : (
    <Tooltip title="Only the teacher who wrote it can edit this question">
      <Button type="text" size="small" disabled icon={<EditOutlined />} aria-label={`Edit ${name} (not yours)`} />
    </Tooltip>
  );
}
