import type { TokenUser } from '@tp/contracts';
import { conflict, forbidden, notFound, type Queryable } from '@tp/service-kit';
import { deleteSource, DuplicateSourceName, findSource, insertSource, renameSource, type Source } from '../data-access/source-repository';

/** Sources are the school's common list: any teacher adds one; only its creator or an administrator changes it. */
export function mayChangeSource(source: Pick<Source, 'createdBy'>, caller: Pick<TokenUser, 'id' | 'isAdmin'>): boolean {
  return caller.isAdmin || source.createdBy === caller.id;
}

async function sourceToChange(db: Queryable, caller: TokenUser, id: string): Promise<Source> {
  const source = await findSource(db, id);
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

export async function updateSource(db: Queryable, caller: TokenUser, id: string, name: string): Promise<Source> {
  const source = await sourceToChange(db, caller, id);
  await uniquely(() => renameSource(db, id, name));
  return { ...source, name };
}

export async function removeSource(db: Queryable, caller: TokenUser, id: string) {
  await sourceToChange(db, caller, id);
  await deleteSource(db, id);
}
