-- Reminder e-mails decided here (homework due soon, overdue, the parents' weekly digest): one row per person and
-- occasion, inserted (ON CONFLICT DO NOTHING) in the transaction that puts the e-mail in the outbox, so however many
-- replicas scan at once, each person gets each reminder once. `outcome` 'off' records an occasion whose person had
-- that kind turned off, so it is not looked at again.
CREATE TABLE reminders_sent (
  kind       text NOT NULL CHECK (kind IN ('due-soon', 'overdue', 'weekly-digest')),
  user_id    text NOT NULL,            -- who it is for: the student, or the parent for the digest
  subject_id text NOT NULL,            -- the exercise, or the child for the digest
  period     text NOT NULL DEFAULT '', -- the digest's week (its Monday, YYYY-MM-DD); '' for a once-only reminder
  outcome    text NOT NULL CHECK (outcome IN ('sent', 'off')),
  decided_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, user_id, subject_id, period)
);
-- The scan's reads: live, unfinished exercises by due date.
CREATE INDEX exercises_unfinished_due ON exercises (due_date) WHERE retired_at IS NULL AND finished_at IS NULL AND due_date IS NOT NULL;
