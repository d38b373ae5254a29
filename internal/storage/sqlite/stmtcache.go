package sqlite

import (
	"context"
	"database/sql"
	"sync"
	"sync/atomic"
)

// maxCachedStatements bounds the statement cache: the engine's queries are constant texts, except
// those with a list of placeholders sized to their arguments, which stop being cached past this.
const maxCachedStatements = 512

// stmtCache runs queries through prepared statements kept for the life of the pool. The driver
// compiles the SQL text of every unprepared query afresh; on the hot paths (the session, the cart,
// stock levels) compiling cost more than running. database/sql prepares a cached statement once per
// connection and reuses it.
type stmtCache struct {
	db      *sql.DB
	stmts   sync.Map // query text → *sql.Stmt
	pending sync.Map // query text → struct{}: being prepared for a transaction's later use
	n       atomic.Int32
}

func newStmtCache(db *sql.DB) *stmtCache { return &stmtCache{db: db} }

// stmt returns the prepared statement of query, or nil when it cannot be (or is no longer) cached.
func (c *stmtCache) stmt(ctx context.Context, query string) *sql.Stmt {
	if st, ok := c.stmts.Load(query); ok {
		return st.(*sql.Stmt)
	}
	if c.n.Load() >= maxCachedStatements {
		return nil
	}
	st, err := c.db.PrepareContext(ctx, query)
	if err != nil {
		return nil // the query runs unprepared and reports its own error
	}
	if prev, loaded := c.stmts.LoadOrStore(query, st); loaded {
		_ = st.Close()
		return prev.(*sql.Stmt)
	}
	c.n.Add(1)
	return st
}

// ExecContext implements querier.
func (c *stmtCache) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if st := c.stmt(ctx, query); st != nil {
		return st.ExecContext(ctx, args...)
	}
	return c.db.ExecContext(ctx, query, args...)
}

// QueryContext implements querier.
func (c *stmtCache) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if st := c.stmt(ctx, query); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return c.db.QueryContext(ctx, query, args...)
}

// QueryRowContext implements querier.
func (c *stmtCache) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	if st := c.stmt(ctx, query); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return c.db.QueryRowContext(ctx, query, args...)
}

// PrepareContext implements querier.
func (c *stmtCache) PrepareContext(ctx context.Context, query string) (*sql.Stmt, error) {
	return c.db.PrepareContext(ctx, query)
}

// cached returns query's statement when it is already prepared. Otherwise it has it prepared in
// the background, once the pool has a connection to spare, and returns nil. A transaction uses it:
// preparing on the writer's pool from inside the writer's one transaction would wait for itself.
func (c *stmtCache) cached(query string) *sql.Stmt {
	if st, ok := c.stmts.Load(query); ok {
		return st.(*sql.Stmt)
	}
	if c.n.Load() < maxCachedStatements {
		if _, busy := c.pending.LoadOrStore(query, struct{}{}); !busy {
			go func() {
				c.stmt(context.Background(), query)
				c.pending.Delete(query)
			}()
		}
	}
	return nil
}

// txStmts runs a transaction's queries through the writer's statement cache: the writer is one
// connection, so its statements are already prepared on the transaction's connection.
type txStmts struct {
	tx    *sql.Tx
	cache *stmtCache
}

// ExecContext implements querier.
func (t txStmts) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if st := t.cache.cached(query); st != nil {
		return t.tx.StmtContext(ctx, st).ExecContext(ctx, args...)
	}
	return t.tx.ExecContext(ctx, query, args...)
}

// QueryContext implements querier.
func (t txStmts) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if st := t.cache.cached(query); st != nil {
		return t.tx.StmtContext(ctx, st).QueryContext(ctx, args...)
	}
	return t.tx.QueryContext(ctx, query, args...)
}

// QueryRowContext implements querier.
func (t txStmts) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	if st := t.cache.cached(query); st != nil {
		return t.tx.StmtContext(ctx, st).QueryRowContext(ctx, args...)
	}
	return t.tx.QueryRowContext(ctx, query, args...)
}

// PrepareContext implements querier.
func (t txStmts) PrepareContext(ctx context.Context, query string) (*sql.Stmt, error) {
	return t.tx.PrepareContext(ctx, query)
}
