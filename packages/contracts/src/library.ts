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
