-- The school's library tree: library › chapter › section, kept by administrators. `position` orders siblings
-- (up/down swaps two neighbours' positions). Deleting a node deletes what is under it; questions filed there are
-- unfiled (see 0003), never deleted.
CREATE TABLE libraries (
  id         uuid PRIMARY KEY,
  name       text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  position   integer NOT NULL,
  expired    boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX libraries_order ON libraries (position);

CREATE TABLE chapters (
  id         uuid PRIMARY KEY,
  library_id uuid NOT NULL REFERENCES libraries (id) ON DELETE CASCADE,
  name       text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  position   integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chapters_order ON chapters (library_id, position);

CREATE TABLE sections (
  id         uuid PRIMARY KEY,
  chapter_id uuid NOT NULL REFERENCES chapters (id) ON DELETE CASCADE,
  name       text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  position   integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sections_order ON sections (chapter_id, position);

-- Teachers bound to a library: they file questions in it and browse it.
CREATE TABLE library_teachers (
  library_id uuid NOT NULL REFERENCES libraries (id) ON DELETE CASCADE,
  teacher_id text NOT NULL,
  bound_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (library_id, teacher_id)
);
CREATE INDEX library_teachers_teacher ON library_teachers (teacher_id);

-- The self-practice settings every student shares (one row): the Help page and how many questions a practice holds.
CREATE TABLE resource_base (
  id            smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  help_content  text NOT NULL DEFAULT '',
  max_questions integer NOT NULL DEFAULT 10 CHECK (max_questions BETWEEN 0 AND 100000),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
INSERT INTO resource_base (id) VALUES (1);
