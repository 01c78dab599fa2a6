import { z } from 'zod';

/** catalog's publish states (isPublish): 0 hidden (a draft, or taken off the listing), 1 published, 2 featured. */
export const publishValue = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type PublishValue = z.infer<typeof publishValue>;

/**
 * Only a published class (1 or 2) takes registrations, like its public page (a 404 at 0): billing refuses the others,
 * and the class register screen says so before the click.
 */
export function isOpenForRegistration(cls: { isPublish: number }): boolean {
  return cls.isPublish === 1 || cls.isPublish === 2;
}

/** What billing answers (409) and the class register screen shows for a class at 0. */
export const NOT_OPEN_FOR_REGISTRATION = 'This class is not open for registration. Please choose another class or ask its teacher.';
