package editdiff

import (
	"bytes"
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/record"
)

// apply applies a unified diff to old as patch does, checking every
// context and removed line and every hunk count; it returns the new text.
func apply(t testing.TB, old, diff string) string {
	t.Helper()
	if diff == "" {
		return old
	}
	oldLines := strings.SplitAfter(old, "\n")
	if oldLines[len(oldLines)-1] == "" {
		oldLines = oldLines[:len(oldLines)-1]
	}
	lines := strings.SplitAfter(diff, "\n")
	require.True(t, strings.HasPrefix(lines[0], "--- ") && strings.HasPrefix(lines[1], "+++ "), "header: %q", diff)
	var out strings.Builder
	next := 0 // next old line to copy
	i := 2
	for i < len(lines) && lines[i] != "" {
		h := lines[i]
		var os, oc, ns, nc int
		parseRange := func(s string) (int, int) {
			a, b, ok := strings.Cut(s, ",")
			x, err := strconv.Atoi(a)
			require.NoError(t, err, "hunk %q", h)
			y := 1
			if ok {
				y, err = strconv.Atoi(b)
				require.NoError(t, err)
			}
			return x, y
		}
		f := strings.Fields(h)
		require.True(t, len(f) >= 4 && f[0] == "@@", "hunk header %q", h)
		os, oc = parseRange(f[1][1:])
		ns, nc = parseRange(f[2][1:])
		first := os - 1
		if oc == 0 {
			first = os
		}
		require.GreaterOrEqual(t, first, next, "hunks in order")
		for ; next < first; next++ {
			out.WriteString(oldLines[next])
		}
		newLineNo := strings.Count(out.String(), "\n") + 1
		if nc == 0 {
			newLineNo--
		}
		assert.Equal(t, newLineNo, ns, "new start of %q", h)
		i++
		seenOld, seenNew := 0, 0
		for i < len(lines) && lines[i] != "" && !strings.HasPrefix(lines[i], "@@") {
			l := lines[i]
			body := l[1:]
			if i+1 < len(lines) && strings.HasPrefix(lines[i+1], `\ No newline`) {
				body = strings.TrimSuffix(body, "\n")
			}
			switch l[0] {
			case ' ', '-':
				require.Less(t, next, len(oldLines), "line %q beyond the old text", l)
				require.Equal(t, oldLines[next], body, "old line %d", next+1)
				next++
				seenOld++
				if l[0] == ' ' {
					out.WriteString(body)
					seenNew++
				}
			case '+':
				out.WriteString(body)
				seenNew++
			case '\\':
			default:
				t.Fatalf("bad diff line %q", l)
			}
			i++
			if i < len(lines) && strings.HasPrefix(lines[i], `\ No newline`) {
				i++
			}
		}
		assert.Equal(t, oc, seenOld, "old count of %q", h)
		assert.Equal(t, nc, seenNew, "new count of %q", h)
	}
	for ; next < len(oldLines); next++ {
		out.WriteString(oldLines[next])
	}
	return out.String()
}

func diff(t testing.TB, old string, edits []record.Edit, batches int) string {
	var b bytes.Buffer
	d := New(&b, strings.NewReader(old), "a", "b")
	for k := 0; k < batches; k++ {
		lo, hi := k*len(edits)/batches, (k+1)*len(edits)/batches
		require.NoError(t, d.Add(edits[lo:hi]))
	}
	require.NoError(t, d.Finish())
	return b.String()
}

func edited(t testing.TB, old string, edits []record.Edit) string {
	var b bytes.Buffer
	require.NoError(t, record.Apply(&b, strings.NewReader(old), edits))
	return b.String()
}

func TestDiffOfAPBNNote(t *testing.T) {
	old := "[Auction \"N\"]\n1NT Pass\n3C Pass 3D Pass\nPass Pass\n[Play \"E\"]\n*\n"
	at := int64(strings.Index(old, "3C") + 2)
	ins := int64(strings.Index(old, "[Play"))
	edits := []record.Edit{{Start: at, End: at, Text: []byte(" =1=")}, {Start: ins, End: ins, Text: []byte("[Note \"1:transfer\"]\n")}}
	got := diff(t, old, edits, 1)
	assert.Equal(t, `--- a
+++ b
@@ -1,6 +1,7 @@
 [Auction "N"]
 1NT Pass
-3C Pass 3D Pass
+3C =1= Pass 3D Pass
 Pass Pass
+[Note "1:transfer"]
 [Play "E"]
 *
`, got)
}

