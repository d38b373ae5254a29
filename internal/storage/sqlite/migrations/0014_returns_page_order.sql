-- The returns page lists a status by date and then code, so that returns made in the same
-- millisecond each land on exactly one page: the index is in that order.
DROP INDEX returns_status;
CREATE INDEX returns_status ON returns (status, created_at, code);
