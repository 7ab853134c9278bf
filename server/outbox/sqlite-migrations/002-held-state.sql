-- The 'held' state: suspected spam, kept instead of dropped (docs/requirements.md R16.4).
-- SQLite changes a CHECK only by rebuilding the table; the columns keep their order, so the rows
-- copy as they are. The indexes went with the old table and are created again.
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
  body_hash       TEXT NOT NULL
) STRICT;

INSERT INTO leads_next SELECT * FROM leads;
DROP TABLE leads;
ALTER TABLE leads_next RENAME TO leads;

CREATE INDEX leads_due ON leads (state, next_attempt_at);
CREATE INDEX leads_created ON leads (created_at);
