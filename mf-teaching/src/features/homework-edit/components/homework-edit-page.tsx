import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { useEditorTexts } from '../../../components/editor-texts';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { fetchHomework } from '../api/homework-edit';
import { HomeworkEditForm } from './homework-edit-form';
import { HomeworkPreview } from './homework-preview';
import { HomeworkQuestions } from './homework-questions';
import './homework-edit-page.css';

/** /teach/hw/{id}/edit: Edit Home Work — its fields, its questions (transfer and order) and a preview. */
export function HomeworkEditPage() {
  const t = useEditorTexts();
  const shared = useTeachingTexts();
  const { id = '' } = useParams();
  const [previewing, setPreviewing] = useState(false);
  const { data: homework, loading, error, reload } = useApi((signal) => fetchHomework(id, signal), [id]);
  if (loading && !homework) return <Loading />;
  if (error || !homework) return <Alert type="error" showIcon role="alert" title={errorMessage(error, t('homeworkNotFound'))} />;
  return (
    <div className="tp-homework-edit">
      <div className="tp-homework-edit-head">
        <h1>{t('editHomework')}</h1>
        <span className="tp-homework-edit-links">
          <Button onClick={() => setPreviewing(true)}>{t('preview')}</Button>
          <Link to="/teach/hwlist">{shared('myHomeworks')}</Link>
        </span>
      </div>
      <Card>
        <HomeworkEditForm key={homework._id} homework={homework} onSaved={reload} />
      </Card>
      <Card title={t('questionsTitle')} className="tp-homework-edit-questions">
        <HomeworkQuestions homework={homework} onChanged={reload} />
      </Card>
      <HomeworkPreview homework={homework} open={previewing} onClose={() => setPreviewing(false)} />
    </div>
  );
}
