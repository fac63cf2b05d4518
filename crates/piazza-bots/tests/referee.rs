//! An independent referee for Piazza records: a second, minimal scorer written from the
//! rulebook's text (/work/shared/seeds/piazza-rulebook-en.txt), not from the engine. It uses
//! none of `piazza-rules`' board, legality or scoring code: it reads a record as plain JSON
//! (the seed, the starting tiles, then which tile of which colour and symbol went on which
//! cell, in order, and the points the record claims), deals the tiles from the seed by the
//! recipe of docs/record-format.md with a generator of its own (`referee/deal.rs`), checks
//! the colours, starting tiles and start player it gives and that every placed tile was in
//! the seat's hand, rebuilds the table itself, scores every bracket by the rulebook's words
//! and checks every turn's points, the final scores and the winner.
//! The records are those of 300 bot games (2, 3 and 4 players, easy and normal bots, fixed
//! seeds), and records dealt by the first deal (`piazza-rules/tests/fixtures`); a corrupted
//! record must be refused.

#[path = "referee/deal.rs"]
mod deal;

use piazza_bots::{build_with, play_out, BotLevel, BoxedBot, Budget, SearchSettings};
use piazza_rules::{Game, Record, Settings};
use serde_json::Value;
use std::collections::{BTreeSet, HashMap};

/// A tile as the rulebook sees it: a colour and a symbol ("pattern").
#[derive(Clone, Debug, PartialEq)]
struct Tile {
    colour: String,
    symbol: String,
}

/// A cell: (column, row).
type Cell = (i64, i64);

/// The table as the referee keeps it.
#[derive(Default)]
struct Table(HashMap<Cell, Tile>);

impl Table {
    /// The columns and rows the tiles span: (min col, max col, min row, max row).
    fn span(&self) -> (i64, i64, i64, i64) {
        let cols = self.0.keys().map(|c| c.0);
        let rows = self.0.keys().map(|c| c.1);
        (
            cols.clone().min().unwrap(),
            cols.max().unwrap(),
            rows.clone().min().unwrap(),
            rows.max().unwrap(),
        )
    }

    fn neighbours(cell: Cell) -> [Cell; 4] {
        let (c, r) = cell;
        [(c, r - 1), (c + 1, r), (c, r + 1), (c - 1, r)]
    }

    /// "A bracket is formed by enclosing two tiles of the same color in the same row or
    /// column when there are only tiles of a different color between them (or no tiles at
    /// all)." From `from`, in direction `(dc, dr)`, the first tile of `from`'s colour closes
    /// a bracket; its points are "the TOTAL number of tiles it contains" ("Empty fields in a
    /// bracket do not earn players any points, but ... do not interrupt a bracket").
    fn bracket(&self, from: Cell, (dc, dr): (i64, i64)) -> Option<(Cell, u32)> {
        let colour = &self.0[&from].colour;
        let (c0, c1, r0, r1) = self.span();
        let mut tiles = 1;
        let mut at = from;
        loop {
            at = (at.0 + dc, at.1 + dr);
            if at.0 < c0 || at.0 > c1 || at.1 < r0 || at.1 > r1 {
                return None;
            }
            if let Some(t) = self.0.get(&at) {
                tiles += 1;
                if t.colour == *colour {
                    return Some((at, tiles));
                }
            }
        }
    }
}

fn tile(v: &Value) -> Tile {
    Tile {
        colour: v["colour"].as_str().expect("a colour").to_string(),
        symbol: v["symbol"].as_str().expect("a symbol").to_string(),
    }
}

fn cell(v: &Value) -> Cell {
    (
        v["col"].as_i64().expect("col"),
        v["row"].as_i64().expect("row"),
    )
}

fn score_of(state: &Value, seat: usize) -> u64 {
    state["seats"][seat]["score"].as_u64().expect("a score")
}

