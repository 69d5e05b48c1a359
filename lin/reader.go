package lin

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/internal/boardread"
	"github.com/mdlint/mdlint/internal/cp1252"
	"github.com/mdlint/mdlint/internal/lineend"
	"github.com/mdlint/mdlint/record"
)

// Diagnostic caps: a hostile input cannot grow memory through messages.
const (
	maxBoardDiags = 100
	maxFileDiags  = 200
	maxCalls      = 1000      // calls kept per board (a real auction has at most 319)
	sniffLen      = chunkSize // bytes looked at to tell LIN from HTML, binary, UTF-16 or CP1252
)

// Reader reads the boards of one LIN input (a file, an HTML page or a list
// of handviewer URLs) one at a time. Memory does not grow with the size of
// the input: only the current board and a window of the input are held.
// A Reader is not safe for concurrent use.
type Reader struct {
	name string
	sc   *scanner // the input
	in   *scanner // where pairs come from: sc, or the current link

	links   bool        // the input is HTML or URLs: read its lin= links
	style   escapeStyle // how edits are written for the current stream
	started bool
	stopped bool // nothing more to read (end, binary input, read error)
	ended   bool // the end-of-input checks ran
	cp1252  bool // the input is Windows-1252 (new text is written so)
	decided bool // the encoding is known: the head held a non-ASCII byte
	mixed   bool // a value not valid UTF-8 in a UTF-8 input was reported
	closing bool // after a closing qx|end| page: pairs are skipped up to the next board

	p       pair
	lk      link
	hdr     header
	cur     *builder
	out     *Board
	ordinal int
	nlinks  int
	diags   []record.Diagnostic
	unknown map[[2]byte]bool

	bld  builder  // the builder of the board being read, reused from board to board
	free []*Board // boards released by the caller (Release), reused by the next boards
}

// header is what a vugraph segment header says (lin-format.md §5).
type header struct {
	vugraph bool     // vg seen, or a pn that only names players
	qx      bool     // a qx has been seen: only qx starts a board
	names   []string // the header pn: 4 names, or 8 (open S,W,N,E, closed S,W,N,E)
	first   int      // first board number of the segment (vg field 4), 0 when unknown
	rs      []string // rs results, one slot per table: o1,c1,o2,c2...
	event   string   // the event's name (vg field 1), "" when not given
}

// builder collects one board.
type builder struct {
	b           *Board
	substantive bool // md, sv, ah, qx, mb or pc seen: a board, not header
	hasMD       bool
	hasSV       bool
	hasPN       bool
	names       []string
	room        byte // 'o', 'c' or 0
	qxNum       int
	boardNum    int // from qx, else from ah; 0 when unknown
	qxLabel     string
	hasAH       bool
	last        [2]byte // key of the previous pair
	anTaken     bool    // the previous mb already has its an
	mbBad       bool    // the previous mb could not be read
	nAuction    int     // calls in the auction including unreadable ones
	cards       []bridge.Card
	cardsBad    bool
	claim       int // mc value, -1 when none
}

// NewReader returns a Reader of the LIN input r; name is used in
// diagnostics (usually the file path). Nothing is read until Next.
func NewReader(r io.Reader, name string) *Reader {
	return &Reader{name: name, sc: newStreamScanner(r)}
}

// Reset makes r read the LIN input in, named name, exactly as
// NewReader(in, name) would, keeping the buffer r read its earlier input
// into (a 64 KiB window), so that reading file after file through one
// reader does not allocate it per file. It keeps the boards released to
// it (Release) for the new input's boards. The boards r returned before
// stay valid unless they were released.
func (r *Reader) Reset(in io.Reader, name string) {
	sc := r.sc
	old := r.bld
	buf, scratch := sc.buf[:0], sc.scratch[:0]
	if cap(buf) != chunkSize {
		// a long value grew it: a new one, so that the input is read
		// in the same pieces as by a new reader
		buf = make([]byte, 0, chunkSize)
	}
	*sc = scanner{src: in, buf: buf, lines: lineend.NewCounter(0), scratch: scratch}
	*r = Reader{name: name, sc: sc, free: r.free}
	r.bld.cards = old.cards
}

// Release tells the reader that the caller is done with b, a board this
// reader returned: its board and call arrays are reused for a later board,
// so that reading board after board allocates little once the first
// boards are released. Neither b nor anything reached through it (its
// Record, Calls, Diagnostics) may be used afterwards; the strings read
// from it stay valid. A caller that keeps its boards never calls Release.
// At most maxFree boards are kept for reuse; the others are left to the
// garbage collector.
func (r *Reader) Release(b *Board) {
	if b == nil || len(r.free) >= maxFree {
		return
	}
	r.free = append(r.free, b)
}

