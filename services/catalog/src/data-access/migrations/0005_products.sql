-- The leftover shop (docs/decisions/012): products an administrator edits and signed-in users review. Prices are
-- dollars. `rating` (the average) and `num_reviews` are kept with the reviews, in the transaction that changes them.
CREATE TABLE products (
  id             uuid PRIMARY KEY,
  name           text NOT NULL,
  price          numeric(12, 2) NOT NULL DEFAULT 0 CHECK (price >= 0),
  image          text NOT NULL DEFAULT '',
  brand          text NOT NULL DEFAULT '',
  category       text NOT NULL DEFAULT '',
  description    text NOT NULL DEFAULT '',
  count_in_stock integer NOT NULL DEFAULT 0 CHECK (count_in_stock >= 0),
  rating         numeric(4, 3) NOT NULL DEFAULT 0 CHECK (rating = 0 OR rating BETWEEN 1 AND 5),
  num_reviews    integer NOT NULL DEFAULT 0 CHECK (num_reviews >= 0),
  created_by     text NOT NULL,                    -- the administrator who created it
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_by_name ON products (lower(name), id);

-- One review per user and product; the name is the reviewer's when they wrote it.
CREATE TABLE product_reviews (
  id         uuid PRIMARY KEY,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_id    text NOT NULL,
  name       text NOT NULL,
  rating     smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, user_id)
);
CREATE INDEX product_reviews_by_user ON product_reviews (user_id);
