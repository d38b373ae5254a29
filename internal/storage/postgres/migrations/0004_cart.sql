-- Carts: one row per cart, its entries as JSON (a cart is read and written whole, and the one
-- guarded version update covers every part of a change). An anonymous cart is found by the hash
-- of its cookie token, a customer's by the account. Times are epoch milliseconds.
CREATE TABLE carts (
    id                       TEXT PRIMARY KEY,
    customer_id              TEXT NOT NULL DEFAULT '',
    token_hash               TEXT NOT NULL DEFAULT '',
    version                  BIGINT NOT NULL,
    entries                  TEXT NOT NULL DEFAULT '[]',
    next_entry               BIGINT NOT NULL DEFAULT 0,
    delivery_mode            TEXT NOT NULL DEFAULT '',
    postal_code              TEXT NOT NULL DEFAULT '',
    pickup                   TEXT NOT NULL DEFAULT '{}',
    progressive_notification BOOLEAN NOT NULL DEFAULT FALSE,
    notices                  TEXT NOT NULL DEFAULT '[]',
    created_at               BIGINT NOT NULL,
    updated_at               BIGINT NOT NULL
);
CREATE UNIQUE INDEX carts_customer ON carts (customer_id) WHERE customer_id <> '';
CREATE UNIQUE INDEX carts_token ON carts (token_hash) WHERE token_hash <> '';
CREATE INDEX carts_idle ON carts (updated_at) WHERE customer_id = '';
