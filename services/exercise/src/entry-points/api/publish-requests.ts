import { z } from 'zod';
import { idField } from '@tp/service-kit';
import { SELECT_STUDENTS_MESSAGE } from '../../domain/publishing';

/** More than any class holds: a bigger list is a mistake, not a class. */
const MAX_IDS_PER_CALL = 1000;

/** A user id (identity's): required, not empty. */
export const userIdField = (what: string, field: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `The ${what} id (${field}) is required.` : `The ${what} id (${field}) is not a valid id.`) })
    .trim()
    .min(1, `The ${what} id (${field}) is required.`)
    .max(100, `The ${what} id (${field}) is not a valid id.`);

export const publishHomeworkRequest = z.object({
  classID: idField('class', 'classID'),
  hwID: idField('homework', 'hwID'),
  // Missing or empty: nothing is selected (nothing is sent then; a client that sends it anyway is told so).
  studentIDs: z
    .array(userIdField('student', 'studentIDs'), { error: 'studentIDs must be a list of student ids.' })
    .max(MAX_IDS_PER_CALL, `At most ${MAX_IDS_PER_CALL} students can be published to at once.`)
    .min(1, SELECT_STUDENTS_MESSAGE)
    .prefault([]),
});

export const unpublishHomeworkRequest = z.object({
  exerciseIds: z
    .array(idField('exercise', 'exerciseIds'), { error: 'exerciseIds must be a list of exercise ids.' })
    .max(MAX_IDS_PER_CALL, `At most ${MAX_IDS_PER_CALL} exercises can be unpublished at once.`)
    .min(1, 'Please select exercises to unpublish.')
    .prefault([]),
});

export const classHomeworkRequest = z.object({ classID: idField('class', 'classID'), hwID: idField('homework', 'hwID') });
export const classStudentQuery = z.object({ classID: idField('class', 'classID'), studentID: userIdField('student', 'studentID') });
export const studentExercisesQuery = z.object({
  studentId: userIdField('student', 'studentId'),
  classId: idField('class', 'classId').optional(),
});
/** An exercise id: a malformed one is simply not found (read calls answer 404 for what the caller may not see, too). */
export const exerciseIdQuery = z.object({ id: z.string({ error: 'The exercise id (id) is required.' }).trim().min(1, 'The exercise id (id) is required.') });
export const classIdQuery = z.object({ id: idField('class', 'id') });
