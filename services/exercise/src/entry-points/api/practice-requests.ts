import { z } from 'zod';
import { PRACTICE_PAGE_SIZE, updateUserSettingRequest } from '@tp/contracts';
import { idField, wholeNumber } from '@tp/service-kit';
import { userIdField } from './publish-requests';
import { isUuid } from '@tp/contracts/uuid';

const validIdOrNone = (id: string) => id === '' || isUuid(id);

/** updateUserSetting: the contract's request, with every id well formed (compared lowercased). */
export const settingRequest = updateUserSettingRequest.superRefine((setting, ctx) => {
  for (const s of setting.libraries) {
    const bad = !isUuid(s.libraryId) ? 'library id (libraryId)' : !validIdOrNone(s.chapterId) ? 'chapter id (chapterId)' : !validIdOrNone(s.sectionId) ? 'section id (sectionId)' : null;
    if (bad) return void ctx.addIssue({ code: 'custom', message: `The ${bad} is not a valid id.` });
  }
  if (setting.sources.some((id) => !isUuid(id))) ctx.addIssue({ code: 'custom', message: 'The source id is not a valid id.' });
}).transform((setting) => ({
  ...setting,
  libraries: setting.libraries.map((s) => ({ libraryId: s.libraryId.toLowerCase(), chapterId: s.chapterId.toLowerCase(), sectionId: s.sectionId.toLowerCase() })),
  sources: setting.sources.map((id) => id.toLowerCase()),
}));

/** A page of records: 10 by default, at most 100. */
const pageFields = { page: wholeNumber('page', 1, 100_000).default(1), pageSize: wholeNumber('page size', 1, 100).default(PRACTICE_PAGE_SIZE) };
export const recordPageQuery = z.object(pageFields);
export const classStudentPracticeQuery = z.object({ classId: idField('class', 'classId'), studentId: userIdField('student', 'studentId'), ...pageFields });

export const questionReportsQuery = z.object({ questionId: z.string({ error: 'The question id (questionId) is required.' }).trim().min(1, 'The question id (questionId) is required.') });
