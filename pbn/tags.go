package pbn

import (
	"errors"
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/record"
)

// This file reads tag pairs (PBN 2.1 §3.3), the Deal, Dealer, Vulnerable and
// Declarer values, and resolves "#"/"##" inheritance (§4.8).

// parseTag reads a tag pair after its '[' (§3.3). Import tolerances: any
// whitespace and line ends between the tokens; an unquoted value (warning);
// a missing value (warning). A tag that is not closed is an error.
func (g *game) parseTag(open *token) {
	r := g.r
	// the tag is read in place, in the board's tag storage; a tag that
	// is not kept (no name, over the limit) gives its slot back
	tag := g.slot()
	*tag = Tag{Pos: open.pos, Start: open.pos.Offset, End: open.end, ValueStart: -1, ValueEnd: -1}
	if g.fastTag(tag) {
		g.keepTag(tag)
		g.fastLineEnd()
		return
	}
	next := func() *token {
		for {
			t := r.advance()
			if t.kind != tNL {
				return t
			}
		}
	}
	t := next()
	if t.kind != tWord || !validName(t.text) {
		g.unslot()
		g.diag("", open.pos, record.Error, "malformed tag: no tag name after '['")
		r.back = true
		if t.kind == tEOF {
			r.back = false
			r.done = true
		}
		return
	}
	tag.Name, tag.id = r.names.intern(len(g.b.Tags), t.text)
	if tag.Name[0] < 'A' || tag.Name[0] > 'Z' {
		g.diag("tag-case", t.pos, record.Warning, "tag name %q does not start with an upper-case letter", tag.Name)
	}
	tag.End = t.end
	t = next()
	switch t.kind {
	case tString:
		tag.ValueStart = t.pos.Offset + g.unit()
		tag.valPos = t.pos
		tag.ValueEnd = t.end
		raw := r.values.decode(tag.id, &r.arena, g.b.Encoding, t.text)
		g.checkValue(t.text, t.pos)
		if t.unterminated {
			g.diag("", t.pos, record.Error, "[%s]: string not closed on its line", tag.Name)
		} else {
			tag.ValueEnd = t.end - g.unit()
		}
		if t.hasTab {
			g.diag("tab", t.pos, record.Warning, "[%s]: tab inside a string", tag.Name)
		}
		if t.truncated {
			g.diag("", t.pos, record.Warning, "[%s]: value longer than %d bytes truncated", tag.Name, maxTokenText)
		}
		tag.Raw = raw
		tag.End = t.end
		t = next()
		if t.kind == tRBrack {
			tag.End = t.end
		} else {
			g.diag("", tag.Pos, record.Error, "[%s] is not closed by ']'", tag.Name)
			r.back = true
		}
	case tRBrack:
		tag.End = t.end
		g.diag("", tag.Pos, record.Warning, "[%s] has no value", tag.Name)
	case tWord:
		var words []string
		for t.kind == tWord || t.kind == tString {
			words = append(words, decodeText(nil, g.b.Encoding, t.text)) // joined into a new string below
			tag.End = t.end
			t = next()
		}
		tag.Raw = strings.Join(words, " ")
		g.diag("", tag.Pos, record.Warning, "[%s]: value not in quotes", tag.Name)
		if t.kind == tRBrack {
			tag.End = t.end
		} else {
			g.diag("", tag.Pos, record.Error, "[%s] is not closed by ']'", tag.Name)
			r.back = true
		}
	default:
		g.diag("", tag.Pos, record.Error, "malformed tag [%s: no value", tag.Name)
		r.back = true
	}
	if r.back && r.tok.kind == tEOF {
		r.back = false
		r.done = true
	}
	g.keepTag(tag)
}

// keepTag adds tag, read in place in the last slot (slot), to the game,
// or reports the limit on tags and gives its slot back.
func (g *game) keepTag(tag *Tag) {
	if len(g.b.Tags) >= maxTags {
		g.tmp = *tag
		g.unslot()
		g.addTag(&g.tmp) // reports the limit
		return
	}
	g.addTag(tag)
}

// valueStop marks the bytes that end the plain run of a quoted value
// (lexString): the closing quote, an escape, a line end, a tab and NUL.
var valueStop = [256]bool{'"': true, '\\': true, '\n': true, '\r': true, '\t': true, 0: true}

