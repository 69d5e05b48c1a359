package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"sync"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// sarifSchemaFile is the SARIF 2.1.0 JSON schema (testdata/sarif/SOURCE.md
// says where it comes from).
const sarifSchemaFile = "testdata/sarif/sarif-schema-2.1.0.json"

// sarifSchema compiles sarifSchemaFile once.
var sarifSchema = sync.OnceValues(func() (*jsonschema.Schema, error) {
	data, err := os.ReadFile(sarifSchemaFile)
	if err != nil {
		return nil, err
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	const url = "https://json.schemastore.org/sarif-2.1.0.json"
	c := jsonschema.NewCompiler()
	if err := c.AddResource(url, doc); err != nil {
		return nil, err
	}
	return c.Compile(url)
})

// validSARIF validates data against the full SARIF 2.1.0 JSON schema.
func validSARIF(data []byte) error {
	sch, err := sarifSchema()
	if err != nil {
		return fmt.Errorf("the SARIF schema does not compile: %w", err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return err
	}
	return sch.Validate(inst)
}

// TestSARIFSchemaRejects: the schema validation can fail: a level SARIF
// does not know, a region line 0 and a property the schema does not have
// are each rejected, and a minimal valid log passes.
func TestSARIFSchemaRejects(t *testing.T) {
	ok := `{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"mdlint"}},"results":[{"message":{"text":"m"},"level":"%s","locations":[{"physicalLocation":{"artifactLocation":{"uri":"a.pbn"},"region":{"startLine":%d}}}]%s}]}]}`
	if err := validSARIF([]byte(fmt.Sprintf(ok, "error", 1, ""))); err != nil {
		t.Fatalf("a valid log is rejected: %v", err)
	}
	for _, bad := range []string{
		fmt.Sprintf(ok, "fatal", 1, ""),
		fmt.Sprintf(ok, "error", 0, ""),
		fmt.Sprintf(ok, "error", 1, `,"board":"7"`),
	} {
		if err := validSARIF([]byte(bad)); err == nil {
			t.Errorf("accepted: %s", bad)
		}
	}
}

// checkSARIF validates a SARIF log against the full SARIF 2.1.0 JSON
// schema (validSARIF), then checks what the schema cannot say:
// the required properties of sarifLog (version "2.1.0", runs), run (tool),
// tool (driver), toolComponent (name), reportingDescriptor (id, unique),
// result (message with text), region (startLine and startColumn >= 1),
// artifactLocation (uri), the enums of result.level and
// reportingDescriptor.defaultConfiguration.level, and ruleIndex pointing at
// the rule named by ruleId. It returns the number of results.
func checkSARIF(data []byte) (int, error) {
	var log struct {
		Schema  *string `json:"$schema"`
		Version *string `json:"version"`
		Runs    []struct {
			Tool *struct {
				Driver *struct {
					Name  *string `json:"name"`
					Rules []struct {
						ID                   *string `json:"id"`
						DefaultConfiguration *struct {
							Level string `json:"level"`
						} `json:"defaultConfiguration"`
						Help *struct {
							Text *string `json:"text"`
						} `json:"help"`
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results *[]struct {
				RuleID    string `json:"ruleId"`
				RuleIndex *int   `json:"ruleIndex"`
				Level     string `json:"level"`
				Message   *struct {
					Text *string `json:"text"`
					ID   *string `json:"id"`
				} `json:"message"`
				Locations []struct {
					PhysicalLocation *struct {
						ArtifactLocation *struct {
							URI *string `json:"uri"`
						} `json:"artifactLocation"`
						Region *struct {
							StartLine   *int `json:"startLine"`
							StartColumn *int `json:"startColumn"`
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := validSARIF(data); err != nil {
		return 0, err
	}
	if err := json.Unmarshal(data, &log); err != nil {
		return 0, err
	}
	if log.Version == nil || *log.Version != "2.1.0" {
		return 0, fmt.Errorf("version is not \"2.1.0\"")
	}
	if log.Runs == nil {
		return 0, fmt.Errorf("no runs")
	}
	levels := map[string]bool{"none": true, "note": true, "warning": true, "error": true}
	n := 0
	for ri, run := range log.Runs {
		if run.Tool == nil || run.Tool.Driver == nil || run.Tool.Driver.Name == nil || *run.Tool.Driver.Name == "" {
			return 0, fmt.Errorf("run %d: no tool.driver.name", ri)
		}
		ids := map[string]int{}
		for i, r := range run.Tool.Driver.Rules {
			if r.ID == nil || *r.ID == "" {
				return 0, fmt.Errorf("rule %d has no id", i)
			}
			if _, dup := ids[*r.ID]; dup {
				return 0, fmt.Errorf("rule id %s twice", *r.ID)
			}
			ids[*r.ID] = i
			if r.DefaultConfiguration != nil && !levels[r.DefaultConfiguration.Level] {
				return 0, fmt.Errorf("rule %s: level %q", *r.ID, r.DefaultConfiguration.Level)
			}
			if r.Help == nil || r.Help.Text == nil || *r.Help.Text == "" {
				return 0, fmt.Errorf("rule %s has no help text", *r.ID)
			}
		}
		if run.Results == nil {
			return 0, fmt.Errorf("run %d: no results array", ri)
		}
		for i, res := range *run.Results {
			n++
			if res.Message == nil || (res.Message.Text == nil && res.Message.ID == nil) {
				return 0, fmt.Errorf("result %d: no message text or id", i)
			}
			if res.Level != "" && !levels[res.Level] {
				return 0, fmt.Errorf("result %d: level %q", i, res.Level)
			}
			if res.RuleIndex != nil {
				if j, ok := ids[res.RuleID]; !ok || j != *res.RuleIndex {
					return 0, fmt.Errorf("result %d: ruleIndex %d does not name rule %s", i, *res.RuleIndex, res.RuleID)
				}
			}
			for _, loc := range res.Locations {
				p := loc.PhysicalLocation
				if p == nil || p.ArtifactLocation == nil || p.ArtifactLocation.URI == nil || *p.ArtifactLocation.URI == "" {
					return 0, fmt.Errorf("result %d: location without an artifact uri", i)
				}
				if r := p.Region; r != nil {
					if r.StartLine == nil || *r.StartLine < 1 || (r.StartColumn != nil && *r.StartColumn < 1) {
						return 0, fmt.Errorf("result %d: region without a startLine >= 1", i)
					}
				}
			}
		}
	}
	return n, nil
}
