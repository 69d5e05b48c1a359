package cp1252

import (
	"testing"

	"golang.org/x/text/encoding/charmap"
)

// Every byte decodes to one character and encodes back to itself.
func TestLossless(t *testing.T) {
	for c := 0; c < 256; c++ {
		r := Rune(byte(c))
		b, ok := Byte(r)
		if !ok || b != byte(c) {
			t.Errorf("byte %#x -> %U -> %#x, %v", c, r, b, ok)
		}
	}
}

// The defined bytes agree with x/text's Windows-1252; the five undefined
// ones keep their C1 meaning instead of U+FFFD.
func TestAgreesWithCharmap(t *testing.T) {
	for c := 0x80; c < 0x100; c++ {
		want := charmap.Windows1252.DecodeByte(byte(c))
		got := Rune(byte(c))
		switch c {
		case 0x81, 0x8D, 0x8F, 0x90, 0x9D:
			if got != rune(c) {
				t.Errorf("%#x: %U, want %U", c, got, rune(c))
			}
		default:
			if got != want {
				t.Errorf("%#x: %U, want %U", c, got, want)
			}
		}
	}
}

func TestText(t *testing.T) {
	if s, u := Text([]byte("S\xc3\xb8ren")); s != "Søren" || !u {
		t.Errorf("UTF-8 value: %q %v", s, u)
	}
	if s, u := Text([]byte("S\xf8ren \x80")); s != "Søren €" || u {
		t.Errorf("CP1252 value: %q %v", s, u)
	}
	if b, r, ok := Encode("a€♠"); ok || r != '♠' || string(b) != "a\x80?" {
		t.Errorf("Encode: %q %U %v", b, r, ok)
	}
}

func TestIsUTF8(t *testing.T) {
	for _, c := range []struct {
		p     string
		atEOF bool
		want  bool
	}{
		{"plain", true, true},
		{"S\xc3\xb8ren and J\xc3\xb6rg, caf\xe9", true, true}, // two UTF-8 letters, one stray byte
		{"J\xf6rg Ren\xe9", true, false},                      // Windows-1252
		{"S\xc3", false, true},                                // a character cut at the end
		{"S\xc3", true, false},
	} {
		if got := IsUTF8([]byte(c.p), c.atEOF); got != c.want {
			t.Errorf("IsUTF8(%q, %v) = %v", c.p, c.atEOF, got)
		}
	}
}
