import { effectiveVerdict, isAnswered, type ExerciseQuestion } from '@tp/contracts/exercises';
import { choiceLetters } from '@tp/contracts/question-rules';
import { MathView } from '@tp/web-kit/math/math-view';
import { Descriptions } from '@tp/web-kit/ui/descriptions';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { machineVerdictLabel, teacherVerdictLabel } from '../utils/correction-labels';

type Letter = 'A' | 'B' | 'C' | 'D' | 'E';

function VerdictTag({ question }: { question: ExerciseQuestion }) {
  if (!isAnswered(question)) return <ToneTag tone="plain">Not answered</ToneTag>;
  const verdict = effectiveVerdict(question);
  if (verdict === null) return <ToneTag tone="warn">To correct</ToneTag>;
  return verdict ? <ToneTag tone="good">Correct</ToneTag> : <ToneTag tone="bad">Incorrect</ToneTag>;
}

/** One question as the student met it, their answer, the correct answer and both verdicts. */
export function QuestionDetails({ item, number }: { item: ExerciseQuestion; number: number }) {
  const { question } = item;
  const letters = question.isChoice === 2 ? [] : (choiceLetters(question.numChoice) as Letter[]);
  const chosen = new Set(item.answer.split(','));
  return (
    <div className="tp-correction-question">
      <h3>
        Question {number} <VerdictTag question={item} />
      </h3>
      <MathView html={question.qText} aria-label={`Question ${number} text`} />
      {question.showImg && question.image ? <img className="tp-correction-image" src={question.image} alt={`Question ${number}`} /> : null}
      {letters.length ? (
        <ul className="tp-correction-choices" aria-label="Options">
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
          { key: 'answer', label: "Student's answer", children: isAnswered(item) ? item.answer : 'Not answered' },
          ...(item.content ? [{ key: 'content', label: 'Answer content', children: <MathView html={item.content} /> }] : []),
          { key: 'correct', label: 'Correct answer', children: question.isChoice === 2 ? <MathView html={question.correctAnswer} /> : question.correctAnswer },
          { key: 'machine', label: "Machine's verdict", children: machineVerdictLabel(item) },
          { key: 'teacher', label: "Teacher's mark", children: teacherVerdictLabel(item) },
        ]}
      />
    </div>
  );
}
