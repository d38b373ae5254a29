package app

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/staff"
	"github.com/wattle/storefront/internal/storage/sqlite"
)

// runCmd runs the command line with env as the environment.
func runCmd(t *testing.T, env map[string]string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Run(context.Background(), args, &out, &errb, func(k string) string { return env[k] })
	return code, out.String(), errb.String()
}

var initialPassword = regexp.MustCompile(`(?m)^initial password: (\S+)$`)

func TestStaffCommand(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "staff.db")
	db := "sqlite:" + path

	code, out, errs := runCmd(t, nil, "staff", "add", "--db", db, "--email", " Sam@Example.com", "--role", "fulfilment", "--name", "Sam Picker")
	if code != 0 || errs != "" {
		t.Fatalf("staff add: exit %d, stderr %q", code, errs)
	}
	for _, want := range []string{"email: sam@example.com\n", "role: fulfilment\n", "name: Sam Picker\n"} {
		if !strings.Contains(out, want) {
			t.Fatalf("staff add printed %q, want it to contain %q", out, want)
		}
	}
	m := initialPassword.FindStringSubmatch(out)
	if m == nil || len(m[1]) != staff.PasswordLength || strings.Count(out, m[1]) != 1 {
		t.Fatalf("staff add printed %q: want the initial password, once", out)
	}
	password := m[1]

	// The database from DATABASE_URL when --db is not given.
	env := map[string]string{"DATABASE_URL": db}
	if code, _, errs := runCmd(t, env, "staff", "add", "--email", "alex@example.com", "--role", "admin"); code != 0 {
		t.Fatalf("staff add with DATABASE_URL: exit %d, stderr %q", code, errs)
	}

	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"duplicate", []string{"add", "--db", db, "--email", "SAM@example.com", "--role", "manager"}, "sam@example.com already has a staff account"},
		{"bad role", []string{"add", "--db", db, "--email", "new@example.com", "--role", "owner"}, `invalid --role "owner" (want fulfilment, customer-service, manager or admin)`},
		{"no role", []string{"add", "--db", db, "--email", "new@example.com"}, "invalid --role"},
		{"bad e-mail", []string{"add", "--db", db, "--email", "new@", "--role", "admin"}, "invalid --email"},
		{"no e-mail", []string{"add", "--db", db, "--role", "admin"}, "invalid --email"},
		{"bad name", []string{"add", "--db", db, "--email", "new@example.com", "--role", "admin", "--name", "a\nb"}, "invalid name"},
		{"unknown flag", []string{"add", "--db", db, "--nope"}, "flag provided but not defined"},
		{"stray argument", []string{"list", "--db", db, "extra"}, `unexpected argument "extra"`},
		{"no subcommand", nil, "want add or list"},
		{"unknown subcommand", []string{"remove"}, `unknown command "remove"`},
		{"bad db", []string{"list", "--db", "mysql://x"}, "invalid --db"},
		{"unopenable db", []string{"list", "--db", "sqlite:/proc/nope/x.db"}, "cannot open database"},
	} {
		code, out, errs := runCmd(t, nil, append([]string{"staff"}, tc.args...)...)
		if code != 2 || out != "" {
			t.Errorf("%s: exit %d, stdout %q; want 2 and nothing", tc.name, code, out)
		}
		if !strings.HasPrefix(errs, "storefront: staff: ") || !strings.Contains(errs, tc.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%s: stderr %q, want one line with %q", tc.name, errs, tc.want)
		}
	}
	if code, out, _ := runCmd(t, nil, "staff", "--help"); code != 0 || !strings.Contains(out, "staff add") {
		t.Errorf("staff --help: exit %d, %q", code, out)
	}
	if code, out, _ := runCmd(t, nil, "help"); code != 0 || !strings.Contains(out, "storefront staff add") {
		t.Errorf("help does not mention staff: %q", out)
	}

	// The printed password signs in; lock one member and disable another for the list.
	e, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx := context.Background()
	svc := staff.NewService(e, account.NewHasher(account.OWASP, 1, 0), clock.System{}, staff.DefaultLimits)
	if _, _, err := svc.SignIn(ctx, "sam@example.com", password, account.Client{IP: "127.0.0.1"}); err != nil {
		t.Fatalf("sign-in with the printed password: %v", err)
	}
	if es, err := svc.Entries(ctx, "alex@example.com", 0); err != nil || len(es) != 1 || es[0].Actor != staff.SystemActor {
		t.Fatalf("audit of the add = %+v, %v", es, err)
	}
	sam, _ := e.StaffMemberByEmail(ctx, "sam@example.com")
	now := time.Now().Truncate(time.Millisecond)
	if _, _, err := e.RecordStaffFailure(ctx, sam.ID, "203.0.113.9", now, now.Add(-time.Hour), 1, now.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runCmd(t, nil, "staff", "add", "--db", db, "--email", "kim@example.com", "--role", "customer-service"); code != 0 {
		t.Fatalf("staff add kim: exit %d, %q", code, errs)
	}
	if err := svc.Disable(ctx, staff.SystemActor, "kim@example.com"); err != nil {
		t.Fatal(err)
	}

	code, out, errs = runCmd(t, nil, "staff", "list", "--db", db)
	if code != 0 || errs != "" {
		t.Fatalf("staff list: exit %d, stderr %q", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "EMAIL") {
		t.Fatalf("staff list printed\n%s", out)
	}
	for i, want := range []*regexp.Regexp{
		regexp.MustCompile(`^alex@example\.com +admin +active *$`),
		regexp.MustCompile(`^kim@example\.com +customer-service +disabled *$`),
		regexp.MustCompile(`^sam@example\.com +fulfilment +locked at 203\.0\.113\.9 until \d{4}-\d\d-\d\d \d\d:\d\d AE[DS]T +Sam Picker$`),
	} {
		if !want.MatchString(lines[i+1]) {
			t.Errorf("staff list line %d = %q, want %s", i+1, lines[i+1], want)
		}
	}
}
