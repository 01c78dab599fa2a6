import { examMonitorRow, type ExamMonitorRow } from '@tp/contracts/exam-monitor';
import { request } from '@tp/web-kit/api-client';

/** GET /api/teacher/examMonitorStream?classID&hwID: the monitor's server-sent events (snapshot, then changes). */
export const MONITOR_STREAM_PATH = '/teacher/examMonitorStream';

/** POST /api/teacher/giveExtraTime {exerciseId, minutes}: the student's row as now stored, and the server's message. */
export async function giveExtraTime(exerciseId: string, minutes: number): Promise<{ row: ExamMonitorRow; msg: string }> {
  const { result, msg } = await request({ method: 'POST', path: '/teacher/giveExtraTime', body: { exerciseId, minutes } });
  return { row: examMonitorRow.parse(result), msg };
}

/** The monitor page of a homework of a class. */
export const examMonitorPath = (classId: string, homeworkId: string) => `/teacher/examMonitor/${classId}/${homeworkId}`;
