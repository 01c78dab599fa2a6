-- Exercises: a homework published to one student. The questions are a snapshot taken at publish (one per publish
-- call, shared by the students it reached), so later edits of the questions or the homework change no exercise.
CREATE TABLE homework_snapshots (
  id          uuid PRIMARY KEY,
  homework_id uuid NOT NULL,
  questions   jsonb NOT NULL,             -- question-bank's questions (every field), in the homework's order
  taken_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE exercises (
  id                 uuid PRIMARY KEY,
  student_id         text NOT NULL,
  student_name       text NOT NULL,
  student_email      text NOT NULL,          -- lowercased
  class_id           uuid NOT NULL,
  class_name         text NOT NULL,
  teacher_id         text NOT NULL,          -- the class's teacher at publish: reads and corrects it
  homework_id        uuid NOT NULL,
  homework_name      text NOT NULL,
  due_date           timestamptz,
  is_exam            boolean NOT NULL,
  exam_duration      integer NOT NULL,       -- minutes
  snapshot_id        uuid NOT NULL REFERENCES homework_snapshots (id),
  question_count     integer NOT NULL,
  published_by       text NOT NULL,          -- the teacher's id, or 'auto' (the class's auto-publish)
  published_at       timestamptz NOT NULL DEFAULT now(),
  started_at         timestamptz,            -- an exam's first start
  end_exam_at        timestamptz,            -- started_at + duration, by the server's clock
  finished_at        timestamptz,
  finished_by        text CHECK (finished_by IN ('student', 'clock')),
  correction_status  text NOT NULL DEFAULT '0' CHECK (correction_status IN ('0', '1')),
  correction_done_at timestamptz,
  retired_at         timestamptz             -- unpublished after it had answers: kept with them, shown to nobody
);
-- One live exercise per student and homework of a class; a retired one does not count.
CREATE UNIQUE INDEX exercises_live ON exercises (class_id, homework_id, student_id) WHERE retired_at IS NULL;
CREATE INDEX exercises_student ON exercises (student_id, published_at) WHERE retired_at IS NULL;
CREATE INDEX exercises_class_student ON exercises (class_id, student_id) WHERE retired_at IS NULL;
CREATE INDEX exercises_teacher ON exercises (teacher_id) WHERE retired_at IS NULL;
-- The clock's sweep: started exams not yet finished, by end.
CREATE INDEX exercises_exam_end ON exercises (end_exam_at) WHERE finished_at IS NULL AND end_exam_at IS NOT NULL;

-- The newest answer of each answered question, its verdicts and the teacher's comment. No row: unanswered.
CREATE TABLE exercise_answers (
  exercise_id        uuid NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  question_id        text NOT NULL,
  answer             text NOT NULL DEFAULT '',
  content            text NOT NULL DEFAULT '',
  answered_at        timestamptz,
  seq                bigint NOT NULL DEFAULT 0,   -- the client's sequence number of the save shown
  locked             boolean NOT NULL DEFAULT false, -- Check Solution used: the answer is final
  auto_correct       boolean,
  auto_method        text,
  auto_corrected_at  timestamptz,
  is_correct         boolean,                     -- the teacher's verdict
  comments           text NOT NULL DEFAULT '',
  corrected_at       timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (exercise_id, question_id)
);

-- Every write the student made, as received (append-only): saves, content updates, checks, finish, undo, start.
-- `applied` is false for a save a newer one had already replaced. `reply` is the first answer to the write, sent
-- again when the same client operation id comes back (a retry after a lost reply).
CREATE TABLE answer_history (
  id           bigserial PRIMARY KEY,
  exercise_id  uuid NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  question_id  text,
  kind         text NOT NULL CHECK (kind IN ('save', 'content', 'submit', 'finish', 'undo', 'start')),
  op_id        text,
  seq          bigint,
  answer       text,
  content      text,
  applied      boolean NOT NULL,
  reply        jsonb,
  received_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE UNIQUE INDEX answer_history_op ON answer_history (exercise_id, op_id) WHERE op_id IS NOT NULL;
CREATE INDEX answer_history_exercise ON answer_history (exercise_id, question_id);
