-- The homework a class lists (question-bank owns the homework). Name, due date and exam flag are copies that
-- follow question-bank's homework.changed; homework.deleted removes the links.
CREATE TABLE class_homework (
  class_id     uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  homework_id  text NOT NULL,
  name         text NOT NULL,
  due_date     timestamptz,
  is_exam      boolean NOT NULL DEFAULT false,
  is_publish   boolean NOT NULL DEFAULT false,  -- seen by every teacher of the class (unpublished: its creator and admins)
  creator_id   text NOT NULL,
  creator_name text NOT NULL DEFAULT '',
  added_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (class_id, homework_id)
);
CREATE INDEX class_homework_homework ON class_homework (homework_id);

-- What catalog has heard from homework events: each homework's newest copy, or that it is gone (a tombstone). An
-- older event arriving late loses to a newer one; a link added just after an event still gets the event's news.
CREATE TABLE homework_changes (
  homework_id text PRIMARY KEY,
  name        text,
  due_date    timestamptz,
  is_exam     boolean,
  deleted     boolean NOT NULL DEFAULT false,
  event_at    timestamptz NOT NULL        -- occurredAt of the newest event applied
);
