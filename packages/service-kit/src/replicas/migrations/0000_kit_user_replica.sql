-- The service's copy of the users it needs, kept from identity's user events (names, e-mails, family links).
-- A deleted user stays as a tombstone so that an older event arriving late cannot bring them back.
-- IF NOT EXISTS: billing and catalog created this same table in their own first migration before the kit owned it;
-- their databases keep it as it is.
CREATE TABLE IF NOT EXISTS users (
  id            text PRIMARY KEY,
  name          text NOT NULL,
  email         text NOT NULL,                -- lowercased
  role          text NOT NULL,
  is_admin      boolean NOT NULL DEFAULT false,
  phone         text NOT NULL DEFAULT '',
  linked_emails text[] NOT NULL DEFAULT '{}', -- the user's dependent, split on ';', trimmed and lowercased
  deleted       boolean NOT NULL DEFAULT false,
  event_at      timestamptz NOT NULL            -- occurredAt of the newest event applied
);
CREATE INDEX IF NOT EXISTS users_email ON users (email);
CREATE INDEX IF NOT EXISTS users_linked_emails ON users USING gin (linked_emails);
