import type { ReactNode } from 'react';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { ClassBulletin } from '../../../components/class-bulletin';
import { fetchClassBulletin, fetchClassExercises } from '../api/class-exercises';
import { useHomeworkTexts } from '../homework-texts';
import { HomeworkTable } from './homework-table';

/**
 * The class content page of a student: the class's name, bulletin and homework with due date, progress and accuracy.
 * `notice` goes under the title (the classroom page's note on an ended place).
 */
export function ClassHomework({ classId, notice }: { classId: string; notice?: ReactNode }) {
  const t = useHomeworkTexts();
  const exercises = useApi((signal) => fetchClassExercises(classId, signal), [classId]);
  const cls = useApi((signal) => fetchClassBulletin(classId, signal), [classId]);

  let body;
  if (exercises.loading && !exercises.data) body = <Loading />;
  else if (exercises.error) body = <Alert type="error" showIcon role="alert" title={errorMessage(exercises.error, t('homeworkNotLoaded'))} />;
  else body = <HomeworkTable exercises={exercises.data ?? []} onUndone={exercises.reload} />;

  return (
    <>
      <h1 className="tp-my-homework-title">{cls.data?.name ? t('myHomeworkOf', { name: cls.data.name }) : t('myHomework')}</h1>
      {notice}
      <ClassBulletin html={cls.data?.bulletin} />
      {body}
    </>
  );
}
