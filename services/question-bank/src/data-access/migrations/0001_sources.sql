-- Sources: the school's common list of where questions come from, shared by all teachers.
-- Later parts (questions, library, homework) add their tables in further migrations (0002_..., 0003_...).
CREATE TABLE sources (
  id              uuid PRIMARY KEY,
  name            text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  created_by      text NOT NULL,      -- the teacher's user id
  created_by_name text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
-- Names are unique whatever their case; lists are ordered by name the same way.
CREATE UNIQUE INDEX sources_name_unique ON sources (lower(name));
