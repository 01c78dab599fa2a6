import { QUESTION_PAGE_SIZE, questionPage, questionView, type QuestionPage, type QuestionView } from '@tp/contracts/questions';
import { apiPost } from '@tp/web-kit/api-client';
import type { ContentLanguage } from '@tp/web-kit/content-language';

/** POST /api/teacher/getQuestionsByTeacher {name, language, page, pageSize}: one page (100) of the teacher's questions. */
export async function fetchTeacherQuestions(name: string, language: ContentLanguage, page: number, signal?: AbortSignal): Promise<QuestionPage> {
  return questionPage.parse(await apiPost('/teacher/getQuestionsByTeacher', { name, language, page, pageSize: QUESTION_PAGE_SIZE }, signal));
}

/** POST /api/teacher/createQuestion {language}: a new single-choice question with the defaults. */
export async function createQuestion(language: ContentLanguage): Promise<QuestionView> {
  return questionView.parse(await apiPost('/teacher/createQuestion', { language }));
}

/** POST /api/teacher/copyQuestion {id}: a copy named '<name> (copy)'. */
export async function copyQuestion(id: string): Promise<void> {
  await apiPost('/teacher/copyQuestion', { id });
}

/** POST /api/teacher/deleteQuestion {id}: refused while homework uses the question. */
export async function deleteQuestion(id: string): Promise<void> {
  await apiPost('/teacher/deleteQuestion', { id });
}
