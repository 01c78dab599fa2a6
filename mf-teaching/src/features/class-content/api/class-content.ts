import { classHomework, homeworkPage, type ClassHomework, type HomeworkView } from '@tp/contracts/homework';
import type { Language } from '@tp/contracts/constants';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

/** How many of the teacher's homework the picker offers for one search. */
const PICKER_SIZE = 50;

/** GET /api/teacher/getHWByTeacher: the teacher's homework in the class's language whose name holds `name`. */
export async function searchHomework(name: string, language: Language, signal?: AbortSignal): Promise<HomeworkView[]> {
  return homeworkPage.parse(await apiGet('/teacher/getHWByTeacher', { name, language, page: 1, pageSize: PICKER_SIZE }, signal)).list;
}

/** POST /api/teacher/addHWToClass {id, hwID, isPub}: question-bank's name, due date and creator are used. */
export async function addHomeworkToClass(classId: string, homeworkId: string, isPub: boolean): Promise<ClassHomework> {
  return classHomework.parse(await apiPost('/teacher/addHWToClass', { id: classId, hwID: homeworkId, isPub }));
}

/** POST /api/teacher/deleteHWFromClass {hwID, id}. */
export async function removeHomeworkFromClass(classId: string, homeworkId: string): Promise<void> {
  await apiPost('/teacher/deleteHWFromClass', { hwID: homeworkId, id: classId });
}

/** POST /api/teacher/deleteAllHomework {id}. */
export async function removeAllHomework(classId: string): Promise<void> {
  await apiPost('/teacher/deleteAllHomework', { id: classId });
}