// maxFree bounds the boards kept for reuse (Release): the boards a caller
// has in flight at once, for lint's reorder window of boards.
const maxFree = 256

// newBoard returns a board for the next board of the input: a released
// one (Release), its call arrays kept aside for reuse (spareCalls,
// spareSpans) and the rest zero, or a new one.
func (r *Reader) newBoard() *Board {
	n := len(r.free)
	if n == 0 {
		return &Board{style: r.style}
	}
	b := r.free[n-1]
	r.free[n-1] = nil
	r.free = r.free[:n-1]
	calls, spans := b.rec.Calls, b.spans
	if calls == nil {
		calls, spans = b.spareCalls, b.spareSpans
	}
	// the spare arrays still hold the old board's calls until they are
	// written over: they are only appended to
	*b = Board{style: r.style, spareCalls: calls[:0], spareSpans: spans[:0]}
	return b
}

// Next returns the next board. It returns (nil, io.EOF) after the last
// board, and a non-nil error other than io.EOF only when reading the
// underlying io.Reader fails. Problems in the input are not errors: they
// are diagnostics on the board (Board.Record().Diagnostics) or on the file
// (Diagnostics), and the boards after a bad board are still read.
func (r *Reader) Next() (*Board, error) {
	if !r.started {
		r.start()
	}
	for {
		if r.out != nil {
			b := r.out
			r.out = nil
			return b, nil
		}
		if r.stopped {
			if !r.ended {
				r.ended = true
				r.atEnd()
				if r.out != nil {
					continue
				}
			}
			if r.sc.err != nil {
				return nil, fmt.Errorf("lin: reading %s: %w", r.name, r.sc.err)
			}
			return nil, io.EOF
		}
		if r.in == nil || !r.in.next(&r.p) {
			r.finish()
			if r.links && r.nextLink() {
				continue
			}
			r.stopped = true
			continue
		}
		r.handle(&r.p)
	}
}

// Diagnostics returns the diagnostics that belong to the input as a whole
// (binary input, no boards, text outside any board); a board's own
// diagnostics are in its Record().Diagnostics. The list is complete once
// Next has returned io.EOF.
func (r *Reader) Diagnostics() []record.Diagnostic { return r.diags }

// ReadBytes reads every board of data, a LIN input named name, through
// the same streaming Reader as NewReader (so the encoding is decided from
// the first 64 KiB and each value, as in NewReader). It returns the
// boards, the input's own diagnostics (see Reader.Diagnostics; each board
// carries its own) and an error, which is always nil for in-memory data
// and is there for symmetry with ReadFile.
func ReadBytes(name string, data []byte) ([]*Board, []record.Diagnostic, error) {
	return boardread.All(NewReader(bytes.NewReader(data), name))
}

// ReadFile reads every board of the LIN file at path, streaming it as
// NewReader does, and returns its boards and file diagnostics as
// ReadBytes does. The error is non-nil only when the file cannot be
// opened or read.
func ReadFile(path string) ([]*Board, []record.Diagnostic, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	return boardread.All(NewReader(f, path))
}

// start reads the first chunk and decides what the input is.
func (r *Reader) start() {
	r.started = true
	for len(r.sc.buf) < sniffLen {
		if _, ok := r.sc.fill(0); !ok {
			break
		}
	}
	head := r.sc.buf[:min(len(r.sc.buf), sniffLen)]
	switch {
	case bytes.HasPrefix(head, []byte{0xFF, 0xFE}) || bytes.HasPrefix(head, []byte{0xFE, 0xFF}):
		r.fileDiag(record.Position{Line: 1, Col: 1}, record.Error, "the file is UTF-16 encoded; LIN files are read as UTF-8 or Windows-1252 (convert it to UTF-8)")
		r.stopped = true
		return
	case bytes.IndexByte(head, 0) >= 0:
		i := bytes.IndexByte(head, 0)
		r.fileDiag(r.sc.posAt(i), record.Error, "binary file (a NUL byte at offset %d in the first 64 KiB): not LIN text", i)
		r.stopped = true
		return
	}
	if bytes.HasPrefix(head, []byte{0xEF, 0xBB, 0xBF}) {
		r.sc.r = 3 // UTF-8 byte order mark: kept in the file, skipped here
	}
	if !cp1252.IsUTF8(head, r.sc.eof && len(head) == len(r.sc.buf)) {
		r.cp1252 = true
	}
	r.decided = !isASCII(head)
	r.links = looksLikeLinks(head[r.sc.r:])
	if !r.links {
		r.in = r.sc
	}
}

