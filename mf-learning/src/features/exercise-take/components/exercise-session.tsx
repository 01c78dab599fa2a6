import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { EXAM_ENDED_MESSAGE, EXAM_GRACE_MS, emptyAnswerProblem, type ExerciseView } from '@tp/contracts/exercises';
import { errorMessage } from '@tp/web-kit/api-error';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { Button } from '@tp/web-kit/ui/button';
import { Flex } from '@tp/web-kit/ui/flex';
import { message } from '@tp/web-kit/ui/message';
import type { AnswerQueue } from '../answer-queue/answer-queue';
import { newOpId } from '../answer-queue/op-id';
import { checkSolution, finishExercise, startExam } from '../api/answer-calls';
import { useAnswerQueue } from '../hooks/use-answer-queue';
import { useDrafts } from '../hooks/use-drafts';
import { useExamClock } from '../hooks/use-exam-clock';
import { useExamHeartbeat } from '../hooks/use-exam-heartbeat';
import { answerSummary } from '../utils/answer-summary';
import { AnsweredProgress } from './answered-progress';
import { ExamCountdown } from './exam-countdown';
import { ExerciseIntro } from './exercise-intro';
import { QuestionAnswer, type CheckedResult } from './question-answer';
import { SaveStatus } from './save-status';
import { SubmitConfirmation, warmSubmitDialog } from './submit-confirmation';

const NOT_SENT_YET = 'Your answers are kept on this device but have not reached the server yet. Try again once you are back online.';
/** How long Check Solution and Submit All Solutions wait for queued answers to reach the server. */
const SEND_WAIT_MS = 15_000;

/** Questions the server already shows checked (Check Solution used, or the answers revealed). */
function initialChecked(exercise: ExerciseView): Record<string, CheckedResult> {
  const checked: Record<string, CheckedResult> = {};
  for (const item of exercise.questionList) {
    if (item.locked) checked[item._id] = { correctAnswer: item.question.correctAnswer, autoCorrect: item.autoCorrect, description: item.question.description };
  }
  return checked;
}

/** The questions of `exerciseId` with a write still in the queue. */
const waitingIn = (queue: AnswerQueue, exerciseId: string) => new Set(queue.queued(exerciseId).map((entry) => entry.questionId));

