package magicdlight_test

import (
	"fmt"
	"os"
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/engine"
)

// part4FS returns a file system with the part-4 system files and a small
// top file that mounts the modules the way the other parts do.
func part4FS(t *testing.T, top string) fstest.MapFS {
	t.Helper()
	fs := fstest.MapFS{"main.mds": {Data: []byte("@system \"part4\"\n@policy undefined\n@include \"trump-support.mds\"\n@include \"slam.mds\"\n" + top)}}
	for _, f := range []string{"trump-support.mds", "slam.mds"} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		fs[f] = &fstest.MapFile{Data: b}
	}
	return fs
}

// TestPart4LoadAll mounts every module of part 4 with every value of its
// parameters (both majors, every situation of 5.1, every trump suit for the
// slam modules), in both variants, and requires that each loads: module
// bodies are compiled per binding, so a clash or a bad constraint that only
// one binding produces shows up here.
func TestPart4LoadAll(t *testing.T) {
	var mounts []string
	for _, M := range []string{"H", "S"} {
		for sit := 1; sit <= 5; sit++ {
			for _, gf := range []string{"", ", gf"} {
				mounts = append(mounts, fmt.Sprintf("ts2M(M=%s, situation=%d%s)", M, sit, gf))
			}
		}
		mounts = append(mounts, fmt.Sprintf("ts2M(M=%s, situation=3, generalrules)", M))
		mounts = append(mounts, fmt.Sprintf("ts2N(M=%s)", M), fmt.Sprintf("ts2N(M=%s, gf)", M))
		for _, O := range []string{"C", "D", "H", "S"} {
			mounts = append(mounts, fmt.Sprintf("tscue(M=%s, O=%s)", M, O))
		}
		mounts = append(mounts, fmt.Sprintf("ts3M(M=%s)", M), fmt.Sprintf("ts3M(M=%s, seven)", M), fmt.Sprintf("ts3M(M=%s, special)", M))
	}
	for _, m := range []string{"C", "D"} {
		mounts = append(mounts, fmt.Sprintf("ts3m(m=%s)", m), fmt.Sprintf("ts3m(m=%s, short)", m), fmt.Sprintf("ts3m(m=%s, semisupport)", m))
	}
	for _, T := range []string{"C", "D", "H", "S"} {
		mounts = append(mounts, fmt.Sprintf("rkcb(T=%s)", T), fmt.Sprintf("control-bids(T=%s)", T))
	}
	mounts = append(mounts, "blackwood()", "four-nt-opening()")
	for _, v := range []string{"brown", "red"} {
		for _, mt := range mounts {
			_, err := engine.LoadFS(part4FS(t, "1H  x {src 10 line 703}\n  2H  raise {src 10.1 line 729}\n    use "+mt+"\n"), "main.mds", engine.Options{Variant: v})
			if err != nil {
				t.Errorf("%s %s: %v", v, mt, err)
			}
		}
	}
}