// nextLink moves to the next handviewer link of the input.
func (r *Reader) nextLink() bool {
	if !r.sc.nextLink(&r.lk) {
		return false
	}
	r.nlinks++
	if r.lk.truncated {
		r.fileDiag(r.lk.pos, record.Error, "handviewer link longer than %d bytes; the rest is not read", maxValue)
	}
	r.in = newMemScanner(r.lk.dec, r.lk.omap, r.lk.pos.Line, r.lk.pos.Col)
	r.hdr = header{}
	r.style = linkPipe
	if r.lk.pipeEnc {
		r.style = linkPipe7C
	}
	r.checkValue(r.lk.dec, r.lk.pos)
	return true
}

// atEnd runs the end-of-input checks.
func (r *Reader) atEnd() {
	if p := r.sc.ctrlZ; p.Line > 0 {
		r.fileDiag(p, record.Warning, "DOS end-of-file byte 0x1A ignored")
	}
	if r.ordinal > 0 || len(r.diags) > 0 && r.diags[0].Severity == record.Error {
		return
	}
	if r.links && r.nlinks == 0 {
		r.fileDiag(record.Position{}, record.Error, "no boards: no handviewer link (hv_popuplin('...') or lin=...) found")
		return
	}
	r.fileDiag(record.Position{}, record.Error, "no boards: the file has no deal (md), auction or play")
}

func (r *Reader) fileDiag(pos record.Position, sev record.Severity, format string, args ...any) {
	if len(r.diags) > maxFileDiags {
		return
	}
	msg := fmt.Sprintf(format, args...)
	if len(r.diags) == maxFileDiags {
		msg, sev = "too many problems; further diagnostics of this file are not reported", record.Warning
	}
	r.diags = append(r.diags, record.Diagnostic{File: r.name, Pos: pos, Severity: sev, Message: msg})
}

func (r *Reader) diag(pos record.Position, sev record.Severity, format string, args ...any) {
	if r.cur == nil {
		r.fileDiag(pos, sev, format, args...)
		return
	}
	d := &r.cur.b.rec.Diagnostics
	if len(*d) > maxBoardDiags {
		return
	}
	msg := fmt.Sprintf(format, args...)
	if len(*d) == maxBoardDiags {
		msg, sev = "too many problems; further diagnostics of this board are not reported", record.Warning
	}
	*d = append(*d, record.Diagnostic{File: r.name, Pos: pos, Severity: sev, Message: msg})
}

// notation is diag (a warning) for a note about a harmless spelling
// (record.Diagnostic.Notation) in the current board.
func (r *Reader) notation(pos record.Position, format string, args ...any) {
	if r.cur == nil {
		r.diag(pos, record.Warning, format, args...)
		return
	}
	d := &r.cur.b.rec.Diagnostics
	n := len(*d)
	r.diag(pos, record.Warning, format, args...)
	if len(*d) > n && n < maxBoardDiags {
		(*d)[n].Notation = true
	}
}

// text decodes a value for a record field.
func (r *Reader) text(v []byte) string {
	return decodeText(v, r.cp1252)
}

// closingPage reports whether a qx value names the closing page of a movie
// rather than a table: "end", optionally followed by a comma and text, in
// any case.
func closingPage(v []byte) bool {
	if len(v) < 3 || !bytes.EqualFold(v[:3], []byte("end")) {
		return false
	}
	return len(v) == 3 || v[3] == ',' || v[3] == ' '
}

// checkValue looks at the encoding of value v at pos (lin-format.md §7):
// each value is read as UTF-8 when it is valid UTF-8 and as Windows-1252
// otherwise (decodeText). An input whose first 64 KiB are ASCII takes the
// encoding of its first 8-bit value for the text mdlint writes; in a UTF-8
// input a value that is not UTF-8 is reported once, and only that value is
// read as Windows-1252.
func (r *Reader) checkValue(v []byte, pos record.Position) {
	if r.decided && (r.cp1252 || r.mixed) || isASCII(v) {
		return
	}
	valid := utf8.Valid(v)
	if !r.decided {
		r.decided, r.cp1252 = true, !valid
		return
	}
	if !valid && !r.cp1252 && !r.mixed {
		r.mixed = true
		r.diag(pos, record.Warning, "8-bit bytes that are not UTF-8 in a UTF-8 file: this value is read as Windows-1252, the rest of the file as UTF-8")
	}
}

