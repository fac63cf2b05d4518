//! What the table search (`search.rs`) and its repair (`repair.rs`) share: the problem, a
//! split's cost.

/// The cost of a split: pair weights, score spread, displacement (compared in that order).
pub(crate) type Cost = (u64, u64, u64);

/// A split to find.
pub(crate) struct Problem {
    /// Players per table.
    pub k: usize,
    /// `n × n` weights of two players sharing a table, by position (row-major).
    pub weight: Vec<u64>,
    /// Each player's score, by position, never rising.
    pub score: Vec<u64>,
    /// Whether the displacement counts.
    pub displacement: bool,
    /// A known lower bound of the pairs' weights: a split reaching it (with the least spread
    /// and no displacement) ends the search.
    pub weight_floor: u64,
    /// Steps allowed once a first split is found.
    pub budget: u64,
    /// Moves of the tabu search that repairs a split the search could not prove optimal.
    pub tabu_moves: usize,
}
