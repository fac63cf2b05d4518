//! How the reader's screen reads text ([`Markup`]): as written (the terminal, pictures,
//! logs) or as Discord's Markdown, where a name someone chose is escaped
//! ([`discord_literal`]) so that it shows literally and mentions nobody.

/// How the reader's screen reads text. The catalogue's own formatting (`**bold**`, `` `code` ``)
/// is written for Discord and means the same in the terminal; what differs is text someone
/// chose, a [`Name`](crate::Name): Discord would read `**x**`, `<@1>` or `# x` in a name as
/// formatting or a mention, so there a name is escaped; in the terminal and in pictures it is
/// shown as typed. And the commands a sentence names ([`command_words`](crate::command_words)):
/// slash commands in the reader's language on Discord, the terminal's own words there.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Markup {
    /// Shown as written: the terminal, pictures, logs. Commands are the terminal's words.
    #[default]
    Plain,
    /// Discord's Markdown: names escaped so that they show literally and mention nobody;
    /// commands are slash commands as the reader's client names them.
    Discord,
}

impl Markup {
    /// `name` as this reader sees it literally.
    pub fn literal(self, name: &str) -> String {
        match self {
            Markup::Plain => name.to_string(),
            Markup::Discord => discord_literal(name),
        }
    }
}

/// `text` escaped for Discord's Markdown so that it shows exactly as written: a backslash
/// before every character that could start formatting (`\ * _ ~ ` | > # - [ ] ( ) < :`, and
/// a leading number's `.`, which would start a list), and a zero-width space after every `@`,
/// so that `@everyone`, `@here` or `<@123>` neither ping nor show as a mention.
pub fn discord_literal(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    for (i, c) in text.chars().enumerate() {
        match c {
            '\\' | '*' | '_' | '~' | '`' | '|' | '>' | '#' | '-' | '[' | ']' | '(' | ')' | '<'
            | ':' => {
                out.push('\\');
                out.push(c);
            }
            '.' if digits > 0 && i == digits => out.push_str("\\."),
            '@' => out.push_str("@\u{200B}"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{say, say_as, say_text, say_text_as, Lang, Msg, Name, Text};

    #[test]
    fn names_are_escaped_for_discord_only_and_the_catalogues_markdown_is_kept() {
        let name = Name::from("**Ana** <@1> @here");
        let opened = Msg::Opened {
            creator: name.clone(),
            board: "A".into(),
            max: 2,
        };
        // The terminal and pictures: as typed.
        let plain = say(Lang::En, &opened);
        assert!(plain.starts_with("**Ana** <@1> @here opened"), "{plain}");
        assert_eq!(say_as(Lang::En, Markup::Plain, &opened), plain);
        // Discord: the name escaped, the command the slash command, still a code span.
        let discord = say_as(Lang::En, Markup::Discord, &opened);
        let escaped = "\\*\\*Ana\\*\\* \\<@\u{200B}1\\> @\u{200B}here";
        assert!(
            discord.starts_with(&format!("{escaped} opened")),
            "{discord}"
        );
        assert!(
            discord.contains("`/calcada join`") && !discord.contains("\\`"),
            "{discord}"
        );
        // The terminal: the word it reads.
        assert!(plain.contains("`join`"), "{plain}");
        // A German reader on Discord: the German name Discord shows them.
        let german = say_as(Lang::De, Markup::Discord, &opened);
        assert!(german.contains("`/calcada beitreten`"), "{german}");
        // In lists and in sentences inside sentences, and kept (the outbox) as a name.
        let started = Msg::Started {
            players: vec![name.clone(), "Bruno".into()],
            first: name.clone(),
            seal: Box::new(Msg::Sealed {
                hash: "ab_cd".into(),
            }),
        };
        let kept: Text =
            serde_json::from_str(&serde_json::to_string(&started.text()).unwrap()).unwrap();
        let discord = say_text_as(Lang::En, Markup::Discord, &kept);
        assert_eq!(discord.matches(escaped).count(), 2, "{discord}");
        assert!(
            discord.contains("ab_cd"),
            "not a name: left alone: {discord}"
        );
        assert_eq!(say_text(Lang::En, &kept).matches("**Ana**").count(), 2);
    }

    #[test]
    fn discord_literal_escapes_every_markdown_sign() {
        for (typed, shown) in [
            ("plain Ana", "plain Ana"),
            (
                "__x__ ~~y~~ ||z||",
                "\\_\\_x\\_\\_ \\~\\~y\\~\\~ \\|\\|z\\|\\|",
            ),
            ("`x` \\y", "\\`x\\` \\\\y"),
            ("> q", "\\> q"),
            ("# h", "\\# h"),
            ("-# small", "\\-\\# small"),
            ("[x](http://y)", "\\[x\\]\\(http\\://y\\)"),
            (
                "<@123> <#5> <t:1:R>",
                "\\<@\u{200B}123\\> \\<\\#5\\> \\<t\\:1\\:R\\>",
            ),
            ("@everyone", "@\u{200B}everyone"),
            ("12. list", "12\\. list"),
            ("Ana 2.0", "Ana 2.0"),
            ("Zoë Ådné", "Zoë Ådné"),
        ] {
            assert_eq!(discord_literal(typed), shown, "{typed}");
        }
    }
}
