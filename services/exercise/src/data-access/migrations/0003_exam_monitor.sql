-- The live exam monitor and extra time.
-- last_seen_at: the student's exam screen was last heard from (any write, or its heartbeat), by the server's clock;
-- last_saved_at: an answer last reached the server. extra_minutes: extra time given in all (an exam not yet started
-- gets it at its start; a started one had its end moved when it was given).
ALTER TABLE exercises
  ADD COLUMN last_seen_at  timestamptz,
  ADD COLUMN last_saved_at timestamptz,
  ADD COLUMN extra_minutes integer NOT NULL DEFAULT 0 CHECK (extra_minutes >= 0);

-- Every extra time given: to which exercise, how much, by whom, when (append-only).
CREATE TABLE exam_extensions (
  id          bigserial PRIMARY KEY,
  exercise_id uuid NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  minutes     integer NOT NULL CHECK (minutes > 0),
  granted_by  text NOT NULL,
  granted_at  timestamptz NOT NULL
);
CREATE INDEX exam_extensions_exercise ON exam_extensions (exercise_id);
