-- Back-in-stock requests: a shopper asks for one e-mail when a variant's online stock comes back.
-- A request is pending until the restock that claims it sets notified_at; one pending request per
-- variant and e-mail (the partial unique index), so asking twice changes nothing.
CREATE TABLE back_in_stock_requests (
    id           BIGSERIAL PRIMARY KEY,
    variant_code TEXT NOT NULL,
    email        TEXT NOT NULL,
    product_name TEXT NOT NULL,
    product_url  TEXT NOT NULL,
    created_at   BIGINT NOT NULL,
    notified_at  BIGINT
);

CREATE UNIQUE INDEX back_in_stock_pending ON back_in_stock_requests (variant_code, email) WHERE notified_at IS NULL;
