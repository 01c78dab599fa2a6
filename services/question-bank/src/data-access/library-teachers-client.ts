import { internalLibraryTeachers } from '@tp/contracts';
import { getInternal, type InternalCredentials } from '@tp/service-kit';

/** Asks catalog which teachers' libraries a student may use (GET /internal/students/:id/library-teachers). */
export class LibraryTeachersClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly credentials: InternalCredentials,
  ) {}

  async teachersOfStudent(studentId: string): Promise<string[]> {
    const url = new URL(`/internal/students/${encodeURIComponent(studentId)}/library-teachers`, this.baseUrl);
    const { teacherIds } = await getInternal(url, internalLibraryTeachers, {
      credentials: this.credentials,
      audience: 'catalog',
      timeoutMs: this.timeoutMs,
      unavailable: 'Your classes cannot be checked right now, so the library list cannot be shown. Please try again in a moment.',
    });
    return teacherIds;
  }
}
