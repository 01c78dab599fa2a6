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
