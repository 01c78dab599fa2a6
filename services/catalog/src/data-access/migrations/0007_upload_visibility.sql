-- Who may read each stored file. 'public': anyone with its address (pictures and videos teachers and admins put in
-- what the site publishes: class pages, question texts, e-mails, products). 'private': only through a short-lived
-- signed link, or its owner with their token (spreadsheets, which hold the answers; anything a student or parent
-- uploads, which is their work). Decided at upload time and never changed.
ALTER TABLE uploads ADD COLUMN visibility text NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'private'));

-- Files stored before: the same rule where it is known. Spreadsheets are read by question-bank through /internal, and
-- students' and parents' files only appear in answers, which are now read with signed links; everything else (an
-- owner catalog does not know included) stays public, since its address may already be on a page or in an e-mail.
-- Files stored before the uploads table have no row and stay public too.
UPDATE uploads SET visibility = 'private'
WHERE kind = 'spreadsheet'
   OR owner_id IN (SELECT id FROM users WHERE role IN ('Student', 'Parent') AND NOT is_admin);

-- New rows say which they are.
ALTER TABLE uploads ALTER COLUMN visibility DROP DEFAULT;
