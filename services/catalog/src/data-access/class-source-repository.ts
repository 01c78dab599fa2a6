import type { Queryable } from '@tp/service-kit';
import type { SourceChange } from '../domain/source-change';

/**
 * A source event and a class save that names the source take turns on a per-source advisory lock (the event alone,
 * saves together), so one always sees the other's commit: the event's UPDATE the saved class, or the save the event's
 * news. Each holds it until its transaction ends.
 */
const lockKey = (id: string) => `hashtextextended('source:' || ${id}, 0)`;

export async function lockSourceForEvent(db: Queryable, sourceId: string) {
  await db.query(`SELECT pg_advisory_xact_lock(${lockKey('$1')})`, [sourceId]);
}

/** Taken before the class row is locked, so an event waiting for the class row never holds what the save waits for. */
export async function lockSourcesForSave(db: Queryable, sourceIds: string[]) {
  if (sourceIds.length === 0) return;
  await db.query(`SELECT pg_advisory_xact_lock_shared(${lockKey('id')}) FROM (SELECT DISTINCT unnest($1::text[]) AS id ORDER BY 1) AS ids`, [sourceIds]);
}

/** The entry of this source in `classes.source`, as a jsonb containment pattern. */
const HOLDS_SOURCE = `source @> jsonb_build_array(jsonb_build_object('_id', $1::text))`;

/**
 * source.renamed: the new name in every class that holds the source, unless a newer event about the source was
 * applied already or it was deleted (events can arrive out of order).
 */
export async function renameSourceInClasses(db: Queryable, sourceId: string, name: string, occurredAt: string) {
  await db.query(
    `WITH applied AS (
       INSERT INTO source_changes (source_id, name, event_at) VALUES ($1, $2, $3)
       ON CONFLICT (source_id) DO UPDATE SET name = EXCLUDED.name, event_at = EXCLUDED.event_at
       WHERE NOT source_changes.deleted AND source_changes.event_at <= EXCLUDED.event_at
       RETURNING source_id
     )
     UPDATE classes SET source = (
       SELECT jsonb_agg(CASE WHEN entry->>'_id' = $1 THEN jsonb_set(entry, '{name}', to_jsonb($2::text)) ELSE entry END ORDER BY position)
       FROM jsonb_array_elements(source) WITH ORDINALITY AS entries(entry, position)
     )
     WHERE ${HOLDS_SOURCE} AND EXISTS (SELECT 1 FROM applied)`,
    [sourceId, name, occurredAt],
  );
}

/** source.deleted: the source leaves every class that holds it; question-bank never brings a deleted id back. */
export async function removeSourceFromClasses(db: Queryable, sourceId: string, occurredAt: string) {
  await db.query(
    `WITH tombstone AS (
       INSERT INTO source_changes (source_id, name, deleted, event_at) VALUES ($1, NULL, true, $2)
       ON CONFLICT (source_id) DO UPDATE SET name = NULL, deleted = true, event_at = GREATEST(source_changes.event_at, EXCLUDED.event_at)
     )
     UPDATE classes SET source = jsonb_path_query_array(source, '$[*] ? (@._id != $id)', jsonb_build_object('id', $1::text))
     WHERE ${HOLDS_SOURCE}`,
    [sourceId, occurredAt],
  );
}

/** What events said about these sources; a source never renamed nor deleted has no entry. */
export async function findSourceChanges(db: Queryable, sourceIds: string[]): Promise<SourceChange[]> {
  if (sourceIds.length === 0) return [];
  const { rows } = await db.query<SourceChange>('SELECT source_id AS "sourceId", name, deleted FROM source_changes WHERE source_id = ANY($1::text[])', [sourceIds]);
  return rows;
}