// fastTag reads the rest of a tag pair whose '[' was just read (tag holds
// its position) when it is written the common way, on one line of the
// chunk the lexer holds: a name, spaces, a quoted value without escape,
// tab, NUL or line end, optional spaces and ']'. It fills tag as the
// token path of parseTag would, with the same diagnostics, moves the
// lexer past the ']' and returns true. For anything else it consumes
// nothing and returns false: parseTag reads the tag token by token.
func (g *game) fastTag(tag *Tag) bool {
	r := g.r
	s := r.src
	if s.utf16() || r.slowOnly {
		return false
	}
	p := s.buf[s.pos:]
	i := 0
	for i < len(p) && isNameChar(p[i]) {
		i++
	}
	name := i
	if name == 0 || i >= len(p) || p[i] != ' ' {
		return false
	}
	for i < len(p) && p[i] == ' ' {
		i++
	}
	if i >= len(p) || p[i] != '"' {
		return false
	}
	quote := i
	i++
	for i < len(p) && !valueStop[p[i]] {
		i++
	}
	if i >= len(p) || p[i] != '"' || i-quote-1 > maxTokenText {
		return false
	}
	close := i
	i++
	for i < len(p) && p[i] == ' ' {
		i++
	}
	if i >= len(p) || p[i] != ']' {
		return false
	}
	i++
	lx := r.lx
	at := func(k int) record.Position {
		off := s.base + int64(s.pos+k)
		return record.Position{Offset: off, Line: lx.line, Col: int(off-lx.lineStart) + 1}
	}
	tag.Name, tag.id = r.names.intern(len(g.b.Tags), p[:name])
	if tag.Name[0] < 'A' || tag.Name[0] > 'Z' {
		g.diag("tag-case", at(0), record.Warning, "tag name %q does not start with an upper-case letter", tag.Name)
	}
	tag.valPos = at(quote)
	tag.ValueStart = tag.valPos.Offset + 1
	tag.ValueEnd = tag.valPos.Offset + int64(close-quote)
	value := p[quote+1 : close]
	tag.Raw = r.values.decode(tag.id, &r.arena, g.b.Encoding, value)
	g.checkValue(value, tag.valPos)
	tag.End = s.base + int64(s.pos+i)
	s.pos += i
	return true
}

// fastLineEnd consumes the line end right after a tag pair fastTag read,
// when the token it makes (tNL) would change nothing: the game does not
// wait for its auction's line end (insPending), is not split and not
// done. The lexer moves over the line end as lex does.
func (g *game) fastLineEnd() {
	r := g.r
	s := r.src
	if g.insPending || g.split || r.done || s.pos >= len(s.buf) {
		return
	}
	if c := s.buf[s.pos]; c == '\n' || c == '\r' {
		r.lx.newline(c)
		r.lx.content = false
	}
}

// slot returns a new slot at the end of the board's tag storage, for a
// tag read in place. The storage is a chunk sized for the previous
// game's tags (at least 4); when the game has more, a new chunk takes
// over and the tags already stored stay where they are.
func (g *game) slot() *Tag {
	b := g.b
	if len(b.tagStore) == cap(b.tagStore) {
		b.tagStore = make([]Tag, 0, max(g.r.tagsHint, 4))
	}
	b.tagStore = b.tagStore[:len(b.tagStore)+1]
	return &b.tagStore[len(b.tagStore)-1]
}

// unslot gives back the last slot (slot) when its tag is not kept,
// cleared so that it holds no strings.
func (g *game) unslot() {
	b := g.b
	b.tagStore[len(b.tagStore)-1] = Tag{}
	b.tagStore = b.tagStore[:len(b.tagStore)-1]
}

// storeTag copies tag into the board's tag storage (slot) and returns
// the copy.
func (g *game) storeTag(tag *Tag) *Tag {
	s := g.slot()
	*s = *tag
	return s
}

// The indices in knownList of the names a game's board is built from
// (the order of the list in init; TestKnownIDs checks them).
const (
	idEvent = iota
	idSite
	idDate
	idBoard
	idWest
	idNorth
	idEast
	idSouth
	idDealer
	idVulnerable
	idDeal
	idScoring
	idDeclarer
	idContract
	idResult
	idAuction
)

// idRoom is the index of Room in knownList.
const idRoom = 18

// seatID returns the index in knownList of the player tag name of seat s
// (seatName).
func seatID(s bridge.Seat) int {
	return [...]int{idNorth, idEast, idSouth, idWest}[s&3]
}

