import { useCallback, useEffect, useState } from 'react';
import { emptyAnswerProblem } from '@tp/contracts/exercises';
import type { PracticeQuestion, PracticeResult } from '@tp/contracts/practice';
import { errorMessage } from '@tp/web-kit/api-error';
import { fetchQuestions, giveUpQuestion, submitAnswer } from '../api/practice-play';
import { practiceProblem, practiceText } from '../practice-texts';

export interface PracticePlay {
  /** The batch is loading (first, or more after the last one ran out). */
  loading: boolean;
  /** The question shown; undefined once every question is done. */
  question: PracticeQuestion | undefined;
  /** Its number in the setting: one more than was done when it was shown. */
  number: number;
  done: number;
  total: number;
  answer: string;
  setAnswer: (answer: string) => void;
  /** What Submit or Give Up answered: the form is locked and the answer shown. */
  result: PracticeResult | undefined;
  busy: 'submit' | 'giveUp' | null;
  problem: string | undefined;
  submit: () => Promise<void>;
  giveUp: () => Promise<void>;
  next: () => void;
}

/**
 * PLAY's state: a batch of questions from the server, one shown at a time; Submit and Give Up reveal the answer
 * and lock the form; Next moves on, and fetches more when the batch runs out (the server never serves a question
 * done in this setting again, so a question passed over with Next comes back later).
 */
export function usePracticePlay(): PracticePlay {
  const [batch, setBatch] = useState<PracticeQuestion[]>([]);
  const [index, setIndex] = useState(0);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  // What was done when the shown question appeared (its number is one more, whatever is answered meanwhile).
  const [doneBefore, setDoneBefore] = useState(0);
  const [loading, setLoading] = useState(true);
  const [answer, setAnswer] = useState('');
  const [result, setResult] = useState<PracticeResult>();
  const [busy, setBusy] = useState<PracticePlay['busy']>(null);
  const [problem, setProblem] = useState<string>();

  const load = useCallback(async (signal?: AbortSignal) => {
    setLoading(true);
    try {
      const next = await fetchQuestions(signal);
      if (signal?.aborted) return;
      setBatch(next.questions);
      setIndex(0);
      setProgress({ done: next.done, total: next.total });
      setDoneBefore(next.done);
      setProblem(undefined);
    } catch (failure) {
      if (!signal?.aborted) setProblem(practiceProblem(errorMessage(failure, practiceText('questionsNotLoaded'))));
    } finally {
      if (!signal?.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const question = batch[index];

  async function run(kind: 'submit' | 'giveUp', send: () => Promise<PracticeResult>) {
    setBusy(kind);
    setProblem(undefined);
    try {
      const answered = await send();
      setResult(answered);
      setProgress({ done: answered.done, total: answered.total });
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  const submit = async () => {
    if (!question || result) return;
    const empty = emptyAnswerProblem(question.isChoice, answer);
    if (empty) return setProblem(empty);
    await run('submit', () => submitAnswer(question._id, answer));
  };

  const giveUp = async () => {
    if (!question || result) return;
    await run('giveUp', () => giveUpQuestion(question._id));
  };

  const next = () => {
    setAnswer('');
    setResult(undefined);
    setProblem(undefined);
    setDoneBefore(progress.done);
    if (index + 1 < batch.length) setIndex(index + 1);
    else void load();
  };

  return { loading, question, number: doneBefore + 1, ...progress, answer, setAnswer, result, busy, problem, submit, giveUp, next };
}
