package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/receipt"
)

const importUsage = `Usage:
  storefront import receipts [--db URL] [--format csv|jsonl] FILE

Reads the tills' in-store receipts from FILE (CSV or JSON lines, by its extension: .csv, .jsonl)
and stores the new ones, attached to the customer with the receipt's e-mail. Receipts already
stored are left alone, so a file can be imported again. Bad receipts are reported and skipped.
The format is described in docs/receipts.md.
`

// runImport runs `storefront import receipts FILE`: exit 0 when the file was read (even with
// rejected receipts), 1 when reading it or storing failed, 2 for a usage error.
func runImport(ctx context.Context, cfg config.Config, args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && (args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
		fmt.Fprint(stdout, importUsage)
		return exitOK
	}
	if len(args) == 0 || args[0] != "receipts" {
		fmt.Fprintln(stderr, "storefront: import what? usage: storefront import receipts [--db URL] FILE")
		return exitUsage
	}
	fs := flag.NewFlagSet("import receipts", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&cfg.DatabaseURL, "db", cfg.DatabaseURL, "database URL")
	format := fs.String("format", "", "csv or jsonl (default: the file's extension)")
	// Flags may come before or after the file.
	var files []string
	for rest := args[1:]; ; {
		if err := fs.Parse(rest); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fmt.Fprint(stdout, importUsage)
				return exitOK
			}
			fmt.Fprintln(stderr, "storefront:", err)
			return exitUsage
		}
		if fs.NArg() == 0 {
			break
		}
		files, rest = append(files, fs.Arg(0)), fs.Args()[1:]
	}
	if len(files) != 1 {
		fmt.Fprintln(stderr, "storefront: import receipts takes one FILE; usage: storefront import receipts [--db URL] FILE")
		return exitUsage
	}
	file := files[0]
	if *format == "" {
		*format = receipt.FormatOf(file)
	}
	if *format != receipt.FormatCSV && *format != receipt.FormatJSONL {
		fmt.Fprintf(stderr, "storefront: cannot tell the format of %s: name it .csv or .jsonl, or give --format csv|jsonl\n", file)
		return exitUsage
	}
	f, err := os.Open(file)
	if err != nil {
		fmt.Fprintln(stderr, "storefront: cannot read receipts:", oneLine(err))
		return exitError
	}
	defer f.Close()
	openCtx, cancel := context.WithTimeout(ctx, 20*time.Second)
	st, err := OpenStorage(openCtx, cfg.DatabaseURL)
	cancel()
	if err != nil {
		fmt.Fprintln(stderr, "storefront: cannot open database:", oneLine(err))
		return exitUsage
	}
	defer st.Close()

	// Interrupted, the import stops between receipts and still says what it did; what it stored
	// stays, and importing the file again adds the rest.
	ctx, stop := signal.NotifyContext(ctx, syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	var progress func(done, total int)
	bar := &progressBar{w: stderr}
	if isTerminal(stderr) {
		progress = bar.update
	}
	res, err := receipt.Import(ctx, f, *format, st, st, progress)
	bar.finish()
	for _, e := range res.Errors {
		fmt.Fprintf(stderr, "storefront: %s: rejected %s\n", file, e)
	}
	if more := res.Rejected - len(res.Errors); more > 0 {
		fmt.Fprintf(stderr, "storefront: %s: and %d more rejected\n", file, more)
	}
	fmt.Fprintf(stdout, "imported %d receipts (%d already there, %d attached to customers, %d rejected)\n",
		res.Inserted, res.AlreadyThere, res.Attached, res.Rejected)
	if err != nil {
		fmt.Fprintf(stderr, "storefront: import stopped: %s\n", oneLine(err))
		return exitError
	}
	return exitOK
}

// isTerminal tells whether w is a terminal (a character device), where a progress bar that
// redraws itself makes sense; a file or a pipe gets the summary alone.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// progressBar draws "[=====>    ] 1234/5000 receipts" on one line, redrawn in place at most ten
// times a second (and once at the end).
type progressBar struct {
	w     io.Writer
	last  time.Time
	drawn bool
	shown [2]int // done and total as last drawn
}

func (p *progressBar) update(done, total int) {
	now := time.Now()
	if p.drawn && (p.shown == [2]int{done, total} || done != total && now.Sub(p.last) < 100*time.Millisecond) {
		return
	}
	p.last, p.drawn, p.shown = now, true, [2]int{done, total}
	fmt.Fprint(p.w, "\r"+renderBar(done, total, 30))
}

// finish ends the bar's line, so what follows starts on a line of its own.
func (p *progressBar) finish() {
	if p.drawn {
		fmt.Fprintln(p.w)
	}
}

// renderBar is the bar for done of total in width cells; without a total, the count alone.
func renderBar(done, total, width int) string {
	if total <= 0 {
		return fmt.Sprintf("%d receipts", done)
	}
	fill := min(width, done*width/total)
	var b strings.Builder
	b.WriteByte('[')
	b.WriteString(strings.Repeat("=", fill))
	if fill < width {
		b.WriteByte('>')
		b.WriteString(strings.Repeat(" ", width-fill-1))
	}
	fmt.Fprintf(&b, "] %d/%d receipts", done, total)
	return b.String()
}
