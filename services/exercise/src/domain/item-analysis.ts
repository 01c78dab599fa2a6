import { FAIR_DISCRIMINATION, ITEM_ANALYSIS_MIN_STUDENTS as MIN_STUDENTS, POOR_DISCRIMINATION, type ItemVerdict } from '@tp/contracts';

// Item analysis of one homework, as Moodle's quiz statistics compute it, pure: each student's score on each
// question (1 right, 0 wrong or unanswered) in, per question the facility and discrimination indices and for the
// whole homework Cronbach's alpha out. Variances and covariances are sample ones (n − 1), as Moodle's are; the
// correlation and alpha are the same with either.

export interface ItemStatistics {
  /** Mean score over the maximum (0–1): the share who got it right. Null without students. */
  facility: number | null;
  /** Pearson correlation of the question's score with the score on the rest of the homework (−1–1), or null. */
  discrimination: number | null;
  verdict: ItemVerdict;
  /** Poor or negative: worth a look before the question is used again. */
  flagged: boolean;
}

export interface HomeworkStatistics {
  students: number;
  /** Cronbach's alpha, k/(k−1)·(1 − Σσ²ᵢ/σ²ₜ); null with under MIN_STUDENTS students, one question, or equal totals. */
  alpha: number | null;
  items: ItemStatistics[];
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

function covariance(a: readonly number[], b: readonly number[]): number {
  const ma = mean(a);
  const mb = mean(b);
  return a.reduce((sum, v, i) => sum + (v - ma) * (b[i] - mb), 0) / (a.length - 1);
}

const variance = (values: readonly number[]) => covariance(values, values);

/** Rounding noise of sums of fractions is not spread: below this a variance counts as zero. */
const EPSILON = 1e-12;

function verdictOf(discrimination: number | null, enough: boolean): ItemVerdict {
  if (!enough) return 'not-enough-data';
  if (discrimination === null) return 'no-spread';
  if (discrimination < 0) return 'negative';
  if (discrimination < POOR_DISCRIMINATION) return 'poor';
  return discrimination < FAIR_DISCRIMINATION ? 'fair' : 'good';
}

/**
 * The statistics of a homework from `scores[student][question]`, each between 0 and 1 (the question's maximum).
 * Every row must have one score per question.
 */
export function analyseItems(scores: readonly (readonly number[])[], questionCount: number): HomeworkStatistics {
  const students = scores.length;
  const enough = students >= MIN_STUDENTS;
  const totals = scores.map((row) => row.reduce((sum, v) => sum + v, 0));
  const columns = Array.from({ length: questionCount }, (_, q) => scores.map((row) => row[q]));
  const items = columns.map((item): ItemStatistics => {
    const facility = students ? mean(item) : null;
    let discrimination: number | null = null;
    if (enough) {
      const rest = totals.map((total, i) => total - item[i]);
      const spread = variance(item) * variance(rest);
      if (spread > EPSILON) discrimination = covariance(item, rest) / Math.sqrt(spread);
    }
    const verdict = verdictOf(discrimination, enough);
    return { facility, discrimination, verdict, flagged: verdict === 'poor' || verdict === 'negative' };
  });
  let alpha: number | null = null;
  if (enough && questionCount >= 2 && variance(totals) > EPSILON) {
    const itemVariances = columns.reduce((sum, item) => sum + variance(item), 0);
    alpha = (questionCount / (questionCount - 1)) * (1 - itemVariances / variance(totals));
  }
  return { students, alpha, items };
}
