-- Idempotency-Key claims of analyze and audit (http/idempotency.ts): the first request with a key claims it
-- (status 'running') before doing the work; when the run is stored the claim points at it ('done'), and a retry
-- with the same key and body answers that run again instead of making a second one. One key space per owner
-- and operation. Claims expire after 24 hours: expired rows are replaced on claim and deleted lazily. claim_id
-- names one claim, so a request that outlived its claim (replaced as abandoned) cannot finish or drop the next.
CREATE TABLE idempotency_keys (
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  operation text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  claim_id uuid NOT NULL,
  resource_id text,
  response_status integer,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, operation, key)
);
