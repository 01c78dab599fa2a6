import { effectiveVerdict, isAnswered, type ExerciseQuestion } from '@tp/contracts/exercises';
import { choiceLetters } from '@tp/contracts/question-rules';
import { MathView } from '@tp/web-kit/math/math-view';
import { Descriptions } from '@tp/web-kit/ui/descriptions';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { useCorrectionTexts } from '../correction-texts';
import { machineVerdictLabel, teacherVerdictLabel } from '../utils/correction-labels';

type Letter = 'A' | 'B' | 'C' | 'D' | 'E';

function VerdictTag({ question }: { question: ExerciseQuestion }) {
  const t = useClassWorkTexts();
  const c = useCorrectionTexts();
  if (!isAnswered(question)) return <ToneTag tone="plain">{t('notAnswered')}</ToneTag>;
  const verdict = effectiveVerdict(question);
  if (verdict === null) return <ToneTag tone="warn">{c('toCorrect')}</ToneTag>;
  return verdict ? <ToneTag tone="good">{c('correct')}</ToneTag> : <ToneTag tone="bad">{c('incorrect')}</ToneTag>;
}

/** One question as the student met it, their answer, the correct answer and both verdicts. */
export function QuestionDetails({ item, number }: { item: ExerciseQuestion; number: number }) {
  const t = useClassWorkTexts();
  const c = useCorrectionTexts();
  const { question } = item;
  const letters = question.isChoice === 2 ? [] : (choiceLetters(question.numChoice) as Letter[]);
  const chosen = new Set(item.answer.split(','));
  return (
    <div className="tp-correction-question">
      <h3>
        {c('questionNumber', { number })} <VerdictTag question={item} />
      </h3>
      <MathView html={question.qText} aria-label={c('questionText', { number })} />
      {question.showImg && question.image ? <img className="tp-correction-image" src={question.image} alt={c('questionNumber', { number })} /> : null}
      {letters.length ? (
        <ul className="tp-correction-choices" aria-label={c('options')}>
          {letters.map((letter) => (
            <li key={letter} className={chosen.has(letter) ? 'tp-correction-chosen' : undefined}>
              <strong>{letter}.</strong>
              <MathView html={question[`answer${letter}`]} />
            </li>
          ))}
        </ul>
      ) : null}
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'answer', label: c('studentsAnswer'), children: isAnswered(item) ? item.answer : t('notAnswered') },
          ...(item.content ? [{ key: 'content', label: c('answerContent'), children: <MathView html={item.content} /> }] : []),
          { key: 'correct', label: t('correctAnswer'), children: question.isChoice === 2 ? <MathView html={question.correctAnswer} /> : question.correctAnswer },
          { key: 'machine', label: c('machinesVerdict'), children: machineVerdictLabel(item) },
          { key: 'teacher', label: c('teachersMark'), children: teacherVerdictLabel(item) },
        ]}
      />
    </div>
  );
}
