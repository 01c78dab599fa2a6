import { z } from 'zod';
import { idField } from '@tp/service-kit';

/** isPub: true or false (1 and 0 are taken too); missing is false (unpublished). */
const isPub = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'isPub must be true or false.' })
  .transform((value) => value === true || value === 1)
  .default(false);

/** addHWToClass: `name` and `creator` are accepted and ignored: question-bank says what they are. */
export const addHomeworkRequest = z.object({
  id: idField('class', 'id'),
  hwID: idField('homework', 'hwID'),
  isPub,
  name: z.unknown().optional(),
  creator: z.unknown().optional(),
});

export const removeHomeworkRequest = z.object({ id: idField('class', 'id'), hwID: idField('homework', 'hwID') });
export const classIdBody = z.object({ id: idField('class', 'id') });
