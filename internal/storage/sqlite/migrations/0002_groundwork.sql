-- Groundwork: the catalogue change feed and idempotency records. River's tables come from River's
-- own migrations (job.Migrate).
CREATE TABLE changes (
    seq  INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    code TEXT NOT NULL,
    at   INTEGER NOT NULL
);
CREATE INDEX changes_at ON changes (at);

CREATE TABLE idempotency_keys (
    scope        TEXT NOT NULL,
    key          TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status       INTEGER NOT NULL DEFAULT 0,
    answer       BLOB,
    created_at   INTEGER NOT NULL,
    expires_at   INTEGER NOT NULL,
    PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);
