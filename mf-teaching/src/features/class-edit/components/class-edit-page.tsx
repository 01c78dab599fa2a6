import { useParams } from 'react-router';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { fetchTeacherClass } from '../../../api/teacher-class';
import { useEditorTexts } from '../../../components/editor-texts';
import { ClassEditForm } from './class-edit-form';
import './class-edit-page.css';

/** /teach/class/{id}/edit: the Edit Class form with the Source picker. */
export function ClassEditPage() {
  const t = useEditorTexts();
  const { id = '' } = useParams();
  const { data: cls, loading, error } = useApi((signal) => fetchTeacherClass(id, signal), [id]);
  if (loading && !cls) return <Loading />;
  if (error || !cls) return <Alert type="error" showIcon role="alert" title={errorMessage(error, t('classNotFound'))} />;
  return <ClassEditForm key={cls._id} cls={cls} />;
}