// knownNames are the tag names of PBN 2.1 chapters 3-5 and the common
// producer tags; internName returns them without allocating.
var (
	knownNames = map[string]int{}
	knownList  []string
)

func init() {
	for _, n := range strings.Fields(`Event Site Date Board West North East South Dealer Vulnerable Deal
		Scoring Declarer Contract Result Auction Play Note Room Generator Competition DealId Description
		FrenchMP Hidden Termination Score ScoreIMP ScoreMP ScorePercentage ScoreRubber ScoreRubberHistory
		OptimumScore BidSystemEW BidSystemNS PairEW PairNS Round Section Stage Table Time UTCDate UTCTime
		TimeControl TimeCall TimeCard Annotator AnnotatorNA Application Mode EventDate EventSponsor HomeTeam
		VisitTeam ActionTable AuctionTimeTable InstantScoreTable OptimumPlayTable OptimumResultTable
		PlayTimeTable ScoreTable TotalScoreTable DoubleDummyTricks ParContract ParScore Ability Minimax
		OptimumResult BCFlags WestType NorthType EastType SouthType`) {
		knownNames[n] = len(knownList)
		knownList = append(knownList, n)
	}
}

// internName returns the tag name and its index in knownList, or -1.
func internName(p []byte) (string, int) {
	if id, ok := knownNames[string(p)]; ok {
		return knownList[id], id
	}
	return string(p), -1
}

// maxNameCache bounds the tag positions nameCache remembers.
const maxNameCache = 64

// nameCache remembers the name of the tag at each position of the
// previous game: the games of a file mostly repeat their tags in the
// same order, so the name is found by one comparison instead of a map
// look-up (internName), and an unknown name is not made again.
type nameCache struct {
	names [maxNameCache]string
	ids   [maxNameCache]int
}

// intern returns the name p of the tag at position i of a game (0 for
// the first) and its index in knownList, or -1, as internName does.
func (c *nameCache) intern(i int, p []byte) (string, int) {
	if i >= maxNameCache {
		return internName(p)
	}
	if n := c.names[i]; n != "" && n == string(p) {
		return n, c.ids[i]
	}
	n, id := internName(p)
	c.names[i], c.ids[i] = n, id
	return n, id
}

// valueCache remembers the last value read of each known tag name (by
// its index in knownList) when its decoded text is its bytes: a value
// that repeats the previous game's (Event, Site, Date, Scoring, the
// players) is then not made again. Single ASCII characters (Dealer,
// Vulnerable "-", Declarer) are never made: they are slices of a
// constant.
type valueCache struct {
	last [128]string
}

// asciiChars holds every ASCII character once, in order: asciiChars[c:c+1]
// is the one-character string c.
const asciiChars = "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f" +
	"\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f" +
	" !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\x7f"

// decode returns the text of value bytes p of the tag with index id in
// knownList (-1 for another name), as decodeText(a, enc, p) does.
func (c *valueCache) decode(id int, a *textArena, enc Encoding, p []byte) string {
	if len(p) == 1 && p[0] < 0x80 {
		return asciiChars[p[0] : p[0]+1]
	}
	if id < 0 || id >= len(c.last) {
		return decodeText(a, enc, p)
	}
	if v := c.last[id]; v != "" && v == string(p) {
		return v
	}
	v := decodeText(a, enc, p)
	if v == string(p) {
		c.last[id] = v
	}
	return v
}

// lastValues holds one value per tag name: an array for the known names,
// a map (at most maxInherit entries) for the others.
type lastValues struct {
	known [128]string
	has   [128]bool
	other map[string]string
}

func (l *lastValues) get(t *Tag) (string, bool) {
	if t.id >= 0 {
		return l.known[t.id], l.has[t.id]
	}
	v, ok := l.other[t.Name]
	return v, ok
}

func (l *lastValues) set(t *Tag, v string) {
	if t.id >= 0 {
		l.known[t.id], l.has[t.id] = v, true
		return
	}
	if l.other == nil {
		l.other = map[string]string{}
	}
	if _, ok := l.other[t.Name]; ok || len(l.other) < maxInherit {
		l.other[t.Name] = v
	}
}

func validName(p []byte) bool {
	if len(p) == 0 {
		return false
	}
	for _, c := range p {
		if !isNameChar(c) {
			return false
		}
	}
	return true
}

