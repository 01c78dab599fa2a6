import { z } from 'zod';
import { idField } from '@tp/service-kit';
import type { DurationType } from '@tp/contracts';

/** Plans 1 (one month) and 2 (one year); a form may send the number as text. */
const durationTypeField = z
  .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: 'Please choose a plan: durationType must be 1 (1 month) or 2 (1 year).' })
  .transform((value) => Number(value) as DurationType);

/** /user/registerClass; className, studentName and price may be sent but are never trusted. */
export const registerClassRequest = z.object({
  classId: idField('class', 'classId'),
  userId: idField('student', 'userId'),
  durationType: durationTypeField,
});

export const studentClassRequest = z.object({ classId: idField('class', 'classId'), userId: idField('student', 'userId') });
export const classIdQuery = z.object({ id: idField('class', 'id') });
export const studentIdQuery = z.object({ id: idField('student', 'id') });
export const parentIdQuery = z.object({ parentId: idField('parent', 'parentId') });
export const interestIdRequest = z.object({ interestId: idField('registration', 'interestId') });
export const interestIdParams = z.object({ id: idField('registration', 'id') });
