import { gradebookChildRow, type GradebookChildRow } from '@tp/contracts/gradebook';
import { apiGet } from '@tp/web-kit/api-client';

/** GET /api/user/getGradebookRow?classID&studentID: the parent's child's row of the class's gradebook. */
export async function fetchGradebookRow(classId: string, studentId: string, signal?: AbortSignal): Promise<GradebookChildRow> {
  return gradebookChildRow.parse(await apiGet('/user/getGradebookRow', { classID: classId, studentID: studentId }, signal));
}
