// Package systems holds the system files embedded in the mdlint binary:
// the Magic D-light system (magic-dlight/main.mds and the files it
// includes), written in the language of docs/system-language.md.
package systems

import (
	"embed"
	"io/fs"
)

//go:embed magic-dlight/*.mds
var files embed.FS

// FS returns the embedded system files; paths are "magic-dlight/main.mds"
// and so on. The result is read-only.
func FS() fs.FS { return files }

// MagicDLight is the path of the Magic D-light top file within FS().
const MagicDLight = "magic-dlight/main.mds"

// Names lists the names of the embedded systems, as an overlay file
// includes them (`@include "magic-dlight"`, docs/system-language.md
// section 12).
func Names() []string { return []string{"magic-dlight"} }

// Top returns the path within FS() of the top file of the embedded system
// called name ("magic-dlight" gives MagicDLight), and false when no
// embedded system has that name.
func Top(name string) (string, bool) {
	if name == "magic-dlight" {
		return MagicDLight, true
	}
	return "", false
}
