//! Calçada's pictures, the [`Renderer`]'s methods: a player's board, the shared table, the
//! picture posted after a turn, the private panel (a player's board and the table, with the
//! squares a declaration allows or a placement's preview) and the final picture, all portrait
//! or square; each copied from its static layers (the grid with its numbers and districts per
//! layout, the carousel, the scoreboard's rows per multipliers) with what changes drawn over
//! them; where a square lies on the board picture; the pieces (`pieces.rs`: motif art, tiles
//! and stones) and the text version (`ascii.rs`).

pub mod ascii;
mod bands;
mod board;
mod carousel;
mod finale;
mod marks;
mod pieces;
mod position;
mod scoreboard;

pub use marks::{BoardHighlights, CompletedDistrict, Preview, PreviewPoints, StoneMove};
pub(crate) use pieces::PIECES;
pub use position::pictures_of;

use crate::assets::{Assets, Part};
use crate::paint::Sprite;
use crate::{encode, style, text, LayerId, Picture, Renderer};
use calcada_rules::{Game, Square};
use std::sync::Arc;

/// Width of the board picture.
pub const BOARD_WIDTH: u32 = board::PANEL_W;
/// Width of the table, turn and panel pictures.
pub const WIDE: u32 = 720;
/// Width of the final picture.
pub const FINAL_WIDTH: u32 = finale::WIDTH;

/// The board's grid inside the table, turn and panel pictures (below their bands).
const MIDDLE_GRID: board::Grid = board::Grid {
    x: 34.0,
    y: 40.0,
    sq: 65.0,
    letter: 16.0,
    number: 26.0,
    label: 18.0,
};
const MIDDLE_H: u32 = carousel::BOX_H as u32;

/// A layout's numbers and districts: static layers are cached per layout content.
type LayoutKey = [u8; 50];

/// A static layer of Calçada's pictures, kept by the [`Renderer`] (as a [`LayerId`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum LayerKey {
    Board(LayoutKey),
    /// The middle of the table, turn and panel pictures: a board's grid (if any) beside the
    /// carousel.
    Middle(Option<LayoutKey>),
    Scoreboard(Vec<u8>),
}

/// Packed: a byte for the kind, then the layout or the multipliers.
impl From<LayerKey> for LayerId {
    fn from(k: LayerKey) -> LayerId {
        let (kind, rest): (u8, &[u8]) = match &k {
            LayerKey::Board(l) => (0, l),
            LayerKey::Middle(None) => (1, &[]),
            LayerKey::Middle(Some(l)) => (2, l),
            LayerKey::Scoreboard(m) => (3, m),
        };
        LayerId([&[kind], rest].concat())
    }
}

/// Rasterises the glyphs, icons and sprites every picture uses, so the first picture is as
/// fast as the others.
fn warm_up(a: &Assets) {
    let g = board::PANEL_GRID;
    a.warm_sprites(g.tile(), g.letter as u16, &[]);
    let m = MIDDLE_GRID;
    a.warm_sprites(
        m.tile(),
        m.letter as u16,
        &[carousel::STONE_R, scoreboard::STONE_R],
    );
    a.warm_sprites(scoreboard::TILE, scoreboard::TILE_LETTER, &[16]);
    finale::warm_up(a);
    use text::Weight::{Bold, Regular};
    for (size, w) in [
        (18.0, Regular),
        (19.0, Regular),
        (19.0, Bold),
        (20.0, Regular),
    ] {
        a.fonts.warm(size, w);
    }
    for (size, w) in [(20.0, Bold), (22.0, Regular), (25.0, Bold), (34.0, Bold)] {
        a.fonts.warm(size, w);
    }
}

fn layout_key(game: &Game) -> LayoutKey {
    let l = game.layout();
    let mut k = [0u8; 50];
    for sq in Square::all() {
        k[sq.index()] = l.number(sq);
        k[25 + sq.index()] = l.district_of(sq) as u8;
    }
    k
}

/// Where a square lies on the board picture: left, top and side, in px.
pub fn board_square_rect(sq: Square) -> (u32, u32, u32) {
    let g = board::PANEL_GRID;
    let (x, y) = g.square(sq);
    (x as u32, y as u32 + board::HEADER_H, g.sq as u32)
}

/// What goes at the top of a wide picture.
enum Top<'t> {
    None,
    Caption(&'t str),
    Panel,
}

impl Renderer {
    fn board_layer(&self, game: &Game) -> Arc<Sprite> {
        self.layer(LayerKey::Board(layout_key(game)), || {
            let mut cv = self.canvas(board::PANEL_W, board::GRID_BLOCK_H);
            board::draw_static(&mut cv, game.layout());
            cv.into_sprite()
        })
    }