/// Referees one record: `Ok` if every placement obeys the placing rules, every turn's
/// points are the brackets it formed, and the final scores and the winner follow.
fn referee(record: &Value) -> Result<(), String> {
    let players = record["settings"]["players"].as_array().unwrap().len();
    let mut table = Table::default();
    for p in record["setup"]["table"].as_array().unwrap() {
        table.0.insert(cell(&p["cell"]), tile(&p["tile"]));
    }
    // The deal, rebuilt from the seed: colours, starting tiles, start player, hands, piles.
    let dealt = deal::deal(record)?;
    for (s, own) in dealt.colours.iter().enumerate() {
        if record["initial"]["seats"][s]["colours"] != serde_json::json!(own) {
            return Err(format!("seat {s}'s colours are not the dealt {own:?}"));
        }
    }
    if record["setup"]["neutral"].as_str() != dealt.neutral.as_deref() {
        return Err("the neutral colour is not the dealt one".into());
    }
    let starting_dealt = deal::START.iter().zip(&dealt.starting);
    if table.0.len() != dealt.starting.len()
        || starting_dealt
            .clone()
            .any(|(c, t)| table.0.get(c) != Some(t))
    {
        return Err("the starting tiles are not the dealt ones".into());
    }
    if let Some(first) = dealt.start_player {
        if record["setup"]["start_player"].as_u64() != Some(first as u64) {
            return Err(format!("seat {first} was drawn to start"));
        }
    }
    let (mut hands, mut piles) = (dealt.hands, dealt.piles);
    let mut scores = vec![0u64; players];
    for seat in 0..players {
        if score_of(&record["initial"], seat) != 0 {
            return Err(format!("seat {seat} does not start with 0 points"));
        }
    }
    for (n, step) in record["actions"].as_array().unwrap().iter().enumerate() {
        let turn = n + 1;
        let seat = step["seat"].as_u64().unwrap() as usize;
        let action = &step["action"];
        let placed: Vec<(Cell, Tile)> = match action["action"].as_str() {
            Some("pass") => Vec::new(),
            Some("place") => ["first", "second"]
                .iter()
                .filter(|k| !action[**k].is_null())
                .map(|k| (cell(&action[*k]["cell"]), tile(&action[*k]["tile"])))
                .collect(),
            other => return Err(format!("turn {turn}: unknown action {other:?}")),
        };
        // "Each tile must be placed DIRECTLY ALONGSIDE a tile that has already been placed."
        for (c, _) in &placed {
            if table.0.contains_key(c) {
                return Err(format!("turn {turn}: {c:?} is taken"));
            }
            if !Table::neighbours(*c)
                .iter()
                .any(|n| table.0.contains_key(n))
            {
                return Err(format!("turn {turn}: {c:?} is alongside no tile"));
            }
        }
        for (c, t) in &placed {
            table.0.insert(*c, t.clone());
        }
        // "The new tile(s) must be in a DIFFERENT COLOR and have a DIFFERENT PATTERN ... to
        // all of the adjacent tiles." "All of the tiles must be placed within a GRID OF 8x8."
        for (c, t) in &placed {
            for n in Table::neighbours(*c) {
                if let Some(o) = table.0.get(&n) {
                    if o.colour == t.colour || o.symbol == t.symbol {
                        return Err(format!("turn {turn}: {c:?} matches its neighbour {n:?}"));
                    }
                }
            }
        }
        let (c0, c1, r0, r1) = table.span();
        if c1 - c0 >= 8 || r1 - r0 >= 8 {
            return Err(format!("turn {turn}: the piazza leaves 8x8"));
        }
        // "If two tiles are placed, they must form a BRACKET."
        if let [(a, _), (b, _)] = placed[..] {
            let dir = ((b.0 - a.0).signum(), (b.1 - a.1).signum());
            let in_line = a.0 == b.0 || a.1 == b.1;
            if !in_line || table.bracket(a, dir).map(|x| x.0) != Some(b) {
                return Err(format!("turn {turn}: {a:?} and {b:?} form no bracket"));
            }
        }
        // "A player receives points for ALL of the brackets they have formed with the one or
        // two new tiles": each new tile, every direction; the bracket the two new tiles form
        // together is one bracket, counted once.
        let mut brackets = BTreeSet::new();
        let mut points = 0u64;
        for (c, _) in &placed {
            for dir in [(0, -1), (1, 0), (0, 1), (-1, 0)] {
                if let Some((end, tiles)) = table.bracket(*c, dir) {
                    if brackets.insert((*c.min(&end), *c.max(&end))) {
                        points += u64::from(tiles);
                    }
                }
            }
        }
        scores[seat] += points;
        // "After your turn, draw as many tiles as you placed from your pile": each placed
        // tile was in the hand the deal and the draws gave.
        for (_, t) in &placed {
            let Some(at) = hands[seat].iter().position(|h| h == t) else {
                return Err(format!("turn {turn}: seat {seat} does not hold {t:?}"));
            };
            hands[seat].remove(at);
        }
        let drawn = placed.len().min(piles[seat].len());
        hands[seat].extend(piles[seat].drain(..drawn));
        for s in 0..players {
            let sizes = &step["state"]["seats"][s];
            let (hand, pile) = (sizes["hand_size"].as_u64(), sizes["pile_size"].as_u64());
            if (hand, pile) != (Some(hands[s].len() as u64), Some(piles[s].len() as u64)) {
                return Err(format!(
                    "turn {turn}: seat {s}'s hand or pile is not as dealt"
                ));
            }
        }
        for (s, &want) in scores.iter().enumerate() {
            let claimed = score_of(&step["state"], s);
            if claimed != want {
                return Err(format!(
                    "turn {turn}: seat {s} has {claimed} points in the record, {want} by the rulebook"
                ));
            }
        }
    }
    // "48 TILES: 4 colors ... each with 12 tiles (and 2x6 symbols)": none twice too often.
    let mut count: HashMap<(String, String), u32> = HashMap::new();
    for t in table.0.values() {
        *count
            .entry((t.colour.clone(), t.symbol.clone()))
            .or_default() += 1;
    }
    if count.values().any(|&k| k > 2) {
        return Err("a tile is on the table more than twice".into());
    }
    let finals: Vec<u64> = record["final_scores"]
        .as_array()
        .ok_or("no final scores")?
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    if finals != scores {
        return Err(format!(
            "final scores {finals:?} in the record, {scores:?} by the rulebook"
        ));
    }
    // "The player with the most points is the winner. In the event of a tie, the tied player
    // who finished their game the soonest is the winner."
    let ranking = record["outcome"]["ranking"]
        .as_array()
        .ok_or("no ranking")?;
    let winner = ranking[0]["seat"].as_u64().unwrap() as usize;
    let last = &record["actions"].as_array().unwrap().last().unwrap()["state"]["seats"];
    let finished = |s: usize| last[s]["finished"].as_u64().unwrap_or(u64::MAX);
    let best = (0..players)
        .min_by_key(|&s| (std::cmp::Reverse(scores[s]), finished(s)))
        .unwrap();
    if (scores[winner], finished(winner)) != (scores[best], finished(best)) {
        return Err(format!(
            "seat {winner} is ranked first, seat {best} wins by the rulebook"
        ));
    }
    Ok(())
}

