-- The limits every instance shares when several run on one database (decision 097): the per-client
-- and intake windows, HubSpot's outbound budget and the circuit breaker. Times are epoch milliseconds
-- on the DATABASE's clock, the one clock all instances share.

-- Fixed-window counters (per-client contact limits, the intake ceiling). UNLOGGED: a counter is
-- written on every request, and a crash of the database may forget recent counts (it empties the
-- table) without losing a lead; a logged table would cost a WAL flush per request.
CREATE UNLOGGED TABLE rate_windows (
  key       text PRIMARY KEY,
  hits      integer NOT NULL,
  resets_at bigint NOT NULL
);
CREATE INDEX rate_windows_resets ON rate_windows (resets_at);

-- One row per call to HubSpot that still counts in the outbound budget: in flight (finished_at
-- NULL; a call whose instance died counts until started_at + its stale bound) or finished within
-- the last window. Taken under an advisory lock, so instances never both take the last slot.
CREATE TABLE outbound_calls (
  id          bigserial PRIMARY KEY,
  started_at  bigint NOT NULL,
  finished_at bigint,
  frees_at    bigint NOT NULL
);
CREATE INDEX outbound_calls_frees ON outbound_calls (frees_at);

-- The circuit breaker: one row. The probe of a half-open circuit is held by one instance at a time,
-- with a lease (probe_until) so a probe whose instance died frees itself.
CREATE TABLE delivery_circuit (
  id          integer PRIMARY KEY CHECK (id = 1),
  failures    integer NOT NULL DEFAULT 0,
  tripped     boolean NOT NULL DEFAULT false,
  open_until  bigint NOT NULL DEFAULT 0,
  probe_owner text,
  probe_until bigint
);
INSERT INTO delivery_circuit (id) VALUES (1);
