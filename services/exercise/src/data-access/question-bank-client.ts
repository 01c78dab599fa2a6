import {
  internalHomework, internalPracticeAnswer, internalTeacherLibraries,
  type InternalHomework, type InternalPracticeAnswer, type InternalPracticeRequest,
} from '@tp/contracts';
import { getInternal, notFound, postInternal, type InternalCredentials } from '@tp/service-kit';

/**
 * Asks question-bank: a homework with every field of its questions (publishing), what a student's practice setting
 * gives (self-practice) and a teacher's libraries (the teacher's view of a student's practice).
 */
export class QuestionBankClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly credentials: InternalCredentials,
  ) {}

  private options(unavailable: string) {
    return { credentials: this.credentials, audience: 'question-bank', timeoutMs: this.timeoutMs, unavailable };
  }

  async homework(homeworkId: string): Promise<InternalHomework> {
    return getInternal(new URL(`/internal/homework/${encodeURIComponent(homeworkId)}`, this.baseUrl), internalHomework, {
      ...this.options('The homework\'s questions cannot be read right now, so nothing was published. Please try again in a moment.'),
      notFound: () => notFound('Homework not found'),
    });
  }

  async practice(request: InternalPracticeRequest): Promise<InternalPracticeAnswer> {
    return postInternal(new URL('/internal/practice/questions', this.baseUrl), request, internalPracticeAnswer,
      this.options('The practice questions cannot be read right now. Please try again in a moment.'));
  }

  async teacherLibraries(teacherId: string): Promise<string[]> {
    const url = new URL(`/internal/teachers/${encodeURIComponent(teacherId)}/libraries`, this.baseUrl);
    return (await getInternal(url, internalTeacherLibraries, this.options('The practice records cannot be read right now. Please try again in a moment.'))).libraryIds;
  }
}
