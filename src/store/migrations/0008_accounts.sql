-- Accounts: sign-up and login (sessions), e-mail verification, keys limited to projects, device login,
-- and the attempt log behind the rate limits.

-- E-mail addresses are unique whatever their case (users.email keeps the case given at sign-up).
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

-- null: the key may use every project of its owner; a JSON array of names: only those.
ALTER TABLE api_keys ADD COLUMN projects jsonb;

-- Dashboard sessions. Only a SHA-256 of the cookie's token is stored.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Single-use verification links. Only a SHA-256 of the link's token is stored.
CREATE TABLE email_verifications (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_verifications_user ON email_verifications (user_id);

-- RFC 8628 device authorizations. device_code is stored hashed; user_code in clear (short-lived, shown on screen).
CREATE TABLE device_authorizations (
  id uuid PRIMARY KEY,
  device_code_hash text NOT NULL UNIQUE,
  user_code text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'denied', 'consumed')),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  -- The approver's project limit (a limited key cannot approve a wider key into existence).
  projects jsonb,
  client_name text NOT NULL,
  interval_seconds integer NOT NULL,
  last_polled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- Rate-limited events (failed logins per e-mail and per IP, verification mails per user), kept for an hour or so.
CREATE TABLE auth_attempts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  subject text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_attempts_subject ON auth_attempts (kind, subject, at);
