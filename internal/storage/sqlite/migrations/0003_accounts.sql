-- Accounts: customers, their address books, persistent logins, password resets, the security audit
-- log and newsletter subscriptions; sessions learn who is signed in. Times are epoch milliseconds.
CREATE TABLE customers (
    id                    TEXT PRIMARY KEY,
    email                 TEXT NOT NULL UNIQUE,
    first_name            TEXT NOT NULL,
    last_name             TEXT NOT NULL,
    mobile                TEXT NOT NULL DEFAULT '',
    password_hash         TEXT NOT NULL DEFAULT '',
    opt_into_marketing    INTEGER NOT NULL DEFAULT 0,
    subscribe_to_rewards  INTEGER NOT NULL DEFAULT 0,
    allow_tracking        INTEGER NOT NULL DEFAULT 0,
    preferred_store       TEXT NOT NULL DEFAULT '',
    locked_at             INTEGER NOT NULL DEFAULT 0,
    lock_reason           TEXT NOT NULL DEFAULT '',
    password_changed_at   INTEGER NOT NULL DEFAULT 0,
    deletion_requested_at INTEGER NOT NULL DEFAULT 0,
    deletion_due_at       INTEGER NOT NULL DEFAULT 0,
    erased_at             INTEGER NOT NULL DEFAULT 0,
    created_at            INTEGER NOT NULL,
    updated_at            INTEGER NOT NULL
);

CREATE TABLE addresses (
    id                TEXT PRIMARY KEY,
    customer_id       TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    form_type         TEXT NOT NULL,
    single_line_label TEXT NOT NULL DEFAULT '',
    single_line_id    TEXT NOT NULL DEFAULT '',
    line1             TEXT NOT NULL,
    line2             TEXT NOT NULL DEFAULT '',
    town              TEXT NOT NULL,
    state             TEXT NOT NULL,
    postal_code       TEXT NOT NULL,
    phone             TEXT NOT NULL DEFAULT '',
    is_blocked        INTEGER NOT NULL DEFAULT 0,
    is_default        INTEGER NOT NULL DEFAULT 0,
    created_at        INTEGER NOT NULL,
    updated_at        INTEGER NOT NULL
);
CREATE INDEX addresses_customer ON addresses (customer_id);

CREATE TABLE remember_tokens (
    selector       TEXT PRIMARY KEY,
    validator_hash TEXT NOT NULL,
    customer_id    TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at     INTEGER NOT NULL,
    expires_at     INTEGER NOT NULL
);
CREATE INDEX remember_tokens_customer ON remember_tokens (customer_id);

CREATE TABLE password_resets (
    token_hash  TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    used_at     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX password_resets_customer ON password_resets (customer_id);

CREATE TABLE security_events (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    at          INTEGER NOT NULL,
    kind        TEXT NOT NULL,
    customer_id TEXT NOT NULL DEFAULT '',
    email_hash  TEXT NOT NULL DEFAULT '',
    ip          TEXT NOT NULL DEFAULT '',
    detail      TEXT NOT NULL DEFAULT ''
);
CREATE INDEX security_events_customer ON security_events (customer_id, kind, at);

CREATE TABLE enews_subscriptions (
    email      TEXT PRIMARY KEY,
    source     TEXT NOT NULL,
    created_at INTEGER NOT NULL
);

ALTER TABLE sessions ADD COLUMN customer_id TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN auth INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN auth_at INTEGER NOT NULL DEFAULT 0;
CREATE INDEX sessions_customer ON sessions (customer_id) WHERE customer_id <> '';
