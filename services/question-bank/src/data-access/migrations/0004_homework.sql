-- Homework: an ordered set of the teacher's questions, with a due date and, for an exam, a duration in minutes.
CREATE TABLE homework (
  id            uuid PRIMARY KEY,
  teacher_id    text NOT NULL,
  teacher_name  text NOT NULL DEFAULT '',
  name          text NOT NULL DEFAULT '',
  description   text NOT NULL DEFAULT '',
  language      text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh')),
  due_date      timestamptz,
  is_exam       boolean NOT NULL DEFAULT false,
  exam_duration smallint NOT NULL DEFAULT 15,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX homework_teacher ON homework (teacher_id, language, created_at DESC, id);

-- A question used by homework cannot be deleted (RESTRICT): the teacher removes it from the homework first.
-- Exercises already published keep their own copy of each question, so nothing here changes them.
CREATE TABLE homework_questions (
  homework_id uuid NOT NULL REFERENCES homework (id) ON DELETE CASCADE,
  question_id uuid NOT NULL REFERENCES questions (id) ON DELETE RESTRICT,
  position    integer NOT NULL,
  PRIMARY KEY (homework_id, question_id)
);
CREATE INDEX homework_questions_question ON homework_questions (question_id);
