//! `calcada local`: play in the terminal against the same service the Discord bot uses, on a
//! local SQLite file. Hot-seat: every line may start with `NAME:` to act as NAME (or use
//! `as NAME` to switch). One command per line, so a whole game can be piped in; `--json`
//! prints each reply and notice as one JSON line for scripts. Notices (the turn message, pings,
//! reminders) go through the service's outbox pump, as on Discord; the terminal only says
//! how to show one.

use crate::ids::{ChannelId, GuildId, UserId};
use crate::messages::{say, Lang, Msg};
use crate::service::words::{parse_line, Line, LineError};
use crate::service::{
    AsyncService, Caller, Deliver, DeliveryError, Outgoing, Reply, Seeds, Service, SystemClock,
};
use crate::store::Store;
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// Options of `calcada local`.
#[derive(clap::Args, Debug)]
pub struct LocalOptions {
    /// The SQLite file games are kept in (created on first run).
    #[arg(long, default_value = "calcada-local.db")]
    pub db: PathBuf,
    /// Where pictures are written (the path is printed after each turn).
    #[arg(long, default_value = "calcada-pictures")]
    pub out: PathBuf,
    /// Print every reply and notice as one JSON line (for scripts).
    #[arg(long)]
    pub json: bool,
    /// Seed of the next new game (then +1 per game): replayable games.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Who you are until a line says otherwise (`as NAME`, or `NAME: command`).
    #[arg(long = "as", default_value = "Player 1")]
    pub user: String,
    /// Give every name the rights of a server admin (end any game, replace players, list
    /// games). Without it, as on Discord, only a game's creator may end it.
    #[arg(long)]
    pub admin: bool,
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

/// The terminal as a transport: prints replies and notices, writes pictures to a folder.
struct Terminal {
    json: bool,
    lang: Lang,
    out_dir: PathBuf,
    /// Pictures are numbered on from what an earlier run left, so nothing is overwritten.
    picture_no: AtomicU64,
}

impl Terminal {
    fn print(&self, line: &str) {
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{line}");
        let _ = out.flush();
    }

    fn save(&self, pictures: &[crate::service::Png]) -> Vec<String> {
        let mut paths = Vec::new();
        for png in pictures {
            let n = self.picture_no.fetch_add(1, Ordering::Relaxed) + 1;
            let path = self.out_dir.join(format!("{n:04}-{}", png.name));
            if std::fs::write(&path, &png.bytes).is_ok() {
                paths.push(path.display().to_string());
            }
        }
        paths
    }

    fn reply(&self, who: &str, reply: &Reply) {
        let paths = self.save(&reply.pictures);
        if self.json {
            let v = serde_json::json!({
                "user": who,
                "ok": true,
                "private": reply.private,
                "text": reply.text,
                "pictures": paths,
                "choices": reply.choices,
                "version": reply.version,
            });
            return self.print(&v.to_string());
        }
        if !reply.text.is_empty() {
            let text = if reply.private {
                let (name, text) = (who.to_string(), reply.text.clone());
                say(self.lang, &Msg::LocalPrivate { name, text })
            } else {
                reply.text.clone()
            };
            self.print(&text);
        }
        self.pictures(&paths);
    }

    fn pictures(&self, paths: &[String]) {
        for path in paths {
            let path = path.clone();
            self.print(&say(self.lang, &Msg::LocalPicture { path }));
        }
    }