/// The record of one bot game, as JSON.
fn bot_game(players: usize, seed: u64, levels: &[BotLevel]) -> Value {
    let names: Vec<String> = (0..players).map(|s| format!("seat {s}")).collect();
    let game = Game::new(Settings::new(names), seed).unwrap();
    let mut bots: Vec<BoxedBot> = (0..players)
        .map(|s| {
            let search = SearchSettings {
                budget: Budget {
                    playouts: 8,
                    time: None,
                },
                candidates: 4,
            };
            build_with(levels[s % levels.len()], seed * 8 + s as u64, search)
        })
        .collect();
    let mut record = Record::start(&game);
    play_out(game, &mut bots, |g, seat, action| {
        record.push(seat, action, g)
    });
    serde_json::to_value(&record).unwrap()
}

/// 300 games: 100 each with 2, 3 and 4 players; easy and normal bots mixed, a few hard ones.
fn records() -> Vec<Value> {
    use BotLevel::*;
    let mixes: [&[BotLevel]; 4] = [&[Easy], &[Normal], &[Normal, Easy], &[Easy, Normal]];
    let mut out = Vec::new();
    for players in 2..=4 {
        for i in 0..100u64 {
            let levels = if i % 25 == 0 {
                &[Hard, Normal][..]
            } else {
                mixes[i as usize % 4]
            };
            out.push(bot_game(players, 1000 * players as u64 + i, levels));
        }
    }
    out
}

