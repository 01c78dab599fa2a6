import { z } from 'zod';
import type { DurationType } from '@tp/contracts';
import { UUID_PATTERN } from '@tp/contracts/uuid';

/** An id field: missing, not a string, or not shaped like an id is a 400 that names the field. */
function idField(field: string, what: string) {
  const invalid = `The ${what} (${field}) is not a valid id.`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? `The ${what} (${field}) is required.` : invalid) })
    .trim()
    .regex(UUID_PATTERN, invalid)
    .transform((id) => id.toLowerCase());
}

/** Plans 1 (one month) and 2 (one year); a form may send the number as text. */
const durationTypeField = z
  .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: 'Please choose a plan: durationType must be 1 (1 month) or 2 (1 year).' })
  .transform((value) => Number(value) as DurationType);

/** /user/registerClass; className, studentName and price may be sent but are never trusted. */
export const registerClassRequest = z.object({
  classId: idField('classId', 'class id'),
  userId: idField('userId', 'student id'),
  durationType: durationTypeField,
});

export const studentClassRequest = z.object({ classId: idField('classId', 'class id'), userId: idField('userId', 'student id') });
export const classIdQuery = z.object({ id: idField('id', 'class id') });
export const studentIdQuery = z.object({ id: idField('id', 'student id') });
export const parentIdQuery = z.object({ parentId: idField('parentId', 'parent id') });
export const interestIdRequest = z.object({ interestId: idField('interestId', 'registration id') });
export const interestIdParams = z.object({ id: idField('id', 'registration id') });