// isASCII reports whether p has no byte above 0x7F (eight bytes at a
// time: it runs on every value).
func isASCII(p []byte) bool {
	for len(p) >= 8 {
		if binary.LittleEndian.Uint64(p)&0x8080808080808080 != 0 {
			return false
		}
		p = p[8:]
	}
	for _, c := range p {
		if c >= 0x80 {
			return false
		}
	}
	return true
}

// begin starts a new board at pair p.
func (r *Reader) begin(p *pair) {
	// the builder is reused (the board before it is finished); its
	// names are not: the header may keep them (finish)
	r.bld = builder{b: r.newBoard(), claim: -1, cards: r.bld.cards[:0]}
	r.cur = &r.bld
	r.cur.b.rec.Format = record.LIN
	r.cur.b.rec.File = r.name
	r.cur.b.rec.Pos = p.pos
}

// knownKey reports whether k is a LIN key we know (lin-format.md §2).
func knownKey(k [2]byte) bool {
	switch string(k[:]) {
	case "pn", "st", "md", "rh", "ah", "sv", "mb", "an", "pc", "pg", "mc", "nt", "qx", "vg", "rs", "pw", "mp", "bn", "pf",
		"mn", "bt", "at", "ht", "cs", "cp", "cr", "cg", "cb", "va", "hc", "lb", "sk":
		return true
	}
	return false
}

// handle processes one scanned pair.
func (r *Reader) handle(p *pair) {
	if p.kind == kindJunk {
		r.diag(p.pos, record.Error, "unexpected text %q where a key|value| pair should start; skipped", p.rawKey)
		return
	}
	r.checkValue(p.val, p.valPos)
	if r.closing {
		switch string(p.key[:]) {
		case "qx", "md", "st", "vg":
			r.closing = false
		default:
			return
		}
	}
	// Board boundaries.
	switch string(p.key[:]) {
	case "vg", "rs", "pw", "mp", "bn":
		if r.cur != nil && r.cur.substantive {
			r.finish()
		}
		r.header(p)
		return
	case "qx":
		r.finish()
		r.closing = false
		if closingPage(p.val) {
			// The last page of a BBO or aaBridge movie ("qx|end|" or
			// "qx|end,Thanks for watching|"): text, not a board.
			r.closing = true
			r.diag(p.pos, record.Info, "closing page qx|%s| is not a board; what follows it up to the next board is skipped", p.val)
			return
		}
		r.begin(p)
		r.hdr.qx = true
	case "pn":
		switch {
		case r.cur == nil && r.hdr.vugraph:
			r.header(p)
			return
		case r.cur == nil:
			r.begin(p)
		case !r.hdr.qx && r.cur.hasMD:
			r.finish()
			r.begin(p)
		}
	case "st", "md":
		switch {
		case r.cur == nil:
			r.begin(p)
		case !r.hdr.qx && r.cur.hasMD:
			r.finish()
			r.begin(p)
		}
	case "pg", "nt":
		if r.cur == nil {
			return // part of a header
		}
	default:
		if r.cur == nil {
			if !knownKey(p.key) {
				r.diag(p.pos, record.Info, "unknown key %q outside any board; kept", p.rawKey)
				return
			}
			r.begin(p)
		}
	}
	r.apply(p)
}

// header records a header pair (no board open).
func (r *Reader) header(p *pair) {
	switch string(p.key[:]) {
	case "vg":
		r.hdr = header{vugraph: true}
		f := strings.Split(r.text(p.val), ",")
		r.hdr.event = strings.TrimSpace(f[0])
		if len(f) >= 4 {
			r.hdr.first, _ = strconv.Atoi(strings.TrimSpace(f[3]))
		}
	case "rs":
		r.hdr.rs = strings.Split(r.text(p.val), ",")
	case "pn":
		r.hdr.names = splitNames(r.text(p.val))
	}
	r.quirks(p)
}

func splitNames(v string) []string {
	n := strings.Split(v, ",")
	for i := range n {
		n[i] = strings.TrimSpace(n[i])
	}
	return n
}

