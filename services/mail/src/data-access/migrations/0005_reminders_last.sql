-- Reminders (homework due soon, overdue, the parents' weekly digest) go after everything else: priority 2, behind the
-- platform's codes (0) and an admin's sends (1). They carry a one-click unsubscribe link, sent as List-Unsubscribe.
ALTER TABLE emails ADD COLUMN unsubscribe_url text;
COMMENT ON COLUMN email_deliveries.priority IS '0 the platform''s own (codes), 1 an admin''s, 2 reminders';
