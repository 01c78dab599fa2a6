-- Every file stored through the upload call, with who sent it and its size: each account's quota is the sum of its
-- rows. Files stored before this table existed are not counted.
CREATE TABLE uploads (
  key        text PRIMARY KEY,                   -- <year>/<month>/<uuid>.<ext>, served under /uploads/
  owner_id   text NOT NULL,                      -- the user id of the token that uploaded it
  kind       text NOT NULL CHECK (kind IN ('image', 'spreadsheet', 'video')),
  bytes      bigint NOT NULL CHECK (bytes >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_by_owner ON uploads (owner_id);
