-- Groundwork: the catalogue change feed and idempotency records. River's tables come from River's
-- own migrations (job.Migrate).
CREATE TABLE changes (
    seq  BIGSERIAL PRIMARY KEY,
    kind TEXT NOT NULL,
    code TEXT NOT NULL,
    at   BIGINT NOT NULL
);
CREATE INDEX changes_at ON changes (at);

CREATE TABLE idempotency_keys (
    scope        TEXT NOT NULL,
    key          TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status       INTEGER NOT NULL DEFAULT 0,
    answer       BYTEA,
    created_at   BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL,
    PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);
