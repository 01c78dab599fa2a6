import { z } from 'zod';
import { isUuid } from '@tp/contracts/uuid';
import { idField } from '@tp/service-kit';
import { MAX_SOURCE_PAGE_SIZE, SOURCE_PAGE_SIZE } from '../../domain/source-lists';

export const MAX_LOOKUP_IDS = 100;

export const isSourceId = (id: string) => isUuid(id);

const sourceId = idField('source', 'id');

/** Trimmed, 1 to 200 characters. */
const sourceName = z
  .string({ error: 'Please input the source name.' })
  .trim()
  .min(1, 'Please input the source name.')
  .max(200, 'The source name must be at most 200 characters.');

const PAGE_SIZE_MESSAGE = `The page size must be a whole number from 1 to ${MAX_SOURCE_PAGE_SIZE}.`;

/** A page of sources (domain/source-lists says how big). */
export const sourceListQuery = z.object({
  page: z.coerce.number({ error: 'The page must be a whole number from 1.' }).int('The page must be a whole number from 1.').min(1, 'The page must be a whole number from 1.').default(1),
  pageSize: z.coerce.number({ error: PAGE_SIZE_MESSAGE }).int(PAGE_SIZE_MESSAGE).min(1, PAGE_SIZE_MESSAGE).max(MAX_SOURCE_PAGE_SIZE, PAGE_SIZE_MESSAGE).default(SOURCE_PAGE_SIZE),
  keyword: z.string({ error: 'The keyword must be text.' }).trim().max(200, 'The keyword must be at most 200 characters.').default(''),
});

export const createSourceRequest = z.object({ name: sourceName });
export const updateSourceRequest = z.object({ id: sourceId, name: sourceName });
export const sourceIdRequest = z.object({ id: sourceId });

/** /internal/sources?ids=a,b: ids separated by commas. */
export const sourceLookupQuery = z.object({
  ids: z
    .string({ error: 'ids must be source ids separated by commas.' })
    .default('')
    .transform((ids) => ids.split(',').map((id) => id.trim().toLowerCase()).filter(Boolean))
    .refine((ids) => ids.length <= MAX_LOOKUP_IDS, `At most ${MAX_LOOKUP_IDS} source ids can be looked up at once.`),
});
