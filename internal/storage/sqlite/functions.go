package sqlite

import (
	"database/sql/driver"
	"fmt"

	sqlite "modernc.org/sqlite"

	"github.com/wattle/storefront/internal/session"
)

// SQL functions the migrations need that SQLite lacks, registered with the driver before any
// connection opens.
func init() {
	// session_key(id) is session.Key(id): migration 0016 replaces each stored session id by it.
	err := sqlite.RegisterDeterministicScalarFunction("session_key", 1,
		func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
			switch v := args[0].(type) {
			case string:
				return session.Key(v), nil
			case []byte:
				return session.Key(string(v)), nil
			}
			return nil, fmt.Errorf("session_key: %T is no session id", args[0])
		})
	if err != nil {
		panic(err)
	}
}
