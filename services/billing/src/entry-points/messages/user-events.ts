import { applyUserChange, applyUserDeletion, type EventHandler } from '@tp/service-kit';
import { deleteOpenUnpaidInterestsOf } from '../../data-access/interest-repository';

/** user.registered and user.updated: keep billing's copy of names, e-mails, phones and family links current. */
export const onUserChanged: EventHandler<'user.registered' | 'user.updated'> = async (payload, { db, event }) => {
  await applyUserChange(db, payload, event.occurredAt);
};

/** user.deleted: forget the user and empty their cart; registrations and paid entries stay on record. */
export const onUserDeleted: EventHandler<'user.deleted'> = async (payload, { db, event }) => {
  await applyUserDeletion(db, payload.id, payload.email, event.occurredAt);
  await deleteOpenUnpaidInterestsOf(db, payload.id);
};
