//! Board layouts and scoreboard tables, loaded from the data files in `data/` and validated.
//!
//! The rules never name a district or a square number in code: they read them from a
//! [`BoardLayout`], so a new layout is a new JSON file, not new code.

use super::types::Square;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;
use std::sync::{Arc, OnceLock};

/// One district of a board: a connected set of squares that score together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct District {
    /// The letter used in the data file and shown to players (`a`, `b`, ...).
    pub id: char,
    /// Its squares as a bit mask (bit = square index).
    pub mask: u32,
}

impl District {
    pub fn size(&self) -> u32 {
        self.mask.count_ones()
    }
    pub fn squares(&self) -> impl Iterator<Item = Square> {
        Square::in_mask(self.mask)
    }
}

/// A validated Calçada board: a number 1..5 on every square, every square in exactly one
/// connected district. Built only by [`BoardLayout::from_json`] or [`BoardLayout::new`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardLayout {
    name: String,
    numbers: [u8; 25],
    district_of: [u8; 25],
    districts: Vec<District>,
    /// `with_number[n]`: mask of the squares showing `n` (index 0 unused).
    with_number: [u32; 6],
}

/// Why a layout or a multiplier table file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataError(pub String);

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for DataError {}

/// A layout file as written (`data/boards/A.json`), before it is checked.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LayoutFile {
    name: String,
    /// For whoever edits the file; not read.
    #[serde(default, rename = "description")]
    _description: Option<String>,
    numbers: Vec<String>,
    districts: Vec<String>,
}

/// A multiplier table file as written (`data/multipliers.json`), before it is checked.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MultiplierFile {
    #[serde(default, rename = "description")]
    _description: Option<String>,
    /// Rows per player count (its key: `"2"`, `"3"`...).
    tables: BTreeMap<String, Vec<u8>>,
}

fn grid<T>(
    rows: &[String],
    what: &str,
    cell: impl Fn(&str) -> Option<T>,
) -> Result<Vec<T>, DataError> {
    if rows.len() != 5 {
        return Err(DataError(format!(
            "{what}: expected 5 rows, found {}",
            rows.len()
        )));
    }
    let mut out = Vec::with_capacity(25);
    for (r, row) in rows.iter().enumerate() {
        let cells: Vec<&str> = row.split_whitespace().collect();
        if cells.len() != 5 {
            return Err(DataError(format!(
                "{what}: row {} has {} cells, expected 5",
                r + 1,
                cells.len()
            )));
        }
        for (c, text) in cells.into_iter().enumerate() {
            let sq = Square::at(c, r).expect("5x5");
            out.push(cell(text).ok_or_else(|| DataError(format!("{what}: {sq} holds {text:?}")))?);
        }
    }
    Ok(out)
}

impl BoardLayout {
    /// Parses and validates a layout file (see `data/boards/A.json`).
    pub fn from_json(text: &str) -> Result<BoardLayout, DataError> {
        let file: LayoutFile =
            serde_json::from_str(text).map_err(|e| DataError(format!("layout file: {e}")))?;
        let numbers = grid(&file.numbers, "numbers", |t| t.parse::<u8>().ok())?;
        let letters = grid(&file.districts, "districts", |t| {
            let mut ch = t.chars();
            match (ch.next(), ch.next()) {
                (Some(c), None) if c.is_ascii_lowercase() => Some(c),
                _ => None,
            }
        })?;
        BoardLayout::new(&file.name, &numbers, &letters)
    }

    /// Checks a layout given square by square (A1, B1, ... E5).
    pub fn new(name: &str, numbers: &[u8], letters: &[char]) -> Result<BoardLayout, DataError> {
        if numbers.len() != 25 || letters.len() != 25 {
            return Err(DataError("a board has exactly 25 squares".into()));
        }
        let mut with_number = [0u32; 6];
        for sq in Square::all() {
            let n = numbers[sq.index()];
            if !(1..=5).contains(&n) {
                return Err(DataError(format!(
                    "{name}: {sq} shows {n}; numbers are 1..5"
                )));
            }
            with_number[n as usize] |= sq.bit();
        }
        // Districts in order of first appearance, so ids map to stable indices.
        let mut ids: Vec<char> = Vec::new();
        for &l in letters {
            if !ids.contains(&l) {
                ids.push(l);
            }
        }
        ids.sort_unstable();
        let mut district_of = [0u8; 25];
        let mut districts = Vec::with_capacity(ids.len());
        for (d, &id) in ids.iter().enumerate() {
            let mask = Square::all()
                .filter(|s| letters[s.index()] == id)
                .fold(0u32, |m, s| m | s.bit());
            if !is_connected(mask) {
                return Err(DataError(format!("{name}: district {id} is not connected")));
            }
            for s in Square::in_mask(mask) {
                district_of[s.index()] = d as u8;
            }
            districts.push(District { id, mask });
        }
        Ok(BoardLayout {
            name: name.to_string(),
            numbers: numbers.try_into().expect("25"),
            district_of,
            districts,
            with_number,
        })
    }

