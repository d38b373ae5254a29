-- Orders: one row per order, its lines, payments and addresses as one JSON document (an order is
-- read and written whole; the version guards every change). The columns are what lists and queues
-- filter and sort on. Times are epoch milliseconds.
CREATE TABLE orders (
    code         TEXT PRIMARY KEY,
    version      INTEGER NOT NULL,
    customer_id  TEXT NOT NULL DEFAULT '',
    email        TEXT NOT NULL,
    status       TEXT NOT NULL,
    mode         TEXT NOT NULL,
    store_number TEXT NOT NULL DEFAULT '',
    total        BIGINT NOT NULL,
    details      TEXT NOT NULL,
    placed_at    BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL
);
CREATE INDEX orders_customer ON orders (customer_id, placed_at) WHERE customer_id <> '';
CREATE INDEX orders_status ON orders (status, placed_at);

-- Order numbers: digits only, from a sequence (no row lock: nodes placing orders never wait on
-- each other; a number lost to a rolled-back order is simply never used).
CREATE SEQUENCE order_numbers START WITH 30000001;

-- Stock taken for a payment attempt and not yet kept by an order or put back (docs/checkout.md).
CREATE TABLE reservations (
    attempt_id   TEXT NOT NULL,
    variant_code TEXT NOT NULL,
    location     TEXT NOT NULL,
    quantity     INTEGER NOT NULL CHECK (quantity > 0),
    expires_at   BIGINT NOT NULL,
    PRIMARY KEY (attempt_id, variant_code, location)
);
CREATE INDEX reservations_expiry ON reservations (expires_at);

-- Payment attempts: money moves in two phases (docs/checkout.md). An attempt is recorded before the
-- provider is asked and settled after; one left pending by a crash is settled by reconciliation.
-- snapshot is the order to create when the payment is approved (JSON).
CREATE TABLE payment_attempts (
    id           TEXT PRIMARY KEY,
    version      INTEGER NOT NULL,
    cart_id      TEXT NOT NULL,
    method       TEXT NOT NULL,
    status       TEXT NOT NULL,
    amount       BIGINT NOT NULL,
    provider_ref TEXT NOT NULL DEFAULT '',
    challenge_id TEXT NOT NULL DEFAULT '',
    order_code   TEXT NOT NULL DEFAULT '',
    snapshot     TEXT NOT NULL,
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL
);
CREATE INDEX payment_attempts_open ON payment_attempts (status, updated_at);
CREATE INDEX payment_attempts_challenge ON payment_attempts (challenge_id) WHERE challenge_id <> '';
CREATE INDEX payment_attempts_provider ON payment_attempts (provider_ref) WHERE provider_ref <> '';