func TestDiffWithoutFinalNewlineAndControls(t *testing.T) {
	old := "a\x1b[2J\r\nb\r\nc"
	got := diff(t, old, []record.Edit{{Start: int64(len(old)), End: int64(len(old)), Text: []byte("!")}}, 1)
	assert.Equal(t, "--- a\n+++ b\n@@ -1,3 +1,3 @@\n a\\x1b[2J\r\n b\r\n-c\n\\ No newline at end of file\n+c!\n\\ No newline at end of file\n", got)
}

// Random files and edits: the diff applies (context, counts and line
// numbers checked) and gives the edited file.
func TestDiffAppliesToTheEditedFile(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for n := 0; n < 2000; n++ {
		old, edits := randomCase(rng)
		got := diff(t, old, edits, 1+rng.Intn(3))
		want := edited(t, old, edits)
		if want == old {
			continue
		}
		require.Equal(t, want, apply(t, old, got), "case %d\nold %q\nedits %v\ndiff:\n%s", n, old, edits, got)
	}
}

func randomCase(rng *rand.Rand) (string, []record.Edit) {
	var b strings.Builder
	lines := rng.Intn(40)
	for i := 0; i < lines; i++ {
		fmt.Fprintf(&b, "line %d %s\n", i, strings.Repeat("x", rng.Intn(5)))
	}
	if rng.Intn(3) == 0 {
		b.WriteString("tail")
	}
	old := b.String()
	var edits []record.Edit
	pos := int64(0)
	for pos < int64(len(old)) && rng.Intn(4) != 0 {
		start := pos + int64(rng.Intn(int(int64(len(old))-pos)+1)/(1+rng.Intn(4)))
		end := start
		if rng.Intn(2) == 0 {
			end = start + int64(rng.Intn(int(int64(len(old))-start)+1)/(1+rng.Intn(8)))
		}
		texts := []string{"", " =1=", "[Note \"1:x\"]\n", "\n", "ab\ncd", "!"}
		edits = append(edits, record.Edit{Start: start, End: end, Text: []byte(texts[rng.Intn(len(texts))])})
		pos = end + 1
	}
	return old, edits
}

// FuzzDiff checks the same on arbitrary files and edits.
func FuzzDiff(f *testing.F) {
	f.Add("a\nb\nc\n", uint64(3), uint64(1), "X\n")
	f.Add("x", uint64(0), uint64(1), "")
	f.Fuzz(func(t *testing.T, old string, start, length uint64, text string) {
		clean := func(s string) string {
			return strings.Map(func(r rune) rune {
				if r < 0x20 && r != '\n' || r == 0x7f || r >= 0x80 {
					return 'x'
				}
				return r
			}, s)
		}
		old, text = clean(old), clean(text)
		s := int64(start % uint64(len(old)+1))
		e := s + int64(length%uint64(int64(len(old))-s+1))
		edits := []record.Edit{{Start: s, End: e, Text: []byte(text)}}
		want := edited(t, old, edits)
		got := diff(t, old, edits, 1)
		if want == old {
			return
		}
		require.Equal(t, want, apply(t, old, got), "old %q edits %v diff:\n%s", old, edits, got)
	})
}

func TestDiffShowsC1AndBidiControlsVisibly(t *testing.T) {
	old := "a\u009b31m \u202eb é ‐ x\n"
	got := diff(t, old, []record.Edit{{Start: 0, End: 0, Text: []byte("!")}}, 1)
	assert.Equal(t, "--- a\n+++ b\n@@ -1 +1 @@\n-a\\x9b31m \\u202eb é ‐ x\n+!a\\x9b31m \\u202eb é ‐ x\n", got)
}
