import { publishResult, studentPublishList, unpublishResult, type StudentPublishEntry } from '@tp/contracts/exercises';
import { apiPost } from '@tp/web-kit/api-client';

/** POST /api/teacher/getStudentListByExercise {classID, hwID}: the class's students and whether each has the homework. */
export async function fetchPublishList(classId: string, homeworkId: string, signal?: AbortSignal): Promise<StudentPublishEntry[]> {
  return studentPublishList.parse(await apiPost('/teacher/getStudentListByExercise', { classID: classId, hwID: homeworkId }, signal)).list;
}

/** POST /api/teacher/publishHomework {classID, hwID, studentIDs}: one exercise for each student named. */
export async function publishHomework(classId: string, homeworkId: string, studentIds: string[]) {
  return publishResult.parse(await apiPost('/teacher/publishHomework', { classID: classId, hwID: homeworkId, studentIDs: studentIds }));
}

/** POST /api/teacher/unPublishHomework {exerciseIds}: the exercises are taken back from their students. */
export async function unpublishHomework(exerciseIds: string[]) {
  return unpublishResult.parse(await apiPost('/teacher/unPublishHomework', { exerciseIds }));
}