// isDup reports whether an earlier tag of the game has tag's name, and
// records the name.
func (g *game) isDup(tag *Tag) bool {
	if tag.id >= 0 {
		bit := uint64(1) << (tag.id & 63)
		w := &g.names[tag.id>>6]
		dup := *w&bit != 0
		*w |= bit
		return dup
	}
	return g.byName(tag.Name) != tag
}

// byID returns the first tag of the game whose name has index id in
// knownList (byName of that name), or nil.
func (g *game) byID(id int) *Tag {
	if i := g.first[id]; i > 0 {
		return g.b.Tags[i-1]
	}
	return nil
}

// byName returns the first tag of the game with the given name (other
// than Note), or nil.
func (g *game) byName(name string) *Tag {
	for _, t := range g.b.Tags {
		if t.Name == name {
			return t
		}
	}
	return nil
}

func (g *game) addTag(tag *Tag) {
	b := g.b
	if g.tentative && g.segTags == 0 && tag.Name != "Note" && g.byName(tag.Name) != nil {
		// a repeated tag after an empty line: the next game starts here
		g.split = true
		g.r.pending = tag
		return
	}
	if tag.Name != "Note" {
		// a note travels with the section it explains: annotate inserts
		// [Note] tags after an auction, and that must not change where an
		// empty line ends the game (the game's reading must survive its
		// own annotation)
		g.segTags++
	}
	g.stray = false
	if len(b.Tags) >= maxTags {
		g.diag("too-many-tags", tag.Pos, record.Error, "more than %d tags in one game; the rest are ignored", maxTags)
		return
	}
	tag.Value = tag.Raw
	b.Tags = append(b.Tags, tag)
	if id := tag.id; id >= 0 && id < len(g.first) && g.first[id] == 0 {
		g.first[id] = uint16(len(b.Tags))
	}
	if g.insPending && tag.Name != "Note" {
		// A tag on the auction's last line: new notes go before it.
		g.insPending = false
		b.insertAt = tag.Start
		b.insMode = insBeforeTag
		b.eol = g.r.lx.firstEOL
		if b.eol == "" {
			b.eol = "\n"
		}
	}
	if tag.Name == "Note" {
		g.addNote(tag)
		return
	}
	if g.isDup(tag) {
		tag.Ignored = true
		g.diag("dup-"+tag.Name, tag.Pos, record.Warning, "repeated tag [%s] ignored: the first one is used", tag.Name)
		if tag.Name == "Auction" || tag.Name == "Play" {
			g.sec = secSkip
		} else {
			g.sec = secOther
		}
		return
	}
	switch {
	case tag.Name == "Auction":
		g.sec = secAuction
		g.auction = tag
		g.insPending = true
		g.lastEnd = tag.End
	case tag.Name == "Play":
		g.sec = secPlay
	case strings.HasSuffix(tag.Name, "Table"):
		g.sec = secTable
	default:
		g.sec = secOther
	}
}

// defaults says so when a board with a deal lacks [Dealer] (and an
// auction, whose first call names the dealer) or [Vulnerable], both
// mandatory (PBN 2.1 §3.1): they are taken from the board number under the
// standard rotation (Laws of Duplicate Bridge 2), else as North and None.
func (g *game) defaults(dealerKnown bool, val func(int) (string, *Tag)) {
	b := g.b
	n, err := strconv.Atoi(strings.TrimSpace(b.Label))
	if err != nil || n < 1 {
		n = 0
	}
	// the words are made only for a diagnostic (most boards need none)
	from := func() string {
		if n > 0 {
			return "from board " + strconv.Itoa(n)
		}
		return "by default"
	}
	if !dealerKnown && g.byID(idAuction) == nil {
		if n > 0 {
			b.Dealer = bridge.BoardDealer(n)
		}
		g.diag("", b.Pos, record.Warning, "no [Dealer]: dealer taken as %s %s", b.Dealer, from())
	}
	if _, t := val(idVulnerable); t == nil {
		if n > 0 {
			b.Vulnerability = bridge.BoardVulnerability(n)
		}
		g.diag("", b.Pos, record.Warning, "no [Vulnerable]: vulnerability taken as %s %s", b.Vulnerability, from())
	}
}

