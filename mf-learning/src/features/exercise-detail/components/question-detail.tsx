import { effectiveVerdict, isAnswered, type ExerciseQuestion } from '@tp/contracts/exercises';
import { MathView } from '@tp/web-kit/math/math-view';
import { Alert } from '@tp/web-kit/ui/alert';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { useLearningTexts } from '../../../components/learning-texts';
import { ChoiceList, QuestionText } from '../../../components/question-text';
import { useExerciseDetailTexts } from '../exercise-detail-texts';

const inline = { display: 'inline-block' } as const;

/** The mark: the teacher's verdict outranks the machine's; neither yet reads 'Not corrected yet'. */
function Mark({ item }: { item: ExerciseQuestion }) {
  const t = useExerciseDetailTexts();
  if (!isAnswered(item)) return <ToneTag tone="plain">{t('notAnswered')}</ToneTag>;
  const verdict = effectiveVerdict(item);
  if (verdict === true) return <ToneTag tone="good">{t('right')}</ToneTag>;
  if (verdict === false) return <ToneTag tone="bad">{t('wrong')}</ToneTag>;
  return <ToneTag tone="plain">{t('notCorrectedYet')}</ToneTag>;
}

/** One question of the detail page: the question, the answer, its working, the correct answer, mark and comments. */
export function QuestionDetail({ item, number, showSolution }: { item: ExerciseQuestion; number: number; showSolution: boolean }) {
  const t = useExerciseDetailTexts();
  const shared = useLearningTexts();
  const { question } = item;
  const verdict = effectiveVerdict(item);
  const corrected = item.correctedAt !== null || item.comments.trim() !== '';
  return (
    <section aria-label={shared('questionNumber', { number })} style={{ borderTop: '1px solid #f0f0f0', padding: '16px 0' }}>
      <h2 style={{ fontSize: 18, display: 'flex', gap: 8, alignItems: 'center' }}>
        {shared('questionNumber', { number })} <Mark item={item} />
      </h2>
      <QuestionText question={question} />
      {question.isChoice !== 2 && <ChoiceList question={question} />}
      <p>
        {t('answer')} <strong>{item.answer || '-'}</strong>
      </p>
      {item.content && (
        <div style={{ marginBottom: 8 }}>
          <div>{t('answerContent')}</div>
          <MathView html={item.content} aria-label={t('answerContentOf', { number })} style={{ border: '1px solid #f0f0f0', padding: 8 }} />
        </div>
      )}
      {question.correctAnswer && (
        <p>
          {shared('correctAnswer')} <MathView html={question.correctAnswer} style={inline} />
        </p>
      )}
      {isAnswered(item) && verdict === true && <Alert type="success" showIcon title={shared('correct')} style={{ marginBottom: 8 }} />}
      {isAnswered(item) && verdict === false && <Alert type="error" showIcon title={shared('incorrect')} style={{ marginBottom: 8 }} />}
      {corrected && (
        <div style={{ marginBottom: 8 }}>
          <h3 style={{ fontSize: 16 }}>{t('corrections')}</h3>
          {item.comments ? <MathView html={item.comments} aria-label={t('correctionsOf', { number })} /> : <p>{t('noComment')}</p>}
        </div>
      )}
      {showSolution && question.description && (
        <div>
          <h3 style={{ fontSize: 16 }}>{shared('solution')}</h3>
          <MathView html={question.description} aria-label={t('solutionOf', { number })} />
        </div>
      )}
    </section>
  );
}
