//! Piazza's messages, in the Fluent files' order: its terminal's names and lines, its
//! records' refusals, its pictures' words and its answers on Discord.

/// Adds these messages to those listed before (`$listed`) and hands them all on to `$next`
/// (then the parts after it, `$rest`).
macro_rules! piazza {
    ($next:ident $(, $rest:ident)*; $($listed:tt)*) => { $next! { $($rest),*; $($listed)*
    // ## piazza terminal
    /// Piazza's names (its records, its pictures, its answers): a colour, a symbol, a
    /// tile (by their keys: `red`, `star`), and the legend of the letters and marks.
    PtColour { colour: String } = "pt-colour",
    PtSymbol { symbol: String } = "pt-symbol",
    PtTile { colour: String, symbol: String } = "pt-tile",
    PtLegend { colours: String, symbols: String } = "pt-legend",
    /// A seat's hand as text (the terminal): each tile drawn and named as moves type it.
    PiazzaHandText { tiles: String } = "piazza-hand-text",
    PtSeatCount { count: usize } = "pt-seat-count",
    /// A seat's public line; `finished` 0 while it still has tiles, else the order in which
    /// it placed all of them (what decides equal points).
    PtScoreLine { name: String, colours: String, points: u32, hand: usize, pile: usize, finished: u32 } = "pt-score-line",
    PtTilesLeft { count: usize } = "pt-tiles-left",
    PtPlaced { name: String, code: String, tile: Box<Msg>, cell: String } = "pt-placed",
    PtBracket { name: String, from: String, to: String, points: u32 } = "pt-bracket",
    PtDrew { name: String, count: usize } = "pt-drew",
    PtPassed { name: String } = "pt-passed",
    PtFinished { name: String, place: u32 } = "pt-finished",
    /// `reason`: `all_placed` or `blocked`.
    PtGameOver { reason: String } = "pt-game-over",
    PtRankLine { rank: usize, name: String, points: u32, finished: u32 } = "pt-rank-line",
    PtHint { words: String, points: u32 } = "pt-hint",
    PtRefused { error: Box<Msg> } = "pt-refused",
    /// Piazza's rules refusing an action (`piazza_rules::RuleError`), as clauses.
    PtErrGameOver = "pt-err-game-over",
    PtErrNoSuchSeat { seat: usize } = "pt-err-no-such-seat",
    PtErrNotYourTurn { name: String } = "pt-err-not-your-turn",
    PtErrNotInHand { tile: Box<Msg> } = "pt-err-not-in-hand",
    PtErrSameCell { cell: String } = "pt-err-same-cell",
    PtErrCellTaken { cell: String } = "pt-err-cell-taken",
    PtErrOutsideGrid { cell: String } = "pt-err-outside-grid",
    PtErrNotAlongside { cell: String } = "pt-err-not-alongside",
    PtErrSameColour { cell: String, neighbour: String } = "pt-err-same-colour",
    PtErrSameSymbol { cell: String, neighbour: String } = "pt-err-same-symbol",
    PtErrTwoColours { first: Box<Msg>, second: Box<Msg> } = "pt-err-two-colours",
    PtErrNotInLine { first: String, second: String } = "pt-err-not-in-line",
    PtErrNotABracket { first: String, second: String, between: String } = "pt-err-not-a-bracket",
    PtErrMustPlace = "pt-err-must-place",
    /// Piazza records that do not verify (`piazza_rules::RecordError`), as clauses.
    PtRecMalformed { detail: String } = "pt-rec-malformed",
    PtRecEnvelope { format: Quote, version: u32, game: Quote, expected: u32 } = "pt-rec-envelope",
    PtRecSetup { error: Box<Msg> } = "pt-rec-setup",
    PtRecSetupDiffers = "pt-rec-setup-differs",
    /// `seat` counted from 1, as players count them; `name` its player.
    PtRecIllegal { action: usize, seat: usize, name: String, error: Box<Msg> } = "pt-rec-illegal",
    PtRecOutcome = "pt-rec-outcome",
    /// Where a Piazza record's state differs from the replay's: `field` is `current`, `turn`,
    /// `passes`, `seats`, or one of seat `seat`'s (from 1) `name`, `colours`, `score`,
    /// `hand_size`, `pile_size`, `finished`.
    PtRecField { field: String, seat: usize } = "pt-rec-field",
    /// `field` a [`Msg::PtRecField`].
    PtRecMismatchInitial { field: Box<Msg>, recorded: String, replayed: String } = "pt-rec-mismatch-initial",
    PtRecMismatch { action: usize, field: Box<Msg>, recorded: String, replayed: String } = "pt-rec-mismatch",
    /// A record whose `actions` actions do not end the game, but that claims final scores.
    PtRecCutShort { actions: usize } = "pt-rec-cut-short",
    PtRecNoFinalScores { actions: usize } = "pt-rec-no-final-scores",
    /// Settings naming a deal this version does not know.
    PtSetupDeal { deal: u32 } = "pt-setup-deal",
    PtVerified { actions: usize, players: usize } = "pt-verified",
    /// After it, for a record with the shuffle's seal: the seed and salt hash to it.
    PtVerifiedSeal { hash: String } = "pt-verified-seal",
    /// `calcada verify` of several files: the file whose report follows.
    PtVerifyFile { path: String } = "pt-verify-file",
    PtRecordBroken { path: String, error: String } = "pt-record-broken",
    PtReplayHeader { players: usize, actions: usize } = "pt-replay-header",
    PtReplayTurn { number: usize, name: String } = "pt-replay-turn",
    PtSimHeader { games: u64, players: usize, bots: String } = "pt-sim-header",
    PtSimMoves { average: Decimal, tiles: Decimal } = "pt-sim-moves",
    PtSimPoints { average: Decimal, max: u32 } = "pt-sim-points",
    PtSimEndings { all_placed: u64, blocked: u64 } = "pt-sim-endings",
    PtCalcadaOnly { option: String } = "pt-calcada-only",
    // ## piazza pictures
    /// Piazza's pictures (`render::piazza`): the status line's heading, "Turn 12".
    PicPiazzaTurn { turn: u32 } = "pic-piazza-turn",
    /// Whose turn it is: "Ana to play".
    PicPiazzaToPlay { name: String } = "pic-piazza-to-play",
    /// A seat's tiles left in the score strip: "3 in hand · 9 in pile".
    PicPiazzaTilesLeft { hand: usize, pile: usize } = "pic-piazza-tiles-left",
    /// In the score strip, a seat that has placed all of its tiles (no order: it could read
    /// as the seat's rank).
    PicPiazzaOutOfTiles = "pic-piazza-out-of-tiles",
    /// On the final picture, the order in which a seat placed all of its tiles (what decides
    /// equal points), `place` worded by `pic-rank`: "2nd to place all tiles".
    PicPiazzaFinished { place: String } = "pic-piazza-finished",
    /// On the final picture, a seat that never placed all of its tiles (a blocked end).
    PicPiazzaNotFinished = "pic-piazza-not-finished",
    /// Beside the neutral colour's tile (three players).
    PicPiazzaNeutral = "pic-piazza-neutral",
    /// Under the grid when the 8x8 limit shows (hatched cells).
    PicPiazzaBound = "pic-piazza-bound",
    /// Heading of the hand on a seat's panel.
    PicPiazzaHand = "pic-piazza-hand",
    /// Top line of the panel of the seat to move, nothing previewed.
    PicPiazzaYourTurn = "pic-piazza-your-turn",
    /// Top line of the panel of a seat waiting for its turn.
    PicPiazzaPanelTitle = "pic-piazza-panel-title",
    /// Top line of a preview: "Preview: +5 points".
    PicPiazzaPreview { points: u32 } = "pic-piazza-preview",
    /// The brackets a previewed action closes, `list` their tiles: "2 brackets: 3 + 2 tiles".
    PicPiazzaBrackets { count: usize, list: String } = "pic-piazza-brackets",
    /// A previewed action that closes no bracket.
    PicPiazzaNoBracket = "pic-piazza-no-bracket",
    /// A tile placed in a Piazza turn's caption: `tile` worded by `pt-tile`, `cell` a cell's
    /// name ("red star on H7").
    PicPiazzaTileOn { tile: String, cell: String } = "pic-piazza-tile-on",
    /// The caption of the picture posted after a Piazza turn: who placed which tile where
    /// (`first` worded by `pic-piazza-tile-on`).
    PicPiazzaPlacedOne { name: String, first: String } = "pic-piazza-placed-one",
    /// The same for two tiles.
    PicPiazzaPlacedTwo { name: String, first: String, second: String } = "pic-piazza-placed-two",
    /// Under it, what the turn scored: `points` in all and `brackets` worded by
    /// `pic-piazza-brackets` or `pic-piazza-no-bracket`.
    PicPiazzaScored { points: u32, brackets: String } = "pic-piazza-scored",
    /// The caption of a turn in which the seat could place no tile.
    PicPiazzaPassed { name: String } = "pic-piazza-passed",
    /// Why the game ended (final picture).
    PicPiazzaEndAllPlaced = "pic-piazza-end-all-placed",
    PicPiazzaEndBlocked = "pic-piazza-end-blocked",
    /// Under a ranking where equal points were decided by who finished first.
    PicPiazzaTieBreak = "pic-piazza-tie-break",
    // ## piazza on discord
    /// `new` for a Piazza game: who opened it, for how many.
    PiazzaOpened { creator: Name, max: usize } = "piazza-opened",
    /// A Calçada move (declare, place a Calçada tile, the Calçada panel) asked in a Piazza game.
    PiazzaOnly = "piazza-only",
    /// The private hand of the seat to move (`/turn` in a Piazza game).
    PiazzaHandYourTurn = "piazza-hand-your-turn",
    /// The private hand of a seat waiting: `name` is to play.
    PiazzaHandWaiting { name: Name } = "piazza-hand-waiting",
    /// After the moves a Discord message has room for: how many more, all worth fewer points.
    PiazzaOptionsMore { count: usize } = "piazza-options-more",
    /// Under a previewed Piazza move: `preview` its points and brackets.
    PiazzaConfirm { preview: String } = "piazza-confirm",
    /// A legal move in the list: `tiles` worded by `pic-piazza-tile-on`, and its points.
    PiazzaChoice { tiles: String, points: u32 } = "piazza-choice",
    /// Passing, in the list (only when no tile fits).
    PiazzaChoicePass = "piazza-choice-pass",
    /// The direct message (or held-back ping) telling a player it is their turn in Piazza.
    PiazzaYourTurn { name: Name } = "piazza-your-turn",
    } };
}
