package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/staff"
	"github.com/wattle/storefront/internal/storage"
)

const staffUsage = `Usage:
  storefront staff add  --email E --role R [--name N] [--db URL]
  storefront staff list [--db URL]

Roles, narrowest first: fulfilment, customer-service, manager, admin.
add prints the member's initial password once; only its hash is kept.
`

// passwordParams is argon2id's cost as configured: OWASP's unless the configuration names one.
func passwordParams(cfg config.Config) account.HashParams {
	if cfg.PasswordMemoryKiB > 0 {
		return account.HashParams{MemoryKiB: cfg.PasswordMemoryKiB, Time: max(cfg.PasswordTime, 1), Threads: 1}
	}
	return account.OWASP
}

// roleNames lists the roles for messages: "fulfilment, customer-service, manager or admin".
func roleNames() string {
	names := make([]string, len(staff.Roles))
	for i, r := range staff.Roles {
		names[i] = string(r)
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// runStaff runs `storefront staff add|list`: staff accounts from the command line, the way the first
// admin comes to exist. Usage errors, a taken e-mail and a bad role or e-mail exit 2 with one line
// on stderr; a failure of the database exits 1.
func runStaff(ctx context.Context, cfg config.Config, args []string, stdout, stderr io.Writer) int {
	fail := func(code int, format string, a ...any) int {
		fmt.Fprintf(stderr, "storefront: staff: "+format+"\n", a...)
		return code
	}
	if len(args) == 0 {
		return fail(exitUsage, "want add or list (storefront staff --help)")
	}
	sub, args := args[0], args[1:]
	fs := flag.NewFlagSet("staff "+sub, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&cfg.DatabaseURL, "db", cfg.DatabaseURL, "database URL")
	var email, role, name string
	switch sub {
	case "add":
		fs.StringVar(&email, "email", "", "the member's e-mail")
		fs.StringVar(&role, "role", "", "fulfilment, customer-service, manager or admin")
		fs.StringVar(&name, "name", "", "the member's name")
	case "list":
	case "help", "-h", "--help":
		fmt.Fprint(stdout, staffUsage)
		return exitOK
	default:
		return fail(exitUsage, "unknown command %q (want add or list)", sub)
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, staffUsage)
			return exitOK
		}
		return fail(exitUsage, "%s", oneLine(err))
	}
	if fs.NArg() > 0 {
		return fail(exitUsage, "unexpected argument %q", fs.Arg(0))
	}
	if _, _, err := storage.ParseURL(cfg.DatabaseURL); err != nil {
		return fail(exitUsage, "invalid --db %q: %s", cfg.DatabaseURL, oneLine(err))
	}
	// What can be checked without the database is, before opening it.
	var r staff.Role
	if sub == "add" {
		var ok bool
		if r, ok = staff.ParseRole(role); !ok {
			return fail(exitUsage, "invalid --role %q (want %s)", role, roleNames())
		}
		if _, err := staff.ParseEmail(email); err != nil {
			return fail(exitUsage, "invalid --email %q", email)
		}
	}

	openCtx, cancel := context.WithTimeout(ctx, 20*time.Second)
	st, err := OpenStorage(openCtx, cfg.DatabaseURL)
	cancel()
	if err != nil {
		return fail(exitUsage, "cannot open database: %s", oneLine(err))
	}
	defer st.Close()
	svc := staff.NewService(st, account.NewHasher(passwordParams(cfg), cfg.PasswordHashers, 0), clock.System{}, staff.DefaultLimits)

	if sub == "list" {
		ms, err := svc.Members(ctx)
		if err != nil {
			return fail(exitError, "%s", oneLine(err))
		}
		return printStaff(stdout, ms)
	}
	m, password, err := svc.Add(ctx, staff.SystemActor, email, name, r)
	switch {
	case errors.Is(err, staff.ErrEmailTaken):
		return fail(exitUsage, "%s already has a staff account", account.NormalizeEmail(email))
	case errors.Is(err, staff.ErrInvalidEmail), errors.Is(err, staff.ErrInvalidRole), errors.Is(err, staff.ErrInvalidName):
		return fail(exitUsage, "%s", oneLine(err))
	case err != nil:
		return fail(exitError, "%s", oneLine(err))
	}
	fmt.Fprintf(stdout, "email: %s\nrole: %s\n", m.Email, m.Role)
	if m.Name != "" {
		fmt.Fprintf(stdout, "name: %s\n", m.Name)
	}
	fmt.Fprintf(stdout, "initial password: %s\n", password)
	return exitOK
}

// printStaff writes the members as a table: e-mail, role, status (active, locked at an address
// or at n addresses until a Melbourne time, the latest, or disabled), name.
func printStaff(w io.Writer, ms []staff.Listed) int {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "EMAIL\tROLE\tSTATUS\tNAME")
	for _, m := range ms {
		status := "active"
		switch {
		case m.Disabled:
			status = "disabled"
		case m.Locked():
			at := m.Locks[0].Address
			if len(m.Locks) > 1 {
				at = fmt.Sprintf("%d addresses", len(m.Locks))
			}
			until := m.Locks[0].LockedUntil
			for _, l := range m.Locks[1:] {
				if l.LockedUntil.After(until) {
					until = l.LockedUntil
				}
			}
			status = "locked at " + at + " until " + until.In(clock.Melbourne).Format("2006-01-02 15:04 MST")
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", m.Email, m.Role, status, m.Name)
	}
	if err := tw.Flush(); err != nil {
		return exitError
	}
	return exitOK
}
