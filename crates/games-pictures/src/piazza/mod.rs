//! Piazza's pictures (issue 27), drawn with the Calçada pictures' renderer, fonts, palette
//! and legibility rules (720 px wide, every text at least 10 px at a phone's 400 px, tile
//! letters 8 px, nothing cut):
//!
//! - [`Renderer::piazza_table`]: the table for everyone, from a [`PublicView`] only: whose
//!   turn, the score strip (names, colours, points, tiles in hand and pile), the grid.
//! - [`Renderer::piazza_panel`]: one seat's private panel, from its [`PlayerView`] only: the
//!   same table with "(you)", its hand, and optionally a preview of an action (its tiles on
//!   the table in a dashed blue frame, each bracket it closes drawn end to end with its
//!   points, the total on top: `PublicView::brackets`, which adds up to `Game::points`).
//! - [`Renderer::piazza_turn`]: the picture posted after a turn, from the [`PublicView`]
//!   after it and the action: a caption (who placed what where, the points, the brackets;
//!   or who passed) over the table with the move in a gold frame and its brackets drawn.
//! - [`Renderer::piazza_final`]: the ranking (points, then who finished first) and the
//!   final table.
//!
//! Files: `words.rs` (every word, from the catalogue), `tiles.rs` (a tile: colour, symbol,
//! the colour's letter), `grid.rs` (the cells shown, their names, the 8x8 limit, the
//! preview's marks), `strip.rs` (status and score strip), `ranking.rs` (the final ranking).
//!
//! Cells are named as players type them (`Cell::label`): column letters A..P left to right
//! and row numbers 1..16 top to bottom, the same for the whole game (the starting square is
//! H8, I8, H9, I9); the grid prints them on its top and left edges.

mod grid;
mod ranking;
mod strip;
pub mod text;
mod tiles;
mod words;

use super::paint::{Align, Canvas, Style};
use super::text::Weight;
use super::{bands, style, Picture, Renderer};
use grid::Window;
use piazza_rules::{Action, Bracket, Placement, PlayerView, PublicView, Tile};
use words::Words;

/// Width of every Piazza picture.
pub const PIAZZA_WIDTH: u32 = 720;
const W: f32 = PIAZZA_WIDTH as f32;
/// The hand's tiles on the panel.
const HAND_TILE: f32 = 92.0;
const HAND_GAP: f32 = 16.0;
const HEADING: f32 = 20.0;
const LEGEND: f32 = 19.0;

/// What a grid shows: the table, and tiles marked with the brackets they close (a preview's,
/// or the move just played).
struct Board {
    table: Vec<Placement>,
    new: Vec<Placement>,
    brackets: Vec<Bracket>,
    last_move: bool,
    window: Window,
}

impl Board {
    fn new(view: &PublicView, preview: Option<Action>) -> Board {
        let new: Vec<Placement> = preview.iter().flat_map(|a| a.placements()).collect();
        let brackets = preview.map_or_else(Vec::new, |a| view.brackets(a));
        Board::of(view.table.clone(), new, brackets, false)
    }

    /// The table after `action`, its tiles marked with the brackets they closed. The table
    /// before it is the one after less the action's tiles (a placed tile never moves).
    fn after_move(view: &PublicView, action: Action) -> Board {
        let new: Vec<Placement> = action.placements().collect();
        let mut before = view.clone();
        before.table.retain(|p| !new.contains(p));
        let brackets = before.brackets(action);
        Board::of(before.table, new, brackets, true)
    }

    /// The board of a turn's picture: after `action`, marked; a pass marks nothing.
    fn turn(view: &PublicView, action: Action) -> Board {
        match action {
            Action::Pass => Board::new(view, None),
            Action::Place { .. } => Board::after_move(view, action),
        }
    }

    fn of(
        table: Vec<Placement>,
        new: Vec<Placement>,
        brackets: Vec<Bracket>,
        last_move: bool,
    ) -> Board {
        let widest = (i8::MAX, i8::MIN, i8::MAX, i8::MIN);
        let span = table.iter().chain(&new).fold(widest, |s, p| {
            (
                s.0.min(p.cell.col),
                s.1.max(p.cell.col),
                s.2.min(p.cell.row),
                s.3.max(p.cell.row),
            )
        });
        Board {
            table,
            new,
            brackets,
            last_move,
            window: Window::new(span, W),
        }
    }
}

