-- Events written in the same transaction as the change they announce; the relay publishes and marks them.
CREATE TABLE IF NOT EXISTS outbox (
  id           uuid PRIMARY KEY,
  name         text NOT NULL,
  payload      jsonb NOT NULL,
  occurred_at  timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  attempts     integer NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS outbox_unpublished ON outbox (occurred_at) WHERE published_at IS NULL;

-- Event ids this service has handled: a redelivered event is acknowledged without running again.
CREATE TABLE IF NOT EXISTS inbox (
  event_id   uuid PRIMARY KEY,
  name       text NOT NULL,
  handled_at timestamptz NOT NULL DEFAULT now()
);
