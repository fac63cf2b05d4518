//! What the service answers: text, pictures, legal choices, the version they were made for.

use serde::Serialize;

/// A PNG to attach.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Png {
    pub name: String,
    #[serde(skip)]
    pub bytes: Vec<u8>,
}

impl Png {
    pub fn new(name: &str, bytes: Vec<u8>) -> Png {
        Png {
            name: name.to_string(),
            bytes,
        }
    }
}

/// A legal choice, worded for the user, with the move it stands for in its game's notation
/// (which the game reads back).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Choice {
    pub label: String,
    pub notation: String,
}

/// A card: a title, a short description and named fields (Discord shows it as an embed; the
/// terminal as text). Long results (the final scores of four players) fit in one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Card {
    pub title: String,
    pub description: String,
    pub fields: Vec<(String, String)>,
}

/// Which page of a paginated answer this is (0-based) and how many there are.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Paging {
    pub page: usize,
    pub pages: usize,
    pub of: Pages,
}

/// What a paginated answer lists.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Pages {
    /// The channel's finished games (`results`).
    Results,
    /// The caller's games in the server (`my games`).
    MyGames,
}

/// A game of the caller's that waits on them (`my games`): the transport offers a button
/// that opens its turn panel.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TurnButton {
    /// The game's number (as `results` and `record` name it).
    pub game: i64,
    /// Where the game is played: its panel is that channel's.
    pub channel: games_ids::ids::ChannelId,
}

/// Which turn a replay shows, for the transport to draw its controls (start, back,
/// forward, end).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReplayView {
    /// The game's number.
    pub game: i64,
    /// The turn shown (0: the start position).
    pub turn: usize,
    /// The last turn that may be shown: every turn of a game that is over, the last finished
    /// turn of a running one.
    pub turns: usize,
    /// The moves of the game's log the position shown comes after.
    pub moves: usize,
}

/// Where a private turn panel stands, for the transport to draw its controls.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "state")]
pub enum PanelState {
    /// The player to move plans their turn; `complete` once the planned steps end it (a
    /// placement, or a pass): then it can be confirmed.
    Composing { complete: bool },
    /// Someone else is to move: the panel only shows the caller's board.
    NotYourTurn,
    /// The game moved on since the panel was made: nothing was played; a fresh panel may be
    /// opened.
    Stale,
    /// The planned turn was played.
    Done,
}

/// A private turn panel: its game's kind (whose plugin draws its controls), its state and
/// the steps planned so far (not played yet), each in the game's notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PanelView {
    #[serde(skip)]
    pub kind: games_store::GameKind,
    #[serde(flatten)]
    pub state: PanelState,
    pub steps: Vec<String>,
}

impl PanelView {
    pub fn new(kind: games_store::GameKind, state: PanelState) -> PanelView {
        PanelView {
            kind,
            state,
            steps: Vec::new(),
        }
    }
}

/// A move previewed privately, for the transport's Confirm button: the game's kind, the move
/// in its game's notation (which the game reads back, as `Command::Move`), and the game and
/// move number it was made for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveConfirm {
    #[serde(skip)]
    pub kind: games_store::GameKind,
    pub notation: String,
    pub game: i64,
    pub version: u64,
}

/// The answer to one command.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Reply {
    pub text: String,
    /// Only for the caller (ephemeral), or for the whole channel.
    pub private: bool,
    pub pictures: Vec<Png>,
    /// Legal next steps for the caller (menus, `options`).
    pub choices: Vec<Choice>,
    /// The game's move number after this reply: menus carry it to detect staleness.
    pub version: Option<u64>,
    /// The number of the game the reply is about, set with `version`: a panel's controls and
    /// a menu carry it too, so a click in the channel's next game is stale.
    pub game: Option<i64>,
    /// A turn panel, if the reply is one.
    pub panel: Option<PanelView>,
    /// Results or scores as a card.
    pub card: Option<Card>,
    /// The pictures as text, for a terminal that shows none (boards, the table).
    pub text_view: Option<String>,
    /// Set on one page of a paginated answer (`results`, `my games`).
    pub paging: Option<Paging>,
    /// Games waiting on the caller, each to open with a button (`my games`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub turn_buttons: Vec<TurnButton>,
    /// Set on a replay: which turn it shows, of how many.
    pub replay: Option<ReplayView>,
    /// Set on a move's preview: what its Confirm button plays.
    pub confirm_move: Option<MoveConfirm>,
    /// The controls under the answer (made by the service from the fields above, with ids
    /// it reads back when clicked): what a transport renders.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub controls: Vec<crate::controls::kit::Row>,
    /// The command queued notices (a turn message, a ping...): the transport's outbox pump
    /// delivers them now.
    #[serde(skip)]
    pub queued: bool,
    /// The command left bot turns to the background worker: the transport wakes it.
    #[serde(skip)]
    pub bots: bool,
    /// The answer is a refusal (not your turn, a stale menu, no game here...): nothing was
    /// done. For the metrics' interaction outcomes.
    #[serde(skip)]
    pub refused: bool,
}

impl Reply {
    pub fn private(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            private: true,
            ..Default::default()
        }
    }
    pub fn public(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            private: false,
            ..Default::default()
        }
    }
    pub fn with_png(mut self, name: &str, bytes: Vec<u8>) -> Reply {
        self.pictures.push(Png::new(name, bytes));
        self
    }
    /// Marks that notices were queued.
    pub fn queued(mut self) -> Reply {
        self.queued = true;
        self
    }
}
