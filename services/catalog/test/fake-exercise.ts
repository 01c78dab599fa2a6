import type { InternalStudentExercises } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { bearerTokenOf, sendEnvelope, startStandIn } from '@tp/test-kit/stand-in';

type Standing = InternalStudentExercises['list'][number];

/**
 * A real HTTP server standing in for the exercise service's GET /internal/classes/:classId/students/:studentId/exercises
 * (exercise is its own service): a test sets where a student stands in a class. Like exercise, it answers only calls
 * with a service token for exercise signed with `internalSecret`, and it can be taken "down".
 */
export async function startFakeExercise(internalSecret: string) {
  const standings = new Map<string, Standing[]>();
  const asked: { classId: string; studentId: string }[] = [];
  const credentials = new InternalCredentials(internalSecret, 'exercise');
  const key = (classId: string, studentId: string) => `${classId}/${studentId}`;
  const standIn = await startStandIn(async (req, res) => {
    if (!(await credentials.callerOf(bearerTokenOf(req)).catch(() => undefined))) return sendEnvelope(res, 401, null, 'The service token is not valid.');
    const match = /^\/internal\/classes\/([^/]+)\/students\/([^/]+)\/exercises$/.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!match) return sendEnvelope(res, 404, null, 'Not found');
    const [classId, studentId] = [decodeURIComponent(match[1]), decodeURIComponent(match[2])];
    asked.push({ classId, studentId });
    return sendEnvelope(res, 200, { list: standings.get(key(classId, studentId)) ?? [] });
  });

  return {
    url: standIn.url,
    /** Where `studentId` stands in the class's homework, as exercise would answer. */
    setStandings: (classId: string, studentId: string, list: Standing[]) => standings.set(key(classId, studentId), list),
    /** Each class and student asked for, in order. */
    asked,
    setDown: standIn.setDown,
    close: standIn.close,
  };
}
