-- Billing's own copy of the users it needs (names, e-mails, family links), kept from identity's user events.
-- A deleted user stays as a tombstone so that an older event arriving late cannot bring them back.
CREATE TABLE users (
  id            text PRIMARY KEY,
  name          text NOT NULL,
  email         text NOT NULL,              -- lowercased
  role          text NOT NULL,
  is_admin      boolean NOT NULL DEFAULT false,
  phone         text NOT NULL DEFAULT '',
  linked_emails text[] NOT NULL DEFAULT '{}', -- the user's dependent, split on ';', trimmed and lowercased
  deleted       boolean NOT NULL DEFAULT false,
  event_at      timestamptz NOT NULL          -- occurredAt of the newest event applied
);
CREATE INDEX users_email ON users (email);
CREATE INDEX users_linked_emails ON users USING gin (linked_emails);

-- An interest (a cart item until registered): a student's interest in a class with the chosen plan, until a
-- teacher registers it. Registered rows stay as the history of the student's registrations.
CREATE TABLE interests (
  id              uuid PRIMARY KEY,
  class_id        text NOT NULL,
  class_name      text NOT NULL,
  student_id      text NOT NULL,
  student_name    text NOT NULL,              -- as known when the interest was made; the users table is preferred
  student_email   text NOT NULL,
  created_by      text NOT NULL,              -- the student or parent who added it
  duration_type   smallint NOT NULL CHECK (duration_type IN (1, 2)),
  price           numeric(12, 2) NOT NULL CHECK (price >= 0),
  interested      boolean NOT NULL DEFAULT true,
  paid            boolean NOT NULL DEFAULT false,
  registered      boolean NOT NULL DEFAULT false,
  paid_at         timestamptz,
  registered_at   timestamptz,
  expiration_date timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
-- One open (not yet registered) interest per student and class.
CREATE UNIQUE INDEX interests_one_open ON interests (student_id, class_id) WHERE NOT registered;
CREATE INDEX interests_class ON interests (class_id, created_at DESC);
CREATE INDEX interests_student ON interests (student_id, created_at DESC);
