-- Staff sign-in failures per member and client address (docs/staff.md#sign-in), in place of the
-- count and lock on the staff row: a lockout holds for one account at one address, so that wrong
-- passwords sent from one place never keep the member out from another. The row's count and lock
-- go (a lock in force when this runs ends with it). Counted here, not in a node's memory, so that
-- every node agrees.
CREATE TABLE staff_signin_failures (
    member_id    TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
    address      TEXT NOT NULL,
    failed       INTEGER NOT NULL DEFAULT 0,
    locked_until INTEGER NOT NULL DEFAULT 0,
    updated_at   INTEGER NOT NULL,
    PRIMARY KEY (member_id, address)
);
-- The clean-up finds stale counts by their last failure, the staff list the locks in force.
CREATE INDEX staff_signin_failures_updated ON staff_signin_failures (updated_at);
CREATE INDEX staff_signin_failures_locked ON staff_signin_failures (locked_until);
ALTER TABLE staff DROP COLUMN failed;
ALTER TABLE staff DROP COLUMN locked_until;
