//! `calcada local`: play in the terminal against the same service the Discord bot uses, on a
//! local SQLite file. Hot-seat: every line may start with `NAME:` to act as NAME (or use
//! `as NAME` to switch). One command per line, so a whole game can be piped in; `--json`
//! prints each reply as one JSON line for scripts.

use crate::messages::service::{say, Msg};
use crate::messages::Lang;
use crate::service::words::{parse_line, Line};
use crate::service::{Caller, Reply, Seeds, Service, SystemClock};
use crate::store::{ChannelId, GuildId, Store, UserId};
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Arc;

/// Options of `calcada local`.
pub struct LocalOptions {
    pub db: PathBuf,
    pub out: PathBuf,
    pub json: bool,
    pub seed: Option<u64>,
    pub user: String,
}

/// A stable id for a local player name (FNV-1a of the lower-cased name).
pub fn local_user(name: &str) -> UserId {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.trim().to_lowercase().bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    UserId(h)
}

/// Runs the terminal game until end of input or `quit`.
pub fn run(opts: LocalOptions) -> Result<(), String> {
    let store = Store::open(&opts.db).map_err(|e| e.to_string())?;
    let seeds = match opts.seed {
        Some(s) => Seeds::Fixed(s.into()),
        None => Seeds::Random,
    };
    let service = Service::new(store, Arc::new(SystemClock), seeds);
    std::fs::create_dir_all(&opts.out).map_err(|e| format!("{}: {e}", opts.out.display()))?;
    let lang = Lang::En;
    let stdin = std::io::stdin();
    let interactive = stdin.is_terminal() && !opts.json;
    let mut out = std::io::stdout().lock();
    let mut user = opts.user.clone();
    // Number pictures on from what an earlier run left, so nothing is overwritten.
    let mut picture_no = std::fs::read_dir(&opts.out).map_or(0, |d| d.count() as u64);
    if interactive {
        let _ = writeln!(out, "{}", say(lang, &Msg::Help));
    }
    // Deliver what an earlier, interrupted run left in the outbox.
    deliver(&service, &mut out, opts.json);
    loop {
        if interactive {
            let _ = write!(out, "{user}> ");
            let _ = out.flush();
        }
        let mut line = String::new();
        match stdin.lock().read_line(&mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let parsed = parse_line(&line);
        let (who, command) = match parsed {
            Ok(Line::Empty) => continue,
            Ok(Line::Quit) => break,
            Ok(Line::Become(name)) => {
                user = name;
                continue;
            }
            Ok(Line::Run(who, command)) => (who.unwrap_or_else(|| user.clone()), command),
            Err(e) => {
                let who = line
                    .split_once(':')
                    .map_or(user.as_str(), |(w, _)| w.trim());
                print_error(&mut out, opts.json, who, &e.words(lang));
                continue;
            }
        };
        let caller = Caller {
            guild: GuildId(1),
            channel: ChannelId(1),
            user: local_user(&who),
            name: who.clone(),
            locale: "en".into(),
            // Whoever runs the terminal owns the "server".
            is_admin: true,
        };
        match service.handle(&caller, command) {
            Ok(reply) => {
                let mut paths = Vec::new();
                for png in &reply.pictures {
                    picture_no += 1;
                    let path = opts.out.join(format!("{picture_no:04}-{}", png.name));
                    if std::fs::write(&path, &png.bytes).is_ok() {
                        paths.push(path.display().to_string());
                    }
                }
                print_reply(&mut out, opts.json, &who, &reply, &paths, &service);
            }
            Err(fault) => print_error(
                &mut out,
                opts.json,
                &who,
                &format!("{} ({fault})", say(lang, &Msg::Internal)),
            ),
        }
        deliver(&service, &mut out, opts.json);
    }
    Ok(())
}

fn name_of(service: &Service, user: UserId) -> String {
    // Local ids are hashes of names: look the name up in this channel's game.
    service
        .store()
        .live_game_in(ChannelId(1))
        .ok()
        .flatten()
        .and_then(|g| {
            g.seats
                .into_iter()
                .find(|s| s.user == Some(user))
                .map(|s| s.name)
        })
        .unwrap_or_else(|| format!("<@{user}>"))
}

fn print_reply(
    out: &mut impl Write,
    json: bool,
    who: &str,
    reply: &Reply,
    paths: &[String],
    service: &Service,
) {
    let mentions: Vec<String> = reply
        .mentions
        .iter()
        .map(|u| name_of(service, *u))
        .collect();
    if json {
        let v = serde_json::json!({
            "user": who,
            "ok": true,
            "private": reply.private,
            "text": reply.text,
            "pictures": paths,
            "mentions": mentions,
            "choices": reply.choices,
            "version": reply.version,
        });
        let _ = writeln!(out, "{v}");
    } else {
        let scope = if reply.private {
            format!("(to {who}) ")
        } else {
            String::new()
        };
        if !reply.text.is_empty() {
            let _ = writeln!(out, "{scope}{}", reply.text);
        }
        for m in mentions {
            let _ = writeln!(out, "@{m}");
        }
        for p in paths {
            let _ = writeln!(out, "  picture: {p}");
        }
    }
    let _ = out.flush();
}

fn print_error(out: &mut impl Write, json: bool, who: &str, text: &str) {
    if json {
        let _ = writeln!(
            out,
            "{}",
            serde_json::json!({"user": who, "ok": false, "private": true, "text": text})
        );
    } else {
        let _ = writeln!(out, "(to {who}) {text}");
    }
    let _ = out.flush();
}

/// Prints pending notices (turn pings, reminders) and marks them sent.
fn deliver(service: &Service, out: &mut impl Write, json: bool) {
    let Ok(pending) = service.store().pending_notices(100, None) else {
        return;
    };
    for p in pending {
        let to = p.notice.user.map(|u| name_of(service, u));
        if json {
            let v = serde_json::json!({"notice": p.notice.kind, "to": to, "direct": p.notice.direct, "text": p.notice.text});
            let _ = writeln!(out, "{v}");
        } else {
            let _ = writeln!(
                out,
                "  [notice{}] {}",
                to.map(|t| format!(" for {t}")).unwrap_or_default(),
                p.notice.text
            );
        }
        let _ = service.store().mark_sent(p.id, service.now());
    }
    let _ = out.flush();
}
