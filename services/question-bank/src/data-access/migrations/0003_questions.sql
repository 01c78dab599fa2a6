-- Questions: each belongs to the teacher who wrote it. Rich-text fields (q_text, answers, description) are stored
-- sanitised. Filing (library, chapter, section) is cleared, never cascaded, when the tree node goes away.
CREATE TABLE questions (
  id             uuid PRIMARY KEY,
  teacher_id     text NOT NULL,
  teacher_name   text NOT NULL DEFAULT '',
  name           text NOT NULL DEFAULT '',
  category       text NOT NULL DEFAULT '',
  q_text         text NOT NULL DEFAULT '',
  image          text NOT NULL DEFAULT '',
  show_img       boolean NOT NULL DEFAULT false,
  is_choice      smallint NOT NULL DEFAULT 0 CHECK (is_choice IN (0, 1, 2)),   -- 0 single, 1 multiple, 2 free text
  num_choice     smallint NOT NULL DEFAULT 4 CHECK (num_choice IN (4, 5)),
  correct_answer text NOT NULL DEFAULT '',  -- type 0 'B'; type 1 sorted 'A,C'; type 2 free text
  difficulty     smallint NOT NULL DEFAULT 3 CHECK (difficulty BETWEEN 1 AND 5),
  description    text NOT NULL DEFAULT '',  -- the solution
  source_id      uuid REFERENCES sources (id) ON DELETE SET NULL,
  copyright      text NOT NULL DEFAULT '',
  answer_a       text NOT NULL DEFAULT '',
  answer_b       text NOT NULL DEFAULT '',
  answer_c       text NOT NULL DEFAULT '',
  answer_d       text NOT NULL DEFAULT '',
  answer_e       text NOT NULL DEFAULT '',
  language       text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh')),
  reference_id   uuid REFERENCES questions (id) ON DELETE SET NULL,  -- the same question in the other language
  library_id     uuid REFERENCES libraries (id) ON DELETE SET NULL,
  chapter_id     uuid REFERENCES chapters (id) ON DELETE SET NULL,
  section_id     uuid REFERENCES sections (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
-- The teacher's list: newest first, one language, optionally a name search.
CREATE INDEX questions_teacher ON questions (teacher_id, language, created_at DESC, id);
CREATE INDEX questions_library ON questions (library_id, chapter_id, section_id);
CREATE INDEX questions_source ON questions (source_id);
CREATE INDEX questions_reference ON questions (reference_id);
