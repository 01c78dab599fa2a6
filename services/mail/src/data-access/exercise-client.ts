import { internalCorrectionRecipient } from '@tp/contracts';
import { getInternal, type InternalCredentials } from '@tp/service-kit';
import type { CorrectionRecipients } from '../domain/correction-email';

/** Asks the exercise service whether a teacher's correction e-mail may go to an address. */
export class ExerciseClient implements CorrectionRecipients {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly credentials: InternalCredentials,
  ) {}

  /** True when `email` is a student with an exercise in one of the teacher's classes, or a linked parent of one. */
  async mayReceiveCorrection(teacherId: string, email: string): Promise<boolean> {
    const url = new URL(`/internal/teachers/${encodeURIComponent(teacherId)}/students`, this.baseUrl);
    url.searchParams.set('email', email);
    const { allowed } = await getInternal(url, internalCorrectionRecipient, {
      credentials: this.credentials,
      audience: 'exercise',
      timeoutMs: this.timeoutMs,
      unavailable: 'The recipient cannot be checked right now, so the e-mail was not sent. Please try again in a moment.',
    });
    return allowed;
  }
}
