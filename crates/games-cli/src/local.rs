//! `calcada local`: play in the terminal against the same service the Discord bot uses, on a
//! local SQLite file. Hot-seat: every line may start with `NAME:` to act as NAME (or use
//! `as NAME` to switch). One command per line, so a whole game can be piped in; `--json`
//! prints each reply and notice as one JSON line for scripts. Notices (the turn message, pings,
//! reminders) go through the service's outbox pump, as on Discord. The controls under a reply
//! or a notice are printed numbered; typing a number clicks it (`controls.rs`).

mod controls;
mod plan;
mod seats;

use anyhow::Context as _;
use game_kit::{BotLevel, GameKind};
use games_ids::ids::{ChannelId, GuildId, UserId};
use games_messages::{say, Lang, Msg};
use games_service::words::{parse_line, Line, LineError};
use games_service::{
    AsyncService, Caller, Card, Command, Deliver, DeliveryError, Outgoing, PanelState, Reply,
    Seeds, Service, SystemClock,
};
use games_store::Store;
use plan::{plan_command, Planned};
use std::collections::HashMap;
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
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
    /// The people at the keyboard, comma-separated: the first opens a game for them and the
    /// bots at start, the others join, and it starts (as `new`, `join` and `start` typed).
    /// Without them, type `new`.
    #[arg(long, value_delimiter = ',')]
    pub players: Vec<String>,
    /// Bot seats, comma-separated (easy, normal, hard; or random, greedy, search). Bots
    /// alone: the --as name opens and starts the game, then leaves it to the first bot.
    #[arg(long, value_delimiter = ',')]
    pub bots: Vec<BotLevel>,
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
    /// What each name's typed numbers click: the controls last shown to them.
    shown: controls::Shown,
}

impl Terminal {
    fn print(&self, line: &str) {
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{line}");
        let _ = out.flush();
    }

    fn save(&self, pictures: &[games_service::Png]) -> Vec<String> {
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
        let (lines, clickables) = controls::numbered(self.lang, &reply.controls);
        self.shown.set(who, clickables);
        if self.json {
            let v = serde_json::json!({
                "user": who,
                "ok": true,
                "private": reply.private,
                "text": plain(&reply.text),
                "pictures": paths,
                "choices": reply.choices,
                "version": reply.version,
                "panel": reply.panel,
                "card": reply.card,
                "text_view": reply.text_view,
                "replay": reply.replay,
                "controls": reply.controls,
            });
            return self.print(&v.to_string());
        }
        if !reply.text.is_empty() {
            let text = if reply.private {
                let (name, text) = (who.to_string(), plain(&reply.text));
                say(self.lang, &Msg::LocalPrivate { name, text })
            } else {
                plain(&reply.text)
            };
            self.print(&text);
        }
        if let Some(view) = &reply.text_view {
            self.print(view.trim_end());
        }
        if let Some(card) = &reply.card {
            self.card(card);
        }
        if let Some(r) = reply.replay.filter(|r| r.turns > 0) {
            // How to step: there are no buttons here.
            let (turns, back, next) = (r.turns, r.turn.saturating_sub(1), r.turn + 1);
            let steps = match r.turn {
                0 => Msg::LocalReplayFirst { turns },
                t if t >= turns => Msg::LocalReplayLast { turns, back },
                _ => Msg::LocalReplaySteps { turns, back, next },
            };
            self.print(&say(self.lang, &steps));
        }
        for line in &lines {
            self.print(line);
        }
        self.pictures(&paths);
    }

    fn card(&self, card: &Card) {
        self.print(&card.title);
        self.print(&card.description);
        for (name, value) in &card.fields {
            self.print(name);
            for line in value.lines() {
                self.print(&format!("     {line}"));
            }
        }
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
        // A turn message's button (take your turn) is for the player it pings.
        let rows = out.controls();
        let (lines, clickables) = controls::numbered(self.lang, &rows);
        let pinged = to.is_some();
        if let Some(name) = &to {
            self.shown.set(name, clickables);
        }
        if self.json {
            let v = serde_json::json!({
                "notice": out.kind,
                "to": to,
                "direct": out.direct_to.is_some(),
                "text": plain(&out.text),
                "pictures": paths,
                "card": out.card,
                "controls": rows,
            });
            self.print(&v.to_string());
            return Ok(());
        }
        let text = plain(&out.text);
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
        if let Some(card) = &out.card {
            self.card(card);
        }
        if pinged {
            for line in &lines {
                self.print(line);
            }
        }
        self.pictures(&paths);
        Ok(())
    }
}

