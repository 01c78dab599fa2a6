-- Every account of the platform with its fields. E-mails are stored lowercased; `dependent` keeps the API's form
-- (linked family e-mails, semicolon-separated) because that is what every screen and other service reads.
CREATE TABLE users (
  id                       uuid PRIMARY KEY,
  name                     text NOT NULL DEFAULT '',
  email                    text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash            text,
  role                     text NOT NULL CHECK (role IN ('Student', 'Parent', 'Teacher')),
  is_admin                 boolean NOT NULL DEFAULT false,
  dependent                text NOT NULL DEFAULT '',
  phone                    text NOT NULL DEFAULT '',
  address                  text NOT NULL DEFAULT '',
  city                     text NOT NULL DEFAULT '',
  state                    text NOT NULL DEFAULT '',
  country                  text NOT NULL DEFAULT '',
  zip                      text NOT NULL DEFAULT '',
  school                   text NOT NULL DEFAULT '',
  grade_in_school_year     smallint CHECK (grade_in_school_year BETWEEN 1 AND 12),
  grade_in_school_year_at  timestamptz,
  s_register               boolean NOT NULL DEFAULT false,
  email_verified           boolean NOT NULL DEFAULT false,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_role ON users (role);
