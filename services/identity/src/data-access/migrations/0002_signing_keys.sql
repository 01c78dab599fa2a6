-- The RSA key pair identity signs access tokens with, generated once so that restarts and replicas share it.
CREATE TABLE signing_keys (
  kid         text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  public_jwk  jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