/// A seat's hand as the panel shows it: a tile, or the empty place of one a preview put on
/// the table.
fn hand_after(hand: &[Tile], placed: &[Placement]) -> Vec<Option<Tile>> {
    let mut out: Vec<Option<Tile>> = hand.iter().copied().map(Some).collect();
    for p in placed {
        if let Some(slot) = out.iter_mut().find(|t| **t == Some(p.tile)) {
            *slot = None;
        }
    }
    out
}

impl Renderer {
    fn words(&self) -> Words {
        Words(self.lang)
    }

    /// Piazza's table as everyone sees it, 720 px wide: the turn and whose it is (or the end),
    /// every seat's name, colours, points and tiles left, and the grid with its cell names.
    /// Drawn from public data only.
    pub fn piazza_table(&self, view: &PublicView) -> Picture {
        self.piazza_page(view, None, None, &Board::new(view, None), None)
    }

    /// The picture posted after a turn, 720 px wide: a caption (who placed which tiles where,
    /// the points and the brackets they closed; or who passed) over the table after it, the
    /// move's tiles in a gold frame and each bracket they closed drawn end to end with its
    /// points. `view` is the table after `action`, which `seat` just played. Drawn from public
    /// data only.
    pub fn piazza_turn(&self, view: &PublicView, seat: usize, action: Action) -> Picture {
        let fonts = &self.assets.fonts;
        let board = Board::turn(view, action);
        let (title, body) = self.turn_lines(view, seat, action, &board);
        let band = match &body {
            Some(body) => bands::titled(fonts, Some(&title), body, PIAZZA_WIDTH),
            None => bands::caption(fonts, &title, PIAZZA_WIDTH),
        };
        self.piazza_page(view, Some(&band), None, &board, None)
    }

    /// The caption of [`Renderer::piazza_turn`]: who placed which tiles where ("Ana placed
    /// red star on H7") and what it scored ("+5 points · 2 brackets: 3 + 2 tiles", the
    /// brackets read from the table less the move's tiles); for a pass, who passed, alone.
    pub fn piazza_turn_lines(
        &self,
        view: &PublicView,
        seat: usize,
        action: Action,
    ) -> (String, Option<String>) {
        self.turn_lines(view, seat, action, &Board::turn(view, action))
    }

    /// The caption from the board the turn picture draws (its brackets, worked out once).
    fn turn_lines(
        &self,
        view: &PublicView,
        seat: usize,
        action: Action,
        board: &Board,
    ) -> (String, Option<String>) {
        let words = self.words();
        let name = view.seats.get(seat).map_or("", |s| s.name.as_str());
        match action {
            Action::Pass => (words.passed(name), None),
            Action::Place { first, second } => {
                let points: Vec<u32> = board.brackets.iter().map(|b| b.points).collect();
                (
                    words.placed(name, first, second),
                    Some(words.scored(&points)),
                )
            }
        }
    }

    /// The private panel of the view's seat, 720 px wide: a top line (the preview's points
    /// and brackets, else whether it is the seat's turn), its hand, the table with "(you)".
    /// `preview`, one of the view's legal actions, is drawn as if placed: its tiles framed
    /// on the table, each bracket it closes marked with its points, its tiles' places in
    /// the hand left empty. Drawn from the seat's view only.
    pub fn piazza_panel(&self, view: &PlayerView, preview: Option<Action>) -> Picture {
        let public = view.public();
        let board = Board::new(&public, preview);
        let words = self.words();
        let band = match preview {
            Some(a) => {
                let (title, body) = self.piazza_preview_lines(view, a);
                bands::titled(&self.assets.fonts, Some(&title), &body, PIAZZA_WIDTH)
            }
            None => {
                let mine = !public.is_over() && public.current == view.seat;
                let body = if mine {
                    words.your_turn()
                } else {
                    words.panel_title()
                };
                bands::titled(&self.assets.fonts, None, &body, PIAZZA_WIDTH)
            }
        };
        let hand = hand_after(&view.hand, &board.new);
        self.piazza_page(&public, Some(&band), Some((view.seat, &hand)), &board, None)
    }

    /// The top lines of a panel previewing `action`: its points ("Preview: +5 points") and
    /// its brackets' tiles ("2 brackets: 3 + 2 tiles"), from the view's table alone.
    pub fn piazza_preview_lines(&self, view: &PlayerView, action: Action) -> (String, String) {
        let words = self.words();
        let points: Vec<u32> = view
            .public()
            .brackets(action)
            .iter()
            .map(|b| b.points)
            .collect();
        (words.preview(points.iter().sum()), words.brackets(&points))
    }