/** Taking one exercise: the intro with Start, then one question at a time, the answers saved through the student's queue. */
export function ExerciseSession({ exercise, answers }: { exercise: ExerciseView; answers: AnswerQueue }) {
  const navigate = useNavigate();
  const isExam = exercise.homeworkId.isExam;
  const backTo = `/myHomework/${exercise.classId._id}`;
  const [phase, setPhase] = useState<'intro' | 'questions'>('intro');
  const [index, setIndex] = useState(0);
  const [checked, setChecked] = useState(() => initialChecked(exercise));
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<'start' | 'check' | 'submit' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [waitingIds, setWaitingIds] = useState(() => waitingIn(answers, exercise._id));
  const ending = useRef(false);
  const submitting = useRef(false);

  const clock = useExamClock(() => void endExam());
  const { queue, saveState } = useAnswerQueue(answers, exercise._id, (event) => {
    setWaitingIds(waitingIn(answers, exercise._id));
    if (event.type === 'confirmed') clock.correct(event.reply.examRemainingTime);
    if (event.type === 'refused') void message.error(event.message);
  });
  const { drafts, change, flush, flushAll, markSent, takeSeq } = useDrafts(exercise, queue);
  // The server's clock between saves: extra time shows within a beat; an exam ended elsewhere ends here too.
  useExamHeartbeat(exercise._id, isExam && phase === 'questions', (beat) => clock.correct(beat.finished ? 0 : beat.examRemainingTime));

  const questions = exercise.questionList;
  const item = questions[index];
  const summary = answerSummary(questions, (id) => drafts[id]?.answer ?? '', waitingIds);

  /**
   * The exam's end: what is typed and what waits goes out at once, a retry's pause set aside (the server takes it
   * within its grace), the exercise finishes, back.
   */
  async function endExam() {
    if (ending.current) return;
    ending.current = true;
    setConfirming(false); // the clock does not ask: an open summary closes, its confirm can no longer finish
    void message.info(EXAM_ENDED_MESSAGE);
    await flushAll();
    await queue.sendAllNow(exercise._id, EXAM_GRACE_MS);
    await finishExercise(exercise._id, newOpId()).catch(() => undefined); // the server finishes it at its end anyway
    navigate(backTo);
  }

  async function run(kind: 'start' | 'check' | 'submit', work: () => Promise<void>) {
    setBusy(kind);
    setProblem(undefined);
    try {
      await work();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  const start = () =>
    run('start', async () => {
      if (isExam) clock.correct((await startExam(exercise._id)).examRemainingTime);
      setPhase('questions');
    });

  const check = (questionId: string, isChoice: number) =>
    run('check', async () => {
      const draft = drafts[questionId]!;
      const empty = emptyAnswerProblem(isChoice, draft.answer);
      if (empty) return setProblem(empty);
      await flush(questionId);
      if (!(await queue.drained(exercise._id, SEND_WAIT_MS))) return setProblem(NOT_SENT_YET);
      markSent(questionId);
      const result = await checkSolution({ id: exercise._id, questionId, answer: draft.answer, content: draft.content, opId: newOpId(), seq: takeSeq() });
      setChecked((shown) => ({ ...shown, [questionId]: { correctAnswer: result.correctAnswer, autoCorrect: result.autoCorrect, description: result.description } }));
    });

  /** The summary's confirm: once at a time (a double click finishes once), never after the clock's end. */
  async function submitAll() {
    setConfirming(false);
    if (submitting.current || ending.current) return;
    submitting.current = true;
    await run('submit', async () => {
      await flushAll();
      if (!(await queue.drained(exercise._id, SEND_WAIT_MS))) return setProblem(NOT_SENT_YET);
      await finishExercise(exercise._id, newOpId());
      navigate(backTo);
    });
    submitting.current = false;
  }

  function go(to: number) {
    if (item) void flush(item._id);
    setProblem(undefined);
    setIndex(to);
  }

  if (phase === 'intro') return <ExerciseIntro exercise={exercise} busy={busy === 'start'} problem={problem} onStart={() => void start()} />;
  if (!item) return <p>No Question</p>;

  const locked = item.locked || checked[item._id] !== undefined;
  return (
    <div className="tp-exercise-session">
      <Flex align="center" gap={16} wrap style={{ marginBottom: 16 }}>
        <AnsweredProgress answered={summary.answered} total={summary.total} />
        <SaveStatus state={saveState} />
        {isExam && <ExamCountdown remainingMs={clock.remainingMs} />}
      </Flex>
      <h2 style={{ fontSize: 18 }}>
        Question {index + 1} of {questions.length}
      </h2>
      <QuestionAnswer key={item._id} item={item} draft={drafts[item._id]!} checked={checked[item._id]} onChange={(patch, options) => change(item._id, patch, options)} />
      <ProblemAlert problem={problem} />
      <Flex gap={8} wrap style={{ marginTop: 16 }}>
        {index > 0 && <Button onClick={() => go(index - 1)}>Previous</Button>}
        {!isExam && (
          <Button disabled={locked} loading={busy === 'check'} onClick={() => void check(item._id, item.question.isChoice)}>
            Check Solution
          </Button>
        )}
        {index < questions.length - 1 && (
          <Button type="primary" onClick={() => go(index + 1)}>
            Next
          </Button>
        )}
        <Button
          type={index === questions.length - 1 ? 'primary' : 'default'}
          loading={busy === 'submit'}
          onPointerEnter={warmSubmitDialog}
          onFocus={warmSubmitDialog}
          onClick={() => setConfirming(true)}
        >
          Submit All Solutions
        </Button>
      </Flex>
      <SubmitConfirmation
        open={confirming}
        summary={summary}
        onJump={(number) => {
          setConfirming(false);
          go(number - 1);
        }}
        onConfirm={() => void submitAll()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