// quirks reports the scanner-level quirks of p.
func (r *Reader) quirks(p *pair) {
	switch {
	case p.truncated:
		r.diag(p.valPos, record.Error, "the %s value is longer than %d bytes; only its start is read", p.rawKey, maxValue)
	case p.nlAsPipes:
		r.diag(p.pos, record.Warning, "key %q is followed by a line end instead of \"||\"", p.rawKey)
	case p.split:
		r.diag(p.valPos, record.Warning, "the %s value runs to the end of the line without its closing '|'", p.key[:])
	case !p.closed:
		r.diag(p.valPos, record.Warning, "the record ends without its final '|' (after %s)", p.key[:])
	}
	if p.upperKey {
		r.diag(p.pos, record.Warning, "key %q written in upper case", p.rawKey)
	}
}

// apply adds pair p (key k) to the current board.
func (r *Reader) apply(p *pair) {
	c := r.cur
	r.quirks(p)
	r.applyKey(p)
	c.last = p.key
}

// applyKey does the work of apply for each key.
func (r *Reader) applyKey(p *pair) {
	c := r.cur
	b := c.b
	switch string(p.key[:]) {
	case "qx":
		v := strings.TrimSpace(r.text(p.val))
		c.substantive = true
		c.qxLabel = v
		if v != "" {
			c.room = v[0] | 0x20
		}
		switch c.room {
		case 'o':
			b.rec.Room = "Open"
		case 'c':
			b.rec.Room = "Closed"
		default:
			c.room = 0
			r.diag(p.valPos, record.Warning, "qx %q does not start with o (open room) or c (closed room)", v)
		}
		c.qxNum = leadingInt(v)
		if c.qxNum > 0 {
			c.boardNum = c.qxNum
		}
	case "pn":
		c.names = splitNames(r.text(p.val))
		c.hasPN = true
		if len(c.names) != 4 && len(c.names) != 8 {
			r.diag(p.valPos, record.Warning, "pn has %d names; want 4 (S,W,N,E) or 8 (both rooms)", len(c.names))
		}
	case "md":
		c.substantive = true
		if c.hasMD {
			r.diag(p.pos, record.Warning, "a second md in one board; ignored")
			return
		}
		c.hasMD = true
		r.deal(p)
	case "sv":
		c.substantive = true
		c.hasSV = true
		v := strings.TrimSpace(r.text(p.val))
		vul, err := bridge.ParseVulnerability(v)
		switch {
		case err == nil:
		case strings.EqualFold(v, "s"):
			vul = bridge.NS
			r.diag(p.valPos, record.Warning, "sv %q read as N-S vulnerable", v)
		case strings.EqualFold(v, "w"):
			vul = bridge.EW
			r.diag(p.valPos, record.Warning, "sv %q read as E-W vulnerable", v)
		default:
			c.hasSV = false
			r.diag(p.valPos, record.Error, "sv %q is not a vulnerability (o, n, e or b)", v)
		}
		b.rec.Vulnerability = vul
	case "ah":
		c.substantive = true
		c.hasAH = true
		b.rec.Label = strings.TrimSpace(r.text(p.val))
		if c.qxNum == 0 {
			c.boardNum = firstInt(b.rec.Label)
		}
	case "mb":
		c.substantive = true
		r.call(p)
	case "an":
		r.explanation(p)
	case "pc":
		c.substantive = true
		if len(c.cards) >= 52 {
			c.cardsBad = true
			return
		}
		card, ok := cardOf(p.val)
		if !ok {
			c.cardsBad = true
			r.diag(p.valPos, record.Warning, "pc %q is not a card", p.val)
			return
		}
		if c.cards == nil {
			c.cards = make([]bridge.Card, 0, 52)
		}
		c.cards = append(c.cards, card)
	case "mc":
		v := strings.TrimSpace(string(p.val))
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 13 {
			r.diag(p.valPos, record.Warning, "mc %q is not a number of tricks 0-13", v)
			return
		}
		c.claim = n
	case "st", "rh", "pg", "nt", "pf":
	default:
		if !knownKey(p.key) {
			if r.unknown == nil {
				r.unknown = make(map[[2]byte]bool)
			}
			if !r.unknown[p.key] && len(r.unknown) < 32 {
				r.unknown[p.key] = true
				r.diag(p.pos, record.Info, "unknown key %q; kept as it is", p.rawKey)
			}
		}
	}
}

