import { EditOutlined } from '@ant-design/icons';
import type { QuestionView } from '@tp/contracts/questions';
import { Button } from '@tp/web-kit/ui/button';
import { Tooltip } from '@tp/web-kit/ui/tooltip';
import { useEditorTexts } from '../../../components/editor-texts';
import { useTeachingTexts } from '../../../components/teaching-texts';

/** The library list's Edit: the question's edit page in a new tab, or a disabled button saying whose it is. */
export function EditQuestionCell({ question, mayEdit }: { question: QuestionView; mayEdit: boolean }) {
  const t = useEditorTexts();
  const shared = useTeachingTexts();
  const name = question.name || t('someQuestion');
  return mayEdit ? (
    <a href={`/teach/question/${question._id}/edit`} target="_blank" rel="noopener noreferrer" aria-label={shared('editNamed', { name })}>
      <EditOutlined />
    </a>
  ) : (
    <Tooltip title={t('onlyAuthorEdits')}>
      <Button type="text" size="small" disabled icon={<EditOutlined />} aria-label={t('editNotYours', { name })} />
    </Tooltip>
  );
}
