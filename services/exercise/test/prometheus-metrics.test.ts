import { afterAll, beforeAll, expect, test } from 'vitest';
import type { StartExamResult } from '@tp/contracts';
import { freePort, waitFor } from '@tp/test-kit';
import { ok } from '@tp/test-kit/answer-checks';
import { startPrometheus, type PrometheusServer } from '@tp/test-kit/prometheus-server';
import { assignment, opId, save } from './answering-builders';
import { startExerciseWorld, type ExerciseWorld } from './exercise-world';

// A real Prometheus scrapes a running exercise service while a student sits an exam: what it stores is what the
// exam did, and the autoscaler's rule (the per-pod rate of saves) answers.
let world: ExerciseWorld;
let prometheus: PrometheusServer;

beforeAll(async () => {
  // Side by side: Prometheus takes its targets a few seconds after it starts.
  const metricsPort = await freePort();
  const [started, scraping] = await Promise.allSettled([startExerciseWorld({ METRICS_PORT: String(metricsPort) }), startPrometheus([`127.0.0.1:${metricsPort}`])]);
  if (started.status === 'fulfilled') world = started.value;
  if (scraping.status === 'fulfilled') prometheus = scraping.value;
  for (const result of [started, scraping]) if (result.status === 'rejected') throw result.reason;
  // Scraped before the exam: the saves then show as an increase, which a rate needs.
  await waitFor(async () => (await prometheus.value('sum(tp_exam_answer_saves_total)')) === 0, { what: 'a first scrape' });
}, 180_000); // Prometheus is installed first when it is missing

afterAll(async () => {
  await prometheus?.stop();
  await world?.stop();
});

/** Waits until Prometheus answers `expected` to `query` (it scrapes every second); its last answer otherwise. */
async function prometheusSays(query: string, expected: number, timeoutMs = 15_000): Promise<number | undefined> {
  let last: number | undefined;
  await waitFor(async () => (last = await prometheus.value(query)) === expected, { what: `${query} = ${expected}`, timeoutMs }).catch(() => undefined);
  return last;
}

test('Prometheus counts the saves of an exam by verdict, times the save route and sees the exam running', async () => {
  // Single choice B, multiple choice A,C, free text x+1.
  const { student, exerciseId, questions } = await assignment(world, { isExam: true, examDuration: 5 });
  await ok<StartExamResult>(student.post('/api/user/startExam', { id: exerciseId, opId: opId() }));
  const saves: [question: number, answer: string][] = [[0, 'B'], [1, 'A'], [2, 'x+1'], [0, 'C']];
  for (const [question, answer] of saves) await save(student, { id: exerciseId, questionId: questions[question]._id, answer, opId: opId() });
  expect(await prometheusSays('sum(tp_exam_answer_saves_total{service="exercise"})', saves.length)).toBe(saves.length);
  expect(await prometheusSays('sum(tp_exam_answer_saves_total{verdict="correct"})', 1)).toBe(1);
  expect(await prometheusSays('sum(tp_exam_answer_saves_total{verdict="wrong"})', 2)).toBe(2);
  expect(await prometheusSays('sum(tp_exam_answer_saves_total{verdict="pending"})', 1)).toBe(1);
  const saveRoute = 'sum(tp_http_request_duration_seconds_count{route="/api/user/saveExercise",method="POST",status="200"})';
  expect(await prometheusSays(saveRoute, saves.length)).toBe(saves.length);
  // Graded in a thread at the lowest priority: on a machine as busy as npm test's it can take tens of seconds.
  expect(await prometheusSays('sum(tp_grading_duration_seconds_count{outcome="graded"})', 1, 60_000)).toBe(1);
  expect(await prometheusSays('sum(tp_exams_running)', 1)).toBe(1);
  // The autoscaler's rule: prometheus-adapter exposes it per pod as tp_exam_answer_saves_per_second.
  const rate = await waitFor(async () => {
    const perSecond = await prometheus.value('sum(rate(tp_exam_answer_saves_total[1m]))');
    return perSecond !== undefined && perSecond > 0 && perSecond;
  }, { what: 'a rate of saves above 0' });
  expect(rate).toBeGreaterThan(0);
}, 180_000);