// passedOut checks the Declarer and Contract of a passed-out board (four
// passes in the auction, or [Contract "Pass"]): a declarer there is
// reported and dropped (PBN 2.1 §3.4.7: "" for a passed-out board), a
// contract other than Pass is reported.
func (g *game) passedOut(val func(int) (string, *Tag)) {
	b := g.b
	c, ct := val(idContract)
	if !b.passedOut && !strings.EqualFold(c, "Pass") {
		return
	}
	if d, t := val(idDeclarer); t != nil && d != "" && d != "?" {
		g.diag("", t.Pos, record.Warning, "[Declarer %q] on a passed-out board ignored: nobody declares", d)
		b.Declarer = ""
	}
	if b.passedOut && ct != nil && c != "" && c != "?" && !strings.EqualFold(c, "Pass") {
		g.diag("", ct.Pos, record.Warning, "[Contract %q] but the auction is passed out", c)
	}
}

// deal reads the Deal tag value with bridge.ParseDealPBNInfo (PBN 2.1
// §3.4.11): its tolerated quirks become warnings, its error an Error
// positioned at the offending byte of the value.
func (g *game) deal(v string, t *Tag) {
	b := g.b
	if t.Raw != t.Value {
		g.diag("", t.Pos, record.Error, "Deal %q cannot be read", t.Raw)
		return
	}
	info, err := bridge.ParseDealPBNInfo(v)
	if err != nil {
		pos := t.Pos
		msg := err.Error()
		var de *bridge.DealError
		if errors.As(err, &de) {
			msg = "Deal: " + de.Msg
			if t.ValueStart >= 0 && !strings.ContainsAny(v, "\\\"") && de.Offset >= 0 && de.Offset <= len(v) {
				// Deal values are ASCII: byte k of the value is character k.
				off := int64(de.Offset+1) * g.unit()
				pos = t.valPos
				pos.Offset += off
				pos.Col += int(off)
			}
		}
		g.diag("", pos, record.Error, "%s", msg)
		return
	}
	b.Deal, b.Known = info.Deal, info.Known
	if q := info.Quirks; q != 0 {
		g.diag("", t.Pos, record.Warning, "Deal %q is not in the strict form (%s)", v, q)
	}
}

// isASCII reports whether s holds only ASCII characters.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func validDeclarer(d string) bool {
	switch d {
	case "", "?", "N", "E", "S", "W", "n", "e", "s", "w", "^N", "^E", "^S", "^W":
		return true
	}
	return false
}

// parseVul reads a Vulnerable value (§3.4.10, §3.11: None, Love, -, NS, EW,
// All, Both in either case); "" and "?" read as None.
func parseVul(v string) (bridge.Vulnerability, bool) {
	if len(v) <= 4 && isASCII(v) {
		// the same words without making the lower-case copy
		var low [4]byte
		for i := 0; i < len(v); i++ {
			c := v[i]
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			low[i] = c
		}
		return vulWord(string(low[:len(v)]))
	}
	return vulWord(strings.ToLower(v))
}

// vulWord reads a lower-case Vulnerable value (parseVul).
func vulWord(w string) (bridge.Vulnerability, bool) {
	switch w {
	case "none", "love", "-", "", "?":
		return bridge.None, true
	case "ns":
		return bridge.NS, true
	case "ew":
		return bridge.EW, true
	case "all", "both":
		return bridge.Both, true
	}
	return bridge.None, false
}

// noInherit lists the tags for which #/## are forbidden (§4.8).
var noInherit = map[string]bool{"Dealer": true, "Vulnerable": true, "Deal": true, "Declarer": true,
	"Contract": true, "Auction": true, "Play": true, "Note": true}

// inherit resolves "#" and "##" values in file order (§4.8) and updates the
// file's inheritance state.
func (g *game) inherit() {
	r := g.r
	for _, t := range g.b.Tags {
		if t.Ignored || t.Name == "Note" {
			continue
		}
		if strings.HasPrefix(t.Raw, "#") {
			if noInherit[t.Name] {
				g.diag("", t.Pos, record.Warning, "[%s %q]: inheritance is not allowed for this tag", t.Name, t.Raw)
				continue
			}
			if strings.HasPrefix(t.Raw, "##") {
				t.Value = t.Raw[2:]
				if _, ok := r.dflt[t.Name]; ok || len(r.dflt) < maxInherit {
					r.dflt[t.Name] = t.Value
				}
			} else if t.Raw == "#" {
				t.Value, _ = r.last.get(t)
			}
		}
		r.last.set(t, t.Value)
	}
	for name, v := range r.dflt {
		if g.byName(name) == nil {
			tmp := Tag{Name: name, id: -1}
			if id, ok := knownNames[name]; ok {
				tmp.id = id
			}
			r.last.set(&tmp, v)
		}
	}
}
