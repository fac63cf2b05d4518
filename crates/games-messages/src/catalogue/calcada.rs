//! Calçada's messages, in the Fluent files' order (where the files keep them among the shared
//! ones, by subject): the rules' refusals, settings and words that make no game, a turn's
//! answers and its panel, actions and what happened, scores, records that do not replay,
//! hints and the words in pictures. Their arguments carry the rules' values (a colour, a
//! space), worded by each language (`crate::calcada`).

/// The rules' values the messages carry, in scope where the catalogue's macro builds `Msg`.
pub(super) use calcada_rules::{Colour, EndReason, Space, Square, Symbol};

/// Adds these messages to those listed before (`$listed`) and hands them all on to `$next`
/// (then the parts after it, `$rest`).
macro_rules! calcada {
    ($next:ident $(, $rest:ident)*; $($listed:tt)*) => { $next! { $($rest),*; $($listed)*
    // ----- the rules' refusals (RuleError) -----
    RuleGameOver = "rule-game-over",
    RuleNoSuchSeat { seat: usize } = "rule-no-such-seat",
    RuleSeatLeft { name: Name } = "rule-seat-left",
    RuleNotYourTurn { current: Name } = "rule-not-your-turn",
    RuleNoBonusTiles = "rule-no-bonus-tiles",
    RuleAlreadyDeclared { colour: Colour, number: u8 } = "rule-already-declared",
    RuleNotDeclared = "rule-not-declared",
    RuleNoStoneThere { space: Space, colour: Colour } = "rule-no-stone-there",
    RuleColourClosed { colour: Colour } = "rule-colour-closed",
    RuleColourExhausted { colour: Colour } = "rule-colour-exhausted",
    RuleNoFittingSquare { colour: Colour, number: u8 } = "rule-no-fitting-square",
    /// As above, for a declared 6 or more (any empty square would do).
    RuleNoEmptySquare { colour: Colour, number: u8 } = "rule-no-empty-square",
    RuleTileNotOnDisplay { colour: Colour, symbol: Symbol } = "rule-tile-not-on-display",
    RuleSquareOccupied { square: Square } = "rule-square-occupied",
    RuleWrongNumber { square: Square, shows: u8, declared: u8 } = "rule-wrong-number",
    RuleDistrictHasOtherColour { district: char, colour: Colour } = "rule-district-has-other-colour",

    // ----- settings that make no game (SetupError) -----
    SetupPlayerCount { count: usize } = "setup-player-count",
    SetupUnknownBoard { board: Quote } = "setup-unknown-board",
    SetupNoDefaultMultipliers { count: usize } = "setup-no-default-multipliers",
    SetupMultipliers { detail: String } = "setup-multipliers",
    SetupStartPlayer { seat: usize } = "setup-start-player",

    // ----- words that name nothing (ParseError) -----
    ParseColour { text: Quote } = "parse-colour",
    ParseSymbol { text: Quote } = "parse-symbol",
    ParseSquare { text: Quote } = "parse-square",
    ParseSpace { text: Quote } = "parse-space",
    ParseTile { text: Quote } = "parse-tile",

    // ----- a turn's answers and choices -----
    Declared { colour: Colour, number: u8, squares: Vec<Square>, tiles: Vec<Symbol> } = "declared",
    Nudged { space: Space, colour: Colour, number: u8, bonus_left: u32 } = "nudged",
    Refreshed { colour: Colour, bonus_left: u32 } = "refreshed",
    DeclarationChoice { space: Space, colour: Colour, number: u8, squares: Vec<Square> } = "declaration-choice",
    PassChoice { space: Space, colour: Colour, number: u8 } = "pass-choice",
    NudgeChoice { space: Space, colour: Colour, to: Space, after: u8 } = "nudge-choice",
    RefreshChoice { colour: Colour } = "refresh-choice",
    PlacementChoice { colour: Colour, symbol: Symbol, square: Square } = "placement-choice",

    // ----- the turn panel -----
    PanelYourTurn { round: u32 } = "panel-your-turn",
    PanelPlanned { steps: Vec<Box<Msg>> } = "panel-planned",
    PanelDeclared { colour: Colour, number: u8 } = "panel-declared",
    PanelPreview { colour: Colour, symbol: Symbol, square: Square, points: u32 } = "panel-preview",
    PanelPass { colour: Colour, number: u8 } = "panel-pass",
    PanelNotYourTurn { current: Name } = "panel-not-your-turn",
    RefreshWarning { colour: Colour } = "refresh-warning",
    NothingFits = "nothing-fits",
    /// One player in `status`.
    StatusLine { you: bool, name: Name, score: u32, bonus_tiles: u32, tiles: u32, bot: bool } = "status-line",

    // ----- actions, as the history lists them -----
    ActNudge { space: Space, colour: Colour } = "act-nudge",
    ActDeclare { space: Space, colour: Colour } = "act-declare",
    ActRefresh { colour: Colour } = "act-refresh",
    ActPlace { symbol: Symbol, square: Square } = "act-place",
    ActLeave = "act-leave",

    // ----- what happened (Event) -----
    EvNudged { name: Name, colour: Colour, from: Space, to: Space } = "ev-nudged",
    EvDeclared { name: Name, colour: Colour, number: u8, from: Space, to: Space } = "ev-declared",
    EvPassed { name: Name, colour: Colour, number: u8, from: Space, to: Space } = "ev-passed",
    EvRefreshed { name: Name, colour: Colour } = "ev-refreshed",
    EvPlaced { name: Name, colour: Colour, symbol: Symbol, square: Square } = "ev-placed",
    EvBonusGained { name: Name, count: u32 } = "ev-bonus-gained",
    EvRefilled { colour: Colour, count: usize } = "ev-refilled",
    EvDistrictScored { name: Name, district: char, tiles: u32, multiplier: u8, points: u32 } = "ev-district-scored",
    EvStoneDown { colour: Colour } = "ev-stone-down",
    EvColourClosed { name: Name, colour: Colour, points: u32 } = "ev-colour-closed",
    EvEndTriggered = "ev-end-triggered",
    EvPlayerLeft { name: Name } = "ev-player-left",
    EvTurnStarted { name: Name, round: u32 } = "ev-turn-started",
    EvGameOver { reason: EndReason } = "ev-game-over",
    /// The declaration that opened a turn, when the turn is told later.
    DeclaredBefore { name: Name, colour: Colour, number: u8 } = "declared-before",

    // ----- scores -----
    RankingOver { reason: EndReason } = "ranking-over",
    RankingLine { rank: usize, name: Name, points: u32 } = "ranking-line",
    RankingNotOver { round: u32 } = "ranking-not-over",
    RankingSoFar { name: Name, points: u32 } = "ranking-so-far",
    BreakdownDistrict { district: char, colour: Colour, tiles: u32, multiplier: u8, points: u32 } = "breakdown-district",
    BreakdownOffBoard { points: u32 } = "breakdown-off-board",
    BreakdownGroup { symbol: Symbol, size: usize, points: u32 } = "breakdown-group",
    BreakdownIncomplete { districts: Vec<Box<Msg>>, points: u32 } = "breakdown-incomplete",
    BreakdownIncompleteItem { district: char, tiles: u32 } = "breakdown-incomplete-item",
    BreakdownBonus { tiles: u32, points: u32 } = "breakdown-bonus",

    // ----- records that do not replay (ReplayError) -----
    ReplayMalformed { detail: String } = "replay-malformed",
    ReplayVersion { format: Quote, version: u32, expected_format: String, expected_version: u32 } = "replay-version",
    ReplaySetup { error: Box<Msg> } = "replay-setup",
    ReplayIllegal { action: usize, seat: usize, what: String, error: Box<Msg> } = "replay-illegal",
    ReplayMismatchInitial { path: String, recorded: String, replayed: String } = "replay-mismatch-initial",
    ReplayMismatch { action: usize, path: String, recorded: String, replayed: String } = "replay-mismatch",
    ReplayOtherGame { game: Quote, expected: String } = "replay-other-game",

    // ----- hints -----
    HintHeader { turn: String } = "hint-header",
    HintSpends { count: u32 } = "hint-spends",
    HintPasses = "hint-passes",
    HintGrows { district: char, colour: Colour, tiles: u32, size: u32 } = "hint-grows",
    HintCompletes { district: char, colour: Colour, multiplier: u8, points: u32 } = "hint-completes",
    HintCloses { colour: Colour, points: u32 } = "hint-closes",
    HintTriggersEnd = "hint-triggers-end",
    HintMotif { motif: Symbol, size: u32, points: i64 } = "hint-motif",
    HintBonus { count: u32 } = "hint-bonus",
    HintUsed { name: Name } = "hint-used",

    // ----- words in pictures -----
    PicPoints = "pic-points",
    PicBonusTiles { count: u32 } = "pic-bonus-tiles",
    PicRound { round: u32 } = "pic-round",
    PicTurnOf { name: String } = "pic-turn-of",
    PicStepDeclare = "pic-step-declare",
    PicStepPlace { colour: String, number: u8 } = "pic-step-place",
    PicLastRound = "pic-last-round",
    PicClosed = "pic-closed",
    PicOffRow = "pic-off-row",
    PicStack { count: usize } = "pic-stack",
    PicMultiplier { multiplier: u8 } = "pic-multiplier",
    PicGameboard = "pic-gameboard",
    PicScoreboard = "pic-scoreboard",
    PicGained { points: u32 } = "pic-gained",
    PicDistrictChip { district: String, points: u32 } = "pic-district-chip",
    PicDistrictsDone = "pic-districts-done",
    PicLeftGame = "pic-left-game",
    PicGameOver = "pic-game-over",
    PicRank { rank: usize } = "pic-rank",
    PicDistricts = "pic-districts",
    PicOffBoard = "pic-off-board",
    PicMotifGroups = "pic-motif-groups",
    PicIncomplete = "pic-incomplete",
    PicBonusPairs = "pic-bonus-pairs",
    PicTotal = "pic-total",
    PicDistrictDetail { district: String, tiles: u32, multiplier: u8 } = "pic-district-detail",
    PicGroupDetail { motif: String, size: usize } = "pic-group-detail",
    PicIncompleteDetail { district: String, tiles: u32 } = "pic-incomplete-detail",
    PicBonusDetail { count: u32 } = "pic-bonus-detail",
    PicListSeparator = "pic-list-separator",
    PicYou { name: String } = "pic-you",
    PicStripPoints { points: u32 } = "pic-strip-points",
    PicStoneCount { letter: String, count: u8 } = "pic-stone-count",
    PicPanelTitle = "pic-panel-title",
    PicPanelChoose = "pic-panel-choose",
    PicPreview { points: String } = "pic-preview",
    PicPreviewPoints { points: u32 } = "pic-preview-points",
    PicPreviewDistrict { district: String, tiles: u32, multiplier: u8 } = "pic-preview-district",
    PicPreviewStoneOff { points: u32 } = "pic-preview-stone-off",
    PicPreviewBonus { count: u32 } = "pic-preview-bonus",
    PicPreviewNoDistrict = "pic-preview-no-district",
    } };
}
