import { internalHomework, type InternalHomework } from '@tp/contracts';
import { getInternal, notFound, type InternalCredentials } from '@tp/service-kit';

/** Asks question-bank for a homework with every field of its questions, in order (GET /internal/homework/:id). */
export class QuestionBankClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly credentials: InternalCredentials,
  ) {}

  async homework(homeworkId: string): Promise<InternalHomework> {
    return getInternal(new URL(`/internal/homework/${encodeURIComponent(homeworkId)}`, this.baseUrl), internalHomework, {
      credentials: this.credentials,
      audience: 'question-bank',
      timeoutMs: this.timeoutMs,
      unavailable: 'The homework\'s questions cannot be read right now, so nothing was published. Please try again in a moment.',
      notFound: () => notFound('Homework not found'),
    });
  }
}
