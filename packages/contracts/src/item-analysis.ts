import { z } from 'zod';

// Item analysis of one homework of a class (GET /teacher/getItemAnalysis), for the correction screen: how hard each
// question was and how well it told the stronger students from the weaker, as Moodle's quiz statistics compute it.

/**
 * What a question's discrimination index says: good (≥ 0.3), fair (0.2–0.3), poor (under 0.2), negative (the
 * stronger students got it wrong more often: check its key or wording), no-spread (everyone scored alike on it or
 * on the rest, so it tells nobody apart), not-enough-data (too few finished exercises).
 */
/** Discrimination under this flags a question; under FAIR it is fair (Ebel's scale, as Moodle's docs give it). */
export const POOR_DISCRIMINATION = 0.2;
export const FAIR_DISCRIMINATION = 0.3;
/** Below this many students a correlation swings with one student's answer: shown as "not enough data". */
export const ITEM_ANALYSIS_MIN_STUDENTS = 5;

export const ITEM_VERDICTS = ['good', 'fair', 'poor', 'negative', 'no-spread', 'not-enough-data'] as const;
export type ItemVerdict = (typeof ITEM_VERDICTS)[number];

export const itemAnalysisQuestion = z.object({
  questionId: z.string(),
  /** 1-based position in the homework. */
  number: z.number().int(),
  name: z.string(),
  /** Share of the counted students who got it right (0–1); null without any. */
  facility: z.number().nullable(),
  /** Correlation of the question's score with the score on the rest of the homework (−1–1); null when undefined. */
  discrimination: z.number().nullable(),
  verdict: z.enum(ITEM_VERDICTS),
  /** Poor or negative discrimination: worth a look before the question is used again. */
  flagged: z.boolean(),
});
export type ItemAnalysisQuestion = z.infer<typeof itemAnalysisQuestion>;

/** The score distribution's bins: 0–9%, 10–19%, … 90–100% (a full score falls in the last). */
export const SCORE_BIN_COUNT = 10;

/** The bin a score of `correct` of `total` questions falls in (0 to SCORE_BIN_COUNT − 1). */
export function scoreBinOf(correct: number, total: number): number {
  return total <= 0 ? 0 : Math.min(SCORE_BIN_COUNT - 1, Math.floor((SCORE_BIN_COUNT * correct) / total));
}

/** A bin's label, e.g. '10–19%', the last '90–100%'. */
export function scoreBinLabel(bin: number): string {
  const width = 100 / SCORE_BIN_COUNT;
  const low = bin * width;
  return bin === SCORE_BIN_COUNT - 1 ? `${low}–100%` : `${low}–${low + width - 1}%`;
}

export const itemAnalysisResult = z.object({
  /** Finished exercises the statistics count (submitted, or ended by the exam clock). */
  students: z.number().int(),
  /** Fewer counted students than this: no discrimination or alpha ("not enough data"). */
  minStudents: z.number().int(),
  /** Exercises not finished yet, left out: their answers may still change. */
  unfinished: z.number().int(),
  /** Finished exercises published with another version of the questions, left out. */
  otherVersions: z.number().int(),
  /** Answers of counted exercises that wait for the teacher's mark; they count as wrong until marked. */
  awaitingMark: z.number().int(),
  /** Cronbach's alpha of the homework; null when it cannot be computed (see minStudents). */
  alpha: z.number().nullable(),
  questions: z.array(itemAnalysisQuestion),
  /** The counted students' scores, how many in each bin (SCORE_BIN_COUNT of them, see scoreBinOf). */
  scoreBins: z.array(z.number().int()).length(SCORE_BIN_COUNT),
});
export type ItemAnalysisResult = z.infer<typeof itemAnalysisResult>;