#[test]
fn the_referee_agrees_with_every_record_of_300_bot_games() {
    let records = records();
    assert_eq!(records.len(), 300);
    let mut brackets_scored = 0;
    for (i, r) in records.iter().enumerate() {
        if let Err(e) = referee(r) {
            panic!("record {i}: {e}");
        }
        brackets_scored += r["final_scores"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_u64().unwrap())
            .sum::<u64>();
        // The engine's own replay agrees too.
        let back: Record = serde_json::from_value(r.clone()).unwrap();
        back.verify().unwrap();
    }
    assert!(
        brackets_scored > 300 * 20,
        "the games scored: {brackets_scored}"
    );
}

#[test]
fn the_referee_refuses_a_record_with_a_wrong_score() {
    let good = bot_game(3, 77, &[BotLevel::Normal]);
    referee(&good).unwrap();
    let actions = good["actions"].as_array().unwrap().len();
    // A scoring turn in the middle of the game.
    let scoring = (1..actions)
        .find(|&n| {
            let seat = good["actions"][n]["seat"].as_u64().unwrap() as usize;
            n > actions / 2
                && score_of(&good["actions"][n]["state"], seat)
                    > score_of(&good["actions"][n - 1]["state"], seat)
        })
        .expect("a greedy game scores");
    let seat = good["actions"][scoring]["seat"].as_u64().unwrap() as usize;

    // One point too many on that turn (and every later state, so only the turn is wrong).
    let mut bad = good.clone();
    for n in scoring..actions {
        let s = &mut bad["actions"][n]["state"]["seats"][seat]["score"];
        *s = Value::from(s.as_u64().unwrap() + 1);
    }
    let f = &mut bad["final_scores"][seat];
    *f = Value::from(f.as_u64().unwrap() + 1);
    let e = referee(&bad).unwrap_err();
    assert!(
        e.starts_with(&format!("turn {}: seat {seat} has", scoring + 1)),
        "{e}"
    );

    // The final score alone.
    let mut bad = good.clone();
    let f = &mut bad["final_scores"][0];
    *f = Value::from(f.as_u64().unwrap() + 2);
    assert!(referee(&bad).unwrap_err().starts_with("final scores"));

    // A point moved from one turn to the next: every total right but one turn's.
    let mut bad = good.clone();
    let s = &mut bad["actions"][scoring - 1]["state"]["seats"][seat]["score"];
    *s = Value::from(s.as_u64().unwrap() + 1);
    assert!(referee(&bad).is_err());

    // A tile moved to another cell: the table is not the one scored.
    let mut bad = good.clone();
    let placed = &mut bad["actions"][scoring]["action"]["first"]["cell"]["col"];
    *placed = Value::from(placed.as_i64().unwrap() + 1);
    assert!(referee(&bad).is_err());

    // Another seed, or another deal: not what the seed deals.
    let mut bad = good.clone();
    bad["seed"] = Value::from(78);
    assert!(referee(&bad).is_err());
    let mut bad = good.clone();
    bad["settings"]["deal"] = Value::from(1);
    assert!(referee(&bad).is_err());
    // A placed tile swapped for another of the seat's colour: not in its hand.
    let mut bad = good.clone();
    let first = &mut bad["actions"][0]["action"]["first"]["tile"]["symbol"];
    let other = ["circle", "heart"][usize::from(first == "circle")];
    *first = Value::from(other);
    let e = referee(&bad).unwrap_err();
    assert!(
        e.starts_with("turn 1: ") && e.contains("does not hold"),
        "{e}"
    );
}

#[test]
fn the_referee_rebuilds_the_first_deal_of_records_older_than_deals() {
    for players in 2..=4 {
        let path = format!(
            "{}/../piazza-rules/tests/fixtures/deal-1-{players}p.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let record: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert!(record["settings"].get("deal").is_none());
        referee(&record).unwrap_or_else(|e| panic!("{path}: {e}"));
        // Read as the rulebook's deal, it is another game.
        let mut relabelled = record.clone();
        relabelled["settings"]["deal"] = Value::from(2);
        assert!(referee(&relabelled).is_err());
    }
}