    fn error(&self, who: &str, text: &str) {
        if self.json {
            let v = serde_json::json!({"user": who, "ok": false, "private": true, "text": text});
            return self.print(&v.to_string());
        }
        let (name, text) = (who.to_string(), text.to_string());
        self.print(&say(self.lang, &Msg::LocalPrivate { name, text }));
    }
}

impl Deliver for Terminal {
    async fn deliver(&self, out: &Outgoing) -> Result<(), DeliveryError> {
        let paths = self.save(&out.pictures);
        let to = out.mention.as_ref().map(|(_, name)| name.clone());
        if self.json {
            let v = serde_json::json!({
                "notice": out.kind,
                "to": to,
                "direct": out.direct_to.is_some(),
                "text": out.text,
                "pictures": paths,
            });
            self.print(&v.to_string());
            return Ok(());
        }
        let text = out.text.clone();
        let msg = match (out.direct_to, to) {
            (Some(_), _) => {
                let name = out
                    .mention
                    .as_ref()
                    .map_or_else(String::new, |m| m.1.clone());
                Msg::LocalDirect { name, text }
            }
            (None, Some(name)) => Msg::LocalNoticeFor { name, text },
            (None, None) => Msg::LocalNotice { text },
        };
        self.print(&say(self.lang, &msg));
        self.pictures(&paths);
        Ok(())
    }
}

/// Runs the terminal game until end of input or `quit`.
pub fn run(opts: LocalOptions) -> Result<(), String> {
    let store = Store::open(&opts.db).map_err(|e| e.to_string())?;
    let seeds = match opts.seed {
        Some(s) => Seeds::Fixed(s.into()),
        None => Seeds::Random,
    };
    let service = AsyncService::new(Service::new(store, Arc::new(SystemClock), seeds));
    std::fs::create_dir_all(&opts.out).map_err(|e| format!("{}: {e}", opts.out.display()))?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let lang = Lang::En;
    let term = Terminal {
        json: opts.json,
        lang,
        picture_no: AtomicU64::new(std::fs::read_dir(&opts.out).map_or(0, |d| d.count() as u64)),
        out_dir: opts.out.clone(),
    };
    let stdin = std::io::stdin();
    let interactive = stdin.is_terminal() && !opts.json;
    let mut user = opts.user.clone();
    if interactive {
        term.print(&say(lang, &Msg::Help));
    }
    let pump = |term: &Terminal| {
        if let Err(e) = runtime.block_on(service.deliver_pending(term)) {
            term.error(&opts.user, &e.to_string());
        }
    };
    // Deliver what an earlier, interrupted run left in the outbox.
    pump(&term);
    let mut bytes = Vec::new();
    loop {
        if interactive {
            let mut out = std::io::stdout().lock();
            let _ = write!(
                out,
                "{}",
                say(lang, &Msg::LocalPrompt { name: user.clone() })
            );
            let _ = out.flush();
        }
        bytes.clear();
        match stdin.lock().read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        // A line that is not text is answered and skipped; the lines after it still count.
        let Ok(line) = std::str::from_utf8(&bytes) else {
            let msg = Msg::BadLine {
                error: Box::new(Msg::NotText),
            };
            term.error(&user, &say(lang, &msg));
            continue;
        };
        let (who, command) = match parse_line(line) {
            Ok(Line::Empty) => continue,
            Ok(Line::Quit) => break,
            Ok(Line::Become(name)) => {
                user = name;
                continue;
            }
            Ok(Line::Run(who, command)) => (who.unwrap_or_else(|| user.clone()), command),
            Err(e) => {
                term.error(&speaker(line, &user), &say(lang, &LineError::msg(&e)));
                continue;
            }
        };
        let caller = Caller::new(GuildId(1), ChannelId(1), local_user(&who), who.clone())
            .locale(lang.code())
            .admin(opts.admin);
        match runtime.block_on(service.handle(caller, command)) {
            Ok(reply) => term.reply(&who, &reply),
            Err(fault) => {
                let fault = fault.to_string();
                term.error(&who, &say(lang, &Msg::LocalFault { fault }))
            }
        }
        pump(&term);
    }
    Ok(())
}

/// Who a line that is no command came from: its `NAME:`, or the current user.
fn speaker(line: &str, user: &str) -> String {
    line.split_once(':')
        .map_or(user, |(w, _)| w.trim())
        .to_string()
}