    fn middle_layer(&self, game: &Game, with_board: bool) -> Arc<Sprite> {
        let key = LayerKey::Middle(with_board.then(|| layout_key(game)));
        self.layer(key, || {
            let mut cv = self.page(WIDE, MIDDLE_H);
            if with_board {
                board::draw_grid(&mut cv, &MIDDLE_GRID, game.layout(), true, true);
            }
            carousel::draw_static(&mut cv, carousel_x(with_board), 0.0);
            cv.into_sprite()
        })
    }

    fn scoreboard_layer(&self, game: &Game) -> Arc<Sprite> {
        self.layer(LayerKey::Scoreboard(game.multipliers().to_vec()), || {
            let mut cv = self.page(WIDE, scoreboard::H as u32);
            scoreboard::draw_static(&mut cv, 0.0, 0.0, game.multipliers(), self.labels);
            cv.into_sprite()
        })
    }

    /// A player's board: name, score and bonus tiles, the grid with its tiles and marks
    /// (`highlights`: tile placed, district completed, squares allowed, preview), and the
    /// districts completed so far. 560 px wide.
    pub fn board(&self, game: &Game, seat: usize, highlights: &BoardHighlights) -> Picture {
        let layer = self.board_layer(game);
        let chips_w = board::PANEL_W as f32 - 2.0 * 36.0;
        let top = (board::HEADER_H + board::GRID_BLOCK_H) as f32;
        let p = game.player(seat);
        let measure = self.canvas(1, 1);
        let chips = board::draw_chips(&mut { measure }, p, 36.0, 0.0, chips_w, self.labels, false);
        let h = top + chips + if chips > 0.0 { 18.0 } else { 0.0 };
        let below = (h.ceil() as u32).saturating_sub(board::HEADER_H + layer.pixmap.height());
        let mut cv = self.assets.compose(
            board::PANEL_W,
            &[
                Part::Fill(board::HEADER_H, style::PAGE),
                Part::Layer(&layer),
                Part::Fill(below, style::PAGE),
            ],
        );
        let floor = style::label_floor(board::PANEL_W);
        board::draw_header(&mut cv, game, seat, self.labels, floor);
        let g = board::PANEL_GRID.at(
            board::PANEL_GRID.x,
            board::PANEL_GRID.y + board::HEADER_H as f32,
        );
        board::draw_tiles(&mut cv, &g, game.layout(), p, highlights, self.labels);
        board::draw_chips(&mut cv, p, 36.0, top, chips_w, self.labels, true);
        Self::finish_as(cv, encode::Content::Flat)
    }

    /// The shared table: the round, whose turn and the step, every player's points and bonus
    /// tiles, the carousel and the scoreboard with the face-up tiles. 720 px wide.
    pub fn table(&self, game: &Game) -> Picture {
        self.wide(game, None, &BoardHighlights::default(), Top::None, None)
    }

    /// The table with the last move marked on the carousel (`highlights.moved`).
    pub fn table_with(&self, game: &Game, highlights: &BoardHighlights) -> Picture {
        self.wide(game, None, highlights, Top::None, None)
    }

    /// The picture posted after a turn, 720 px wide: `caption` (worded by the caller, e.g.
    /// with `messages::pictures::caption`; wrapped, never cut) over the status, the score
    /// strip, `seat`'s board beside the carousel, and the scoreboard. `highlights` marks the
    /// last move: on the board the tile placed and district completed, on the carousel the
    /// stones moved (see [`BoardHighlights::for_turn`]).
    pub fn turn(
        &self,
        game: &Game,
        seat: usize,
        highlights: &BoardHighlights,
        caption: &str,
    ) -> Picture {
        self.wide(game, Some(seat), highlights, Top::Caption(caption), None)
    }

    /// The private panel of `seat`: their board and the table in one picture, 720 px wide,
    /// with "(you)" in the score strip. The top line follows `highlights`:
    /// - `preview` set ([`BoardHighlights::preview`]): draw the game *after* the placement
    ///   (apply it to a clone); the tile gets a dashed blue frame and a "+12" badge, the top
    ///   line says what it scores (district tiles × multiplier, stone off, bonus tiles), and
    ///   the status line is left out (it would already show the next turn);
    /// - `allowed` set ([`BoardHighlights::allowing`]): the squares the declaration allows
    ///   are framed in green, the top line asks where the tile goes;
    /// - otherwise the panel's title.
    pub fn panel(&self, game: &Game, seat: usize, highlights: &BoardHighlights) -> Picture {
        self.wide(game, Some(seat), highlights, Top::Panel, Some(seat))
    }

