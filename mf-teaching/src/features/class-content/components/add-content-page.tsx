import { Link, useParams } from 'react-router';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Card } from '@tp/web-kit/ui/card';
import { useEditorTexts } from '../../../components/editor-texts';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { usePageAction } from '../../../components/use-page-action';
import { fetchTeacherClass } from '../../../api/teacher-class';
import { AddHomeworkForm } from './add-homework-form';
import { ClassHomeworkTable, type HomeworkAction } from './class-homework-table';
import './add-content-page.css';

/**
 * /teach/class/{id}/addContent: Add Homework to class, and the class's homework list; `homeworkAction` is what app/
 * adds to each row (the publish modal).
 */
export function AddContentPage({ homeworkAction }: { homeworkAction?: HomeworkAction }) {
  const t = useEditorTexts();
  const shared = useTeachingTexts();
  const { id = '' } = useParams();
  const { data: cls, loading, error, reload } = useApi((signal) => fetchTeacherClass(id, signal), [id]);
  // Server errors of every action on this page show in one alert.
  const { problem, act } = usePageAction(reload);
  if (loading && !cls) return <Loading />;
  if (error || !cls) return <Alert type="error" showIcon role="alert" title={errorMessage(error, t('classNotFound'))} />;

  return (
    <div className="tp-add-content">
      <div className="tp-add-content-head">
        <h1>{t('addHomeworkToClass')}</h1>
        <span>
          <Link to={`/teach/class/${id}/gradebook`}>{shared('gradebook')}</Link> · <Link to="/teach/classlist">{shared('myClasses')}</Link>
        </span>
      </div>
      <p>{cls.name || shared('untitledClass')}</p>
      {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
      <Card>
        <AddHomeworkForm cls={cls} act={act} />
      </Card>
      <Card title={t('homeworkOfThisClass')}>
        <ClassHomeworkTable cls={cls} act={act} loading={loading} homeworkAction={homeworkAction} />
      </Card>
    </div>
  );
}
