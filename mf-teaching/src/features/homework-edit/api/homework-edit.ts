import { homeworkView, homeworkWithQuestions, type HomeworkView, type HomeworkWithQuestions } from '@tp/contracts/homework';
import { questionList, type QuestionView } from '@tp/contracts/questions';
import type { Language } from '@tp/contracts/constants';
import { apiPost } from '@tp/web-kit/api-client';

/** POST /api/user/getHWById {id}: the homework with its questions in order. */
export async function fetchHomework(id: string, signal?: AbortSignal): Promise<HomeworkWithQuestions> {
  return homeworkWithQuestions.parse(await apiPost('/user/getHWById', { id }, signal));
}

/** POST /api/teacher/getAllQuestionsByTeacher {language}: every question of the teacher in that language. */
export async function fetchTeacherQuestions(language: Language, signal?: AbortSignal): Promise<QuestionView[]> {
  return questionList.parse(await apiPost('/teacher/getAllQuestionsByTeacher', { language }, signal)).list;
}

export interface HomeworkForm {
  name: string;
  description: string;
  language: Language;
  /** ISO date-time, or '' for none. */
  dueDate: string;
  isExam: boolean;
  examDuration: number;
}

/** POST /api/teacher/updateHW: the form's fields (the question count is the server's). */
export async function saveHomework(id: string, form: HomeworkForm): Promise<HomeworkView> {
  return homeworkView.parse(await apiPost('/teacher/updateHW', { _id: id, ...form, dueDate: form.dueDate || null }));
}

/** POST /api/teacher/batchAddQToHW {id, QIds}: appended in the order given. */
export async function addQuestions(id: string, QIds: string[]): Promise<void> {
  await apiPost('/teacher/batchAddQToHW', { id, QIds });
}

/** POST /api/teacher/batchDeleteQFromHW {id, QIds}. */
export async function removeQuestions(id: string, QIds: string[]): Promise<void> {
  await apiPost('/teacher/batchDeleteQFromHW', { id, QIds });
}

/** POST /api/teacher/setQFormHW {id, questionList}: the whole new order. */
export async function reorderQuestions(id: string, questionList: string[]): Promise<void> {
  await apiPost('/teacher/setQFormHW', { id, questionList });
}