    fn wide(
        &self,
        game: &Game,
        seat: Option<usize>,
        h: &BoardHighlights,
        top: Top<'_>,
        you: Option<usize>,
    ) -> Picture {
        let fonts = &self.assets.fonts;
        let band = match top {
            Top::None => None,
            Top::Caption(c) => Some(crate::bands::caption(fonts, c, WIDE)),
            Top::Panel => Some(bands::panel_band(fonts, h, self.labels, WIDE)),
        };
        let status = (h.preview.is_none() || you.is_none())
            .then(|| bands::status(fonts, game, self.labels, self.lang, WIDE));
        let strip = bands::strip(
            fonts,
            game,
            you,
            h.preview.is_some(),
            self.labels,
            WIDE,
            &h.clock,
        );
        let middle = self.middle_layer(game, seat.is_some());
        let sb = self.scoreboard_layer(game);
        let band_h = band.as_ref().map_or(0.0, |b| b.height.ceil());
        let status_h = status.as_ref().map_or(8.0, |s| s.height.ceil());
        let strip_h = strip.height.ceil();
        let mid_y = band_h + status_h + strip_h;
        let sb_y = mid_y + MIDDLE_H as f32;
        let height = sb_y + scoreboard::H;
        debug_assert_eq!(height, mid_y + (MIDDLE_H + sb.pixmap.height()) as f32);
        let mut cv = self.assets.compose(
            WIDE,
            &[
                Part::Fill(mid_y as u32, style::PAGE),
                Part::Layer(&middle),
                Part::Layer(&sb),
            ],
        );
        if let Some(b) = &band {
            crate::bands::draw_band(&mut cv, b);
        }
        if let Some(s) = &status {
            bands::draw_status(&mut cv, s, game, self.labels, band_h);
        }
        bands::draw_strip(&mut cv, &strip, game, self.labels, band_h + status_h);
        if let Some(seat) = seat {
            let g = MIDDLE_GRID.at(MIDDLE_GRID.x, MIDDLE_GRID.y + mid_y);
            let p = game.player(seat);
            board::draw_tiles(&mut cv, &g, game.layout(), p, h, self.labels);
        }
        let cx = carousel_x(seat.is_some());
        carousel::draw_dynamic(&mut cv, cx, mid_y, game, &h.moved, self.labels);
        scoreboard::draw_dynamic(&mut cv, 0.0, sb_y, game, &h.face_down, self.labels);
        Self::finish(cv)
    }

    /// The final picture: every board, the ranking and each player's score broken down, two
    /// cards a row. Drawn for any position (before the end it shows the scores if the game
    /// ended now).
    pub fn final_scores(&self, game: &Game) -> Picture {
        let cv = finale::draw(
            &self.assets.fonts,
            |w, h| self.page(w, h),
            game,
            self.labels,
            self.lang,
        );
        Self::finish_as(cv, encode::Content::Busy)
    }
}

/// Left edge of the carousel's box in a wide picture.
fn carousel_x(with_board: bool) -> f32 {
    if with_board {
        WIDE as f32 - carousel::BOX_W - 4.0
    } else {
        (WIDE as f32 - carousel::BOX_W) / 2.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use calcada_rules::Settings;

    fn game() -> Game {
        Game::new(Settings::new(["Ana", "Rui"], "B"), 7).unwrap()
    }

    #[test]
    fn static_layers_are_built_once_per_layout_and_table() {
        let r = Renderer::new();
        let g = game();
        let a = r.board_layer(&g);
        let b = r.board_layer(&g);
        assert!(Arc::ptr_eq(&a, &b));
        let other = Game::new(Settings::new(["Ana", "Rui"], "A"), 7).unwrap();
        assert!(!Arc::ptr_eq(&a, &r.board_layer(&other)));
        r.turn(&g, 0, &BoardHighlights::default(), "x");
        let layers = r.layers.lock().unwrap().len();
        r.turn(&g, 1, &BoardHighlights::default(), "y");
        r.panel(&g, 1, &BoardHighlights::default());
        assert_eq!(r.layers.lock().unwrap().len(), layers);
    }

    #[test]
    fn pictures_are_opaque_and_deterministic() {
        let r = Renderer::new();
        let g = game();
        let a = r.table(&g);
        assert!(a.rgba().chunks_exact(4).all(|p| p[3] == 255));
        assert_eq!(a.rgba(), r.table(&g).rgba());
        assert_eq!(a.width(), WIDE);
    }

    #[test]
    fn square_rects_tile_the_board_picture() {
        let (x0, y0, side) = board_square_rect("A1".parse().unwrap());
        let (x1, y1, _) = board_square_rect("E5".parse().unwrap());
        assert_eq!((x1 - x0, y1 - y0), (4 * side, 4 * side));
        let p = Renderer::new().board(&game(), 0, &BoardHighlights::default());
        assert!(x1 + side <= p.width() && y1 + side <= p.height());
    }
}
