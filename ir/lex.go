package ir

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/skainet/skaic/tape"
)

// cursor scans one line of IR text.
type cursor struct {
	s   string
	pos int
}

func (c *cursor) ws() {
	for c.pos < len(c.s) && (c.s[c.pos] == ' ' || c.s[c.pos] == '\t') {
		c.pos++
	}
}

func (c *cursor) peek() byte {
	c.ws()
	if c.pos < len(c.s) {
		return c.s[c.pos]
	}
	return 0
}

func (c *cursor) rest() string { return c.s[c.pos:] }

func (c *cursor) eat(lit string) bool {
	c.ws()
	if strings.HasPrefix(c.s[c.pos:], lit) {
		c.pos += len(lit)
		return true
	}
	return false
}

func (c *cursor) expect(lit string) error {
	if !c.eat(lit) {
		return fmt.Errorf("expected %q at %q", lit, c.rest())
	}
	return nil
}

func (c *cursor) end() error {
	c.ws()
	if c.pos != len(c.s) {
		return fmt.Errorf("unexpected %q at the end of the line", c.rest())
	}
	return nil
}

func isWordByte(b byte) bool {
	return b == '_' || b == '.' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// word reads [A-Za-z0-9_.]* (possibly empty).
func (c *cursor) word() string {
	c.ws()
	start := c.pos
	for c.pos < len(c.s) && isWordByte(c.s[c.pos]) {
		c.pos++
	}
	return c.s[start:c.pos]
}

// quoted reads a Go-quoted string.
func (c *cursor) quoted() (string, error) {
	c.ws()
	if c.pos >= len(c.s) || c.s[c.pos] != '"' {
		return "", fmt.Errorf("expected a quoted string at %q", c.rest())
	}
	end := c.pos + 1
	for end < len(c.s) && c.s[end] != '"' {
		if c.s[end] == '\\' {
			end++
		}
		end++
	}
	if end >= len(c.s) {
		return "", fmt.Errorf("unterminated string at %q", c.rest())
	}
	s, err := strconv.Unquote(c.s[c.pos : end+1])
	if err != nil {
		return "", fmt.Errorf("bad string %s: %w", c.s[c.pos:end+1], err)
	}
	c.pos = end + 1
	return s, nil
}

// symbol reads @name or @"name".
func (c *cursor) symbol() (string, error) {
	if err := c.expect("@"); err != nil {
		return "", err
	}
	if c.pos < len(c.s) && c.s[c.pos] == '"' {
		return c.quoted()
	}
	w := c.word()
	if w == "" {
		return "", fmt.Errorf("empty symbol at %q", c.rest())
	}
	return w, nil
}

// valueRef reads %name.
func (c *cursor) valueRef() (string, error) {
	if err := c.expect("%"); err != nil {
		return "", err
	}
	w := c.word()
	if w == "" {
		return "", fmt.Errorf("empty value name at %q", c.rest())
	}
	return "%" + w, nil
}

// typ reads tensor<…>.
func (c *cursor) typ() (Type, error) {
	c.ws()
	i := strings.IndexByte(c.s[c.pos:], '>')
	if !strings.HasPrefix(c.s[c.pos:], "tensor<") || i < 0 {
		return Type{}, fmt.Errorf("expected tensor<…> at %q", c.rest())
	}
	t, err := parseType(c.s[c.pos : c.pos+i+1])
	if err != nil {
		return Type{}, err
	}
	c.pos += i + 1
	return t, nil
}

// dict reads {name = value, …} into tape attributes: integers, floats
// (always printed with '.', an exponent, Inf or NaN), quoted strings,
// booleans and lists of numbers.
func (c *cursor) dict() (tape.Attrs, error) {
	if err := c.expect("{"); err != nil {
		return nil, err
	}
	var out tape.Attrs
	for !c.eat("}") {
		if len(out) > 0 {
			if err := c.expect(","); err != nil {
				return nil, err
			}
		}
		name := c.word()
		if name == "" {
			return nil, fmt.Errorf("expected an attribute name at %q", c.rest())
		}
		if out.Has(name) {
			return nil, fmt.Errorf("attribute %q given twice", name)
		}
		if err := c.expect("="); err != nil {
			return nil, err
		}
		a, err := c.attrValue(name)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}

func (c *cursor) attrValue(name string) (tape.Attr, error) {
	switch b := c.peek(); {
	case b == '"':
		s, err := c.quoted()
		return tape.String(name, s), err
	case b == '[':
		c.pos++
		var ints []int64
		var floats []float64
		isFloat := false
		for !c.eat("]") {
			if len(floats) > 0 {
				if err := c.expect(","); err != nil {
					return tape.Attr{}, err
				}
			}
			i, f, fl, err := c.number()
			if err != nil {
				return tape.Attr{}, err
			}
			ints, floats = append(ints, i), append(floats, f)
			isFloat = isFloat || fl
		}
		if isFloat {
			return tape.Floats(name, floats...), nil
		}
		return tape.Ints(name, ints...), nil
	default:
		save := c.pos
		switch c.word() {
		case "true":
			return tape.Bool(name, true), nil
		case "false":
			return tape.Bool(name, false), nil
		}
		c.pos = save
		i, f, fl, err := c.number()
		if err != nil {
			return tape.Attr{}, err
		}
		if fl {
			return tape.Float(name, f), nil
		}
		return tape.Int(name, i), nil
	}
}

// number reads an integer or a float; isFloat tells which it was.
func (c *cursor) number() (i int64, f float64, isFloat bool, err error) {
	c.ws()
	start := c.pos
	for c.pos < len(c.s) && (isWordByte(c.s[c.pos]) || c.s[c.pos] == '-' || c.s[c.pos] == '+') {
		c.pos++
	}
	tok := c.s[start:c.pos]
	if i, err := strconv.ParseInt(tok, 10, 64); err == nil {
		return i, float64(i), false, nil
	}
	f, err = strconv.ParseFloat(tok, 64)
	if err != nil || tok == "" {
		return 0, 0, false, fmt.Errorf("expected a number at %q", c.s[start:])
	}
	return 0, f, true, nil
}
