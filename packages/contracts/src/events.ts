import type { z } from 'zod';
import { userChangedPayload, userDeletedPayload } from './identity';
import { mailRequestedPayload } from './mail';
import { enrollmentRegisteredPayload } from './enrollment';
import { sourceDeletedPayload, sourceRenamedPayload } from './sources';
import { classHomeworkAddedPayload, classHomeworkRemovedPayload, homeworkChangedPayload, homeworkDeletedPayload } from './homework';
import { correctionFinishedPayload, exerciseFinishedPayload } from './exercises';
import { practiceAccessChangedPayload } from './practice-access';

/**
 * Every integration event name with the schema of its payload. Consumers validate against this before handling;
 * a message that fails goes to the dead-letter queue.
 */
export const eventPayloads = {
  'user.registered': userChangedPayload,
  'user.updated': userChangedPayload,
  'user.deleted': userDeletedPayload,
  'mail.requested': mailRequestedPayload,
  'enrollment.registered': enrollmentRegisteredPayload,
  'source.renamed': sourceRenamedPayload,
  'source.deleted': sourceDeletedPayload,
  'homework.changed': homeworkChangedPayload,
  'homework.deleted': homeworkDeletedPayload,
  'class.homework-added': classHomeworkAddedPayload,
  'class.homework-removed': classHomeworkRemovedPayload,
  'exercise.finished': exerciseFinishedPayload,
  'correction.finished': correctionFinishedPayload,
  'student.practice-access-changed': practiceAccessChangedPayload,
} satisfies Record<string, z.ZodType>;

export type EventName = keyof typeof eventPayloads;
export type EventPayload<N extends EventName> = z.infer<(typeof eventPayloads)[N]>;