// deal reads an md value.
func (r *Reader) deal(p *pair) {
	b := r.cur.b
	if dealer, deal, ok := fastDeal(p.val); ok {
		b.rec.Dealer, b.rec.Deal, b.rec.Known = dealer, deal, [4]bool{true, true, true, true}
		return
	}
	v := string(p.val)
	info, err := bridge.ParseDealLINInfo(v)
	if err != nil {
		pos := p.valPos
		var de *bridge.DealError
		if errors.As(err, &de) && !strings.ContainsAny(v[:min(de.Offset, len(v))], "\r\n") {
			pos.Offset += int64(de.Offset)
			pos.Col += de.Offset
			err = errors.New(de.Msg)
		}
		r.diag(pos, record.Error, "md: %v", err)
		if t := strings.TrimSpace(v); t != "" && t[0] >= '1' && t[0] <= '4' {
			b.rec.Dealer = bridge.Seat(t[0]-'1'+2) & 3
			r.cur.hasMD = true
		} else {
			r.cur.hasMD = false
		}
		return
	}
	b.rec.Dealer = info.First
	b.rec.Deal = info.Deal
	b.rec.Known = info.Known
	q := info.Quirks
	if q.Has(bridge.QuirkLowerCase) {
		r.diag(p.valPos, record.Warning, "md has lower-case suit letters or ranks")
	}
	if q.Has(bridge.QuirkSpacing) {
		r.diag(p.valPos, record.Warning, "md has whitespace around the deal")
	}
	if q.Has(bridge.QuirkTen) {
		r.diag(p.valPos, record.Warning, "md writes the ten as 10")
	}
	if q.Has(bridge.QuirkSuitOrder) {
		r.diag(p.valPos, record.Warning, "md gives the suits of a hand out of the order S, H, D, C or leaves a suit letter out")
	}
	if info.EndPosition {
		r.diag(p.valPos, record.Warning, "md is a partial deal: %d cards per hand", info.Cards)
	}
	n := 0
	for _, k := range info.Known {
		if k {
			n++
		}
	}
	if n < 4 {
		r.diag(p.valPos, record.Warning, "md gives %d of the 4 hands", n)
	}
}

// callAt reads one call at the start of t: p/pass, d, r, x, xx, '-' or a
// bid 1C..7N (NT accepted), either case. It returns the call and the
// number of bytes read, 0 when t does not start with a call.
func callAt(t []byte) (bridge.Call, int) {
	if len(t) == 0 {
		return bridge.Call{}, 0
	}
	switch t[0] | 0x20 {
	case 'p':
		if len(t) >= 4 && strings.EqualFold(string(t[:4]), "pass") {
			return bridge.PassCall, 4
		}
		return bridge.PassCall, 1
	case 'd':
		return bridge.DoubleCall, 1
	case 'r':
		return bridge.RedoubleCall, 1
	case 'x':
		if len(t) >= 2 && t[1]|0x20 == 'x' {
			return bridge.RedoubleCall, 2
		}
		return bridge.DoubleCall, 1
	}
	if t[0] == '-' {
		return bridge.PassCall, 1
	}
	if t[0] < '1' || t[0] > '7' || len(t) < 2 {
		return bridge.Call{}, 0
	}
	lvl := int(t[0] - '0')
	switch t[1] | 0x20 {
	case 'c':
		return bridge.NewBid(lvl, bridge.StrainClubs), 2
	case 'd':
		return bridge.NewBid(lvl, bridge.StrainDiamonds), 2
	case 'h':
		return bridge.NewBid(lvl, bridge.StrainHearts), 2
	case 's':
		return bridge.NewBid(lvl, bridge.StrainSpades), 2
	case 'n':
		if len(t) >= 3 && t[2]|0x20 == 't' {
			return bridge.NewBid(lvl, bridge.NoTrump), 3
		}
		return bridge.NewBid(lvl, bridge.NoTrump), 2
	}
	return bridge.Call{}, 0
}

