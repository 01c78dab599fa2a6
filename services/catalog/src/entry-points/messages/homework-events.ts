import type { EventHandler } from '@tp/service-kit';
import { applyHomeworkChange, applyHomeworkDeletion, lockHomework } from '../../data-access/class-homework-repository';

// The lock comes first, in a statement of its own: the change that follows then sees any add that held it.

/** homework.changed: every class that lists the homework shows its new name, due date and exam flag. */
export const onHomeworkChanged: EventHandler<'homework.changed'> = async (payload, { db, event }) => {
  const homeworkId = payload.homeworkId.toLowerCase();
  await lockHomework(db, homeworkId);
  await applyHomeworkChange(db, { homeworkId, name: payload.name, dueDate: payload.dueDate, isExam: payload.isExam, occurredAt: event.occurredAt });
};

/** homework.deleted: the homework leaves every class that lists it. */
export const onHomeworkDeleted: EventHandler<'homework.deleted'> = async (payload, { db, event }) => {
  const homeworkId = payload.homeworkId.toLowerCase();
  await lockHomework(db, homeworkId);
  await applyHomeworkDeletion(db, homeworkId, event.occurredAt);
};