    /// The layout's name (`"A"`, `"B"`).
    pub fn name(&self) -> &str {
        &self.name
    }
    /// The number printed on a square (1..5).
    pub fn number(&self, sq: Square) -> u8 {
        self.numbers[sq.index()]
    }
    /// Index (into [`Self::districts`]) of the district holding a square.
    pub fn district_of(&self, sq: Square) -> usize {
        self.district_of[sq.index()] as usize
    }
    /// Every district, in order of their letters.
    pub fn districts(&self) -> &[District] {
        &self.districts
    }
    /// Mask of the squares a declared number allows: those showing `n`, or all for `n >= 6`.
    pub fn squares_for_number(&self, n: u8) -> u32 {
        match n {
            1..=5 => self.with_number[n as usize],
            0 => 0,
            _ => (1 << 25) - 1,
        }
    }
}

fn is_connected(mask: u32) -> bool {
    if mask == 0 {
        return false;
    }
    let first = Square::in_mask(mask).next().expect("non-empty");
    let mut seen = first.bit();
    let mut todo = vec![first];
    while let Some(s) = todo.pop() {
        for n in s.neighbours() {
            if mask & n.bit() != 0 && seen & n.bit() == 0 {
                seen |= n.bit();
                todo.push(n);
            }
        }
    }
    seen == mask
}

/// The scoreboard's multiplier rows, top first, per player count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MultiplierTables(BTreeMap<usize, Vec<u8>>);

impl MultiplierTables {
    /// Parses and validates a table file (see `data/multipliers.json`).
    pub fn from_json(text: &str) -> Result<Self, DataError> {
        const WHAT: &str = "multiplier file";
        let file: MultiplierFile =
            serde_json::from_str(text).map_err(|e| DataError(format!("{WHAT}: {e}")))?;
        let mut map = BTreeMap::new();
        for (k, rows) in file.tables {
            let players: usize = k
                .parse()
                .map_err(|_| DataError(format!("{WHAT}: {k:?} is not a player count")))?;
            validate_multipliers(&rows)?;
            map.insert(players, rows);
        }
        Ok(MultiplierTables(map))
    }

    /// The rows for a player count, top first.
    pub fn for_players(&self, players: usize) -> Option<&[u8]> {
        self.0.get(&players).map(Vec::as_slice)
    }
}

/// A multiplier table needs at least one row and no row worth nothing.
pub fn validate_multipliers(rows: &[u8]) -> Result<(), DataError> {
    if rows.is_empty() || rows.len() > 10 {
        return Err(DataError("a scoreboard has 1 to 10 rows".into()));
    }
    if rows.contains(&0) {
        return Err(DataError(
            "a multiplier row must be worth at least 1".into(),
        ));
    }
    Ok(())
}

const BUILTIN_LAYOUTS: [&str; 2] = [
    include_str!("../data/boards/A.json"),
    include_str!("../data/boards/B.json"),
];
const BUILTIN_TABLES: &str = include_str!("../data/multipliers.json");

/// The layouts shipped in `data/boards/`, validated once.
pub fn builtin_layouts() -> &'static [Arc<BoardLayout>] {
    static LAYOUTS: OnceLock<Vec<Arc<BoardLayout>>> = OnceLock::new();
    LAYOUTS.get_or_init(|| {
        BUILTIN_LAYOUTS
            .iter()
            .map(|t| Arc::new(BoardLayout::from_json(t).expect("shipped layout is valid")))
            .collect()
    })
}

/// A shipped layout by name (`"A"`, `"B"`), case-insensitive.
pub fn builtin_layout(name: &str) -> Option<Arc<BoardLayout>> {
    builtin_layouts()
        .iter()
        .find(|l| l.name().eq_ignore_ascii_case(name))
        .cloned()
}

