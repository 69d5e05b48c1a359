package lintout

import (
	"encoding/json"
	"io"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/record"
)

// SARIFSchema is the schema URI written into the log's "$schema".
const SARIFSchema = "https://json.schemastore.org/sarif-2.1.0.json"

// The SARIF 2.1.0 objects mdlint writes (OASIS SARIF v2.1.0, §3.13 sarifLog,
// §3.14 run, §3.18 tool, §3.19 toolComponent, §3.49 reportingDescriptor,
// §3.27 result, §3.28 location, §3.29 physicalLocation, §3.30 region).
type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool       sarifTool     `json:"tool"`
	ColumnKind string        `json:"columnKind"`
	Results    []sarifResult `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version,omitempty"`
	InformationURI string      `json:"informationUri,omitempty"`
	Rules          []sarifRule `json:"rules"`
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifRule struct {
	ID                   string       `json:"id"`
	Name                 string       `json:"name"`
	ShortDescription     sarifText    `json:"shortDescription"`
	FullDescription      sarifText    `json:"fullDescription"`
	Help                 sarifText    `json:"help"`
	DefaultConfiguration sarifDefault `json:"defaultConfiguration"`
}

type sarifDefault struct {
	Level string `json:"level"`
}

type sarifResult struct {
	RuleID     string          `json:"ruleId"`
	RuleIndex  *int            `json:"ruleIndex,omitempty"`
	Level      string          `json:"level"`
	Message    sarifText       `json:"message"`
	Locations  []sarifLocation `json:"locations"`
	Properties sarifProperties `json:"properties"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           *sarifRegion  `json:"region,omitempty"`
}

type sarifArtifact struct {
	URI string `json:"uri"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
}

// sarifProperties is the result's property bag: the board and call a
// finding is about, which SARIF has no field for.
type sarifProperties struct {
	Board   string `json:"board"`
	Ordinal int    `json:"ordinal"`
	Index   int    `json:"index"`
	Seat    string `json:"seat,omitempty"`
	Player  string `json:"player,omitempty"`
	Call    string `json:"call,omitempty"`
	Meaning string `json:"meaning,omitempty"`
}

// sarifWriter collects the results and writes the log on Close.
type sarifWriter struct {
	w       io.Writer
	opt     Options
	results []sarifResult
	index   map[string]int
}

// sarifLevel maps a severity to SARIF's level: error, warning, note.
func sarifLevel(s record.Severity) string {
	switch s {
	case record.Error:
		return "error"
	case record.Warning:
		return "warning"
	}
	return "note"
}

// fileURI is a path as a SARIF artifact URI: slashes, percent-encoded,
// relative when the path is relative (SARIF §3.4.3).
func fileURI(path string) string {
	p := filepath.ToSlash(path)
	u := url.URL{Path: p}
	if filepath.IsAbs(path) {
		u.Scheme = "file"
		if !strings.HasPrefix(p, "/") {
			u.Path = "/" + p
		}
	}
	return u.String()
}

// firstSentence is a rule doc's title: up to its first ". ".
func firstSentence(doc string) string {
	if i := strings.Index(doc, ". "); i >= 0 {
		return doc[:i+1]
	}
	return doc
}

func (s *sarifWriter) Write(f annotate.Finding) {
	if s.index == nil {
		s.index = map[string]int{}
		for i, r := range s.opt.Rules {
			s.index[r.ID] = i
		}
	}
	r := sarifResult{RuleID: f.RuleID, Level: sarifLevel(f.Severity),
		Message: sarifText{Text: Text(f, s.opt.ASCII)},
		Properties: sarifProperties{Board: f.Board, Ordinal: f.Ordinal, Index: f.Index, Player: f.Player,
			Meaning: s.opt.suits(f.Meaning)}}
	if i, ok := s.index[f.RuleID]; ok {
		r.RuleIndex = &i
	}
	if f.HasSeat {
		r.Properties.Seat = f.Seat.String()
	}
	if f.HasCall {
		r.Properties.Call = f.Call.Short()
	}
	loc := sarifLocation{PhysicalLocation: sarifPhysical{ArtifactLocation: sarifArtifact{URI: fileURI(f.File)}}}
	if f.Pos.Line > 0 {
		loc.PhysicalLocation.Region = &sarifRegion{StartLine: f.Pos.Line, StartColumn: f.Pos.Col}
	}
	r.Locations = []sarifLocation{loc}
	s.results = append(s.results, r)
}

func (s *sarifWriter) Close() error {
	rules := make([]sarifRule, 0, len(s.opt.Rules))
	for _, r := range s.opt.Rules {
		rules = append(rules, sarifRule{ID: r.ID, Name: r.Name,
			ShortDescription: sarifText{Text: firstSentence(r.Doc)}, FullDescription: sarifText{Text: r.Doc},
			Help: sarifText{Text: r.Doc}, DefaultConfiguration: sarifDefault{Level: sarifLevel(r.Severity)}})
	}
	results := s.results
	if results == nil {
		results = []sarifResult{}
	}
	log := sarifLog{Schema: SARIFSchema, Version: "2.1.0", Runs: []sarifRun{{
		Tool: sarifTool{Driver: sarifDriver{Name: "mdlint", Version: s.opt.Version,
			InformationURI: "https://github.com/mdlint/mdlint", Rules: rules}},
		// Columns count code points of the line (package annotate turns
		// the readers' byte columns into them), as this kind says.
		ColumnKind: "unicodeCodePoints",
		Results:    results}}}
	enc := json.NewEncoder(s.w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}
