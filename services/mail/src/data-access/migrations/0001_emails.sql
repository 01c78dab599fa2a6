-- Every e-mail the platform sends, with the fields the admin e-mail list shows and its delivery state.
CREATE TABLE emails (
  id              uuid PRIMARY KEY,
  kind            text NOT NULL,
  title           text NOT NULL,
  content         text NOT NULL,
  text_content    text,
  recipient       text[] NOT NULL,
  email_group     jsonb NOT NULL DEFAULT '[]',
  status          smallint NOT NULL DEFAULT 0,  -- 0 Pending, 1 Sent, 2 Failed, 3 Partially successful
  fail_emails     text[] NOT NULL DEFAULT '{}',
  attempts        integer NOT NULL DEFAULT 0,
  last_error      text,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at      timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz
);
CREATE INDEX emails_pending ON emails (next_attempt_at) WHERE status = 0;
CREATE INDEX emails_created ON emails (created_at DESC);
