-- The classes that list each homework, as catalog's class.homework-added / class.homework-removed events tell
-- (catalog owns the links). One row per homework and class: a removed link stays as a tombstone (listed = false)
-- with the time of the event that set it, so an older event arriving late (an add after its removal) loses.
CREATE TABLE homework_classes (
  homework_id uuid NOT NULL REFERENCES homework (id) ON DELETE CASCADE,
  class_id    uuid NOT NULL,
  is_publish  boolean NOT NULL DEFAULT false,
  listed      boolean NOT NULL,
  event_at    timestamptz NOT NULL,  -- occurredAt of the newest event applied
  PRIMARY KEY (homework_id, class_id)
);
