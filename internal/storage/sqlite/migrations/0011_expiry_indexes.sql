-- The daily clean-ups delete what has expired by its time: without an index on that time each
-- read the whole table, and security_events grows with every sign-in.
CREATE INDEX remember_tokens_expires ON remember_tokens (expires_at);
CREATE INDEX password_resets_expires ON password_resets (expires_at);
CREATE INDEX security_events_at ON security_events (at);
