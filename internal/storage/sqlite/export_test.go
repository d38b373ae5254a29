package sqlite

import "context"

// PreparedQueries is every statement text db's statement caches hold (for the plan test).
func PreparedQueries(db *DB) []string {
	var out []string
	for _, c := range []*stmtCache{db.wstmts, db.stores.read.(*stmtCache)} {
		c.stmts.Range(func(k, _ any) bool {
			out = append(out, k.(string))
			return true
		})
	}
	return out
}

// Plan is SQLite's query plan of q with every parameter bound to a string, one step per line.
func Plan(db *DB, q string) ([]string, error) {
	args := make([]any, countParams(q))
	for i := range args {
		args[i] = "x"
	}
	rows, err := db.readDB.QueryContext(context.Background(), "EXPLAIN QUERY PLAN "+q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var steps []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			return nil, err
		}
		steps = append(steps, detail)
	}
	return steps, rows.Err()
}

func countParams(q string) int {
	n := 0
	for _, r := range q {
		if r == '?' {
			n++
		}
	}
	return n
}
