-- An answer is stored as typed first and graded afterwards, away from the save (in a worker thread, outside any
-- lock). While `grading_due_at` is set the machine's verdict is still to come; once that moment passes, the
-- pending-grading pass takes the answer up (the process that stored it may have stopped before grading it).
ALTER TABLE exercise_answers ADD COLUMN grading_due_at timestamptz;
CREATE INDEX exercise_answers_grading_due ON exercise_answers (grading_due_at) WHERE grading_due_at IS NOT NULL;

-- An exercise finished while some of its answers were still being graded announces itself (exercise.finished, with
-- its accuracy) when the last of them is graded, not before: its accuracy would be short of the pending ones.
ALTER TABLE exercises ADD COLUMN finish_announcement_due boolean NOT NULL DEFAULT false;
CREATE INDEX exercises_finish_announcement_due ON exercises (id) WHERE finish_announcement_due;
