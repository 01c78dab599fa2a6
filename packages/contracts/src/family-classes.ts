import { z } from 'zod';

/**
 * GET /user/getStudentsByEmail: a parent's linked children, grouped by the class they are on, with what the parent's
 * screens show of the class (its bulletin among it). As catalog answers it.
 */
export const childrenOfClass = z.object({
  classInfo: z.object({
    _id: z.string(),
    name: z.string(),
    bulletin: z.string(),
    image: z.string(),
    category: z.string(),
    language: z.string(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    includeLibrary: z.boolean(),
    user: z.object({ _id: z.string(), name: z.string() }),
  }),
  students: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
});
export type ChildrenOfClass = z.infer<typeof childrenOfClass>;
export const childrenOfClassList = z.object({ list: z.array(childrenOfClass) });
