-- The language the site shows each user (the language switch), in which the platform's own e-mails to them (codes,
-- reminders, the weekly digest) are written. Accounts made before it existed were shown English.
ALTER TABLE users ADD COLUMN interface_language text NOT NULL DEFAULT 'en' CHECK (interface_language IN ('en', 'zh'));
