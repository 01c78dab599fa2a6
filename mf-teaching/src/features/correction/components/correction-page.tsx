import { Link, useParams } from 'react-router';
import type { ExerciseView } from '@tp/contracts/exercises';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { usePageAction } from '../../../components/use-page-action';
import { useApi } from '@tp/web-kit/use-api';
import { Collapse } from '@tp/web-kit/ui/collapse';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { fetchTeacherClass } from '../../../api/teacher-class';
import { fetchCorrectionList } from '../api/correction';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { useCorrectionTexts } from '../correction-texts';
import { correctionCounts } from '../utils/correction-labels';
import { ItemAnalysisPanel } from './item-analysis-panel';
import { StudentCorrection } from './student-correction';
import './correction-page.css';

function StudentLabel({ exercise }: { exercise: ExerciseView }) {
  const t = useClassWorkTexts();
  const c = useCorrectionTexts();
  const counts = correctionCounts(exercise);
  return (
    <span className="tp-correction-label">
      <strong>{exercise.student.name}</strong>
      <span>{c('studentProgress', { ...counts })}</span>
      {exercise.finishedAt ? <ToneTag tone="plain">{c('submitted')}</ToneTag> : <ToneTag tone="busy">{t('inProgress')}</ToneTag>}
      {exercise.correctionStatus === '1' ? <ToneTag tone="good">{c('correctionDone')}</ToneTag> : null}
    </span>
  );
}

/** /teacher/correctionExercise/{classId}/{hwId}: Correct Exercise, every student's exercise of one class homework. */
export function CorrectionPage() {
  const t = useClassWorkTexts();
  const c = useCorrectionTexts();
  const { classId = '', hwId = '' } = useParams();
  const cls = useApi((signal) => fetchTeacherClass(classId, signal), [classId]);
  const exercises = useApi((signal) => fetchCorrectionList(classId, hwId, signal), [classId, hwId]);
  // Every action's server message shows in one alert; the list is read again after each.
  const { problem, act } = usePageAction(exercises.reload);
  const homework = cls.data?.homeworkList.find((item) => item.hwID._id === hwId);
  const homeworkName = homework?.name ?? exercises.data?.[0]?.homeworkId.name;
  const isExam = homework?.isExam ?? exercises.data?.[0]?.homeworkId.isExam ?? false;

  return (
    <div className="tp-correction">
      <div className="tp-correction-head">
        <h1>{t('correctExercise')}</h1>
        <span className="tp-correction-links">
          {isExam ? <Link to={`/teacher/examMonitor/${classId}/${hwId}`}>{t('liveExamMonitor')}</Link> : null}
          <Link to={`/teach/class/${classId}/addContent`}>{t('backToClassHomework')}</Link>
        </span>
      </div>
      <p>{[cls.data?.name, homeworkName].filter(Boolean).join(' · ')}</p>
      <ProblemAlert problem={problem ?? (exercises.error ? errorMessage(exercises.error, t('exercisesNotLoaded')) : undefined)} />
      {exercises.loading && !exercises.data ? <Loading /> : null}
      {exercises.data?.length === 0 ? <p>{c('notPublishedToStudents')}</p> : null}
      {exercises.data?.length ? <ItemAnalysisPanel classId={classId} homeworkId={hwId} refresh={exercises.data} /> : null}
      {exercises.data?.length ? (
        <Collapse
          destroyOnHidden
          defaultActiveKey={[exercises.data[0]._id]}
          items={exercises.data.map((exercise) => ({
            key: exercise._id,
            label: <StudentLabel exercise={exercise} />,
            children: <StudentCorrection exercise={exercise} loading={exercises.loading} act={act} />,
          }))}
        />
      ) : null}
    </div>
  );
}
