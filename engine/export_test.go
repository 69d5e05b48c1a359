package engine

import "github.com/mdlint/mdlint/bridge"

// CheckRef is Check through the reference evaluator alone (cexpr.eval),
// without the SatisfiedBy fast path, so that tests can hold the fast path
// and the explanations to the reference.
func CheckRef(c *Constraint, h bridge.Hand) []Violation {
	if c == nil {
		return nil
	}
	f := NewHandFacts(h)
	var a asg
	if ok, v, _ := c.e.eval(&f, &a); !ok {
		return v
	}
	return nil
}
