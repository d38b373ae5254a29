-- OnePass memberships (docs/membership.md): one row per customer who ever joined, kept when it ends
-- (the trial is once per customer). due_at is when something next falls due (0: never), so the
-- sweep finds due memberships by an index. Times are epoch milliseconds; flags are 0 or 1.
CREATE TABLE memberships (
    customer_id    TEXT PRIMARY KEY,
    email          TEXT NOT NULL DEFAULT '',
    first_name     TEXT NOT NULL DEFAULT '',
    status         TEXT NOT NULL,
    plan           TEXT NOT NULL DEFAULT '',
    next_plan      TEXT NOT NULL DEFAULT '',
    joined_at      BIGINT NOT NULL DEFAULT 0,
    started_at     BIGINT NOT NULL DEFAULT 0,
    trial_used     INTEGER NOT NULL DEFAULT 0,
    trial_end      BIGINT NOT NULL DEFAULT 0,
    period_end     BIGINT NOT NULL DEFAULT 0,
    period         INTEGER NOT NULL DEFAULT 0,
    overdue_since  BIGINT NOT NULL DEFAULT 0,
    retries        INTEGER NOT NULL DEFAULT 0,
    reminded       INTEGER NOT NULL DEFAULT 0,
    card_saved_id  TEXT NOT NULL DEFAULT '',
    card_source_id TEXT NOT NULL DEFAULT '',
    card_type      TEXT NOT NULL DEFAULT '',
    card_last4     TEXT NOT NULL DEFAULT '',
    welcome_until  BIGINT NOT NULL DEFAULT 0,
    welcome_used   INTEGER NOT NULL DEFAULT 0,
    ended_at       BIGINT NOT NULL DEFAULT 0,
    due_at         BIGINT NOT NULL DEFAULT 0,
    version        INTEGER NOT NULL DEFAULT 1,
    updated_at     BIGINT NOT NULL
);
CREATE INDEX memberships_due ON memberships (due_at) WHERE due_at > 0;
CREATE INDEX memberships_status ON memberships (status);

-- Every attempt to take a membership period's price. (customer_id, period, attempt) is the
-- attempt's key: recorded before the provider is asked, in the transaction that decides the
-- charge, so two nodes (or a retry after a crash) can never make the same attempt twice, and an
-- attempt follows only a declined one.
CREATE TABLE membership_charges (
    id                 TEXT PRIMARY KEY,
    customer_id        TEXT NOT NULL,
    period             INTEGER NOT NULL,
    attempt            INTEGER NOT NULL,
    plan               TEXT NOT NULL,
    amount             BIGINT NOT NULL,
    status             TEXT NOT NULL,
    reference          TEXT NOT NULL UNIQUE,
    provider_ref       TEXT NOT NULL DEFAULT '',
    merchant_initiated INTEGER NOT NULL DEFAULT 0,
    card_type          TEXT NOT NULL DEFAULT '',
    last4              TEXT NOT NULL DEFAULT '',
    created_at         BIGINT NOT NULL,
    decided_at         BIGINT NOT NULL DEFAULT 0,
    UNIQUE (customer_id, period, attempt)
);
CREATE INDEX membership_charges_pending ON membership_charges (customer_id) WHERE status = 'pending';

-- What a member saved on each order (member prices and waived delivery), written with the order:
-- the membership page shows the last 6 months.
CREATE TABLE member_savings (
    order_code  TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL,
    amount      BIGINT NOT NULL,
    placed_at   BIGINT NOT NULL
);
CREATE INDEX member_savings_customer ON member_savings (customer_id, placed_at);

-- The shop's clock in sandbox mode (sandboxAdvanceClock): how far it runs ahead of the real one,
-- shared by every node and kept over a restart, so time only moves forward.
CREATE TABLE sandbox_clock (
    id        INTEGER PRIMARY KEY,
    offset_ms BIGINT NOT NULL
);
