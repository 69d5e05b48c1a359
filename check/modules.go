package check

import (
	"fmt"

	"github.com/mdlint/mdlint/engine"
)

// unmountedModules returns a finding for each module of sys that no `use`
// reachable from a top-level line mounts, directly or through other
// reachable modules (engine.ModuleInfo.Uses), in any variant: a module
// that only mounts itself, or is used only inside modules that are never
// mounted, is reported. A module mounted only below lines of another
// variant is reachable and not reported: the system mounts it when played
// in that variant. Findings are in the order of the @module lines.
func unmountedModules(sys *engine.System) []Finding {
	mods := sys.Modules()
	reach := map[string]bool{}
	for changed := true; changed; {
		changed = false
		for _, m := range mods {
			if reach[m.Name] {
				continue
			}
			for _, u := range m.Uses {
				if u.In == "" || reach[u.In] {
					reach[m.Name], changed = true, true
					break
				}
			}
		}
	}
	var out []Finding
	for _, m := range mods {
		if reach[m.Name] {
			continue
		}
		out = append(out, Finding{Kind: "unmounted-module", Severity: SevWarning, Rule: m.Rule,
			Message: fmt.Sprintf("module %s is defined and never mounted (no `use %s(...)` reachable from a top-level line)", m.Name, m.Name), Count: 1})
	}
	return out
}
