//! What a picture points out: the last move (the stone that moved, from where to where, and
//! the tile placed), the district it completed, the squares a declaration allows, and the
//! panel's preview of a placement. Built from an action's `Event`s.

use calcada_rules::{Colour, Event, Game, Space, Square, Step};

/// A district completed by the last action, shown on the board with its points.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CompletedDistrict {
    pub district: char,
    pub points: u32,
}

/// A cobblestone moved on the carousel: by the declaration (or a pass), or by a nudge.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct StoneMove {
    pub colour: Colour,
    pub from: Space,
    pub to: Space,
    /// Moved with a bonus tile (drawn fainter than the declared move).
    pub nudge: bool,
}

/// The points a placement would score, for the panel's preview.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PreviewPoints {
    /// The district it completes: its letter, tiles, multiplier and points.
    pub district: Option<(char, u32, u8, u32)>,
    /// Points for a stone leaving the scoreboard.
    pub stone_off: u32,
    /// Bonus tiles it gives (a bonus-symbol tile).
    pub bonus_tiles: u32,
}

impl PreviewPoints {
    /// All the points the placement scores.
    pub fn total(&self) -> u32 {
        self.district.map_or(0, |d| d.3) + self.stone_off
    }
}

/// A placement shown before it is made: the tile (already on the board of the game drawn)
/// on `square`, framed as a preview, with what it would score.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Preview {
    pub square: Square,
    pub points: PreviewPoints,
}

/// What to point out on the pictures. The board shows `placed`, `completed`, `allowed` and
/// `preview`; the carousel (table, turn and panel pictures) shows `moved`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardHighlights {
    /// The tile just placed (a gold frame).
    pub placed: Option<Square>,
    /// The district just completed and its points (a gold outline and a "+12" badge).
    pub completed: Option<CompletedDistrict>,
    /// Squares a declaration allows, as a mask of square bits (green frames): a player's
    /// private panel after a declaration, or the turn picture after one.
    pub allowed: u32,
    /// Stones the last action moved on the carousel (a gold arrow from space to space and a
    /// gold ring round the stone).
    pub moved: Vec<StoneMove>,
    /// A placement previewed on the panel (a dashed glowing frame and the points).
    pub preview: Option<Preview>,
    /// Colours whose face-up tiles a planned turn would draw from the stack: drawn face down
    /// (what they are is not known before Confirm).
    pub face_down: Vec<Colour>,
    /// Each seat's time left on the game's turn clock ("2d 4h"), worded by the caller, shown
    /// under its name in the score strip (empty: no clock; an empty string: none for that
    /// seat).
    pub clock: Vec<String>,
}

impl BoardHighlights {
    /// The last move of `seat` in `events` (one action's events, or a few actions' in a
    /// row): the tile placed, the district completed and the stones moved.
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
                Event::Declared {
                    seat: s,
                    colour,
                    from,
                    to,
                    ..
                }
                | Event::Passed {
                    seat: s,
                    colour,
                    from,
                    to,
                    ..
                } if s == seat => h.moved.push(StoneMove {
                    colour,
                    from,
                    to,
                    nudge: false,
                }),
                Event::Nudged {
                    seat: s,
                    colour,
                    from,
                    to,
                } if s == seat => h.moved.push(StoneMove {
                    colour,
                    from,
                    to,
                    nudge: true,
                }),
                _ => {}
            }
        }
        h
    }

    /// What a turn picture points out on `seat`'s board after an action: the last move
    /// (see [`BoardHighlights::from_events`]) and, when `seat` has just declared and must
    /// now place, the squares the declaration allows (public knowledge).
    pub fn for_turn(game: &Game, seat: usize, events: &[Event]) -> BoardHighlights {
        let mut h = BoardHighlights::from_events(seat, events);
        if let Step::Place { colour, number } = game.step() {
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

    /// A preview of `seat`'s placement from the events of playing it on a copy of the game
    /// (draw that copy): the square and the points. `None` if the events place no tile.
    pub fn preview(seat: usize, events: &[Event]) -> Option<BoardHighlights> {
        let mut square = None;
        let mut points = PreviewPoints::default();
        for e in events {
            match *e {
                Event::Placed {
                    seat: s, square: q, ..
                } if s == seat => square = Some(q),
                Event::DistrictScored {
                    seat: s,
                    district,
                    tiles,
                    multiplier,
                    points: p,
                    ..
                } if s == seat => points.district = Some((district, tiles, multiplier, p)),
                Event::ColourClosed {
                    seat: s, points: p, ..
                } if s == seat => points.stone_off += p,
                Event::BonusTilesGained { seat: s, count } if s == seat => {
                    points.bonus_tiles += count
                }
                _ => {}
            }
        }
        let face_down = events
            .iter()
            .filter_map(|e| match *e {
                Event::DisplayRefilled { colour, .. } => Some(colour),
                _ => None,
            })
            .collect();
        square.map(|square| BoardHighlights {
            preview: Some(Preview { square, points }),
            face_down,
            ..BoardHighlights::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use calcada_rules::{Symbol, Tile};

    fn space(n: u8) -> Space {
        Space::all().nth(n as usize - 1).unwrap()
    }

    #[test]
    fn highlights_read_one_seat_from_the_events() {
        let sq: Square = "C4".parse().unwrap();
        let events = [
            Event::Nudged {
                seat: 1,
                colour: Colour::Blue,
                from: space(2),
                to: space(3),
            },
            Event::Declared {
                seat: 1,
                colour: Colour::Red,
                number: 4,
                from: space(5),
                to: space(6),
            },
            Event::Placed {
                seat: 1,
                tile: Tile::new(Colour::Red, Symbol::Star),
                square: sq,
            },
            Event::DistrictScored {
                seat: 1,
                district: 'e',
                colour: Colour::Red,
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
        assert_eq!(h.moved.len(), 2);
        assert!(h.moved[0].nudge && !h.moved[1].nudge);
        assert_eq!((h.moved[1].from, h.moved[1].to), (space(5), space(6)));
        assert_eq!(
            BoardHighlights::from_events(0, &events),
            BoardHighlights::default()
        );
        assert_eq!(BoardHighlights::allowing(6).allowed, 6);

        let p = BoardHighlights::preview(1, &events[2..])
            .unwrap()
            .preview
            .unwrap();
        assert_eq!(p.square, sq);
        assert_eq!(p.points.district, Some(('e', 3, 4, 12)));
        assert_eq!(p.points.total(), 12);
        assert!(BoardHighlights::preview(1, &events[..2]).is_none());
    }
}
