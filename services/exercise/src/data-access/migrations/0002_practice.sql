-- Self-practice ("Resources"). Questions stay question-bank's: a setting names library selections and sources, and
-- question-bank answers what they give the student now; a record keeps the question as it was answered.

-- Each student's saved setting. Every save gets a new round: the practice starts afresh (records of earlier rounds
-- stay in the history), and the round shuffles the questions into its own order.
CREATE TABLE practice_settings (
  student_id  text PRIMARY KEY,
  round_id    uuid NOT NULL,
  libraries   jsonb NOT NULL,          -- [{libraryId, chapterId, sectionId}], '' for no chapter or section
  sources     jsonb NOT NULL,          -- [{_id, name}] as saved: a source deleted since still shows, as expired
  difficulty  text NOT NULL CHECK (difficulty IN ('easy', 'medium', 'difficult', 'veryDifficult', 'all')),
  saved_at    timestamptz NOT NULL DEFAULT now()
);

-- A question a student answered or gave up, once per round.
CREATE TABLE practice_records (
  id          uuid PRIMARY KEY,
  student_id  text NOT NULL,
  round_id    uuid NOT NULL,
  question_id uuid NOT NULL,
  author_id   text NOT NULL,           -- the question's teacher (bug reports reach them)
  library_id  uuid,                    -- where the question was filed: a class's teacher sees what came from their libraries
  question    jsonb NOT NULL,          -- the question as answered, with its correct answer and solution
  answer      text NOT NULL DEFAULT '',
  outcome     text NOT NULL CHECK (outcome IN ('correct', 'wrong', 'gaveUp')),
  method      text,                    -- how the machine judged it (exact, symbolic, numeric, text); null: given up or undecided
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, round_id, question_id)
);
CREATE INDEX practice_records_student ON practice_records (student_id, created_at DESC, id);
CREATE INDEX practice_records_library ON practice_records (student_id, library_id);

-- Bug reports on questions: the question's author reads them on their question screens and marks them resolved.
CREATE TABLE question_reports (
  id             uuid PRIMARY KEY,
  question_id    uuid NOT NULL,
  question_name  text NOT NULL,
  author_id      text NOT NULL,
  reporter_id    text NOT NULL,
  reporter_name  text NOT NULL,
  error_type     smallint NOT NULL CHECK (error_type IN (1, 2, 3)),
  other_content  text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now(),
  resolved_at    timestamptz,
  resolved_by    text
);
CREATE INDEX question_reports_open ON question_reports (author_id, question_id) WHERE resolved_at IS NULL;
CREATE INDEX question_reports_question ON question_reports (question_id, created_at DESC);
