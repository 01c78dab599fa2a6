-- Whether each student may practise (identity's sRegister flag), as catalog last announced it: true while the student
-- is on a class that includes the library with a place still valid (docs/decisions/014-who-sees-resources.md).
CREATE TABLE practice_access (
  student_id    text PRIMARY KEY,
  s_register    boolean,          -- the value last announced; null: never announced (the next check announces it)
  version       bigint NOT NULL DEFAULT 0 CHECK (version >= 0), -- of the last announcement; rises by one each time
  next_check_at timestamptz,      -- when the access may change with time alone (a place giving it expires)
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX practice_access_due ON practice_access (next_check_at) WHERE next_check_at IS NOT NULL;

-- The one-time backfill: every student catalog knows is due for a check now, so the periodic check computes and
-- announces each one's access once (identity set the flag by an older rule until now).
INSERT INTO practice_access (student_id, next_check_at)
SELECT id, now() FROM users WHERE role = 'Student' AND NOT deleted
UNION
SELECT student_id, now() FROM roster
ON CONFLICT DO NOTHING;
