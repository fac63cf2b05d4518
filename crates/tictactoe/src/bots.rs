//! Bots for tic-tac-toe, one for each of the game kit's [`BotLevel`]s ([`bot`]): easy marks any
//! free cell ([`RandomBot`]), normal wins if it can, else blocks, else takes the centre or a
//! corner ([`Greedy`]), hard plays perfectly by minimax ([`Minimax`]: it never loses, and
//! wins as soon as it can). Each draws among equal choices from its own seeded generator.

use super::cell::{Cell, CELLS, LINES};
use super::game::Game;
use super::rules::View;
use game_kit::rng::{below, generator, GameRng};
use game_kit::{Bot, BotLevel};

/// A tic-tac-toe bot, boxed.
pub type BoxedBot = Box<dyn Bot<Game>>;

/// The bot of `level`, drawing among equal choices from `seed`.
pub fn bot(level: BotLevel, seed: u64) -> BoxedBot {
    match level {
        BotLevel::Easy => Box::new(RandomBot::new(seed)),
        BotLevel::Normal => Box::new(Greedy::new(seed)),
        BotLevel::Hard => Box::new(Minimax::new(seed)),
    }
}

/// One of `cells`, drawn from `rng` (`cells` is not empty).
fn any(rng: &mut GameRng, cells: &[Cell]) -> Cell {
    cells[below(rng, cells.len())]
}

/// Easy: any free cell, uniformly.
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: generator(seed),
        }
    }
}

impl Bot<Game> for RandomBot {
    fn decide(&mut self, view: &View<'_>) -> Cell {
        any(&mut self.rng, &view.game.legal_actions(view.seat))
    }
}

/// Normal: the cell that completes its own line, else the one that blocks the other seat's,
/// else the centre, else a free corner, else any free cell.
pub struct Greedy {
    rng: GameRng,
}

impl Greedy {
    pub fn new(seed: u64) -> Greedy {
        Greedy {
            rng: generator(seed),
        }
    }
}

/// The free cells that would complete a line of `seat`'s.
fn completing(game: &Game, seat: usize) -> Vec<Cell> {
    let mut cells: Vec<Cell> = LINES
        .iter()
        .filter_map(|line| {
            let mine = line.iter().filter(|&&c| game.at(c) == Some(seat)).count();
            let free: Vec<Cell> = line
                .iter()
                .copied()
                .filter(|&c| game.at(c).is_none())
                .collect();
            (mine == 2 && free.len() == 1).then(|| free[0])
        })
        .collect();
    cells.sort();
    cells.dedup();
    cells
}

impl Bot<Game> for Greedy {
    fn decide(&mut self, view: &View<'_>) -> Cell {
        let (game, seat) = (view.game, view.seat);
        let free = game.legal_actions(seat);
        let among = |cells: &[Cell]| -> Vec<Cell> {
            cells.iter().copied().filter(|c| free.contains(c)).collect()
        };
        let choices = [
            completing(game, seat),
            completing(game, 1 - seat),
            among(&[Cell::CENTRE]),
            among(&Cell::CORNERS),
        ];
        let best = choices.into_iter().find(|c| !c.is_empty()).unwrap_or(free);
        any(&mut self.rng, &best)
    }
}

/// Hard: perfect play. Every free cell is valued by minimax (a win sooner is worth more, a
/// loss later less bad) and one of the best is drawn. The values of the positions met are
/// kept (3^9 boards at most), so a game costs a few thousand positions once.
pub struct Minimax {
    rng: GameRng,
    /// By [`key`]: the value for the seat to move ([`UNKNOWN`]: not valued yet).
    values: Vec<i8>,
}

/// No value yet.
const UNKNOWN: i8 = i8::MIN;

/// A board seen from the seat to move: 1 its marks, 2 the other's, 0 free.
type Board = [u8; CELLS];

/// The board's number in base 3 (below 3^9).
fn key(board: &Board) -> usize {
    board.iter().fold(0, |k, &m| k * 3 + usize::from(m))
}

impl Minimax {
    pub fn new(seed: u64) -> Minimax {
        Minimax {
            rng: generator(seed),
            values: vec![UNKNOWN; 3usize.pow(CELLS as u32)],
        }
    }

    /// The value of `board` for the seat to move (1): positive when it wins with best play
    /// (the more free cells left at the win, the more), negative when it loses, 0 a draw.
    fn value(&mut self, board: &Board) -> i8 {
        let k = key(board);
        if self.values[k] != UNKNOWN {
            return self.values[k];
        }
        let free = board.iter().filter(|&&m| m == 0).count() as i8;
        let value = if has_line(board, 2) {
            -(free + 1)
        } else if free == 0 {
            0
        } else {
            let mut best = i8::MIN;
            for i in (0..CELLS).filter(|&i| board[i] == 0) {
                best = best.max(-self.after(board, i));
            }
            best
        };
        self.values[k] = value;
        value
    }

    /// The value, for the seat that moves next, of `board` once the seat to move marks `i`.
    fn after(&mut self, board: &Board, i: usize) -> i8 {
        let mut next: Board = board.map(|m| [0, 2, 1][usize::from(m)]);
        next[i] = 2;
        self.value(&next)
    }
}

/// Whether the seat whose marks are `mark` holds a line.
fn has_line(board: &Board, mark: u8) -> bool {
    LINES
        .iter()
        .any(|line| line.iter().all(|c| board[c.index()] == mark))
}

impl Bot<Game> for Minimax {
    fn decide(&mut self, view: &View<'_>) -> Cell {
        let (game, seat) = (view.game, view.seat);
        let board: Board =
            std::array::from_fn(|i| match Cell::from_index(i).and_then(|c| game.at(c)) {
                None => 0,
                Some(s) if s == seat => 1,
                Some(_) => 2,
            });
        let valued: Vec<(Cell, i8)> = game
            .legal_actions(seat)
            .into_iter()
            .map(|c| (c, -self.after(&board, c.index())))
            .collect();
        let best = valued.iter().map(|&(_, v)| v).max().expect("a free cell");
        let cells: Vec<Cell> = valued
            .into_iter()
            .filter(|&(_, v)| v == best)
            .map(|(c, _)| c)
            .collect();
        any(&mut self.rng, &cells)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_are_valued_by_the_result_and_how_soon_it_comes() {
        let mut m = Minimax::new(0);
        assert_eq!(m.value(&[0; CELLS]), 0, "the empty board is a draw");
        // The seat to move wins at once (c1 or b2), two cells left free: 2 + 1.
        let win: Board = [1, 1, 0, 2, 0, 2, 2, 0, 1];
        assert_eq!(m.value(&win), 3);
        // The other seat holds a1 b1 c1, three cells free.
        let lost: Board = [2, 2, 2, 1, 1, 0, 1, 0, 0];
        assert_eq!(m.value(&lost), -4);
        // A loss on the last cell is valued (and kept) too.
        let last: Board = [2, 2, 2, 1, 1, 2, 1, 2, 1];
        assert_eq!((m.value(&last), m.value(&last)), (-1, -1));
        // X on a1 and c3, O on b2 to move: O must not take a corner; the edges hold the draw.
        let o: Board = [2, 0, 0, 0, 1, 0, 0, 0, 2];
        let edges: Vec<usize> = (0..CELLS)
            .filter(|&i| o[i] == 0 && -m.after(&o, i) == 0)
            .collect();
        assert_eq!(edges, [1, 3, 5, 7]);
    }
}
