-- Who an e-mail comes from: 'admin' (sent by an admin, shown in the admin e-mail list) or 'system' (the platform's
-- own, such as codes, kept out of that list). Earlier rows are the platform's own.
ALTER TABLE emails ADD COLUMN origin text NOT NULL DEFAULT 'system' CHECK (origin IN ('admin', 'system'));
DROP INDEX emails_created;
CREATE INDEX emails_admin_created ON emails (created_at DESC) WHERE origin = 'admin';
