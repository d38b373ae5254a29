// Package sqlcount wraps a database/sql driver so that every statement the process sends to its
// database is counted: the engineer on call sees the statement rate beside the request rate at
// /metrics, and the benchmark divides it by the orders placed to get statements per order.
//
// Counted: each statement executed (Exec or Query, on a connection or on a prepared statement) and
// each transaction begun, committed or rolled back. Preparing a statement is not counted (SQLite
// prepares in the process; PostgreSQL's pgx prepares once per connection and caches it), nor are
// pings and session resets. A multi-statement Exec (a migration file) counts once.
//
// With PrepareQueries it also keeps each connection's queries prepared: a query sent to the
// connection as text (River's, on SQLite, through a transaction the shop hands it) is compiled
// once per connection instead of at every call.
package sqlcount

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"sync"
	"sync/atomic"
)

// Counts are the process-wide totals since it started.
type Counts struct {
	Statements   uint64 // Exec and Query calls that reached the driver
	Transactions uint64 // transactions begun
	Commits      uint64
	Rollbacks    uint64
}

var statements, transactions, commits, rollbacks atomic.Uint64

// Load returns the totals so far.
func Load() Counts {
	return Counts{Statements: statements.Load(), Transactions: transactions.Load(), Commits: commits.Load(), Rollbacks: rollbacks.Load()}
}

// Open is sql.Open with every statement counted: the driver registered as driverName opens the
// connections, wrapped. The driver's connections must implement the context interfaces
// (ConnBeginTx, and StmtExecContext and StmtQueryContext on their prepared statements), as pgx's
// and modernc's do: the wrapper implements them, so database/sql never calls the deprecated
// methods without a context.
func Open(driverName, dsn string, opts ...Option) (*sql.DB, error) {
	d, ok := wrapped.Load(driverName)
	if !ok {
		// sql.Open only looks the driver up; it connects to nothing.
		probe, err := sql.Open(driverName, dsn)
		if err != nil {
			return nil, err
		}
		d, _ = wrapped.LoadOrStore(driverName, countingDriver{probe.Driver()})
		_ = probe.Close()
	}
	cn := connector{dsn: dsn, d: d.(countingDriver)}
	for _, o := range opts {
		o(&cn)
	}
	return sql.OpenDB(cn), nil
}

// Option configures Open.
type Option func(*connector)

// PrepareQueries keeps up to n of the queries (QueryContext with SQL text, not a prepared
// statement) each connection is sent prepared, for drivers that compile every query afresh (SQLite).
// A query whose earlier rows are still open on the connection runs unprepared.
func PrepareQueries(n int) Option { return func(c *connector) { c.prepare = n } }

// wrapped holds the wrapped driver of each driver name.
var wrapped sync.Map

type connector struct {
	dsn     string
	d       countingDriver
	prepare int
}

func (c connector) Connect(context.Context) (driver.Conn, error) {
	cn, err := c.d.d.Open(c.dsn)
	if err != nil {
		return nil, err
	}
	out := &conn{c: cn}
	if c.prepare > 0 {
		out.max, out.queries = c.prepare, map[string]*preparedQuery{}
	}
	return out, nil
}
func (c connector) Driver() driver.Driver { return c.d }

type countingDriver struct{ d driver.Driver }

func (c countingDriver) Open(name string) (driver.Conn, error) {
	cn, err := c.d.Open(name)
	if err != nil {
		return nil, err
	}
	return &conn{c: cn}, nil
}

// conn forwards to the driver's connection. Each optional interface database/sql looks for is
// implemented, and answers as database/sql would act without it when the driver lacks it
// (driver.ErrSkip, or the plain method).
type conn struct {
	c driver.Conn
	// queries are the connection's prepared queries (PrepareQueries), at most max. A connection is
	// used by one goroutine at a time, so no lock.
	queries map[string]*preparedQuery
	max     int
}

// preparedQuery is a query kept prepared; busy while the rows of its last run are open.
type preparedQuery struct {
	st   driver.StmtQueryContext
	stmt driver.Stmt
	busy bool
}

var (
	_ driver.ConnBeginTx        = (*conn)(nil)
	_ driver.ConnPrepareContext = (*conn)(nil)
	_ driver.ExecerContext      = (*conn)(nil)
	_ driver.QueryerContext     = (*conn)(nil)
	_ driver.Pinger             = (*conn)(nil)
	_ driver.SessionResetter    = (*conn)(nil)
	_ driver.Validator          = (*conn)(nil)
	_ driver.NamedValueChecker  = (*conn)(nil)
)

func (c *conn) Prepare(query string) (driver.Stmt, error) {
	return c.PrepareContext(context.Background(), query)
}

func (c *conn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	var (
		st  driver.Stmt
		err error
	)
	if p, ok := c.c.(driver.ConnPrepareContext); ok {
		st, err = p.PrepareContext(ctx, query)
	} else {
		st, err = c.c.Prepare(query)
	}
	if err != nil {
		return nil, err
	}
	return &stmt{st}, nil
}

func (c *conn) Close() error {
	for _, q := range c.queries {
		_ = q.stmt.Close()
	}
	return c.c.Close()
}

