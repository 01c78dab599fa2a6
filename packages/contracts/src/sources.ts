import { z } from 'zod';

/**
 * question-bank → catalog: a source was renamed or deleted. Classes keep a copy of their sources' names, so they
 * follow these. Sources are the school's common list (any teacher's class may name any source), so the payloads
 * carry no owner.
 */
export const sourceRenamedPayload = z.object({ sourceId: z.string().uuid(), name: z.string().min(1) });
export type SourceRenamedPayload = z.infer<typeof sourceRenamedPayload>;
export const sourceDeletedPayload = z.object({ sourceId: z.string().uuid() });
export type SourceDeletedPayload = z.infer<typeof sourceDeletedPayload>;

/** A source as lists show it (GET /user/getUserSource). */
export const sourceView = z.object({ _id: z.string(), name: z.string() });
export type SourceView = z.infer<typeof sourceView>;
export const sourcePage = z.object({ list: z.array(sourceView), total: z.number() });

/**
 * A source as teachers see it (GET /teacher/getSourceList; createSource and updateSource answer one): with who
 * created it, since only they (or an administrator) may rename or delete it.
 */
export const teacherSource = sourceView.extend({ creator: z.object({ _id: z.string(), name: z.string() }) });
export type TeacherSource = z.infer<typeof teacherSource>;
export const teacherSourcePage = z.object({ list: z.array(teacherSource), total: z.number() });
