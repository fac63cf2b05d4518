//! The service's sentences: every answer and notice a player reads, as a typed [`Msg`],
//! worded per language by [`say`].

use super::{en, Lang};
use crate::engine::{Colour, RuleError, Space, Square, Symbol};

/// Everything the service says, with what it needs to say it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    // ----- refusals -----
    NoGameHere,
    ChannelBusy {
        creator: Option<String>,
    },
    BadBoard {
        board: String,
    },
    BadPlayerCount,
    TooManyBots {
        bots: usize,
        max: usize,
    },
    BadReminder,
    BadTakeover,
    /// The stem of a bot seat's name ("Greedy bot" + a number).
    BotName {
        kind: crate::bots::BotKind,
    },
    NotOpen,
    NotRunning,
    AlreadySeated,
    GameFull {
        max: usize,
    },
    NotSeated,
    NotCreatorOrAdmin,
    NotAdmin,
    TooFewPlayers,
    BotSeat,
    Stale,
    MovedOn,
    Rule(RuleError),
    UnknownPlayer {
        name: String,
    },
    BadOption {
        what: String,
    },
    // ----- answers -----
    Opened {
        creator: String,
        board: String,
        max: usize,
    },
    Joined {
        name: String,
        seated: usize,
        max: usize,
    },
    BotAdded {
        name: String,
        seated: usize,
        max: usize,
    },
    LeftLobby {
        name: String,
    },
    LobbyClosed {
        name: String,
    },
    ReplacedByBot {
        name: String,
    },
    Started {
        players: Vec<String>,
        first: String,
    },
    YourTurn {
        name: String,
    },
    TurnOf {
        name: String,
    },
    Declared {
        colour: Colour,
        number: u8,
        squares: Vec<Square>,
        tiles: Vec<Symbol>,
    },
    /// One player in `status`.
    StatusLine {
        you: bool,
        name: String,
        score: u32,
        bonus_tiles: u32,
        tiles: u32,
        bot: bool,
    },
    Nudged {
        space: Space,
        colour: Colour,
        number: u8,
        bonus_left: u32,
    },
    Refreshed {
        colour: Colour,
        bonus_left: u32,
    },
    Ended {
        by: String,
    },
    GameOver,
    NotifyDm {
        on: bool,
    },
    ReminderSet {
        hours: u64,
    },
    Reminder {
        name: String,
        hours: u64,
    },
    BotTookOver {
        name: String,
    },
    NoGames,
    DeclarationChoice {
        space: Space,
        colour: Colour,
        number: u8,
        squares: Vec<Square>,
    },
    PlacementChoice {
        colour: Colour,
        symbol: Symbol,
        squares: Vec<Square>,
    },
    Help,
    Rules,
    /// A passing declaration in a list of choices (no declaration fits).
    PassChoice {
        space: Space,
        colour: Colour,
        number: u8,
    },
    /// A nudge in a list of choices.
    NudgeChoice {
        space: Space,
        colour: Colour,
        to: Space,
        after: u8,
    },
    /// The placeholder of the menu of legal moves.
    MenuPlaceholder,
    /// `calcada` started without a token.
    NoToken,
    /// A slow public answer went to the channel as a message.
    PostedInChannel,
    /// `status` before the start.
    Lobby {
        players: Vec<String>,
        max: usize,
    },
    /// Options of the wrong type or shape.
    MalformedOptions,
    /// A game command outside a server.
    GuildOnly,
    /// The declaration that opened a turn, in the turn's summary.
    DeclaredBefore {
        name: String,
        colour: Colour,
        number: u8,
    },
    /// `options` when no declaration fits.
    NothingFits,
    /// `status`: the game at a glance.
    Status {
        lines: Vec<String>,
    },
    /// `list` (admins): one line per game.
    GameLine {
        channel: u64,
        status: String,
        players: Vec<String>,
        turn: Option<String>,
        since_hours: Option<u64>,
    },
    /// `history`: one line per action.
    HistoryLine {
        seq: u64,
        name: String,
        action: crate::engine::Action,
    },
    NoHistory,
    Internal,
}

/// The sentence for `msg` in `lang`.
pub fn say(lang: Lang, msg: &Msg) -> String {
    match lang {
        Lang::En => english(msg),
    }
}