/// The default multiplier tables of `data/multipliers.json`.
pub fn default_multipliers() -> &'static MultiplierTables {
    static TABLES: OnceLock<MultiplierTables> = OnceLock::new();
    TABLES.get_or_init(|| {
        MultiplierTables::from_json(BUILTIN_TABLES).expect("shipped table is valid")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn shipped_layouts_match_the_spec() {
        let a = builtin_layout("a").unwrap();
        assert_eq!(a.districts().len(), 8);
        let sizes: Vec<u32> = a.districts().iter().map(District::size).collect();
        assert_eq!(sizes, [4, 4, 3, 3, 3, 3, 3, 2]);
        assert_eq!(a.number(sq("D1")), 5);
        assert_eq!(a.districts()[a.district_of(sq("B5"))].id, 'h');
        let b = builtin_layout("B").unwrap();
        let sizes: Vec<u32> = b.districts().iter().map(District::size).collect();
        assert_eq!(sizes, [3, 3, 3, 2, 3, 3, 3, 3, 2]);
        for l in [a, b] {
            for n in 1..=5 {
                assert_eq!(
                    l.squares_for_number(n).count_ones(),
                    5,
                    "{} number {n}",
                    l.name()
                );
            }
            assert_eq!(l.squares_for_number(6).count_ones(), 25);
            assert_eq!(l.squares_for_number(9).count_ones(), 25);
        }
    }

    #[test]
    fn default_tables_match_the_spec() {
        let t = default_multipliers();
        // Two players: one row fewer than the spec, see RULES.md.
        assert_eq!(t.for_players(2).unwrap(), [4, 3, 2]);
        assert_eq!(t.for_players(3).unwrap(), [5, 4, 3, 2, 1]);
        assert_eq!(t.for_players(4).unwrap(), [6, 5, 4, 3, 2, 1]);
    }

    fn layout_json(numbers: [&str; 5], districts: [&str; 5]) -> String {
        let list = |rows: [&str; 5]| format!("[\"{}\"]", rows.join("\", \""));
        format!(
            r#"{{"name": "T", "numbers": {}, "districts": {}}}"#,
            list(numbers),
            list(districts)
        )
    }

    #[test]
    fn a_disconnected_district_is_refused() {
        let err = BoardLayout::from_json(&layout_json(
            ["1 2 3 4 5"; 5],
            [
                "a b a c c",
                "d d d c c",
                "e e e f f",
                "g g h h f",
                "g i i h h",
            ],
        ))
        .unwrap_err();
        assert!(err.0.contains("district a is not connected"), "{err}");
    }

    #[test]
    fn numbers_outside_one_to_five_are_refused() {
        let err = BoardLayout::from_json(&layout_json(
            [
                "1 2 3 4 6",
                "1 2 3 4 5",
                "1 2 3 4 5",
                "1 2 3 4 5",
                "1 2 3 4 5",
            ],
            ["a a a a a"; 5],
        ))
        .unwrap_err();
        assert!(err.0.contains("E1"), "{err}");
    }

    #[test]
    fn malformed_grids_are_refused() {
        assert!(BoardLayout::from_json(&layout_json(["1 2 3 4"; 5], ["a a a a a"; 5])).is_err());
        assert!(BoardLayout::from_json(&layout_json(["1 2 3 4 5"; 5], ["a a a a A"; 5])).is_err());
        assert!(BoardLayout::from_json("{}").is_err());
        assert!(BoardLayout::from_json(r#"{"name": 1, "numbers": [], "districts": []}"#).is_err());
        assert!(MultiplierTables::from_json(r#"{"tables": {"2": [4, 3.5]}}"#).is_err());
        assert!(MultiplierTables::from_json(r#"{"tables": {"two": [4, 3]}}"#).is_err());
        assert!(MultiplierTables::from_json(r#"{"tables": {"2": [4, 256]}}"#).is_err());
        // A misspelt field is named, not ignored.
        let err =
            BoardLayout::from_json(r#"{"name": "T", "number": [], "districts": []}"#).unwrap_err();
        assert!(err.0.contains("number"), "{err}");
        assert!(validate_multipliers(&[]).is_err());
        assert!(validate_multipliers(&[3, 0]).is_err());
    }
}
