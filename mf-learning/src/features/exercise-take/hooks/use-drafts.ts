import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExerciseView } from '@tp/contracts/exercises';
import type { AnswerQueue } from '../answer-queue/answer-queue';
import { newestQueuedByQuestion } from '../answer-queue/queue-core';

export interface Draft {
  answer: string;
  content: string;
}

/** Typing is saved this long after the last keystroke (a choice at once; Next and Submit at once too). */
const SAVE_AFTER_MS = 800;

/** What the screen starts from: the server's answers, or newer ones still waiting on this device. */
function initialDrafts(exercise: ExerciseView, queue: AnswerQueue): Record<string, Draft> {
  const local = newestQueuedByQuestion(queue.queued(exercise._id), exercise._id);
  return Object.fromEntries(
    exercise.questionList.map((q) => {
      const waiting = local.get(q._id);
      const draft = waiting && waiting.seq > q.seq ? { answer: waiting.kind === 'save' ? waiting.answer : q.answer, content: waiting.content } : { answer: q.answer, content: q.content };
      return [q._id, draft];
    }),
  );
}

/**
 * The student's answers on the screen, and their way into the answer queue: each change is queued (with the next
 * sequence number of the exercise) once typing pauses, or at once when asked.
 */
export function useDrafts(exercise: ExerciseView, queue: AnswerQueue) {
  const [drafts, setDrafts] = useState(() => initialDrafts(exercise, queue));
  const current = useRef(drafts);
  const queued = useRef(drafts);
  const seq = useRef(queue.nextSeq(exercise._id, exercise.questionList.map((q) => q.seq)));
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const takeSeq = useCallback(() => seq.current++, []);

  const flush = useCallback(
    async (questionId: string) => {
      clearTimeout(timers.current.get(questionId));
      timers.current.delete(questionId);
      const draft = current.current[questionId];
      const last = queued.current[questionId];
      if (!draft || !last || (draft.answer === last.answer && draft.content === last.content)) return;
      const kind = draft.answer.trim() !== '' ? 'save' : draft.content !== last.content ? 'content' : null;
      if (!kind) return;
      queued.current = { ...queued.current, [questionId]: draft };
      await queue.add({ exerciseId: exercise._id, questionId, kind, seq: takeSeq(), answer: draft.answer, content: draft.content });
    },
    [exercise._id, queue, takeSeq],
  );

  const change = useCallback(
    (questionId: string, patch: Partial<Draft>, { now = false } = {}) => {
      const next = { ...current.current, [questionId]: { ...current.current[questionId]!, ...patch } };
      current.current = next;
      setDrafts(next);
      clearTimeout(timers.current.get(questionId));
      if (now) void flush(questionId);
      else timers.current.set(questionId, setTimeout(() => void flush(questionId), SAVE_AFTER_MS));
    },
    [flush],
  );

  const flushAll = useCallback(async () => {
    await Promise.all(exercise.questionList.map((q) => flush(q._id)));
  }, [exercise.questionList, flush]);

  /** The answer was sent another way (Check Solution carries it): nothing to queue for it. */
  const markSent = useCallback((questionId: string) => {
    clearTimeout(timers.current.get(questionId));
    timers.current.delete(questionId);
    queued.current = { ...queued.current, [questionId]: current.current[questionId]! };
  }, []);

  // Leaving the screen saves what was typed since the last pause.
  useEffect(() => () => void flushAll(), [flushAll]);

  return { drafts, change, flush, flushAll, markSent, takeSeq };
}
