//! Pictures of a game for players: a player's board, the shared table, the turn picture posted
//! after every turn (a board beside the table under a caption) and the final picture (every
//! board, the ranking and each score broken down).
//!
//! Pure: a [`Renderer`] reads a `&Game` through its public getters and returns a [`Picture`]
//! (an RGBA pixmap); [`encode_png`] turns a picture into PNG bytes. No IO, no clock.
//!
//! Speed: the renderer is built once. It parses the embedded fonts and the SVG art of `art/`
//! at startup, rasterises glyphs, motif icons and tile/stone sprites once per size, and keeps
//! the static parts of every picture (backgrounds, the grid with its numbers and district
//! outlines per layout, the carousel, the scoreboard's rows) as ready layers, so drawing a
//! picture is a copy of its layer plus the few things that change. Every word comes from the
//! catalogue (`crate::messages::pictures`), in the renderer's language.

mod assets;
mod board;
mod encode;
mod finale;
mod paint;
mod style;
mod table;

pub use encode::{encode_png, PNG_BUDGET};

use crate::engine::{Event, Game, Square};
use crate::messages::{pictures::Labels, Lang};
use assets::{Assets, Sprite};
use paint::Canvas;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use tiny_skia::Pixmap;

/// The smallest text size (em, px) any picture uses; every picture keeps its smallest text at
/// 2% of its height or more (see [`Picture::min_text_px`]).
pub const MIN_TEXT_PX: f32 = 16.0;

/// A drawn picture: opaque RGBA pixels.
pub struct Picture {
    pixmap: Pixmap,
    min_text_px: f32,
}

impl Picture {
    pub fn width(&self) -> u32 {
        self.pixmap.width()
    }
    pub fn height(&self) -> u32 {
        self.pixmap.height()
    }
    /// The pixels, RGBA row by row (opaque, so premultiplied and straight alpha agree).
    pub fn rgba(&self) -> &[u8] {
        self.pixmap.data()
    }
    /// One pixel's RGBA.
    pub fn pixel(&self, x: u32, y: u32) -> [u8; 4] {
        let i = ((y * self.width() + x) * 4) as usize;
        self.rgba()[i..i + 4].try_into().expect("4 bytes")
    }
    /// The smallest text size (em, px) drawn on this picture.
    pub fn min_text_px(&self) -> f32 {
        self.min_text_px
    }
}

/// A district completed by the last action, shown on the board with its points.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CompletedDistrict {
    pub district: char,
    pub points: u32,
}

/// What to point out on a board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardHighlights {
    /// The tile just placed.
    pub placed: Option<Square>,
    /// The district just completed and its points.
    pub completed: Option<CompletedDistrict>,
    /// Squares a declaration allows, as a mask of square bits: a player's private preview of
    /// a declaration, or the turn picture after one (see [`BoardHighlights::for_turn`]).
    pub allowed: u32,
}

impl BoardHighlights {
    /// The tile placed and district completed by `seat` in `events` (one action's events).
    pub fn from_events(seat: usize, events: &[Event]) -> BoardHighlights {
        let mut h = BoardHighlights::default();
        for e in events {
            match *e {
                Event::Placed {
                    seat: s, square, ..
                } if s == seat => h.placed = Some(square),
                Event::DistrictScored {
                    seat: s,
                    district,
                    points,
                    ..
                } if s == seat => h.completed = Some(CompletedDistrict { district, points }),
                _ => {}
            }
        }
        h
    }

    /// What a turn picture points out on `seat`'s board after an action: the tile placed and
    /// the district completed (from the action's `events`) and, when `seat` has just declared
    /// and must now place, the squares the declaration allows (public knowledge).
    pub fn for_turn(game: &Game, seat: usize, events: &[Event]) -> BoardHighlights {
        let mut h = BoardHighlights::from_events(seat, events);
        if let crate::engine::Step::Place { colour, number } = game.step() {
            if !game.is_over() && game.current() == seat {
                h.allowed = game.fitting_squares(seat, colour, number);
            }
        }
        h
    }

