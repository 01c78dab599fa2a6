import { bugReportProblem, type TokenUser } from '@tp/contracts';
import { badRequest, notFound, type Pool } from '@tp/service-kit';
import { findSetting, latestRecordOf } from '../data-access/practice-repository';
import { findReport, insertReport, openReportCounts, reportsOfQuestion, resolveReport } from '../data-access/question-report-repository';
import type { Neighbours } from './neighbours';
import { NOT_IN_PRACTICE_MESSAGE } from './practice-play';
import { practiceRequestOf } from './practice-rules';
import { isUuid } from '@tp/contracts/uuid';
import type { QuestionReportRow } from './practice-types';

export const REPORT_NOT_FOUND_MESSAGE = 'Report not found';

/** The question a student may report and its author: one they practised, or one their saved setting gives now. */
async function reportedQuestion({ pool, neighbours }: { pool: Pool; neighbours: Neighbours }, student: TokenUser, questionId: string) {
  const record = await latestRecordOf(pool, student.id, questionId);
  if (record) return { name: record.question.name, authorId: record.authorId };
  const setting = await findSetting(pool, student.id);
  const scope = setting && (await neighbours.questionBank.practice(practiceRequestOf(setting, { questionIds: [questionId], limit: 1 })));
  const question = scope?.questions[0];
  if (!question) throw notFound(NOT_IN_PRACTICE_MESSAGE);
  return { name: question.name, authorId: question.user._id };
}

/**
 * reportResourceQuestion: a bug report on a practice question (type 3, Other, needs text), addressed to the
 * question's author, who reads it on their question screens.
 */
export async function reportQuestion(
  deps: { pool: Pool; neighbours: Neighbours },
  student: TokenUser,
  request: { questionId: string; errorType?: number; otherContent: string },
): Promise<QuestionReportRow> {
  const problem = bugReportProblem(request.errorType, request.otherContent);
  if (problem) throw badRequest(problem);
  if (!isUuid(request.questionId)) throw notFound(NOT_IN_PRACTICE_MESSAGE);
  const questionId = request.questionId.toLowerCase();
  const question = await reportedQuestion(deps, student, questionId);
  return insertReport(deps.pool, {
    questionId, questionName: question.name, authorId: question.authorId, reporterId: student.id, reporterName: student.name,
    errorType: request.errorType!, otherContent: request.otherContent.trim(),
  });
}

/** The reports on a question: its author's (an administrator sees every report, as they may edit any question). */
export async function questionReports(pool: Pool, caller: TokenUser, questionId: string): Promise<QuestionReportRow[]> {
  if (!isUuid(questionId)) return [];
  return reportsOfQuestion(pool, questionId.toLowerCase(), caller.isAdmin ? null : caller.id);
}

/** My Questions' badges: how many open reports each of the caller's questions has. */
export const reportCounts = (pool: Pool, caller: TokenUser) => openReportCounts(pool, caller.id);

/** Marks a report resolved: the question's author or an administrator; anyone else is told it is not found. */
export async function resolveQuestionReport(pool: Pool, caller: TokenUser, id: string): Promise<QuestionReportRow> {
  const report = isUuid(id) ? await findReport(pool, id.toLowerCase()) : undefined;
  if (!report || !(caller.isAdmin || report.authorId === caller.id)) throw notFound(REPORT_NOT_FOUND_MESSAGE);
  return resolveReport(pool, report.id, caller.id);
}
