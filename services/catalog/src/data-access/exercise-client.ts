import { getInternal, type InternalCredentials } from '@tp/service-kit';
import { internalStudentExercises } from '@tp/contracts';
import type { ExerciseStanding, ExerciseStandings } from '../domain/exercise-standings';

/** Asks the exercise service where a student stands in a class's homework (GET /internal/classes/:c/students/:s/exercises). */
export class ExerciseClient implements ExerciseStandings {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly credentials: InternalCredentials,
  ) {}

  async inClass(classId: string, studentId: string): Promise<ExerciseStanding[]> {
    const path = `/internal/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(studentId)}/exercises`;
    const { list } = await getInternal(new URL(path, this.baseUrl), internalStudentExercises, {
      credentials: this.credentials,
      audience: 'exercise',
      timeoutMs: this.timeoutMs,
      unavailable: 'The homework of this class cannot be read right now. Please try again in a moment.',
    });
    return list;
  }
}
