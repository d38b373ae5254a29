-- 0003 declared two epoch-millisecond columns INTEGER, which is 32-bit on PostgreSQL: any real time
-- (about 1.8e12 ms) overflowed it, so using a reset token or storing a signed-in session failed.
-- Every other time column is BIGINT (SQLite's INTEGER is 64-bit already, so it needs no change).
-- Migrations are forward only, hence a new one rather than an edit of 0003.
ALTER TABLE password_resets ALTER COLUMN used_at TYPE BIGINT;
ALTER TABLE sessions ALTER COLUMN auth_at TYPE BIGINT;
