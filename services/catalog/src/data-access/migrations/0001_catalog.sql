-- Catalog's own copy of the users it needs (student and parent names on rosters, teacher names on classes, family
-- links), kept from identity's user events. A deleted user stays as a tombstone so an older event cannot revive them.
CREATE TABLE users (
  id            text PRIMARY KEY,
  name          text NOT NULL,
  email         text NOT NULL,                -- lowercased
  role          text NOT NULL,
  is_admin      boolean NOT NULL DEFAULT false,
  phone         text NOT NULL DEFAULT '',
  linked_emails text[] NOT NULL DEFAULT '{}', -- the user's dependent, split on ';', trimmed and lowercased
  deleted       boolean NOT NULL DEFAULT false,
  event_at      timestamptz NOT NULL            -- occurredAt of the newest event applied
);
CREATE INDEX users_email ON users (email);
CREATE INDEX users_linked_emails ON users USING gin (linked_emails);

-- Classes. Rich-text fields are stored sanitised. Prices are dollars; null means "not set".
CREATE TABLE classes (
  id                    uuid PRIMARY KEY,
  teacher_id            text NOT NULL,
  teacher_name          text NOT NULL DEFAULT '',  -- from the token at creation; the users copy is preferred
  name                  text NOT NULL DEFAULT '',
  price                 numeric(12, 2) CHECK (price >= 0),
  monthly_price         numeric(12, 2) CHECK (monthly_price >= 0),
  yearly_price          numeric(12, 2) CHECK (yearly_price >= 0),
  image                 text NOT NULL DEFAULT '',
  category              text NOT NULL DEFAULT '',
  description           text NOT NULL DEFAULT '',
  introduction          text NOT NULL DEFAULT '',
  bulletin              text NOT NULL DEFAULT '',
  payment_info          text NOT NULL DEFAULT '',
  start_date            timestamptz,
  end_date              timestamptz,
  language              text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh')),
  register_link         text NOT NULL DEFAULT '',
  source                jsonb NOT NULL DEFAULT '[]', -- [{_id, name}] as question-bank named them
  include_library       boolean NOT NULL DEFAULT false,
  auto_publish          boolean NOT NULL DEFAULT false,
  auto_publish_accuracy smallint CHECK (auto_publish_accuracy BETWEEN 0 AND 100),
  is_publish            smallint NOT NULL DEFAULT 0 CHECK (is_publish IN (0, 1, 2)), -- 0 hidden, 1 published, 2 featured
  order_index           integer NOT NULL DEFAULT 0 CHECK (order_index >= 0),
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
);
CREATE INDEX classes_teacher ON classes (teacher_id, language, created_at DESC);
-- The home page reads only featured classes of one language, in order.
CREATE INDEX classes_featured ON classes (language, order_index, name) WHERE is_publish = 2;
CREATE INDEX classes_listed ON classes (language, is_publish) WHERE is_publish > 0;

-- Class student entries: who is on a class, until when (null: no end).
CREATE TABLE roster (
  class_id        uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  student_id      text NOT NULL,
  student_name    text NOT NULL,  -- as known when added; the users copy is preferred
  student_email   text NOT NULL,
  expiration_date timestamptz,
  added_by        text NOT NULL CHECK (added_by IN ('teacher', 'enrollment')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (class_id, student_id)
);
CREATE INDEX roster_student ON roster (student_id);

-- The home page's introduction, above the home classes (one row).
CREATE TABLE home_detail (
  id           smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  introduction text NOT NULL DEFAULT '',
  updated_at   timestamptz NOT NULL DEFAULT now()
);
