import type { TokenUser } from '@tp/contracts';
import { conflict, forbidden } from '@tp/service-kit';

/** isPublish: 0 hidden (teacher grey / audit deleted), 1 published (pale yellow), 2 featured on the home page. */
export const PublishState = { Hidden: 0, Published: 1, Featured: 2 } as const;
export type PublishValue = (typeof PublishState)[keyof typeof PublishState];

/**
 * The teacher's flame: the client sends 1 for a hidden class and 0 otherwise; a teacher never sets 2. Publishing a
 * class that an administrator already features keeps it featured (it is published already); 0 takes it off
 * every listing, the home page included.
 */
export function teacherPublish(current: PublishValue, requested: number): PublishValue {
  if (requested === PublishState.Featured) throw forbidden('Only an administrator can feature a class; a teacher can set publish to 0 or 1.');
  if (requested === PublishState.Hidden) return PublishState.Hidden;
  return current === PublishState.Featured ? PublishState.Featured : PublishState.Published;
}

/**
 * The admin audit: 2 features, 1 un-features, 0 deletes the class from the listing (the class stays its teacher's,
 * unpublished). Only a class its teacher published can be featured or un-featured.
 */
export function auditPublish(current: PublishValue, requested: PublishValue): PublishValue {
  if (requested !== PublishState.Hidden && current === PublishState.Hidden) {
    throw conflict('This class is not published by its teacher, so it cannot be featured.');
  }
  return requested;
}

/**
 * Who may read a class: anyone once it is published; before that only its teacher and administrators, so a
 * teacher reads back what they saved while visitors never see a draft.
 */
export function canReadClass(cls: { isPublish: number; teacherId: string }, reader: TokenUser | undefined): boolean {
  return cls.isPublish !== PublishState.Hidden || runsClass(cls, reader);
}

/** Whether the reader runs the class (its teacher or an administrator): they see its homework list on any read. */
export function runsClass(cls: { teacherId: string }, reader: TokenUser | undefined): reader is TokenUser {
  return reader !== undefined && (reader.isAdmin || reader.id === cls.teacherId);
}
