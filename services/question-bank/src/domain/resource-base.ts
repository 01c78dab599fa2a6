import type { Queryable } from '@tp/service-kit';
import { storableRichText } from '@tp/service-kit/rich-text';
import { readResourceBase, writeHelpContent, writeMaxQuestions } from '../data-access/resource-base-repository';
import type { ResourceBaseRow } from './question-bank-records';

/** The practice settings every student shares: anyone may read them (the Help page shows them). */
export function resourceBase(db: Queryable): Promise<ResourceBaseRow> {
  return readResourceBase(db);
}

/** One setting per save, as the admin screen saves them: the Help page, or how many questions a practice holds. */
export type ResourceBaseChange = { helpContent: string } | { maxQuestions: number };

export async function editResourceBase(db: Queryable, change: ResourceBaseChange): Promise<ResourceBaseRow> {
  if ('helpContent' in change) await writeHelpContent(db, storableRichText('The help content', change.helpContent));
  else await writeMaxQuestions(db, change.maxQuestions);
  return readResourceBase(db);
}
