import { effectiveVerdict, isAnswered, type ExerciseQuestion } from '@tp/contracts/exercises';
import { MathView } from '@tp/web-kit/math/math-view';
import { Alert } from '@tp/web-kit/ui/alert';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { ChoiceList, QuestionText } from '../../../components/question-text';

const inline = { display: 'inline-block' } as const;

/** The mark: the teacher's verdict outranks the machine's; neither yet reads 'Not corrected yet'. */
function Mark({ item }: { item: ExerciseQuestion }) {
  if (!isAnswered(item)) return <ToneTag tone="plain">Not answered</ToneTag>;
  const verdict = effectiveVerdict(item);
  if (verdict === true) return <ToneTag tone="good">✓ Right</ToneTag>;
  if (verdict === false) return <ToneTag tone="bad">✗ Wrong</ToneTag>;
  return <ToneTag tone="plain">Not corrected yet</ToneTag>;
}

/** One question of the detail page: the question, the answer, its working, the correct answer, mark and comments. */
export function QuestionDetail({ item, number, showSolution }: { item: ExerciseQuestion; number: number; showSolution: boolean }) {
  const { question } = item;
  const verdict = effectiveVerdict(item);
  const corrected = item.correctedAt !== null || item.comments.trim() !== '';
  return (
    <section aria-label={`Question ${number}`} style={{ borderTop: '1px solid #f0f0f0', padding: '16px 0' }}>
      <h2 style={{ fontSize: 18, display: 'flex', gap: 8, alignItems: 'center' }}>
        Question {number} <Mark item={item} />
      </h2>
      <QuestionText question={question} />
      {question.isChoice !== 2 && <ChoiceList question={question} />}
      <p>
        Answer: <strong>{item.answer || '-'}</strong>
      </p>
      {item.content && (
        <div style={{ marginBottom: 8 }}>
          <div>Answer content:</div>
          <MathView html={item.content} aria-label={`Answer content of question ${number}`} style={{ border: '1px solid #f0f0f0', padding: 8 }} />
        </div>
      )}
      {question.correctAnswer && (
        <p>
          Correct answer: <MathView html={question.correctAnswer} style={inline} />
        </p>
      )}
      {isAnswered(item) && verdict === true && <Alert type="success" showIcon title="Congrats! Your answer is correct." style={{ marginBottom: 8 }} />}
      {isAnswered(item) && verdict === false && <Alert type="error" showIcon title="Your answer is incorrect." style={{ marginBottom: 8 }} />}
      {corrected && (
        <div style={{ marginBottom: 8 }}>
          <h3 style={{ fontSize: 16 }}>Corrections</h3>
          {item.comments ? <MathView html={item.comments} aria-label={`Corrections of question ${number}`} /> : <p>No comment.</p>}
        </div>
      )}
      {showSolution && question.description && (
        <div>
          <h3 style={{ fontSize: 16 }}>Solution</h3>
          <MathView html={question.description} aria-label={`Solution of question ${number}`} />
        </div>
      )}
    </section>
  );
}
