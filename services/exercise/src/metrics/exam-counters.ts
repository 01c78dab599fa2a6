import { Counter, METRIC_PREFIX, type Registry } from '@tp/service-kit';
import type { ExamMetrics, SaveVerdict } from '../domain/exam-metrics';

/**
 * `tp_exam_answer_saves_total{verdict}`, the exercise autoscaler's signal (its per-pod rate), and
 * `tp_exam_answers_late_total`. Each verdict's series exists from the start, so a rate is 0 rather than absent.
 */
export function examCounters(registry: Registry): ExamMetrics {
  const saves = new Counter({
    name: `${METRIC_PREFIX}exam_answer_saves_total`,
    help: 'Answers saved (Next) in exams, by verdict when stored: correct, wrong, undecided, pending (graded after), stale (older than stored).',
    labelNames: ['verdict'] as const,
    registers: [registry],
  });
  for (const verdict of ['correct', 'wrong', 'undecided', 'pending', 'stale'] satisfies SaveVerdict[]) saves.inc({ verdict }, 0);
  const late = new Counter({
    name: `${METRIC_PREFIX}exam_answers_late_total`,
    help: 'Writes to exams refused because they came after the end and its grace.',
    registers: [registry],
  });
  return {
    answerSaved: (verdict) => saves.inc({ verdict }),
    refusedLate: () => late.inc(),
  };
}
