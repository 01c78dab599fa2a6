import type { EventHandler } from '@tp/service-kit';
import { applyClassLink } from '../../data-access/homework-class-repository';

// catalog owns which classes list a homework; these keep question-bank's copy, shown as the homework's classes.

/** class.homework-added: the class lists the homework (published or not). */
export const onClassHomeworkAdded: EventHandler<'class.homework-added'> = async (payload, { db, event }) => {
  await applyClassLink(db, {
    homeworkId: payload.homeworkId.toLowerCase(), classId: payload.classId.toLowerCase(), listed: true, isPublish: payload.isPublish, occurredAt: event.occurredAt,
  });
};

/** class.homework-removed: the class no longer lists the homework (the link stays as a tombstone against late adds). */
export const onClassHomeworkRemoved: EventHandler<'class.homework-removed'> = async (payload, { db, event }) => {
  await applyClassLink(db, {
    homeworkId: payload.homeworkId.toLowerCase(), classId: payload.classId.toLowerCase(), listed: false, isPublish: false, occurredAt: event.occurredAt,
  });
};
