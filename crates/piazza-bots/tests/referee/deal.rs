//! The deal rebuilt from a record's seed by the recipe of `docs/record-format.md` ("Piazza:
//! setup from the seed"), with a generator of its own (SplitMix64 and xoshiro256++ written out
//! from their definitions), none of the engine's or `rand`'s.

use super::Tile;
use serde_json::Value;

const COLOURS: [&str; 4] = ["red", "pink", "blue", "yellow"];
const SYMBOLS: [&str; 6] = ["circle", "triangle", "diamond", "cross", "star", "heart"];
/// The starting square, clockwise from the top left: (column, row).
pub const START: [(i64, i64); 4] = [(0, 0), (1, 0), (1, 1), (0, 1)];

/// xoshiro256++, its state filled by SplitMix64 from the seed.
struct Generator([u64; 4]);

impl Generator {
    fn new(seed: u64) -> Generator {
        let mut x = seed;
        let mut s = [0; 4];
        for word in &mut s {
            x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            *word = z ^ (z >> 31);
        }
        Generator(s)
    }

    fn next(&mut self) -> u64 {
        let s = &mut self.0;
        let r = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        r
    }

    /// Unbiased, below `n`.
    fn below(&mut self, n: usize) -> usize {
        let n = n as u64;
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let x = self.next();
            if x < zone {
                return (x % n) as usize;
            }
        }
    }

    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

fn set(colour: &str) -> Vec<Tile> {
    SYMBOLS
        .iter()
        .flat_map(|s| {
            let t = Tile {
                colour: colour.to_string(),
                symbol: s.to_string(),
            };
            [t.clone(), t]
        })
        .collect()
}

/// What the seed deals.
pub struct Dealt {
    /// Each seat's own colours.
    pub colours: Vec<Vec<String>>,
    pub neutral: Option<String>,
    /// In the order they go on [`START`].
    pub starting: Vec<Tile>,
    /// Each seat's hand and pile (top first).
    pub hands: Vec<Vec<Tile>>,
    pub piles: Vec<Vec<Tile>>,
    /// Drawn only if the settings name none.
    pub start_player: Option<usize>,
}

/// The deal of a record's settings and seed.
pub fn deal(record: &Value) -> Result<Dealt, String> {
    let settings = &record["settings"];
    let players = settings["players"].as_array().ok_or("no players")?.len();
    let seed = record["seed"].as_u64().ok_or("no seed")?;
    let version = settings.get("deal").map_or(Some(1), Value::as_u64);
    let mut g = Generator::new(seed);
    // 1. Colours.
    let mut order = COLOURS.map(String::from);
    g.shuffle(&mut order);
    let (colours, neutral): (Vec<Vec<String>>, Option<String>) = match players {
        2 => (vec![order[..2].to_vec(), order[2..].to_vec()], None),
        3 => (
            (0..3).map(|s| vec![order[s].clone()]).collect(),
            Some(order[3].clone()),
        ),
        4 => ((0..4).map(|s| vec![order[s].clone()]).collect(), None),
        n => return Err(format!("{n} players")),
    };
    // 2. Neutral tiles.
    let mut neutral_tiles = neutral.as_deref().map(set).unwrap_or_default();
    g.shuffle(&mut neutral_tiles);
    // 3. Each seat's tiles.
    let mut t: Vec<Vec<Tile>> = colours
        .iter()
        .enumerate()
        .map(|(s, own)| {
            let mut tiles: Vec<Tile> = own.iter().flat_map(|c| set(c)).collect();
            if neutral.is_some() {
                tiles.extend_from_slice(&neutral_tiles[4 * s..4 * s + 4]);
            }
            tiles
        })
        .collect();
    // 4. Starting tiles and piles.
    let mut starting: Vec<Tile> = Vec::new();
    let unused = |starting: &[Tile], symbol: &str| starting.iter().all(|t| t.symbol != symbol);
    match version {
        Some(2) => {
            for (s, own) in colours.iter().enumerate() {
                for c in own {
                    let free: Vec<&str> = SYMBOLS
                        .into_iter()
                        .filter(|x| unused(&starting, x))
                        .collect();
                    let symbol = free[g.below(free.len())];
                    let at = t[s]
                        .iter()
                        .position(|x| x.colour == *c && x.symbol == symbol)
                        .unwrap();
                    starting.push(t[s].remove(at));
                }
            }
            for tiles in &mut t {
                g.shuffle(tiles);
            }
        }
        Some(1) => {
            for (s, own) in colours.iter().enumerate() {
                g.shuffle(&mut t[s]);
                for c in own {
                    let at = t[s]
                        .iter()
                        .position(|x| x.colour == *c && unused(&starting, &x.symbol))
                        .unwrap();
                    starting.push(t[s].remove(at));
                }
            }
        }
        other => return Err(format!("no deal {other:?}")),
    }
    // 6. Hands: the pile's top three. 7. The start player, if not named.
    let hands: Vec<Vec<Tile>> = t.iter_mut().map(|p| p.drain(..3).collect()).collect();
    let start_player = settings["start_player"].is_null().then(|| g.below(players));
    Ok(Dealt {
        colours,
        neutral,
        starting,
        hands,
        piles: t,
        start_player,
    })
}