// call reads an mb value: one call, or several packed in one value
// ("mb|1nppp|", teaching files), with an optional '!' (alerted).
func (r *Reader) call(p *pair) {
	c := r.cur
	b := c.b
	v := p.val
	s, e := 0, len(v)
	for s < e && isSpace(v[s]) {
		s++
	}
	for e > s && isSpace(v[e-1]) {
		e--
	}
	alert := false
	for e > s && v[e-1] == '!' {
		e--
		alert = true
	}
	tokEnd := e
	for e > s && isSpace(v[e-1]) {
		e--
	}
	var calls []bridge.Call
	dash := false
	for i := s; i < e; {
		cl, n := callAt(v[i:e])
		if n == 0 {
			calls = nil
			break
		}
		if v[i] == '-' {
			dash = true
		}
		calls = append(calls, cl)
		i += n
	}
	c.anTaken = false
	c.mbBad = false
	pos := p.pos
	if len(calls) == 0 {
		c.mbBad = true
		c.nAuction++
		r.diag(p.valPos, record.Error, "mb %q is not a call", v)
		return
	}
	if dash {
		r.notation(p.valPos, "mb %q: '-' read as pass", v)
	}
	if len(calls) > 1 {
		r.diag(p.valPos, record.Warning, "mb %q holds %d calls in one value", v, len(calls))
	}
	if b.rec.Calls == nil {
		if b.spareCalls != nil {
			b.rec.Calls, b.spans = b.spareCalls, b.spareSpans
			b.spareCalls, b.spareSpans = nil, nil
		} else {
			b.rec.Calls = make([]record.Call, 0, 16)
			b.spans = make([]callSpan, 0, 16)
		}
	}
	for _, cl := range calls {
		if len(b.rec.Calls) >= maxCalls {
			if len(b.rec.Calls) == maxCalls {
				r.diag(p.pos, record.Error, "more than %d calls in one board; the rest are not read", maxCalls)
			}
			return
		}
		b.rec.Calls = append(b.rec.Calls, record.Call{Call: cl, Alert: alert, Pos: pos})
		b.spans = append(b.spans, callSpan{
			tokEnd:    r.valOrig(p, tokEnd),
			mbEnd:     p.end,
			mbClosed:  p.closed,
			packed:    len(calls) > 1,
			origAlert: alert,
			auction:   c.nAuction,
		})
		c.nAuction++
	}
}

// valOrig returns the original offset of byte k of p's value.
func (r *Reader) valOrig(p *pair, k int) int64 {
	if p.valIdx < 0 {
		return p.valStart + int64(k)
	}
	return r.in.orig(p.valIdx + k)
}

// explanation attaches an an value to the mb right before it.
func (r *Reader) explanation(p *pair) {
	c := r.cur
	b := c.b
	switch {
	case len(b.rec.Calls) == 0 && !c.mbBad:
		r.diag(p.pos, record.Warning, "an before any mb: no call to explain; kept in the file, not read")
	case c.last == [2]byte{'a', 'n'} && c.anTaken:
		r.diag(p.pos, record.Warning, "a second an for one call; not read")
	case c.last != [2]byte{'m', 'b'}:
		r.diag(p.pos, record.Warning, "an not directly after an mb; kept in the file, not read")
	case c.mbBad:
		r.diag(p.pos, record.Warning, "an of an unreadable mb; not read")
	default:
		i := len(b.rec.Calls) - 1
		t := symbolsFromLIN(r.text(p.val))
		cl := &b.rec.Calls[i]
		cl.Explanation, cl.HasExplanation = t, true
		sp := &b.spans[i]
		sp.hasAn, sp.anStart, sp.anEnd, sp.anClosed, sp.anNoSep = true, p.valStart, p.valEnd, p.closed, p.noSep
		sp.origHas, sp.origText = true, t
		c.anTaken = true
	}
}

// finish completes the current board and queues it for Next. A "board"
// that only named players (a pn before any deal, auction or qx) is a
// header instead.
func (r *Reader) finish() {
	c := r.cur
	if c == nil {
		return
	}
	r.cur = nil
	if !c.substantive {
		if c.hasPN {
			r.hdr.names = c.names
			r.hdr.vugraph = true
		}
		return
	}
	r.cur = c // for diagnostics
	b := c.b
	rec := &b.rec
	r.ordinal++
	rec.Ordinal = r.ordinal
	if !c.hasAH {
		rec.Label = c.qxLabel
	}
	rec.Event = r.hdr.event
	if !c.hasMD {
		if c.boardNum > 0 {
			rec.Dealer = bridge.BoardDealer(c.boardNum)
		}
		r.diag(rec.Pos, record.Warning, "the board has no md: deal unknown, dealer taken as %s", rec.Dealer)
	}
	if !c.hasSV {
		if c.boardNum > 0 {
			rec.Vulnerability = bridge.BoardVulnerability(c.boardNum)
		}
		r.diag(rec.Pos, record.Warning, "the board has no sv: vulnerability taken as %s", rec.Vulnerability)
	}
	// Players: the board's own pn, else the header's, by room.
	names := r.hdr.names
	if c.hasPN {
		names = c.names
	}
	if len(names) >= 8 && c.room == 'c' {
		names = names[4:8]
	}
	for i, seat := range [4]bridge.Seat{bridge.South, bridge.West, bridge.North, bridge.East} {
		if i < len(names) {
			rec.Players[seat] = names[i]
		}
	}
	for i := range rec.Calls {
		rec.Calls[i].Seat = rec.Dealer.Add(b.spans[i].auction)
	}
	r.outcome(c)
	for i := range rec.Diagnostics {
		if rec.Diagnostics[i].Board == "" {
			rec.Diagnostics[i].Board = boardName(rec)
		}
	}
	b.cp1252 = r.cp1252
	r.cur = nil
	r.out = b
}

