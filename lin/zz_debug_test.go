package lin

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

func TestZZDump(t *testing.T) {
	files, _ := filepath.Glob("/work/shared/corpus/lin/*")
	for _, f := range files {
		bs, diags, err := ReadFile(f)
		calls := 0
		for _, b := range bs {
			calls += len(b.Record().Calls)
		}
		fmt.Printf("%s boards=%d calls=%d err=%v fdiags=%v\n", filepath.Base(f), len(bs), calls, err, diags)
		for _, b := range bs {
			r := b.Record()
			if os.Getenv("V") != "" || len(r.Diagnostics) > 0 {
				fmt.Printf("  #%d %q room=%s dealer=%s vul=%s players=%q c=%s d=%s r=%s ncalls=%d known=%v\n", r.Ordinal, r.Label, r.Room, r.Dealer, r.Vulnerability, r.Players, r.Contract, r.Declarer, r.Result, len(r.Calls), r.Known)
				for _, d := range r.Diagnostics {
					fmt.Println("    ", d.Error())
				}
			}
		}
	}
}
