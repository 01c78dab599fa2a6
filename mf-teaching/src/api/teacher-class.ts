import { z } from 'zod';
import { apiGet } from '@tp/web-kit/api-client';

/** One of the teacher's classes as catalog answers it: the class list, the edit form and the roster all read it. */
export const teacherClass = z.looseObject({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  language: z.enum(['en', 'zh']),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isPublish: z.number(),
  price: z.number().nullable(),
  monthlyPrice: z.number().nullable(),
  yearlyPrice: z.number().nullable(),
  image: z.string(),
  description: z.string(),
  introduction: z.string(),
  bulletin: z.string(),
  paymentInfo: z.string(),
  registerLink: z.string(),
  source: z.array(z.looseObject({ _id: z.string(), name: z.string() })),
  includeLibrary: z.boolean(),
  autoPublish: z.boolean(),
  autoPublishAccuracy: z.number().nullable(),
});
export type TeacherClass = z.infer<typeof teacherClass>;

/** GET /api/teacher/getClassById?id: one of the teacher's classes, as the edit form needs it. */
export async function fetchTeacherClass(id: string, signal?: AbortSignal): Promise<TeacherClass> {
  return teacherClass.parse(await apiGet('/teacher/getClassById', { id }, signal));
}
