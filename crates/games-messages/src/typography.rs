//! French typography, kept by a test: in every message of `fr.ftl` (each variant of each
//! select), a narrow no-break space (U+202F) comes before `: ; ! ? »` and after `«`, and the
//! apostrophe is the straight one (`'`) throughout, never the curly `’`. What is not French
//! prose is left out first: placeables (an argument's own text), code spans, URLs, Discord's
//! markup (`<t:…>`, `<#…>`, `<@…>`, custom emoji) and a colon between two digits (`22:00`).

use super::fluent::source;
use super::Lang;
use fluent_syntax::ast;

/// The narrow no-break space French puts before `: ; ! ? »` and after `«`.
const NARROW: char = '\u{202F}';
/// Stands for a placeable's value: not a space, so `{ $x }:` is caught.
const ARGUMENT: char = '\u{FFFC}';

/// Every text a pattern can produce, one per combination of select variants, with each
/// variable shown as [`ARGUMENT`] and string literals as written.
fn texts(pattern: &ast::Pattern<&str>) -> Vec<String> {
    let mut out = vec![String::new()];
    for element in &pattern.elements {
        let parts: Vec<String> = match element {
            ast::PatternElement::TextElement { value } => vec![value.to_string()],
            ast::PatternElement::Placeable { expression } => expression_texts(expression),
        };
        out = out
            .iter()
            .flat_map(|head| parts.iter().map(move |p| format!("{head}{p}")))
            .collect();
    }
    out
}

fn expression_texts(e: &ast::Expression<&str>) -> Vec<String> {
    match e {
        ast::Expression::Select { variants, .. } => {
            variants.iter().flat_map(|v| texts(&v.value)).collect()
        }
        ast::Expression::Inline(ast::InlineExpression::StringLiteral { value }) => {
            vec![value.to_string()]
        }
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
            expression_texts(expression)
        }
        ast::Expression::Inline(_) => vec![ARGUMENT.to_string()],
    }
}

/// `text` without what is not prose: code spans, URLs and Discord's `<…>` markup become one
/// [`ARGUMENT`] each.
fn prose(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let skip = if c == '`' {
            rest[1..].find('`').map(|end| end + 2)
        } else if rest.starts_with("http://") || rest.starts_with("https://") {
            Some(rest.find(char::is_whitespace).unwrap_or(rest.len()))
        } else if ["<t:", "<#", "<@", "<:", "<a:"]
            .iter()
            .any(|p| rest.starts_with(p))
        {
            rest.find('>').map(|end| end + 1)
        } else {
            None
        };
        match skip {
            Some(n) => {
                out.push(ARGUMENT);
                rest = &rest[n..];
            }
            None => {
                out.push(c);
                rest = &rest[c.len_utf8()..];
            }
        }
    }
    out
}

/// The typographic faults of one text, described.
fn faults(text: &str) -> Vec<String> {
    let chars: Vec<char> = prose(text).chars().collect();
    let mut out = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 1).copied();
        let digits =
            before.is_some_and(|b| b.is_ascii_digit()) && after.is_some_and(|a| a.is_ascii_digit());
        let context: String = chars[i.saturating_sub(12)..(i + 12).min(chars.len())]
            .iter()
            .collect();
        match c {
            ':' if digits => {}
            ':' | ';' | '!' | '?' | '»' if before != Some(NARROW) => {
                out.push(format!("no U+202F before {c:?} in {context:?}"))
            }
            '«' if after != Some(NARROW) => {
                out.push(format!("no U+202F after '«' in {context:?}"))
            }
            '%' if before != Some(NARROW) => {
                out.push(format!("no U+202F before '%' in {context:?}"))
            }
            '°' if before == Some('n') && after != Some(NARROW) => {
                out.push(format!("no U+202F after 'n°' in {context:?}"))
            }
            ' ' | '\u{a0}' if counted(&chars, i) => out.push(format!(
                "no U+202F between a number and its unit in {context:?}"
            )),
            '\u{2019}' => out.push(format!("curly apostrophe in {context:?}")),
            _ => {}
        }
    }
    out
}

/// Units written after a number in the catalogue (“12 h”, “5 ms”): the space before them is
/// U+202F.
const UNITS: [&str; 7] = ["h", "min", "ms", "s", "j", "Mo", "Ko"];

/// Whether the space at `i` stands between a number (digits or an argument) and a unit.
fn counted(chars: &[char], i: usize) -> bool {
    let number = i
        .checked_sub(1)
        .is_some_and(|j| chars[j].is_ascii_digit() || chars[j] == ARGUMENT);
    let word: String = chars[i + 1..]
        .iter()
        .take_while(|c| c.is_alphabetic())
        .collect();
    let elided = chars.get(i + 1 + word.chars().count()) == Some(&'\'');
    number && !elided && UNITS.contains(&word.as_str())
}

/// Every fault of `fr.ftl`, as `id: fault` lines.
fn french_faults(source: &str) -> Vec<String> {
    let resource = fluent_syntax::parser::parse(source)
        .unwrap_or_else(|(_, e)| panic!("fr.ftl does not parse: {e:?}"));
    let mut out = Vec::new();
    for entry in &resource.body {
        let ast::Entry::Message(m) = entry else {
            continue;
        };
        let Some(value) = &m.value else { continue };
        let mut seen = std::collections::BTreeSet::new();
        for text in texts(value) {
            for fault in faults(&text) {
                if seen.insert(fault.clone()) {
                    out.push(format!("{}: {fault}", m.id.name));
                }
            }
        }
    }
    out
}

#[test]
fn french_messages_keep_french_typography() {
    let faults = french_faults(source(Lang::Fr));
    assert!(
        faults.is_empty(),
        "{} typographic faults in fr.ftl:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

#[test]
fn the_typography_check_sees_faults_and_spares_what_is_not_prose() {
    let n = NARROW;
    let good = format!(
        "ok = Rien{n}: «{n}x{n}»{n}; l'heure 22:00 `a: b` https://x.y/a?b=1 <t:1:R> <#{{ $c }}>{n}! 30{n}% n°{n}3, 12{n}h, 5 joueurs, {{ $n }}{n}min{n}!\n"
    );
    assert_eq!(french_faults(&good), Vec::<String>::new());
    for bad in [
        "bad = Rien : x\n",
        "bad = Rien\u{a0}: x\n",
        "bad = { $x }: y\n",
        "bad = «\u{202f}x »\n",
        "bad = « x\u{202f}»\n",
        "bad = l\u{2019}heure\n",
        "bad = { $n ->\n    [one] un{\"\u{202f}\"}!\n   *[other] deux !\n}\n",
        "bad = 30 % des parties\n",
        "bad = la partie n° 3\n",
        "bad = toutes les { $h } h\n",
        "bad = en 5 ms\n",
    ] {
        assert_eq!(
            french_faults(bad).len(),
            1,
            "{bad:?}: {:?}",
            french_faults(bad)
        );
    }
}
