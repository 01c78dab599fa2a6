/**
 * catalog's publish states (SPEC §3 Class.isPublish): 0 is a draft or a class the admin took off the listing, 1 is
 * published, 2 published and featured. Only a published class takes registrations, like its public page (a 404 at 0):
 * billing refuses the others, and the class register screen says so before the click.
 */
export function isOpenForRegistration(cls: { isPublish: number }): boolean {
  return cls.isPublish === 1 || cls.isPublish === 2;
}

/** What billing answers (409) and the class register screen shows for a class at 0. */
export const NOT_OPEN_FOR_REGISTRATION = 'This class is not open for registration. Please choose another class or ask its teacher.';
