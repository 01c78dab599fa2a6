import type { PracticeQuestion, PracticeRecord, PracticeResult, QuestionReport, QuestionView } from '@tp/contracts';
import type { PracticeOutcomeView } from '../../domain/practice-play';
import type { PracticeRecordRow, QuestionReportRow } from '../../domain/practice-types';

/** A question as PLAY shows it before it is answered: without its correct answer and solution. */
export function toPracticeQuestion(q: QuestionView): PracticeQuestion {
  return {
    _id: q._id, name: q.name, qText: q.qText, image: q.image, showImg: q.showImg, isChoice: q.isChoice, numChoice: q.numChoice,
    answerA: q.answerA, answerB: q.answerB, answerC: q.answerC, answerD: q.answerD, answerE: q.answerE, difficuty: q.difficuty, language: q.language,
  };
}

export function toPracticeRecord(row: PracticeRecordRow): PracticeRecord {
  return {
    _id: row.id,
    question: row.question,
    answer: row.answer,
    isCorrect: row.outcome === 'correct',
    gaveUp: row.outcome === 'gaveUp',
    method: row.method,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Submit's and Give Up's answer: the verdict with the correct answer and solution, revealed now. */
export function toPracticeResult({ record, done, total }: PracticeOutcomeView): PracticeResult {
  return {
    isCorrect: record.outcome === 'correct',
    correctAnswer: record.question.correctAnswer,
    description: record.question.description,
    answer: record.answer,
    gaveUp: record.outcome === 'gaveUp',
    done,
    total,
  };
}

export function toQuestionReport(row: QuestionReportRow): QuestionReport {
  return {
    _id: row.id,
    questionId: row.questionId,
    questionName: row.questionName,
    errorType: row.errorType,
    otherContent: row.otherContent,
    reporter: { _id: row.reporterId, name: row.reporterName },
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}
