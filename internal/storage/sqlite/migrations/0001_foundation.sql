-- Foundation: catalogue, stores, stock and sessions. Times are epoch milliseconds (BIGINT), money is cents.
CREATE TABLE categories (
    code        TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    parent_code TEXT NOT NULL DEFAULT '',
    level       INTEGER NOT NULL,
    position    INTEGER NOT NULL
);

CREATE TABLE products (
    code               TEXT PRIMARY KEY,
    name               TEXT NOT NULL,
    brand              TEXT NOT NULL,
    description        TEXT NOT NULL,
    features           TEXT NOT NULL DEFAULT '[]',
    category_code      TEXT NOT NULL REFERENCES categories (code),
    motif              TEXT NOT NULL,
    size_type          TEXT NOT NULL DEFAULT '',
    rating             REAL NOT NULL DEFAULT 0,
    review_count       INTEGER NOT NULL DEFAULT 0,
    created_at         INTEGER NOT NULL,
    price              INTEGER NOT NULL,
    was_price          INTEGER NOT NULL DEFAULT 0,
    onepass_price      INTEGER NOT NULL DEFAULT 0,
    onepass_exclusive  INTEGER NOT NULL DEFAULT 0,
    early_access_start INTEGER NOT NULL DEFAULT 0,
    early_access_end   INTEGER NOT NULL DEFAULT 0,
    pre_order          INTEGER NOT NULL DEFAULT 0,
    bulky              INTEGER NOT NULL DEFAULT 0,
    personalisable     INTEGER NOT NULL DEFAULT 0,
    online_only        INTEGER NOT NULL DEFAULT 0,
    assorted           INTEGER NOT NULL DEFAULT 0,
    gift_card          TEXT NOT NULL DEFAULT ''
) WITHOUT ROWID;

CREATE TABLE variants (
    code          TEXT PRIMARY KEY,
    base_code     TEXT NOT NULL REFERENCES products (code) ON DELETE CASCADE,
    colour        TEXT NOT NULL DEFAULT '',
    colour_hex    TEXT NOT NULL DEFAULT '',
    size          TEXT NOT NULL DEFAULT '',
    position      INTEGER NOT NULL,
    price         INTEGER NOT NULL,
    was_price     INTEGER NOT NULL DEFAULT 0,
    onepass_price INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
CREATE INDEX variants_base ON variants (base_code, position);

CREATE TABLE stores (
    number            TEXT PRIMARY KEY,
    name              TEXT NOT NULL,
    display_name      TEXT NOT NULL,
    type              TEXT NOT NULL,
    line1             TEXT NOT NULL,
    town              TEXT NOT NULL,
    state             TEXT NOT NULL,
    postal_code       TEXT NOT NULL,
    lat               REAL NOT NULL,
    lng               REAL NOT NULL,
    phone             TEXT NOT NULL,
    hours             TEXT NOT NULL,
    collection_points TEXT NOT NULL DEFAULT '[]'
);

-- Stock per variant per location ('online' or a store number). A missing row means none.
CREATE TABLE stock (
    variant_code TEXT NOT NULL,
    location     TEXT NOT NULL,
    quantity     INTEGER NOT NULL CHECK (quantity >= 0),
    PRIMARY KEY (variant_code, location)
) WITHOUT ROWID;

CREATE TABLE sessions (
    id         TEXT PRIMARY KEY,
    csrf_token TEXT NOT NULL,
    -- The fraud provider's device fingerprint id (setFraudDeviceData), sent with payments.
    device_data TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_expiry ON sessions (expires_at);
