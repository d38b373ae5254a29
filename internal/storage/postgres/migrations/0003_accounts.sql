-- Accounts: customers, their address books, persistent logins, password resets, the security audit
-- log and newsletter subscriptions; sessions learn who is signed in. Times are epoch milliseconds.
CREATE TABLE customers (
    id                    TEXT PRIMARY KEY,
    email                 TEXT NOT NULL UNIQUE,
    first_name            TEXT NOT NULL,
    last_name             TEXT NOT NULL,
    mobile                TEXT NOT NULL DEFAULT '',
    password_hash         TEXT NOT NULL DEFAULT '',
    opt_into_marketing    BOOLEAN NOT NULL DEFAULT FALSE,
    subscribe_to_rewards  BOOLEAN NOT NULL DEFAULT FALSE,
    allow_tracking        BOOLEAN NOT NULL DEFAULT FALSE,
    preferred_store       TEXT NOT NULL DEFAULT '',
    locked_at             BIGINT NOT NULL DEFAULT 0,
    lock_reason           TEXT NOT NULL DEFAULT '',
    password_changed_at   BIGINT NOT NULL DEFAULT 0,
    deletion_requested_at BIGINT NOT NULL DEFAULT 0,
    deletion_due_at       BIGINT NOT NULL DEFAULT 0,
    erased_at             BIGINT NOT NULL DEFAULT 0,
    created_at            BIGINT NOT NULL,
    updated_at            BIGINT NOT NULL
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
    is_blocked        BOOLEAN NOT NULL DEFAULT FALSE,
    is_default        BOOLEAN NOT NULL DEFAULT FALSE,
    created_at        BIGINT NOT NULL,
    updated_at        BIGINT NOT NULL
);
CREATE INDEX addresses_customer ON addresses (customer_id);

CREATE TABLE remember_tokens (
    selector       TEXT PRIMARY KEY,
    validator_hash TEXT NOT NULL,
    customer_id    TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at     BIGINT NOT NULL,
    expires_at     BIGINT NOT NULL
);
CREATE INDEX remember_tokens_customer ON remember_tokens (customer_id);

CREATE TABLE password_resets (
    token_hash  TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    used_at     BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX password_resets_customer ON password_resets (customer_id);

CREATE TABLE security_events (
    id          BIGSERIAL PRIMARY KEY,
    at          BIGINT NOT NULL,
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
    created_at BIGINT NOT NULL
);

ALTER TABLE sessions ADD COLUMN customer_id TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN auth INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN auth_at BIGINT NOT NULL DEFAULT 0;
CREATE INDEX sessions_customer ON sessions (customer_id) WHERE customer_id <> '';
