-- The lead outbox (docs/requirements.md R16): one row per lead, its consent record beside it.
-- Times are epoch milliseconds from the application's clock. JSON columns are the text written,
-- read back byte for byte. This file never changes once landed: a later schema is a new file.
CREATE TABLE leads (
  id              TEXT PRIMARY KEY,
  form_id         TEXT NOT NULL,
  state           TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'dead', 'local')),
  payload         TEXT,
  client_ip       TEXT,
  consent         TEXT NOT NULL,
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_until     INTEGER,
  lease_owner     TEXT,
  last_error      TEXT,
  created_at      INTEGER NOT NULL,
  delivered_at    INTEGER,
  purged_at       INTEGER,
  idempotency_key TEXT UNIQUE,
  body_hash       TEXT NOT NULL
) STRICT;

CREATE INDEX leads_due ON leads (state, next_attempt_at);
CREATE INDEX leads_created ON leads (created_at);

-- Small facts about the store itself: the delivery status, the readiness probe.
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
