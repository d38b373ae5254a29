-- The idle-cart index moves from updated_at to the day of the last change: updated_at changes with
-- every change of a cart, so every change was a non-HOT update writing new entries into all four
-- indexes and leaving dead index tuples that each lookup by token then walked past (under 16
-- shoppers most of the database's work). idle_day changes once a day, so changes within a day are
-- heap-only updates; fillfactor leaves room on each page for the new row versions.
ALTER TABLE carts ADD COLUMN idle_day BIGINT NOT NULL DEFAULT 0;
UPDATE carts SET idle_day = updated_at / 86400000;
DROP INDEX carts_idle;
CREATE INDEX carts_idle_day ON carts (idle_day) WHERE customer_id = '';
ALTER TABLE carts SET (fillfactor = 50);