func boardName(rec *record.Board) string {
	if rec.Label != "" {
		return rec.Label
	}
	return fmt.Sprintf("board #%d", rec.Ordinal)
}

// leadingInt returns the number after a qx room letter ("o12" -> 12), 0
// when there is none.
func leadingInt(v string) int {
	i := 0
	for i < len(v) && (v[i] < '0' || v[i] > '9') && i < 1 {
		i++
	}
	j := i
	for j < len(v) && v[j] >= '0' && v[j] <= '9' && j-i < 6 {
		j++
	}
	n, _ := strconv.Atoi(v[i:j])
	return n
}

// firstInt returns the first number in v ("Board 3 (rev)" -> 3), 0 when
// there is none.
func firstInt(v string) int {
	i := strings.IndexAny(v, "0123456789")
	if i < 0 {
		return 0
	}
	return leadingInt(v[i:])
}

// rankIndex maps an upper-case rank character to its Rank+1 (0: not a
// rank).
var rankIndex = [256]uint8{'2': 1, '3': 2, '4': 3, '5': 4, '6': 5, '7': 6, '8': 7, '9': 8, 'T': 9, 'J': 10, 'Q': 11, 'K': 12, 'A': 13}

// fastDeal reads an md value in the strict form BBO writes: dealer digit,
// then three or four full hands S..H..D..C.. (upper case, all four suit
// letters in that order) separated by commas, optionally a trailing comma
// after the third. ok is false for anything else, which is then left to
// bridge.ParseDealLINInfo (the full parser with quirks and errors); for
// strict input both give the same deal.
func fastDeal(v []byte) (dealer bridge.Seat, deal bridge.Deal, ok bool) {
	if len(v) < 2 || v[0] < '1' || v[0] > '4' {
		return 0, deal, false
	}
	dealer = bridge.Seat(v[0]-'1'+2) & 3
	i := 1
	var all bridge.Hand
	hands := 0
	for hands < 4 && i < len(v) {
		seat := bridge.South.Add(hands)
		var h bridge.Hand
		for _, suit := range [4]bridge.Suit{bridge.Spades, bridge.Hearts, bridge.Diamonds, bridge.Clubs} {
			if i >= len(v) || v[i] != "CDHS"[suit] {
				return 0, deal, false
			}
			i++
			for i < len(v) && rankIndex[v[i]] != 0 {
				c := bridge.NewCard(suit, bridge.Rank(rankIndex[v[i]]-1))
				if all.Has(c) {
					return 0, deal, false
				}
				all = all.With(c)
				h = h.With(c)
				i++
			}
		}
		if h.Count() != 13 {
			return 0, deal, false
		}
		deal[seat] = h
		hands++
		if i < len(v) {
			if v[i] != ',' {
				return 0, deal, false
			}
			i++
		}
	}
	if i != len(v) || hands < 3 {
		return 0, deal, false
	}
	if hands == 3 {
		deal[bridge.East] = bridge.FullDeck &^ all
	}
	return dealer, deal, true
}

// cardOf reads a pc value: suit letter then rank, either case, "10" for
// the ten, surrounding spaces allowed (lin-format.md §2: hand records write
// "SA", vugraph "sA").
func cardOf(v []byte) (bridge.Card, bool) {
	for len(v) > 0 && isSpace(v[0]) {
		v = v[1:]
	}
	for len(v) > 0 && isSpace(v[len(v)-1]) {
		v = v[:len(v)-1]
	}
	if len(v) == 3 && v[1] == '1' && v[2] == '0' {
		v = []byte{v[0], 'T'}
	}
	if len(v) != 2 {
		return 0, false
	}
	var suit bridge.Suit
	switch v[0] | 0x20 {
	case 'c':
		suit = bridge.Clubs
	case 'd':
		suit = bridge.Diamonds
	case 'h':
		suit = bridge.Hearts
	case 's':
		suit = bridge.Spades
	default:
		return 0, false
	}
	rc := v[1]
	if rc >= 'a' && rc <= 'z' {
		rc -= 'a' - 'A'
	}
	r := rankIndex[rc]
	if r == 0 {
		return 0, false
	}
	return bridge.NewCard(suit, bridge.Rank(r-1)), true
}
