-- The version of catalog's last student.practice-access-changed applied to s_register: an older announcement
-- arriving late never overwrites a newer one. An admin's hand setting leaves it as it is.
ALTER TABLE users ADD COLUMN s_register_version bigint NOT NULL DEFAULT 0;
