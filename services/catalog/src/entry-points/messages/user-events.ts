import { applyUserChange, applyUserDeletion, type EventHandler } from '@tp/service-kit';
import { removeEntriesOfStudent } from '../../data-access/roster-repository';

/** user.registered and user.updated: keep catalog's copy of names, e-mails, phones and family links current. */
export const onUserChanged: EventHandler<'user.registered' | 'user.updated'> = async (payload, { db, event }) => {
  await applyUserChange(db, payload, event.occurredAt);
};

/** user.deleted: forget the user and take them off every roster; their classes (if a teacher) stay for the admin. */
export const onUserDeleted: EventHandler<'user.deleted'> = async (payload, { db, event }) => {
  if (await applyUserDeletion(db, payload.id, payload.email, event.occurredAt)) await removeEntriesOfStudent(db, payload.id);
};
