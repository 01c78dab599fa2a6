import type { EventHandler } from '@tp/service-kit';
import { lockSourceForEvent, removeSourceFromClasses, renameSourceInClasses } from '../../data-access/class-source-repository';

// The lock comes first, in a statement of its own: the change that follows then sees any class save that held it.

/** source.renamed: classes that name the source show its new name; a source no class names changes nothing. */
export const onSourceRenamed: EventHandler<'source.renamed'> = async (payload, { db, event }) => {
  const sourceId = payload.sourceId.toLowerCase();
  await lockSourceForEvent(db, sourceId);
  await renameSourceInClasses(db, sourceId, payload.name, event.occurredAt);
};

/** source.deleted: the source leaves every class that names it. */
export const onSourceDeleted: EventHandler<'source.deleted'> = async (payload, { db, event }) => {
  const sourceId = payload.sourceId.toLowerCase();
  await lockSourceForEvent(db, sourceId);
  await removeSourceFromClasses(db, sourceId, event.occurredAt);
};
