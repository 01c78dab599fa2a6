import { PRACTICE_PAGE_SIZE, practiceRecordPage, resourceRecordList, type PracticeRecordPage, type ResourceRecordList } from '@tp/contracts/practice';
import { apiGet } from '@tp/web-kit/api-client';

/** GET /api/user/getResourceRecord: the saved setting's records and their counts (REPORT). */
export async function fetchSettingRecords(signal?: AbortSignal): Promise<ResourceRecordList> {
  return resourceRecordList.parse(await apiGet('/user/getResourceRecord', undefined, signal));
}

/** GET /api/user/getStudentQuestionRecord: one page (10) of every answered question (HISTORY). */
export async function fetchHistory(page: number, signal?: AbortSignal): Promise<PracticeRecordPage> {
  return practiceRecordPage.parse(await apiGet('/user/getStudentQuestionRecord', { page, pageSize: PRACTICE_PAGE_SIZE }, signal));
}
