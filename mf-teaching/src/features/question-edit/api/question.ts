import { libraryList, type LibraryView } from '@tp/contracts/library';
import { questionList, questionView, type QuestionView } from '@tp/contracts/questions';
import { apiGet, apiPost, apiPut } from '@tp/web-kit/api-client';
import type { ContentLanguage } from '@tp/web-kit/content-language';
import type { QuestionUpdate } from '../utils/question-form';

/** POST /api/teacher/getQuestionById {id}. */
export async function fetchQuestion(id: string, signal?: AbortSignal): Promise<QuestionView> {
  return questionView.parse(await apiPost('/teacher/getQuestionById', { id }, signal));
}

/** PUT /api/teacher/updateQuestion: the whole question; answers it as saved (answer normalised, rich text cleaned). */
export async function saveQuestion(body: QuestionUpdate): Promise<QuestionView> {
  return questionView.parse(await apiPut('/teacher/updateQuestion', body));
}

/** POST /api/teacher/getAllQuestionsByTeacher {language}: the teacher's questions in one language (counterpart choices). */
export async function fetchAllQuestions(language: ContentLanguage, signal?: AbortSignal): Promise<QuestionView[]> {
  return questionList.parse(await apiPost('/teacher/getAllQuestionsByTeacher', { language }, signal)).list;
}

/** GET /api/user/getLibrary: the library tree the caller may file questions in. */
export async function fetchLibraries(signal?: AbortSignal): Promise<LibraryView[]> {
  return libraryList.parse(await apiGet('/user/getLibrary', {}, signal)).list;
}
