//! A small reader for the JSON of the data files (`data/boards/*.json`,
//! `data/multipliers.json`): objects, arrays, strings, numbers, booleans and null, as
//! RFC 8259 writes them. The engine reads its data with it so that it needs no JSON crate
//! (it depends on serde and rand only, and could be lifted into a crate of its own).

/// A parsed JSON value. Object members keep their order; numbers are `f64`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Value {
    Null,
    Bool(bool),
    Number(f64),
    String(String),
    Array(Vec<Value>),
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The member `key` of an object.
    pub(crate) fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
}

/// Parses one JSON document (surrounding white space allowed, nothing else).
pub(crate) fn parse(text: &str) -> Result<Value, String> {
    let mut r = Reader {
        bytes: text.as_bytes(),
        at: 0,
    };
    let value = r.value(0)?;
    r.space();
    match r.peek() {
        None => Ok(value),
        Some(_) => Err(r.error("trailing characters")),
    }
}

/// Deeper nesting than this is refused rather than risking the stack.
const MAX_DEPTH: usize = 64;

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn error(&self, what: &str) -> String {
        format!("{what} at byte {}", self.at)
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn expect(&mut self, b: u8) -> Result<(), String> {
        self.space();
        if self.peek() == Some(b) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.error(&format!("expected '{}'", b as char)))
        }
    }

    fn literal(&mut self, word: &str, value: Value) -> Result<Value, String> {
        if self.bytes[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(value)
        } else {
            Err(self.error("unexpected character"))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, String> {
        if depth > MAX_DEPTH {
            return Err(self.error("nested too deeply"));
        }
        self.space();
        match self.peek() {
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => self.string().map(Value::String),
            Some(b't') => self.literal("true", Value::Bool(true)),
            Some(b'f') => self.literal("false", Value::Bool(false)),
            Some(b'n') => self.literal("null", Value::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => Err(self.error("unexpected character")),
            None => Err(self.error("unexpected end")),
        }
    }

    /// The items of an array or object between `open` and `close`, each read by `item`.
    fn list<T>(
        &mut self,
        open: u8,
        close: u8,
        mut item: impl FnMut(&mut Self) -> Result<T, String>,
    ) -> Result<Vec<T>, String> {
        self.expect(open)?;
        let mut out = Vec::new();
        self.space();
        if self.peek() == Some(close) {
            self.at += 1;
            return Ok(out);
        }
        loop {
            out.push(item(self)?);
            self.space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(c) if c == close => {
                    self.at += 1;
                    return Ok(out);
                }
                _ => return Err(self.error(&format!("expected ',' or '{}'", close as char))),
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, String> {
        self.list(b'{', b'}', |r| {
            r.space();
            let key = r.string()?;
            r.expect(b':')?;
            Ok((key, r.value(depth + 1)?))
        })
        .map(Value::Object)
    }

    fn array(&mut self, depth: usize) -> Result<Value, String> {
        self.list(b'[', b']', |r| r.value(depth + 1))
            .map(Value::Array)
    }

    fn string(&mut self) -> Result<String, String> {
        if self.peek() != Some(b'"') {
            return Err(self.error("expected a string"));
        }
        self.at += 1;
        let mut out = String::new();
        loop {
            let start = self.at;
            while !matches!(self.peek(), None | Some(b'"' | b'\\' | 0..=0x1f)) {
                self.at += 1;
            }
            // The input is a &str and we stopped on ASCII bytes, so this slice is UTF-8.
            out.push_str(std::str::from_utf8(&self.bytes[start..self.at]).expect("UTF-8"));
            match self.peek() {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    out.push(self.escape()?);
                }
                Some(_) => return Err(self.error("control character in a string")),
                None => return Err(self.error("unterminated string")),
            }
        }
    }

    fn escape(&mut self) -> Result<char, String> {
        let c = self
            .peek()
            .ok_or_else(|| self.error("unterminated string"))?;
        self.at += 1;
        Ok(match c {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => {
                let high = self.hex4()?;
                let code = if (0xD800..0xDC00).contains(&high) {
                    if !self.bytes[self.at..].starts_with(b"\\u") {
                        return Err(self.error("lone surrogate"));
                    }
                    self.at += 2;
                    let low = self.hex4()?;
                    if !(0xDC00..0xE000).contains(&low) {
                        return Err(self.error("lone surrogate"));
                    }
                    0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    high
                };
                char::from_u32(code).ok_or_else(|| self.error("lone surrogate"))?
            }
            _ => return Err(self.error("unknown escape")),
        })
    }

    fn hex4(&mut self) -> Result<u32, String> {
        let digits = self
            .bytes
            .get(self.at..self.at + 4)
            .and_then(|d| std::str::from_utf8(d).ok())
            .and_then(|d| u32::from_str_radix(d, 16).ok())
            .ok_or_else(|| self.error("bad \\u escape"))?;
        self.at += 4;
        Ok(digits)
    }

    fn number(&mut self) -> Result<Value, String> {
        let start = self.at;
        let digits = |r: &mut Self| {
            let from = r.at;
            while r.peek().is_some_and(|b| b.is_ascii_digit()) {
                r.at += 1;
            }
            r.at - from
        };
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        let int_start = self.at;
        if digits(self) == 0 || (self.bytes[int_start] == b'0' && self.at - int_start > 1) {
            return Err(self.error("bad number"));
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if digits(self) == 0 {
                return Err(self.error("bad number"));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if digits(self) == 0 {
                return Err(self.error("bad number"));
            }
        }
        let text = std::str::from_utf8(&self.bytes[start..self.at]).expect("ASCII");
        text.parse()
            .map(Value::Number)
            .map_err(|_| self.error("bad number"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(t: &str) -> Value {
        Value::String(t.into())
    }

    #[test]
    fn reads_every_kind_of_value() {
        let v =
            parse(r#" {"a": [1, -2.5e1, "x\"\u00e7\ud83d\ude00", true, false, null], "b": {}} "#)
                .unwrap();
        assert_eq!(
            v.get("a"),
            Some(&Value::Array(vec![
                Value::Number(1.0),
                Value::Number(-25.0),
                s("x\"ç😀"),
                Value::Bool(true),
                Value::Bool(false),
                Value::Null,
            ]))
        );
        assert_eq!(v.get("b"), Some(&Value::Object(vec![])));
        assert_eq!(v.get("c"), None);
        assert_eq!(parse("\"Calçada\"").unwrap(), s("Calçada"));
    }

    #[test]
    fn refuses_what_is_not_json() {
        for bad in [
            "",
            "{",
            "[1,]",
            "{\"a\" 1}",
            "{a: 1}",
            "01",
            "1.",
            "-",
            "\"\\x\"",
            "\"a",
            "[1] 2",
            "tru",
            "\"\u{1}\"",
            "\"\\ud800\"",
        ] {
            assert!(parse(bad).is_err(), "{bad:?} was accepted");
        }
        assert!(parse(&"[".repeat(100)).is_err());
    }
}