    /// Only the squares a declaration allows.
    pub fn allowing(squares: u32) -> BoardHighlights {
        BoardHighlights {
            allowed: squares,
            ..BoardHighlights::default()
        }
    }
}

/// A layout's numbers and districts: static layers are cached per layout content.
type LayoutKey = [u8; 50];

fn layout_key(game: &Game) -> LayoutKey {
    let l = game.layout();
    let mut k = [0u8; 50];
    for sq in Square::all() {
        k[sq.index()] = l.number(sq);
        k[25 + sq.index()] = l.district_of(sq) as u8;
    }
    k
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum LayerKey {
    Board(LayoutKey),
    Table(Vec<u8>),
    Turn(LayoutKey, Vec<u8>),
    Final(LayoutKey, usize, u32),
}

/// Draws the pictures. Build it once (it loads fonts and art) and share it: it is `Sync`.
pub struct Renderer {
    assets: Assets,
    lang: Lang,
    layers: Mutex<HashMap<LayerKey, Arc<Sprite>>>,
}

impl Default for Renderer {
    fn default() -> Self {
        Renderer::new()
    }
}

/// Size of the board picture.
pub const BOARD_SIZE: (u32, u32) = (board::PANEL_W, board::PANEL_H);
/// Size of the table picture.
pub const TABLE_SIZE: (u32, u32) = (table::PANEL_W, table::PANEL_H);
/// Size of the turn picture.
pub const TURN_SIZE: (u32, u32) = (board::PANEL_W + table::PANEL_W, CAPTION_H + board::PANEL_H);
/// Height of the turn picture's caption band.
const CAPTION_H: u32 = 84;

/// Where a square lies on the board picture: left, top and side, in px. (In the turn
/// picture the board is the same, [`TURN_BOARD_ORIGIN`] further.)
pub fn board_square_rect(sq: Square) -> (u32, u32, u32) {
    let g = board::panel_grid();
    let (x, y) = g.square(sq);
    (x as u32, y as u32, g.sq as u32)
}

/// Top-left corner of the board inside the turn picture.
pub const TURN_BOARD_ORIGIN: (u32, u32) = (0, CAPTION_H);

impl Renderer {
    /// A renderer in English.
    pub fn new() -> Renderer {
        Renderer::with_lang(Lang::En)
    }

    /// A renderer whose pictures are worded in `lang`.
    pub fn with_lang(lang: Lang) -> Renderer {
        let r = Renderer {
            assets: Assets::load(),
            lang,
            layers: Mutex::new(HashMap::new()),
        };
        r.warm_up();
        r
    }

    /// Rasterises the glyphs, icons and sprites every picture uses, so the first picture is
    /// as fast as the others.
    fn warm_up(&self) {
        board::warm_up(&self.assets);
        table::warm_up(&self.assets);
        finale::warm_up(&self.assets);
    }

    fn labels(&self) -> &'static Labels {
        self.lang.pictures()
    }

    /// A cached static layer, built on first use (outside the lock: layers nest).
    fn layer(&self, key: LayerKey, build: impl FnOnce() -> Sprite) -> Arc<Sprite> {
        let lock = || self.layers.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(l) = lock().get(&key) {
            return l.clone();
        }
        let layer = Arc::new(build());
        lock().entry(key).or_insert(layer).clone()
    }

    fn blank(&self, w: u32, h: u32) -> Canvas<'_> {
        Canvas::new(
            &self.assets,
            Pixmap::new(w, h).expect("picture size is positive"),
        )
    }

    /// A canvas holding a copy of a cached layer.
    fn canvas_on(&self, layer: &Sprite) -> Canvas<'_> {
        let mut cv = Canvas::new(&self.assets, layer.pixmap.clone());
        cv.min_text = layer.min_text;
        cv
    }

    fn finish(cv: Canvas<'_>) -> Picture {
        let min_text_px = cv.min_text;
        Picture {
            pixmap: cv.into_pixmap(),
            min_text_px,
        }
    }

    fn board_layer(&self, game: &Game) -> Arc<Sprite> {
        self.layer(LayerKey::Board(layout_key(game)), || {
            let mut cv = self.blank(board::PANEL_W, board::PANEL_H);
            cv.fill(style::PAGE);
            board::draw_static(&mut cv, 0.0, 0.0, game.layout());
            Sprite {
                min_text: cv.min_text,
                pixmap: cv.into_pixmap(),
            }
        })
    }

    fn table_layer(&self, game: &Game) -> Arc<Sprite> {
        self.layer(LayerKey::Table(game.multipliers().to_vec()), || {
            let mut cv = self.blank(table::PANEL_W, table::PANEL_H);
            cv.fill(style::PAGE);
            table::draw_static(&mut cv, 0.0, 0.0, game.multipliers(), self.labels());
            Sprite {
                min_text: cv.min_text,
                pixmap: cv.into_pixmap(),
            }
        })
    }

    /// A player's board: squares, numbers, districts, tiles, name, score and bonus tiles.
    pub fn board(&self, game: &Game, seat: usize, highlights: &BoardHighlights) -> Picture {
        let layer = self.board_layer(game);
        let mut cv = self.canvas_on(&layer);
        board::draw_dynamic(&mut cv, 0.0, 0.0, game, seat, highlights, self.labels());
        Self::finish(cv)
    }

    /// The shared table: carousel, scoreboard, face-up tiles and stacks, round, turn, step.
    pub fn table(&self, game: &Game) -> Picture {
        let layer = self.table_layer(game);
        let mut cv = self.canvas_on(&layer);
        table::draw_dynamic(&mut cv, 0.0, 0.0, game, self.labels(), self.lang);
        Self::finish(cv)
    }

    /// The picture posted after a turn: `seat`'s board beside the table, under `caption`
    /// (worded by the caller, e.g. from the action's events with `Lang::event`).
    pub fn turn(
        &self,
        game: &Game,
        seat: usize,
        highlights: &BoardHighlights,
        caption: &str,
    ) -> Picture {
        let key = LayerKey::Turn(layout_key(game), game.multipliers().to_vec());
        let layer = self.layer(key, || {
            let (w, h) = TURN_SIZE;
            let mut cv = self.blank(w, h);
            cv.fill(style::PAGE);
            let b = self.board_layer(game);
            let t = self.table_layer(game);
            cv.sprite(&b, 0, CAPTION_H as i32);
            cv.sprite(&t, board::PANEL_W as i32, CAPTION_H as i32);
            cv.rect(0.0, 0.0, w as f32, CAPTION_H as f32, style::CAPTION_BAND);
            cv.rect(0.0, CAPTION_H as f32 - 4.0, w as f32, 4.0, style::GOLD);
            // A quiet rule between the board and the table.
            let x = board::PANEL_W as f32 - 0.5;
            cv.line(
                x,
                CAPTION_H as f32 + 28.0,
                x,
                h as f32 - 28.0,
                1.5,
                style::HAIRLINE,
            );
            Sprite {
                min_text: cv.min_text,
                pixmap: cv.into_pixmap(),
            }
        });
        let mut cv = self.canvas_on(&layer);
        draw_caption(&mut cv, caption);
        let y = CAPTION_H as f32;
        board::draw_dynamic(&mut cv, 0.0, y, game, seat, highlights, self.labels());
        table::draw_dynamic(
            &mut cv,
            board::PANEL_W as f32,
            y,
            game,
            self.labels(),
            self.lang,
        );
        Self::finish(cv)
    }

    /// The final picture: every board, the ranking and each player's score breakdown.
    /// Drawn for any position (before the end it shows the scores if the game ended now).
    pub fn final_scores(&self, game: &Game) -> Picture {
        let (w, h, card_h) = finale::size(&self.assets, game, self.labels(), self.lang);
        let key = LayerKey::Final(layout_key(game), game.players().len(), card_h);
        let layer = self.layer(key, || {
            let mut cv = self.blank(w, h);
            cv.fill(style::PAGE);
            finale::draw_static(&mut cv, game, card_h);
            Sprite {
                min_text: cv.min_text,
                pixmap: cv.into_pixmap(),
            }
        });
        let mut cv = self.canvas_on(&layer);
        finale::draw_dynamic(&mut cv, game, card_h, self.labels(), self.lang);
        Self::finish(cv)
    }
}

