import type { TokenUser } from '@tp/contracts';
import { addToOutbox, conflict, forbidden, notFound, withTransaction, type Pool, type Queryable } from '@tp/service-kit';
import { deleteSource, DuplicateSourceName, findSource, insertSource, renameSource } from '../data-access/source-repository';
import type { Source } from './question-bank-records';

/** Sources are the school's common list: any teacher adds one; only its creator or an administrator changes it. */
export function mayChangeSource(source: Pick<Source, 'createdBy'>, caller: Pick<TokenUser, 'id' | 'isAdmin'>): boolean {
  return caller.isAdmin || source.createdBy === caller.id;
}

/** The source, locked until the transaction ends, if the caller may change it. */
async function sourceToChange(tx: Queryable, caller: TokenUser, id: string): Promise<Source> {
  const source = await findSource(tx, id, { forUpdate: true });
  if (!source) throw notFound('Source not found');
  if (!mayChangeSource(source, caller)) throw forbidden('Only the teacher who created this source or an administrator can change it.');
  return source;
}

async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof DuplicateSourceName) throw conflict('Source already exists');
    throw err;
  }
}

export async function createSource(db: Queryable, caller: TokenUser, name: string): Promise<Source> {
  return uniquely(() => insertSource(db, { name, createdBy: caller.id, createdByName: caller.name }));
}

/** Classes keep a copy of their sources' names: `source.renamed`, written with the rename, tells catalog. */
export async function updateSource(pool: Pool, caller: TokenUser, id: string, name: string): Promise<Source> {
  return uniquely(() =>
    withTransaction(pool, async (tx) => {
      const source = await sourceToChange(tx, caller, id);
      if (source.name === name) return source;
      await renameSource(tx, id, name);
      await addToOutbox(tx, 'source.renamed', { sourceId: id, name });
      return { ...source, name };
    }),
  );
}

/** Classes that name the source drop it when catalog hears `source.deleted`, written with the deletion. */
export async function removeSource(pool: Pool, caller: TokenUser, id: string) {
  await withTransaction(pool, async (tx) => {
    await sourceToChange(tx, caller, id);
    await deleteSource(tx, id);
    await addToOutbox(tx, 'source.deleted', { sourceId: id });
  });
}
