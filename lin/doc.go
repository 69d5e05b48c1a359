// Package lin reads Bridge Base Online LIN text losslessly and writes alert
// explanations back into it through byte-span edits (docs/design.md, "Lossless
// editing"). §n below numbers the sections of the LIN format description the
// reader was built from; docs/reading-files.md says what it accepts..
//
// # What is read
//
// A LIN stream is a flat run of key|value| pairs (§1). The Reader accepts:
//
//   - single hand records (pn st md rh ah sv mb... pc... mc) and files with
//     one such record per line; a new board starts at pn, st or md once
//     the current board has its md;
//   - multi-board vugraph segments: a header of vg, rs, pw, mp, bn and an
//     8-name pn (open room S,W,N,E then closed room S,W,N,E), then one qx
//     block per table (qx|o12| open room, qx|c12| closed room, §5). Once a
//     qx is seen only qx starts a board; a pn inside a qx block overrides
//     the header's names;
//   - BBO handviewer URLs (…handviewer.html?lin=…) and HTML pages holding
//     them: every lin= parameter is percent-decoded once and read as a LIN
//     stream of its own (§6; see url.go for the edit encoding);
//   - '%' comment lines, whitespace and line ends between pairs (kept in the
//     file, skipped here; LF, CRLF, a CR alone as classic Mac OS files end
//     their lines, and the doubled CR CR LF are each one line end, also
//     mixed, for lines and columns: internal/lineend), line ends inside
//     free-text values (nt, an), a
//     record without its final '|', a key whose "||" is written as a line
//     end ("pg\npc", §9), upper-case keys, calls in either case
//     (P, 1c, 1n, 1NT), '-' for pass, several calls packed in one mb value.
//
// Hands in md are always South, West, North, East; the dealer digit is
// 1=S 2=W 3=N 4=E (§3); three hands with or without a trailing comma give
// the fourth as the remaining cards (bridge.ParseDealLINInfo). sv is o/0,
// n, e or b in either case (§2).
//
// # Alerts and explanations
//
// A call's '!' suffix (mb|2C!|) sets record.Call.Alert; an an|text| pair
// directly after the mb sets Explanation and HasExplanation. The two are
// independent facts (§4). LIN suit marks !S !H !D !C in explanations are
// read as ♠♥♦♣. An an that does not follow an mb (at the start of a
// record, after nt or pg) is reported and left alone.
//
// # Board fields
//
// Label is the ah text (trimmed), else the qx value ("o12"); Room is
// "Open" or "Closed" from qx. Players are by seat from pn (written S, W, N,
// E). A call's Pos is the position of the "mb" of its pair; a board's Pos
// is that of its first pair. Contract ("4H", "3NTX", "Pass"), Declarer
// ("N".."W") and Result (declarer's tricks, "0".."13") use the PBN tag
// forms: the contract comes from a complete auction, else from the
// table's rs slot; the result from mc, else from a complete play of 52
// cards, else from rs (outcome.go). A board without md or sv gets the
// dealer or vulnerability of its board number (from qx or ah) under the
// standard rotation, with a warning.
//
// ReadFile and ReadBytes return the input's own diagnostics (binary input,
// no boards, text outside any board); each board's diagnostics are in its
// Record().Diagnostics.
//
// # Handviewer links and saved BBO pages
//
// Links are found as a lin= query parameter (after '?', '&', "&amp;",
// a quote or whitespace), and as the quoted string of a JavaScript
// hv_popuplin('...') call (the onclick handlers of BBO's traveller, "My
// hands" and results pages), in page order, in input that starts with
// '<', "http://", "https://" or "www.", that holds an hv_popuplin( call
// and does not start with a LIN key, or that has no '|' but a "lin=". A
// lin= link ends at '&', a quote, '<', '>', '#' or whitespace; an
// hv_popuplin string ends at its closing quote, a backslash escaping the
// next byte as in JavaScript. The non-LIN handviewer form (n=, s=, a=...)
// is not read. Edits inside a link are percent-encoded the way the link
// is: see url.go.
//
// A closing qx|end...| page of a movie is not a board (Info), and what
// follows it up to the next board is skipped. DOS end-of-file bytes (0x1A)
// between pairs are ignored with a warning. A board whose auction stops
// without its final passes gets a warning at its last call.
//
// # Positions and encoding
//
// All offsets are byte offsets into the original input; lines and columns
// count bytes. Each value is read as UTF-8 when it is valid UTF-8, else as
// Windows-1252 with the lossless table the PBN reader shares
// (internal/cp1252, §7): one stray 8-bit byte changes the reading of its
// own value only (reported once). New text is written in the encoding of
// the input's first 64 KiB. A UTF-8 byte order mark is skipped. UTF-16
// and binary input (a NUL byte in the first 64 KiB) are reported as errors
// and give no boards.
//
// # Diagnostics
//
// Problems never stop the reader: tolerated quirks are warnings, what
// cannot be read (a duplicated card, a hand of 14 cards, a call that is not
// a call, binary input) is an error, each with file:line:col and the board.
// Values longer than 1 MiB are truncated with an error, and the number of
// calls and diagnostics per board is capped, so memory stays bounded.
package lin
