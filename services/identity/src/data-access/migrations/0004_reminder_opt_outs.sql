-- The reminder e-mails a user has turned off (on their profile or with an e-mail's one-click unsubscribe link): one
-- row per user and kind; no row means the kind is sent. A deleted user's rows go with them.
CREATE TABLE reminder_opt_outs (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('due-soon', 'overdue', 'weekly-digest')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);
