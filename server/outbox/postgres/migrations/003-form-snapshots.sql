-- The last good definition of each HubSpot form (server/hubspot/postgres-snapshots.ts). With
-- several instances the snapshots must not live on one instance's disk: an instance started on an
-- empty disk during a HubSpot outage could not serve the form nor accept leads. Not personal data.
CREATE TABLE form_snapshots (
  form_id    text PRIMARY KEY,
  definition text NOT NULL,
  saved_at   timestamptz NOT NULL
);
