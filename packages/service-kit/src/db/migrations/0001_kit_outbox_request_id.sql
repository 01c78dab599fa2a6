-- The request that wrote the event: the relay puts it in the envelope so consumers log under the same id.
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS request_id text;
