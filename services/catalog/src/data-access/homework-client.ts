import { getInternal, notFound, type InternalCredentials } from '@tp/service-kit';
import { internalHomework } from '@tp/contracts';
import type { HomeworkLookup, HomeworkSummary } from '../domain/question-bank';

/** Only what catalog copies is read; the questions stay in question-bank. */
const homeworkSummary = internalHomework.pick({ _id: true, name: true, dueDate: true, isExam: true, creator: true });

/** Asks question-bank for a homework (GET /internal/homework/:id): its name, due date, exam flag and creator. */
export class HomeworkClient implements HomeworkLookup {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly credentials: InternalCredentials,
  ) {}

  async homework(id: string): Promise<HomeworkSummary> {
    return getInternal(new URL(`/internal/homework/${encodeURIComponent(id)}`, this.baseUrl), homeworkSummary, {
      credentials: this.credentials,
      audience: 'question-bank',
      timeoutMs: this.timeoutMs,
      unavailable: 'The homework cannot be checked right now, so it was not added. Please try again in a moment.',
      notFound: () => notFound('Homework not found'),
    });
  }
}