/// The terminal as a transport on the service, as the Discord bot uses it (a game played
/// through the service). `kind` is the terminal's game: what a `new` line opens. The seats
/// given with `--players` and `--bots` are opened, joined and started before the first line is
/// read (`seats.rs`).
pub(crate) fn run_service(opts: LocalOptions, kind: GameKind) -> anyhow::Result<ExitCode> {
    // The seats given must be a game's: refused before anything is opened.
    let games = games_service::builtin_games();
    let count = seats::people(&opts.players).len() + opts.bots.len();
    let (min, max) = games.players(kind).into_inner();
    if count > 0 && !(min..=max).contains(&count) {
        let game = games.name_of(kind, super::lang());
        let msg = Msg::LocalSeatCount {
            game,
            min,
            max,
            count,
        };
        eprintln!("{}", say(super::lang(), &msg));
        return Ok(ExitCode::FAILURE);
    }
    if let Err(damaged) = super::records::check_database(&opts.db) {
        eprintln!("{damaged}");
        return Ok(ExitCode::FAILURE);
    }
    let store = Store::open(&opts.db)
        .with_context(|| format!("opening the database {}", opts.db.display()))?;
    // Found open to other users and made private: said, as the bot logs it.
    for t in store.tightened() {
        let path = t.path.display().to_string();
        let mode = format!("{:04o}", t.mode);
        eprintln!(
            "{}",
            say(super::lang(), &Msg::DatabaseTightened { path, mode })
        );
    }
    let seeds = match opts.seed {
        Some(s) => Seeds::Fixed(s.into()),
        None => Seeds::Random,
    };
    let service = Service::new(store, Arc::new(SystemClock), seeds);
    // A game left running in the file (an earlier run's) goes on: --players and --bots open
    // nothing then.
    let resumed = service
        .live_game(ChannelId(1))
        .map_err(|e| anyhow::anyhow!("{}", e.chain()))?
        .is_some();
    let service = AsyncService::new(service);
    std::fs::create_dir_all(&opts.out)
        .with_context(|| format!("creating the pictures' folder {}", opts.out.display()))?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?;
    let lang = super::lang();
    let term = Terminal {
        json: opts.json,
        lang,
        picture_no: AtomicU64::new(std::fs::read_dir(&opts.out).map_or(0, |d| d.count() as u64)),
        out_dir: opts.out.clone(),
        shown: controls::Shown::default(),
    };
    let stdin = std::io::stdin();
    let interactive = stdin.is_terminal() && !opts.json;
    let mut user = opts.user.clone();
    if interactive {
        term.print(&say(lang, &Msg::Help));
    }
    // The bot turns a command left waiting (a leave, a replacement) are played before the
    // terminal reads the next line, one at a time as the bot's worker does; then the outbox
    // is delivered.
    let pump = |term: &Terminal| {
        if let Err(e) = runtime.block_on(service.play_waiting_bots()) {
            term.error(&opts.user, &e.chain().to_string());
        }
        if let Err(e) = runtime.block_on(service.deliver_pending(term)) {
            term.error(&opts.user, &e.chain().to_string());
        }
    };
    // Play and deliver what an earlier, interrupted run left.
    pump(&term);
    // The seats of --players and --bots: opened, joined and started as if typed.
    let opening = match resumed {
        true => Vec::new(),
        false => seats::opening(&opts.user, &opts.players, &opts.bots),
    };
    // Lines that name nobody are the first person's of --players (the game's host).
    if let Some(first) = seats::people(&opts.players).into_iter().next() {
        user = first;
    }
    let mut bytes = Vec::new();
    // Each player's planned turn (the terminal's panel): steps and the move number.
    let mut plans: HashMap<String, Planned> = HashMap::new();
    // One command as `who`, answered; a panel in the answer is their plan from now on (a
    // refusal keeps the old one).
    let answer = |who: &str, command: Command, plans: &mut HashMap<String, Planned>| {
        let caller = Caller::new(GuildId(1), ChannelId(1), local_user(who), who.to_string())
            .locale(lang.code())
            .guild_locale(lang.code())
            .admin(opts.admin);
        match runtime.block_on(service.handle(caller, command)) {
            Ok(reply) => {
                match &reply.panel {
                    Some(p) if matches!(p.state, PanelState::Composing { .. }) => {
                        let plan = (p.steps.clone(), reply.version, reply.game);
                        plans.insert(who.to_lowercase(), plan);
                    }
                    Some(_) => {
                        plans.remove(&who.to_lowercase());
                    }
                    None => {}
                }
                term.reply(who, &reply)
            }
            Err(fault) => {
                let fault = fault.chain().to_string();
                term.error(who, &say(lang, &Msg::LocalFault { fault }))
            }
        }
    };
    for (who, command) in opening {
        answer(&who, of_kind(command, kind), &mut plans);
        pump(&term);
    }
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
        // A number clicks the control it stands for, as its name last saw it.
        if let Some((who, number)) = controls::typed_number(line) {
            let who = who.map_or_else(|| user.clone(), short_name);
            match term.shown.get(&who, number) {
                Some(clickable) => {
                    answer(&who, clickable.command(), &mut plans);
                    pump(&term);
                }
                None => term.error(&who, &say(lang, &Msg::LocalNoControl { number })),
            }
            continue;
        }
        let (who, command) = match parse_line(service.games(), line) {
            Ok(Line::Empty) => continue,
            Ok(Line::Quit) => break,
            Ok(Line::Become(name)) => {
                user = short_name(&name);
                continue;
            }
            Ok(Line::Run(who, command)) => (
                who.map_or_else(|| user.clone(), |w| short_name(&w)),
                command,
            ),
            Ok(Line::Plan(who, plan)) => {
                let who = who.map_or_else(|| user.clone(), |w| short_name(&w));
                let planned = plans.get(&who.to_lowercase()).cloned().unwrap_or_default();
                match plan_command(plan, planned) {
                    Some(command) => (who, command),
                    None => {
                        term.error(&who, &say(lang, &Msg::NothingPlanned));
                        continue;
                    }
                }
            }
            Err(e) => {
                term.error(&speaker(line, &user), &say(lang, &LineError::msg(&e)));
                continue;
            }
        };
        answer(&who, of_kind(command, kind), &mut plans);
        pump(&term);
    }
    Ok(ExitCode::SUCCESS)
}

