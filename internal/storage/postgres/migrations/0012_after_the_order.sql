-- After the order (issue 10): consignments, returns, in-store receipts, staff and their audit log.
-- Like orders, each row keeps its whole self as one JSON document (details); the columns are what
-- queues and lists filter and sort on. Times are epoch milliseconds.

-- Consignments: the part of an order that leaves from one place (docs/orders.md). Written with the
-- order; staff move them on. The queue reads them by location and status.
CREATE TABLE consignments (
    code       TEXT PRIMARY KEY,
    order_code TEXT NOT NULL,
    location   TEXT NOT NULL,
    status     TEXT NOT NULL,
    version    INTEGER NOT NULL,
    details    TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX consignments_order ON consignments (order_code);
CREATE INDEX consignments_queue ON consignments (status, location, created_at);
-- Every consignment, oldest first, a page at a time (the queue's "all").
CREATE INDEX consignments_created ON consignments (created_at, code);

-- Returns: what a shopper sends back from an order, then received and refunded by staff.
CREATE TABLE returns (
    code       TEXT PRIMARY KEY,
    order_code TEXT NOT NULL,
    status     TEXT NOT NULL,
    version    INTEGER NOT NULL,
    details    TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX returns_order ON returns (order_code);
CREATE INDEX returns_status ON returns (status, created_at);
CREATE INDEX returns_created ON returns (created_at, code);

-- In-store purchases from the tills, attached to a customer by loyalty card or e-mail.
CREATE TABLE receipts (
    code         TEXT PRIMARY KEY,
    customer_id  TEXT NOT NULL DEFAULT '',
    store_number TEXT NOT NULL,
    total        BIGINT NOT NULL,
    details      TEXT NOT NULL,
    purchased_at BIGINT NOT NULL,
    created_at   BIGINT NOT NULL
);
CREATE INDEX receipts_customer ON receipts (customer_id, purchased_at) WHERE customer_id <> '';

-- Staff: accounts apart from customers', with their own sessions.
CREATE TABLE staff (
    id            TEXT PRIMARY KEY,
    email         TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL DEFAULT '',
    role          TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    failed        BIGINT NOT NULL DEFAULT 0,
    locked_until  BIGINT NOT NULL DEFAULT 0,
    disabled      BIGINT NOT NULL DEFAULT 0,
    created_at    BIGINT NOT NULL,
    updated_at    BIGINT NOT NULL
);
CREATE TABLE staff_sessions (
    token_hash TEXT PRIMARY KEY,
    staff_id   TEXT NOT NULL,
    expires_at BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);
CREATE INDEX staff_sessions_expires ON staff_sessions (expires_at);

-- Every change staff make (and every staff sign-in), newest read first.
CREATE TABLE audit_log (
    id      BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at      BIGINT NOT NULL,
    actor   TEXT NOT NULL,
    action  TEXT NOT NULL,
    subject TEXT NOT NULL DEFAULT '',
    detail  TEXT NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_subject ON audit_log (subject, at) WHERE subject <> '';
CREATE INDEX audit_log_at ON audit_log (at);