    /// The final picture, 720 px wide: the end and why, the ranking (points; equal points
    /// go to whoever finished first, said under the ranking when it decided), and the
    /// final table. Before the end it shows the standing now.
    pub fn piazza_final(&self, view: &PublicView) -> Picture {
        let ranking = ranking::layout(&self.assets.fonts, view, self.words(), PIAZZA_WIDTH);
        self.piazza_page(view, None, None, &Board::new(view, None), Some(&ranking))
    }

    /// Lays out and draws a page: a band (the panel's line, a turn's caption), the panel's
    /// hand (`panel`: its seat and hand), the status and strip (or the final ranking), the
    /// grid and, when the 8x8 limit shows, its legend.
    fn piazza_page(
        &self,
        view: &PublicView,
        band: Option<&bands::Band>,
        panel: Option<(usize, &[Option<Tile>])>,
        board: &Board,
        ranking: Option<&ranking::Ranking>,
    ) -> Picture {
        let fonts = &self.assets.fonts;
        let words = self.words();
        let floor = style::label_floor(PIAZZA_WIDTH);
        let band_h = band.map_or(0.0, |b| b.height.ceil());
        let hand_h = if panel.is_some() {
            12.0 + HEADING * 1.3 + 8.0 + HAND_TILE + 12.0
        } else {
            0.0
        };
        let top = ranking.map(|_| None).unwrap_or_else(|| {
            let status = strip::status(fonts, view, words, PIAZZA_WIDTH);
            let you = panel.map(|p| p.0);
            let strip = strip::strip(fonts, view, you, words, PIAZZA_WIDTH);
            Some((status, strip))
        });
        let top_h = match (&top, ranking) {
            (Some((s, st)), _) => (s.height + st.height).ceil(),
            (None, Some(r)) => r.height.ceil(),
            _ => 0.0,
        };
        let win = &board.window;
        let legend = win.bound_shows().then(|| {
            let text = words.bound();
            fonts.fit(
                &text,
                Weight::Regular,
                W - 2.0 * strip::PAD,
                2,
                LEGEND,
                floor,
            )
        });
        let legend_h = legend.as_ref().map_or(0.0, |l| l.height(1.3) + 10.0);
        let grid_y = band_h + hand_h + top_h;
        let content = grid_y + win.height() + 10.0 + legend_h + 16.0;
        // Portrait or square, as Discord shows pictures best on a phone.
        let height = content.max(W).ceil() as u32;
        let mut cv = self.page(PIAZZA_WIDTH, height);
        if let Some(band) = band {
            bands::draw_band(&mut cv, band);
        }
        if let Some((_, hand)) = panel {
            draw_hand(&mut cv, hand, words, band_h);
        }
        match (&top, ranking) {
            (Some((status, st)), _) => {
                let y = band_h + hand_h;
                strip::draw_status(&mut cv, status, view, words, y);
                strip::draw_strip(&mut cv, st, view, words, y + status.height);
            }
            (None, Some(r)) => ranking::draw(&mut cv, r, view, words, band_h + hand_h),
            _ => {}
        }
        let marks = grid::Marks {
            new: &board.new,
            brackets: &board.brackets,
            last_move: board.last_move,
        };
        grid::draw(&mut cv, win, grid_y, &board.table, &marks, words);
        if let Some(l) = &legend {
            let st = Style::label(LEGEND, Weight::Regular, style::MUTED);
            let y = grid_y + win.height() + 10.0;
            cv.draw_lines(l, strip::PAD, y, 1.3, st, Align::Left);
        }
        Self::finish(cv)
    }
}

/// The panel's hand under its band: a heading and the tiles, big.
fn draw_hand(cv: &mut Canvas<'_>, hand: &[Option<Tile>], words: Words, top: f32) {
    let floor = style::label_floor(cv.width());
    let st = Style::label(HEADING, Weight::Bold, style::BASALT);
    let cy = top + 12.0 + HEADING * 0.65;
    let heading = words.hand();
    cv.draw_fit(
        &heading,
        strip::PAD,
        cy,
        W - 2.0 * strip::PAD,
        floor,
        st,
        Align::Left,
    );
    let y = top + 12.0 + HEADING * 1.3 + 8.0;
    for (i, t) in hand.iter().enumerate() {
        let x = strip::PAD + i as f32 * (HAND_TILE + HAND_GAP);
        match t {
            Some(t) => tiles::draw(cv, *t, x, y, HAND_TILE, words.letter(t.colour)),
            None => tiles::slot(cv, x, y, HAND_TILE),
        }
    }
}