/// Caption text size in the turn picture.
const CAPTION_SIZE: f32 = 23.0;

fn draw_caption(cv: &mut Canvas<'_>, caption: &str) {
    use paint::{Align, Weight};
    let w = cv.width() as f32;
    let max = w - 64.0;
    let mut lines = cv.wrap(caption, CAPTION_SIZE, Weight::Regular, max);
    if lines.len() > 2 {
        let rest = lines[1..].join(" ");
        lines.truncate(1);
        lines.push(cv.fit(&rest, CAPTION_SIZE, Weight::Regular, max));
    }
    let line_h = CAPTION_SIZE * 1.35;
    let mid = CAPTION_H as f32 / 2.0;
    let first = mid - line_h * (lines.len() as f32 - 1.0) / 2.0;
    for (i, line) in lines.iter().enumerate() {
        cv.text_mid(
            line,
            32.0,
            first + i as f32 * line_h,
            CAPTION_SIZE,
            Weight::Regular,
            style::CAPTION_TEXT,
            Align::Left,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Settings, Tile};

    #[test]
    fn the_renderer_can_be_shared_between_threads() {
        fn is_sync<T: Send + Sync>() {}
        is_sync::<Renderer>();
    }

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
        assert_eq!(r.layers.lock().unwrap().len(), layers);
    }

    #[test]
    fn pictures_are_opaque_and_deterministic() {
        let r = Renderer::new();
        let g = game();
        let a = r.table(&g);
        assert!(a.rgba().chunks_exact(4).all(|p| p[3] == 255));
        assert_eq!(a.rgba(), r.table(&g).rgba());
        assert_eq!((a.width(), a.height()), TABLE_SIZE);
    }

    #[test]
    fn highlights_read_one_seat_from_the_events() {
        let sq: Square = "C4".parse().unwrap();
        let events = [
            Event::Placed {
                seat: 1,
                tile: Tile::new(crate::engine::Colour::Red, crate::engine::Symbol::Star),
                square: sq,
            },
            Event::DistrictScored {
                seat: 1,
                district: 'e',
                colour: crate::engine::Colour::Red,
                tiles: 3,
                multiplier: 4,
                points: 12,
            },
        ];
        let h = BoardHighlights::from_events(1, &events);
        assert_eq!(h.placed, Some(sq));
        assert_eq!(
            h.completed,
            Some(CompletedDistrict {
                district: 'e',
                points: 12
            })
        );
        assert_eq!(h.allowed, 0);
        assert_eq!(
            BoardHighlights::from_events(0, &events),
            BoardHighlights::default()
        );
        assert_eq!(BoardHighlights::allowing(6).allowed, 6);
    }

    #[test]
    fn square_rects_tile_the_board_picture() {
        let (x0, y0, side) = board_square_rect("A1".parse().unwrap());
        let (x1, y1, _) = board_square_rect("E5".parse().unwrap());
        assert_eq!((x1 - x0, y1 - y0), (4 * side, 4 * side));
        assert!(x1 + side <= BOARD_SIZE.0 && y1 + side <= BOARD_SIZE.1);
    }
}