fn list(squares: &[Square]) -> String {
    squares
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn english(msg: &Msg) -> String {
    match msg {
        Msg::NoGameHere => "There is no game in this channel. Open one with `new`.".into(),
        Msg::ChannelBusy { creator } => match creator {
            Some(c) => format!("This channel already has a game (opened by {c}). One game per channel or thread."),
            None => "This channel already has a game. One game per channel or thread.".into(),
        },
        Msg::BadBoard { board } => format!("That does not work: there is no board side {board:?}; choose A or B."),
        Msg::BadPlayerCount => "That does not work: a game has 2 to 4 players.".into(),
        Msg::TooManyBots { bots, max } => {
            format!("That does not work: {bots} bots leave no seat for you in a {max}-player game.")
        }
        Msg::BadReminder => "That does not work: a reminder interval is 1 to 720 hours.".into(),
        Msg::BadTakeover => "That does not work: a bot can take over after 1 to 10 missed reminders.".into(),
        Msg::BotName { kind } => match kind {
            crate::bots::BotKind::Greedy => "Greedy bot".into(),
            crate::bots::BotKind::Random => "Random bot".into(),
            crate::bots::BotKind::Search => "Search bot".into(),
        },
        Msg::NotOpen => "This game has already started: joining and adding bots is over.".into(),
        Msg::NotRunning => "This game is not running: it has not started yet, or it is over.".into(),
        Msg::AlreadySeated => "You already have a seat in this game.".into(),
        Msg::GameFull { max } => format!("This game is full ({max} players)."),
        Msg::NotSeated => "You have no seat in this game. Join it while it is open.".into(),
        Msg::NotCreatorOrAdmin => "Only the player who opened this game, or a server admin, can do that.".into(),
        Msg::NotAdmin => "Only a server admin can do that.".into(),
        Msg::TooFewPlayers => "Calçada needs at least 2 players: ask someone to join, or add a bot.".into(),
        Msg::BotSeat => "A bot plays that seat now.".into(),
        Msg::Stale => "That button belongs to an earlier moment of the game: look at the latest message.".into(),
        Msg::MovedOn => "The game moved on while you were acting (someone else was quicker). Nothing was changed: look at the table and try again.".into(),
        Msg::Rule(e) => {
            let t = en::rule_error(e);
            let mut c = t.chars();
            match c.next() {
                Some(f) => format!("{}{}.", f.to_uppercase(), c.as_str()),
                None => t,
            }
        }
        Msg::UnknownPlayer { name } => format!("Nobody called {name:?} plays in this game."),
        Msg::BadOption { what } => format!("That does not work: {what}."),
        Msg::Opened { creator, board, max } => format!(
            "{creator} opened a game of Calçada (board side {board}, up to {max} players). Join with `join`; {creator} starts it with `start`."
        ),
        Msg::Joined { name, seated, max } => format!("{name} joined ({seated}/{max})."),
        Msg::BotAdded { name, seated, max } => format!("{name} takes a seat ({seated}/{max})."),
        Msg::LeftLobby { name } => format!("{name} left the game before it started."),
        Msg::LobbyClosed { name } => format!("{name} closed the game before it started."),
        Msg::ReplacedByBot { name } => format!("{name} left: a bot plays their seat from now on."),
        Msg::Started { players, first } => {
            format!("The game starts! Seat order: {}. {first} begins.", players.join(", "))
        }
        Msg::YourTurn { name } => format!("{name}, it is your turn in Calçada."),
        Msg::TurnOf { name } => format!("Next: {name}."),
        Msg::Declared { colour, number, squares, tiles } => {
            let tiles: Vec<&str> = tiles.iter().map(|t| en::symbol(*t)).collect();
            format!(
                "You declared {} {number}. Face-up: {}. Place one on {}.",
                en::colour(*colour),
                tiles.join(", "),
                list(squares)
            )
        }
        Msg::StatusLine { you, name, score, bonus_tiles, tiles, bot } => format!(
            "{}{name}{}: {score} points, {bonus_tiles} bonus tiles, {tiles} tiles placed",
            if *you { "▶ " } else { "" },
            if *bot { " (bot)" } else { "" }
        ),        Msg::Nudged { space, colour, number, bonus_left } => format!(
            "You nudged {} on to space {space}, which now holds {number} stones. Bonus tiles left: {bonus_left}.",
            en::colour(*colour).to_lowercase()
        ),
        Msg::Refreshed { colour, bonus_left } => format!(
            "You refreshed the {} display. Bonus tiles left: {bonus_left}.",
            en::colour(*colour).to_lowercase()
        ),
        Msg::Ended { by } => format!("{by} ended the game. Scores as they stood:"),
        Msg::GameOver => "The game is over.".into(),
        Msg::NotifyDm { on } => {
            if *on {
                "You will also get a direct message when it is your turn.".into()
            } else {
                "You will be notified in the channel only.".into()
            }
        }
        Msg::ReminderSet { hours } => format!("New games in this server remind slow players after {hours} h."),
        Msg::Reminder { name, hours } => format!("{name}, Calçada is waiting for your move (over {hours} h now)."),
        Msg::BotTookOver { name } => format!("{name} did not move in time: a bot played this turn for them."),
        Msg::NoGames => "No games in this server.".into(),
        Msg::DeclarationChoice { space, colour, number, squares } => format!(
            "Space {space} · {} → declares {} {number} · fits {}",
            en::colour(*colour),
            en::colour(*colour),
            list(squares)
        ),
        Msg::PlacementChoice { colour, symbol, squares } => format!(
            "{} {} → {}",
            en::colour(*colour),
            en::symbol(*symbol),
            list(squares)
        ),
        Msg::Help => HELP.into(),
        Msg::NudgeChoice { space, colour, to, after } => format!(
            "Nudge: space {space} · {} → space {to} (then {after} stones there) · costs a bonus tile",
            en::colour(*colour)
        ),
        Msg::MenuPlaceholder => "Choose your move".into(),
        Msg::PassChoice { space, colour, number } => format!(
            "Space {space} · {} → declares {} {number} · nothing fits: you pass",
            en::colour(*colour),
            en::colour(*colour)
        ),
        Msg::NoToken => NO_TOKEN.into(),
        Msg::Lobby { players, max } => format!(
            "Waiting to start: {} of {max} seats taken ({}).",
            players.len(),
            players.join(", ")
        ),
        Msg::PostedInChannel => "Done: the answer is in the channel.".into(),
        Msg::MalformedOptions => {
            "That command's options did not come through as expected; nothing was changed. Please pick them again from the list.".into()
        }
        Msg::GuildOnly => "Calçada is played in a server's channels, not in direct messages.".into(),
        Msg::DeclaredBefore { name, colour, number } => format!("{name} declared {} {number}", en::colour(*colour)),
        Msg::NothingFits => "No declaration fits your board: declaring any stone passes your turn (a nudge may still help).".into(),
        Msg::Rules => RULES.into(),
        Msg::Status { lines } => lines.join("\n"),
        Msg::GameLine { channel, status, players, turn, since_hours } => {
            let mut line = format!("<#{channel}> · {status} · {}", players.join(", "));
            if let Some(t) = turn {
                line.push_str(&format!(" · {t} to play"));
            }
            if let Some(h) = since_hours {
                line.push_str(&format!(" for {h} h"));
            }
            line
        }
        Msg::HistoryLine { seq, name, action } => {
            format!("{seq}. {name}: {}", crate::service::words::action_words(action))
        }
        Msg::NoHistory => "Nothing has been played yet.".into(),
        Msg::Internal => "Something went wrong on our side; nothing was changed. Please try again.".into(),
    }
}

const HELP: &str = "Commands:
  new [side A|B] [players 2-4] [bots greedy,random] [reminder HOURS] [takeover N]
                          open a game here (takeover: a bot plays after N missed reminders)
  join | leave | bot [greedy|random] | start                          the lobby
  nudge SPACE COLOUR      bonus: move a stone one space on, before declaring
  declare SPACE COLOUR    declare a stone (the number is the stones on its space) and move it
  refresh COLOUR          bonus: new face-up tiles for a colour
  place SYMBOL SQUARE     place a face-up tile of the declared colour, e.g. place star C4
  options                 what you may do now
  board [NAME] | table | status | history [N] | rules
  notify dm|channel       how you are told it is your turn
  end                     end the game (its creator or an admin)
  list | reminder HOURS | replace NAME   server admins
  NAME: command | as NAME | quit          (terminal) act as NAME; switch to NAME; stop";

const NO_TOKEN: &str = "DISCORD_TOKEN is not set, so the bot cannot connect to Discord.
To get a token: open https://discord.com/developers/applications, create an application, open
its Bot page, press Reset Token and copy it; then put DISCORD_TOKEN=... in a .env file here
(see .env.example and README.md, which also explains how to invite the bot).
To try the game without Discord right now: calcada local";

const RULES: &str = "Calçada in short:
1. Optional, before declaring: spend a bonus tile to nudge any stone one space clockwise.
2. Declare: choose a stone on the gameboard. Your number is how many stones are on its space
   (6 or more: any square). Move that stone one space clockwise.
3. Optional: spend a bonus tile to refresh a colour's face-up tiles.
4. Place: take a face-up tile of the declared colour and put it on an empty square showing
   your number, in a district that holds no other colour. A bonus symbol gives 2 bonus tiles.
5. Completing a district scores tiles × the colour's multiplier; then that colour's stone
   moves down the scoreboard. Off the bottom: +2 points and the colour is closed.
The end comes when a second stone leaves the scoreboard; the round is finished so all have
played equally. Then: connected motifs (2: 1, 3: 3, 4: 5, 5: 8, 6: 11, 7: 14, 8+: 18),
1 point per tile in incomplete districts, 1 point per 2 bonus tiles.";