func (c *conn) Begin() (driver.Tx, error) {
	return c.BeginTx(context.Background(), driver.TxOptions{})
}

func (c *conn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	var (
		tx  driver.Tx
		err error
	)
	b, ok := c.c.(driver.ConnBeginTx)
	if !ok {
		return nil, errNoContext
	}
	tx, err = b.BeginTx(ctx, opts)
	if err != nil {
		return nil, err
	}
	transactions.Add(1)
	return countingTx{tx}, nil
}

func (c *conn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	e, ok := c.c.(driver.ExecerContext)
	if !ok {
		return nil, driver.ErrSkip // database/sql prepares it instead, and the statement counts it
	}
	r, err := e.ExecContext(ctx, query, args)
	if err != driver.ErrSkip {
		statements.Add(1)
	}
	return r, err
}

func (c *conn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	if pq := c.prepared(ctx, query); pq != nil {
		statements.Add(1)
		rows, err := pq.st.QueryContext(ctx, args)
		if err != nil {
			return nil, err
		}
		pq.busy = true
		return &preparedRows{Rows: rows, q: pq}, nil
	}
	q, ok := c.c.(driver.QueryerContext)
	if !ok {
		return nil, driver.ErrSkip
	}
	r, err := q.QueryContext(ctx, query, args)
	if err != driver.ErrSkip {
		statements.Add(1)
	}
	return r, err
}

// prepared is query's prepared statement on this connection when it is kept (or can be) and not
// busy; nil otherwise (the query then runs as text, and reports its own error).
func (c *conn) prepared(ctx context.Context, query string) *preparedQuery {
	if c.queries == nil {
		return nil
	}
	if pq, ok := c.queries[query]; ok {
		if pq.busy {
			return nil
		}
		return pq
	}
	p, ok := c.c.(driver.ConnPrepareContext)
	if !ok || len(c.queries) >= c.max {
		return nil
	}
	st, err := p.PrepareContext(ctx, query)
	if err != nil {
		return nil
	}
	sq, ok := st.(driver.StmtQueryContext)
	if !ok {
		_ = st.Close()
		return nil
	}
	pq := &preparedQuery{st: sq, stmt: st}
	c.queries[query] = pq
	return pq
}

// preparedRows frees its query for the next run when closed.
type preparedRows struct {
	driver.Rows
	q *preparedQuery
}

func (r *preparedRows) Close() error {
	err := r.Rows.Close()
	r.q.busy = false
	return err
}

func (c *conn) Ping(ctx context.Context) error {
	if p, ok := c.c.(driver.Pinger); ok {
		return p.Ping(ctx)
	}
	return nil
}

func (c *conn) ResetSession(ctx context.Context) error {
	if r, ok := c.c.(driver.SessionResetter); ok {
		return r.ResetSession(ctx)
	}
	return nil
}

func (c *conn) IsValid() bool {
	if v, ok := c.c.(driver.Validator); ok {
		return v.IsValid()
	}
	return true
}

func (c *conn) CheckNamedValue(nv *driver.NamedValue) error {
	if n, ok := c.c.(driver.NamedValueChecker); ok {
		return n.CheckNamedValue(nv)
	}
	return driver.ErrSkip // database/sql's default conversion
}

type countingTx struct{ tx driver.Tx }

func (t countingTx) Commit() error {
	commits.Add(1)
	return t.tx.Commit()
}

func (t countingTx) Rollback() error {
	rollbacks.Add(1)
	return t.tx.Rollback()
}

// stmt is a prepared statement whose executions are counted.
type stmt struct{ s driver.Stmt }

var (
	_ driver.StmtExecContext   = (*stmt)(nil)
	_ driver.StmtQueryContext  = (*stmt)(nil)
	_ driver.NamedValueChecker = (*stmt)(nil)
)

func (s *stmt) Close() error  { return s.s.Close() }
func (s *stmt) NumInput() int { return s.s.NumInput() }

// Exec and Query are never called: database/sql prefers the context methods below.
func (s *stmt) Exec([]driver.Value) (driver.Result, error) { return nil, errNoContext }
func (s *stmt) Query([]driver.Value) (driver.Rows, error)  { return nil, errNoContext }

func (s *stmt) ExecContext(ctx context.Context, args []driver.NamedValue) (driver.Result, error) {
	e, ok := s.s.(driver.StmtExecContext)
	if !ok {
		return nil, errNoContext
	}
	statements.Add(1)
	return e.ExecContext(ctx, args)
}

func (s *stmt) QueryContext(ctx context.Context, args []driver.NamedValue) (driver.Rows, error) {
	q, ok := s.s.(driver.StmtQueryContext)
	if !ok {
		return nil, errNoContext
	}
	statements.Add(1)
	return q.QueryContext(ctx, args)
}

func (s *stmt) CheckNamedValue(nv *driver.NamedValue) error {
	if n, ok := s.s.(driver.NamedValueChecker); ok {
		return n.CheckNamedValue(nv)
	}
	return driver.ErrSkip
}

var errNoContext = errors.New("sqlcount: the driver does not implement the context interfaces")
