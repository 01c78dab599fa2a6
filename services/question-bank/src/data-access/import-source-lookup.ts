import type { Queryable } from '@tp/service-kit';
import { isLowercaseUuid } from '@tp/contracts/uuid';

/**
 * The sources an import names, by the keys it names them with (a name in lower case, or an id), each kept (FOR KEY
 * SHARE) until the transaction ends so none is deleted before the questions that name it are saved.
 */
export async function lockSourcesByKey(db: Queryable, keys: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (!keys.length) return found;
  const ids = keys.filter((key) => isLowercaseUuid(key));
  const { rows } = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM sources WHERE lower(name) = ANY($1::text[]) OR id = ANY($2::uuid[]) FOR KEY SHARE',
    [keys, ids],
  );
  for (const { id, name } of rows) {
    found.set(id, id);
    found.set(name.toLowerCase(), id);
  }
  return found;
}
