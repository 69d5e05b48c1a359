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
	Tool        sarifTool         `json:"tool"`
	Invocations []sarifInvocation `json:"invocations"`
	ColumnKind  string            `json:"columnKind"`
	Results     []sarifResult     `json:"results"`
}

// sarifInvocation is the run's invocation (§3.20): whether it did its
// work (executionSuccessful false when a file could not be read or
// nothing was checked), its exit code, and the problems that were not
// results (§3.20.21 toolExecutionNotifications).
type sarifInvocation struct {
	ExecutionSuccessful bool                `json:"executionSuccessful"`
	ExitCode            int                 `json:"exitCode"`
	Notifications       []sarifNotification `json:"toolExecutionNotifications,omitempty"`
}

// sarifNotification is a problem of the run (§3.58 notification): a file
// without boards, one that cannot be read, a note about a whole file, or
// the run's failure (without a location).
type sarifNotification struct {
	Level     string          `json:"level"`
	Message   sarifText       `json:"message"`
	Locations []sarifLocation `json:"locations,omitempty"`
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

// sarifWriter collects the results and notifications and writes the log
// on Close.
type sarifWriter struct {
	w             io.Writer
	opt           Options
	results       []sarifResult
	notifications []sarifNotification
	index         map[string]int
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
	r.Locations = []sarifLocation{sarifLocationOf(f.File, f.Pos.Line, f.Pos.Col)}
	s.results = append(s.results, r)
}

// sarifLocationOf is the SARIF location of file at line and column (no region
// when line is 0).
func sarifLocationOf(file string, line, col int) sarifLocation {
	loc := sarifLocation{PhysicalLocation: sarifPhysical{ArtifactLocation: sarifArtifact{URI: fileURI(file)}}}
	if line > 0 {
		loc.PhysicalLocation.Region = &sarifRegion{StartLine: line, StartColumn: col}
	}
	return loc
}

// Problem adds a tool execution notification of the diagnostic's level
// with its file (and region).
func (s *sarifWriter) Problem(d record.Diagnostic) {
	n := sarifNotification{Level: sarifLevel(d.Severity), Message: sarifText{Text: s.opt.suits(d.Message)}}
	if d.File != "" {
		n.Locations = []sarifLocation{sarifLocationOf(d.File, d.Pos.Line, d.Pos.Col)}
	}
	s.notifications = append(s.notifications, n)
}

// Note adds a notification of level note about a whole file ("alerts not
// checked: this file records no alerts").
func (s *sarifWriter) Note(file, message string) {
	s.notifications = append(s.notifications, sarifNotification{Level: "note",
		Message: sarifText{Text: s.opt.suits(message)}, Locations: []sarifLocation{sarifLocationOf(file, 0, 0)}})
}

// Close writes the log; its invocation says whether the run did its work
// (executionSuccessful false when o failed, with o.Failure as the last
// notification, of level error and without a location).
func (s *sarifWriter) Close(o Outcome) error {
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
	inv := sarifInvocation{ExecutionSuccessful: !o.Failed(), ExitCode: o.ExitCode, Notifications: s.notifications}
	if o.Failure != "" {
		inv.Notifications = append(inv.Notifications, sarifNotification{Level: "error", Message: sarifText{Text: s.opt.suits(o.Failure)}})
	}
	log := sarifLog{Schema: SARIFSchema, Version: "2.1.0", Runs: []sarifRun{{
		Tool: sarifTool{Driver: sarifDriver{Name: "mdlint", Version: s.opt.Version,
			InformationURI: "https://github.com/mdlint/mdlint", Rules: rules}},
		// Columns count code points of the line (package annotate turns
		// the readers' byte columns into them), as this kind says.
		Invocations: []sarifInvocation{inv},
		ColumnKind:  "unicodeCodePoints",
		Results:     results}}}
	enc := json.NewEncoder(s.w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}
