import { examMonitorRow, type ExamMonitorRow } from '@tp/contracts/exam-monitor';
import { apiPost } from '@tp/web-kit/api-client';

/** GET /api/teacher/examMonitorStream?classID&hwID: the monitor's server-sent events (snapshot, then changes). */
export const MONITOR_STREAM_PATH = '/teacher/examMonitorStream';

/** POST /api/teacher/giveExtraTime {exerciseId, minutes}: the student's row as now stored. */
export async function giveExtraTime(exerciseId: string, minutes: number): Promise<ExamMonitorRow> {
  return examMonitorRow.parse(await apiPost('/teacher/giveExtraTime', { exerciseId, minutes }));
}

/** The monitor page of a homework of a class. */
export const examMonitorPath = (classId: string, homeworkId: string) => `/teacher/examMonitor/${classId}/${homeworkId}`;
