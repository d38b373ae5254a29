-- What the built-in payment sandboxes remember (one-time tokens, 3-D Secure challenges, redirect
-- sessions, gift cards, authorisations): in the database, so every node sees one sandbox, as it
-- would one real provider. Times are epoch milliseconds; expires_at 0 means kept.
CREATE TABLE sandbox_records (
    kind       TEXT NOT NULL,
    id         TEXT NOT NULL,
    version    INTEGER NOT NULL,
    data       TEXT NOT NULL,
    expires_at BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (kind, id)
);
