-- What catalog has heard from question-bank's source.renamed / source.deleted: each source's newest name, or that it
-- is gone (kept as a tombstone). An older event arriving late loses to a newer one, and a class save that raced an
-- event (question-bank named the sources just before the change) is corrected when it commits.
CREATE TABLE source_changes (
  source_id text PRIMARY KEY,
  name      text,                        -- null once deleted
  deleted   boolean NOT NULL DEFAULT false,
  event_at  timestamptz NOT NULL         -- occurredAt of the newest event applied
);
