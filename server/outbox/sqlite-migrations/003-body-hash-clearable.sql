-- body_hash may be NULL (decision 145): it is cleared with the lead's data on purge and erasure,
-- and written only with an Idempotency-Key, keyed with the consent hash key. The unkeyed
-- SHA-256 hashes written before let anyone holding the file confirm a guessed submission, so
-- they are not copied: a resend of such a lead's key is answered as the lead it was.
-- SQLite drops a NOT NULL only by rebuilding the table; the columns keep their order.
CREATE TABLE leads_next (
  id              TEXT PRIMARY KEY,
  form_id         TEXT NOT NULL,
  state           TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'dead', 'local', 'held')),
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
  body_hash       TEXT
) STRICT;

INSERT INTO leads_next
  SELECT id, form_id, state, payload, client_ip, consent, attempts, next_attempt_at, lease_until,
         lease_owner, last_error, created_at, delivered_at, purged_at, idempotency_key, NULL
  FROM leads;
DROP TABLE leads;
ALTER TABLE leads_next RENAME TO leads;

CREATE INDEX leads_due ON leads (state, next_attempt_at);
CREATE INDEX leads_created ON leads (created_at);
