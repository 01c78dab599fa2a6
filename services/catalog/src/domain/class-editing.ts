import type { TokenUser } from '@tp/contracts';
import { badRequest, withTransaction } from '@tp/service-kit';
import { storableRichText } from '@tp/service-kit/rich-text';
import { findClass, updateClassFields } from '../data-access/class-repository';
import { findSourceChanges, lockSourcesForSave } from '../data-access/class-source-repository';
import { listRosterStudentIds } from '../data-access/roster-repository';
import type { CatalogDeps } from './catalog-deps';
import type { ClassFields, ClassRecord, NamedSource } from './class-record';
import { refreshPracticeAccess } from './practice-access';
import type { SourceChange } from './source-change';
import { ownClass } from './teacher-classes';

/** The rich-text fields, by the name their messages use. */
const RICH_TEXT_FIELDS = { description: 'description', introduction: 'introduction', bulletin: 'bulletin', paymentInfo: 'payment information' } as const;

/** The Edit Class form as validated: every field optional (left out = unchanged), sources as ids. */
export type ClassEdit = Partial<Omit<ClassFields, 'source'>> & { id: string; source?: string[] };

const sameIds = (ids: string[], sources: NamedSource[]) => ids.length === sources.length && ids.every((id, i) => id === sources[i]._id);

/** The sources as question-bank names them now; unchanged ids need no call (the names were checked when picked). */
async function namedSources(deps: CatalogDeps, ids: string[] | undefined, current: NamedSource[]): Promise<NamedSource[] | undefined> {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids)];
  if (sameIds(unique, current)) return current;
  return deps.sources.namedSources(unique);
}

/**
 * The names were read before the save's transaction: a source.renamed or source.deleted handled since found this
 * class without them, so the save applies what the event said. A newer rename still on its way fixes the name when
 * it arrives.
 */
function withSourceChanges(sources: NamedSource[], changes: SourceChange[]): NamedSource[] {
  const byId = new Map(changes.map((change) => [change.sourceId, change]));
  return sources.flatMap((source) => {
    const change = byId.get(source._id);
    if (change?.deleted) return [];
    return [change?.name ? { ...source, name: change.name } : source];
  });
}

/**
 * updateClassIntro: the owner's edit, with rich text sanitised and sources named by question-bank, saved only
 * when the whole class is still valid (an end date never before the start date).
 */
export async function updateClassIntro(deps: CatalogDeps, teacher: TokenUser, edit: ClassEdit): Promise<ClassRecord> {
  const before = await ownClass(deps.pool, teacher, edit.id);
  const source = await namedSources(deps, edit.source, before.source);
  const { id, source: _ids, ...changes } = edit;
  for (const [field, label] of Object.entries(RICH_TEXT_FIELDS) as [keyof typeof RICH_TEXT_FIELDS, string][]) {
    if (changes[field] !== undefined) changes[field] = storableRichText(label, changes[field]);
  }
  const sourceIds = source?.map((s) => s._id) ?? [];
  await withTransaction(deps.pool, async (tx) => {
    await lockSourcesForSave(tx, sourceIds);
    const current = await ownClass(tx, teacher, id, { forUpdate: true });
    const sources = source ? withSourceChanges(source, await findSourceChanges(tx, sourceIds)) : current.source;
    const next: ClassFields = { ...current, ...definedOnly(changes), source: sources };
    if (next.startDate && next.endDate && next.endDate.getTime() < next.startDate.getTime()) {
      throw badRequest('The end date cannot be before the start date.');
    }
    await updateClassFields(tx, id, next);
    // Switching the library on or off gives or takes the class's students' practice access.
    if (next.includeLibrary !== current.includeLibrary) await refreshPracticeAccess(tx, await listRosterStudentIds(tx, id));
  });
  await deps.cache.invalidate();
  return (await findClass(deps.pool, id))!;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
