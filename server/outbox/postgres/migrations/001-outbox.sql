-- The lead outbox (docs/requirements.md R16), the same shape as the SQLite store's `leads`
-- table. Times the caller schedules (created, due, delivered, purged) are epoch milliseconds
-- from the application, as in SQLite; lease_until is epoch milliseconds from the DATABASE's
-- clock, so instances whose clocks disagree still agree on when a lease runs out (decision 095).
-- JSON columns stay text: the bytes written are the bytes read back (the consent record proves
-- what was shown and accepted, so it is not re-serialised).
CREATE TABLE leads (
  id              text PRIMARY KEY,
  form_id         text NOT NULL,
  state           text NOT NULL CHECK (state IN ('pending', 'delivered', 'dead', 'local', 'held')),
  payload         text,
  client_ip       text,
  consent         text NOT NULL,
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL,
  lease_until     bigint,
  lease_owner     text,
  last_error      text,
  created_at      bigint NOT NULL,
  delivered_at    bigint,
  purged_at       bigint,
  -- The Idempotency-Key: UNIQUE, so two instances taking the same retry cannot both insert it.
  idempotency_key text UNIQUE,
  body_hash       text NOT NULL
);

CREATE INDEX leads_due ON leads (state, next_attempt_at);
CREATE INDEX leads_created ON leads (created_at);

-- Small facts about the store itself: the delivery status, the readiness probe.
CREATE TABLE meta (
  key   text PRIMARY KEY,
  value text NOT NULL
);
