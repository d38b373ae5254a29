-- Payment methods a customer saved: a card's source at the gateway (the card itself stays there)
-- or a PayPal billing agreement, with what the shop shows of them. Times are epoch milliseconds.
CREATE TABLE saved_payments (
    id          TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL,
    kind        TEXT NOT NULL,
    source_id   TEXT NOT NULL,
    card_type   TEXT NOT NULL DEFAULT '',
    last4       TEXT NOT NULL DEFAULT '',
    expiry      TEXT NOT NULL DEFAULT '',
    email       TEXT NOT NULL DEFAULT '',
    is_default  BOOLEAN NOT NULL DEFAULT FALSE,
    created_at  BIGINT NOT NULL
);
CREATE INDEX saved_payments_customer ON saved_payments (customer_id, created_at);
