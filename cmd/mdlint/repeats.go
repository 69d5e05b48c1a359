package main

import "fmt"

// sameShown is how many diagnostics with the same severity and message one
// board (lint's text view) or one file (annotate's stderr) shows before
// the rest are counted in one line, "... and 7 more like this", as linters
// cap repeated issues: a producer that writes one unknown token for every
// call would otherwise bury the findings under one message repeated a
// hundred times. The JSON, SARIF, compact and GitHub outputs, read by
// tools, keep every diagnostic.
const sameShown = 3

// repeats counts diagnostics by what they say (severity and message),
// to show the first sameShown of each and count the rest.
type repeats struct {
	seen   map[string]int
	hidden []string // keys with a hidden repeat, in order of first hiding
}

func newRepeats() *repeats { return &repeats{seen: map[string]int{}} }

// show counts one diagnostic that reads text (its severity, subject and
// message: what makes two diagnostics "the same") and reports whether it
// is among the first sameShown of its kind.
func (r *repeats) show(text string) bool {
	r.seen[text]++
	if n := r.seen[text]; n > sameShown {
		if n == sameShown+1 {
			r.hidden = append(r.hidden, text)
		}
		return false
	}
	return true
}

// more returns one line per kind of diagnostic with hidden repeats,
// "... and 97 more like this: TEXT", in order, and starts counting afresh.
func (r *repeats) more() []string {
	var out []string
	for _, k := range r.hidden {
		out = append(out, fmt.Sprintf("... and %d more like this: %s", r.seen[k]-sameShown, k))
	}
	r.seen, r.hidden = map[string]int{}, nil
	return out
}
