import { z } from 'zod';

// The library tree (library › chapter › section) as question-bank answers it, siblings in their set order.

export const librarySection = z.object({ _id: z.string(), name: z.string() });
export const libraryChapter = z.object({ _id: z.string(), name: z.string(), section: z.array(librarySection) });
/** A library; `teacher` lists the teachers bound to it. */
export const libraryView = z.object({
  _id: z.string(),
  name: z.string(),
  teacher: z.array(z.object({ _id: z.string(), name: z.string() })),
  expired: z.boolean(),
  chapter: z.array(libraryChapter),
});
export type LibraryView = z.infer<typeof libraryView>;
export type LibraryChapter = z.infer<typeof libraryChapter>;
export type LibrarySection = z.infer<typeof librarySection>;

/** GET /user/getLibrary and the admin's tree. */
export const libraryList = z.object({ list: z.array(libraryView) });

/** GET /public/getResourceBase. */
export const resourceBase = z.object({ helpContent: z.string(), maxQuestions: z.number().int() });
export type ResourceBase = z.infer<typeof resourceBase>;

/** POST /admin/delete{Library,Chapter,Section}: how many questions were filed under the deleted node (now unfiled). */
export const libraryDeletion = z.object({ unfiledQuestions: z.number().int() });

/** POST /admin/change{Library,Chapter,Section}Order: false when the node was first (up) or last (down) already. */
export const libraryMove = z.object({ moved: z.boolean() });

/**
 * catalog: GET /internal/students/:id/library-teachers — the teachers whose libraries a student may practise from:
 * the teachers of the classes the student is on (registration not expired) whose class includes the library.
 */
export const internalLibraryTeachers = z.object({ teacherIds: z.array(z.string()) });
export type InternalLibraryTeachers = z.infer<typeof internalLibraryTeachers>;

/** How many questions one practice holds (Max Resources): a whole number in this range. */
export const MAX_RESOURCES_MIN = 1;
export const MAX_RESOURCES_MAX = 1000;

/**
 * What is wrong with a Max Resources value as typed (digits only), or null when it is fine. The admin form and
 * question-bank both use it.
 */
export function maxResourcesProblem(value: string | number): string | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+$/.test(text)) return 'Please enter a number';
  const count = Number(text);
  if (count < MAX_RESOURCES_MIN || count > MAX_RESOURCES_MAX) return `Max Resources must be from ${MAX_RESOURCES_MIN} to ${MAX_RESOURCES_MAX}.`;
  return null;
}
