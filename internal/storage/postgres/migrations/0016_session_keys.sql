-- Sessions are kept under the SHA-256 of their id (session.Key), like every other token: a copy of
-- the database signs no one in. Sessions already open keep working: their rows are re-keyed here.
UPDATE sessions SET id = encode(sha256(convert_to(id, 'UTF8')), 'hex');
