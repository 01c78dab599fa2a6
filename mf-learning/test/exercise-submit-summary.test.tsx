import { describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExerciseQuestion, ExerciseView } from '@tp/contracts/exercises';
import { routes } from '../src/app/routes';
import { aUser, fail, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();
const AT = '2026-01-01T00:00:00.000Z';
let made = 0;

function aQuestion(n: number, answer: string): ExerciseQuestion {
  return {
    _id: `q-${n}`,
    question: {
      _id: `q-${n}`, name: `Q${n}`, category: 'Maths', qText: `<p>Question text ${n}</p>`, image: '', showImg: false, isChoice: 0, numChoice: 4,
      correctAnswer: '', difficuty: 1, description: '', source: '', copyright: '', answerA: 'one', answerB: 'two', answerC: 'three', answerD: 'four',
      answerE: '', language: 'en', referenceId: '', libraryId: '', chapterId: '', sectionId: '', user: { _id: 't-1', name: 'Tess' }, createdAt: AT, updatedAt: AT,
    },
    answer, content: '', answeredAt: answer ? AT : null, seq: answer ? 1 : 0, locked: false, isCorrect: null, autoCorrect: null,
    autoCorrectMethod: null, correctedAt: null, autoCorrectedAt: null, comments: '', createdAt: AT,
  };
}

/** An exercise of the signed-in student (a fresh id each: the answer queue is the page's), its answers as given. */
function anExercise(answers: string[], { isExam = false } = {}): ExerciseView {
  made += 1;
  return {
    _id: `e-${made}`, student: { _id: 'student-1', name: 'Sam Student', email: 'sam@example.com' }, classId: { _id: 'c-1', name: 'Algebra' },
    homeworkId: { _id: 'h-1', name: 'Week 3', dueDate: null, isExam, examDuration: isExam ? 30 : 0 },
    progress: { answered: answers.filter(Boolean).length, total: answers.length }, accuracy: null, overdue: false,
    startedAt: null, endExamAt: null, examRemainingTime: null, finishedAt: null, finishedBy: null, correctionStatus: '0', publishedAt: AT,
    questionList: answers.map((answer, i) => aQuestion(i + 1, answer)),
  };
}

/** Watches the page from now: `stop()` says whether the summary (or its spinner) ever showed. */
function watchForSummary() {
  let shown = false;
  const look = () => {
    shown ||= document.querySelector('[role="dialog"], [role="status"][aria-label="Loading the summary of your answers"]') !== null;
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return {
    stop: () => {
      look();
      observer.disconnect();
      return shown;
    },
  };
}

const finishCalls = () => fake.api.received.filter((call) => call.path === '/api/user/finishExercise');

/** The screen at its first question, after Start; finishing answers success. */
async function takeExercise(exercise: ExerciseView) {
  fake.api.answer('GET', '/api/user/getExerciseById', ok(exercise));
  fake.api.answer('POST', '/api/user/finishExercise', ok(null));
  renderArea(routes, `/student/exerciseEdit/${exercise._id}`, aUser());
  fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
  await screen.findByRole('heading', { name: `Question 1 of ${exercise.questionList.length}` });
}

async function openSummary() {
  fireEvent.click(screen.getByRole('button', { name: 'Submit All Solutions' }));
  return screen.findByRole('dialog', { name: 'Submit all solutions?' });
}

describe('Submit All Solutions asks first, with a summary of the answers', () => {
  test('the summary says how many are answered and lists the unanswered ones; focus is inside it; a number goes to that question', async () => {
    await takeExercise(anExercise(['A', '', 'C', '']));

    const dialog = await openSummary();
    within(dialog).getByText('You have answered 2 of 4 questions. You cannot change your answers afterwards.');
    const missing = within(dialog).getByRole('list', { name: 'Not answered:' });
    expect(within(missing).getAllByRole('button').map((button) => button.textContent)).toEqual(['Question 2', 'Question 4']);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.click(within(missing).getByRole('button', { name: 'Question 4' }));
    await screen.findByRole('heading', { name: 'Question 4 of 4' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(finishCalls()).toEqual([]);
  });

  test('Cancel, or Escape, closes it with nothing sent: the same question, the work as it was', async () => {
    await takeExercise(anExercise(['A', '']));

    fireEvent.click(within(await openSummary()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const dialog = await openSummary();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    screen.getByRole('heading', { name: 'Question 1 of 2' });
    expect(screen.getByRole('progressbar', { name: 'Questions answered' }).getAttribute('aria-valuetext')).toBe('1 of 2');
    expect(window.location.pathname).toMatch(/^\/student\/exerciseEdit\//);
    expect(fake.api.received.filter((call) => call.method === 'POST')).toEqual([]);
  });

  test('with every question answered it still asks, in one line; confirming finishes once and goes back to the class', async () => {
    const exercise = anExercise(['A', 'B', 'C']);
    await takeExercise(exercise);

    const dialog = await openSummary();
    within(dialog).getByText('Submit all 3 answers? You cannot change them afterwards.');
    expect(within(dialog).queryByRole('list')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit all and finish' }));

    await waitFor(() => expect(window.location.pathname).toBe('/myHomework/c-1'));
    expect(finishCalls().map((call) => call.body)).toEqual([{ id: exercise._id, opId: expect.any(String) }]);
  });

  test('a double click on the confirm button finishes once', async () => {
    await takeExercise(anExercise(['', 'B']));

    const confirm = within(await openSummary()).getByRole('button', { name: 'Submit all and finish' });
    // Two clicks before React draws again (fireEvent would redraw, and remove the dialog, in between).
    confirm.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    confirm.dispatchEvent(new MouseEvent('click', { bubbles: true }));

    await waitFor(() => expect(window.location.pathname).toBe('/myHomework/c-1'));
    expect(finishCalls()).toHaveLength(1);
  });

  test('an answer the server has not taken yet is listed as kept on this device; Cancel sends no finish', async () => {
    await takeExercise(anExercise(['A', '']));
    // The server is away: the choice waits in the answer queue.
    fake.api.answer('POST', '/api/user/saveExercise', fail(503, 'Service unavailable'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('radio', { name: /^C\./ }));
    await waitFor(() => expect(fake.api.received.some((call) => call.path === '/api/user/saveExercise')).toBe(true));

    const dialog = await openSummary();
    within(dialog).getByText('Submit all 2 answers? You cannot change them afterwards.');
    within(dialog).getByText(/^Not sent yet, kept on this device: Question 2\./);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(finishCalls()).toEqual([]);
  });

  test('an exam whose clock runs out finishes without asking, even with the summary open, and only once', async () => {
    const exam = anExercise(['A', ''], { isExam: true });
    fake.api.answer('POST', '/api/user/startExam', ok({ examRemainingTime: 1_500, endExamAt: AT }));
    fake.api.answer('POST', '/api/user/examHeartbeat', ok({ examRemainingTime: 1_500, endExamAt: AT, finished: false }));
    await takeExercise(exam);
    await openSummary();

    // Nobody confirms: the clock's end closes the summary, finishes the exam and goes back.
    await waitFor(() => expect(window.location.pathname).toBe('/myHomework/c-1'));
    expect(finishCalls()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('an exam whose clock runs out with no summary open finishes without opening one', async () => {
    const exam = anExercise(['', ''], { isExam: true });
    fake.api.answer('POST', '/api/user/startExam', ok({ examRemainingTime: 1_000, endExamAt: AT }));
    fake.api.answer('POST', '/api/user/examHeartbeat', ok({ examRemainingTime: 1_000, endExamAt: AT, finished: false }));
    await takeExercise(exam);
    const summary = watchForSummary();

    await waitFor(() => expect(window.location.pathname).toBe('/myHomework/c-1'));
    expect(finishCalls()).toHaveLength(1);
    expect(summary.stop()).toBe(false);
  });
});
