-- Recipients the SMTP peer has accepted so far: a retry goes only to those still waiting (refused with a 4xx).
ALTER TABLE emails ADD COLUMN delivered_to text[] NOT NULL DEFAULT '{}';
