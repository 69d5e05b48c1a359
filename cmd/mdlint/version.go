package main

import "runtime/debug"

// version is mdlint's version. A release build stamps it with
//
//	go build -ldflags "-X main.version=v1.2.3" ./cmd/mdlint
//
// and then it is printed as given; otherwise versionString asks the build
// information (the module version for `go install …@v1.2.3`, else the VCS
// revision) and falls back to "devel".
var version = ""

// versionString is the version --version prints and SARIF records: the -X
// stamp, else the main module's version from the build information, else
// "devel", followed by the VCS revision when the build recorded one
// ("devel (rev 1a2b3c4d5e6f, modified)").
func versionString() string {
	if version != "" {
		return version
	}
	v := "devel"
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return v
	}
	if mv := info.Main.Version; mv != "" && mv != "(devel)" {
		v = mv
	}
	var rev, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				modified = ", modified"
			}
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		v += " (rev " + rev + modified + ")"
	}
	return v
}
