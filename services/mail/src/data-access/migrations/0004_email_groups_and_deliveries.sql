-- The admin's e-mail groups: a name and the users in it (ids of identity's users; addresses are looked up in the
-- service's copy of the users when an e-mail is sent, so a changed address is followed and a deleted user drops out).
CREATE TABLE email_groups (
  id         uuid PRIMARY KEY,
  name       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX email_groups_name ON email_groups (lower(name));

CREATE TABLE email_group_members (
  group_id uuid NOT NULL REFERENCES email_groups (id) ON DELETE CASCADE,
  user_id  text NOT NULL,
  position integer NOT NULL,  -- the order the admin put the users in
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX email_group_members_user ON email_group_members (user_id);

-- One message per person an e-mail goes to, each sent, retried and settled on its own: one refused address fails
-- only itself, nobody sees the others' addresses, and a send to hundreds is shared out in small batches (between
-- replicas too) and survives a restart. The e-mail's status is settled from these once none is waiting.
CREATE TABLE email_deliveries (
  id              bigserial PRIMARY KEY,
  email_id        uuid NOT NULL REFERENCES emails (id) ON DELETE CASCADE,
  address         text NOT NULL,               -- lowercased
  state           smallint NOT NULL DEFAULT 0, -- 0 waiting, 1 delivered, 2 failed
  priority        smallint NOT NULL,           -- 0 the platform's own (codes: a person is waiting for them), 1 an admin's
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error      text,
  settled_at      timestamptz,
  UNIQUE (email_id, address)
);
CREATE INDEX email_deliveries_due ON email_deliveries (priority, next_attempt_at) WHERE state = 0;

-- E-mails still pending from before: their recipients become deliveries, keeping what was already settled.
INSERT INTO email_deliveries (email_id, address, state, priority, attempts, next_attempt_at)
SELECT e.id, lower(r.address),
       CASE WHEN r.address = ANY (e.delivered_to) THEN 1 WHEN r.address = ANY (e.fail_emails) THEN 2 ELSE 0 END,
       CASE WHEN e.origin = 'admin' THEN 1 ELSE 0 END, e.attempts, e.next_attempt_at
FROM emails e CROSS JOIN LATERAL unnest(e.recipient) AS r (address)
WHERE e.status = 0
ON CONFLICT (email_id, address) DO NOTHING;

-- emails.attempts, next_attempt_at and last_error are no longer written: each delivery keeps its own.
COMMENT ON COLUMN emails.attempts IS 'unused since 0004: see email_deliveries';
COMMENT ON COLUMN emails.next_attempt_at IS 'unused since 0004: see email_deliveries';

-- Set once the copy of the users has been filled from identity (users announced before mail kept a copy).
CREATE TABLE user_copy_filled (
  source    text PRIMARY KEY,
  filled_at timestamptz NOT NULL DEFAULT now()
);