/// A `new` that names no game opens the terminal's game.
fn of_kind(mut command: Command, kind: GameKind) -> Command {
    if let Command::NewGame { game, .. } = &mut command {
        game.get_or_insert(kind);
    }
    command
}

/// Discord's markup as plain text: a timestamp `<t:UNIX:f>` as a UTC date and time.
fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find("<t:") {
        out.push_str(&rest[..i]);
        let tail = &rest[i + 3..];
        let parsed = tail.find('>').and_then(|end| {
            let secs: i64 = tail[..end].split(':').next()?.parse().ok()?;
            let t = jiff::Timestamp::from_second(secs).ok()?;
            Some((t.strftime("%Y-%m-%d %H:%M UTC").to_string(), end))
        });
        match parsed {
            Some((date, end)) => {
                out.push_str(&date);
                rest = &tail[end + 1..];
            }
            None => {
                out.push_str("<t:");
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Who a line that is no command came from: its `NAME:`, or the current user.
fn speaker(line: &str, user: &str) -> String {
    short_name(line.split_once(':').map_or(user, |(w, _)| w.trim()))
}

/// A player's name as Discord allows it: at most 32 characters (a longer one is cut, so a
/// reply never carries back a huge line).
fn short_name(name: &str) -> String {
    name.trim().chars().take(32).collect()
}
