//! English, the reference language of the catalogue.

use crate::engine::{
    Colour, EndReason, Event, Game, ParseError, RuleError, ScoreBreakdown, SetupError, Symbol,
};
use crate::record::{ReplayError, FORMAT, VERSION};
use crate::sim::{SimOptions, SimSummary};
use std::fmt::Write;

pub fn colour(c: Colour) -> &'static str {
    match c {
        Colour::Blue => "Blue",
        Colour::Yellow => "Yellow",
        Colour::Red => "Red",
        Colour::Green => "Green",
        Colour::Black => "Black",
    }
}

fn lower(c: Colour) -> String {
    colour(c).to_lowercase()
}

pub fn symbol(s: Symbol) -> &'static str {
    match s {
        Symbol::Wave => "Wave",
        Symbol::Star => "Star",
        Symbol::Caravel => "Caravel",
        Symbol::Fish => "Fish",
        Symbol::Flower => "Flower",
        Symbol::Bonus => "Bonus",
    }
}

pub fn rule_error(e: &RuleError) -> String {
    match e {
        RuleError::GameOver => "this game is over".into(),
        RuleError::NoSuchSeat { seat } => format!("there is no seat {}", seat + 1),
        RuleError::SeatLeft { name } => format!("{name} has left this game"),
        RuleError::NotYourTurn { current } => format!("it is {current}'s turn"),
        RuleError::NoBonusTiles => "you have no bonus tiles left".into(),
        RuleError::AlreadyDeclared { colour: c, number } => format!(
            "you have already declared {} {number} this turn: place a tile (or refresh a display first)",
            colour(*c)
        ),
        RuleError::NotDeclared => "declare a cobblestone first, then place a tile".into(),
        RuleError::NoStoneThere { space, colour: c } => {
            format!("space {space} has no {} cobblestone", lower(*c))
        }
        RuleError::ColourClosed { colour: c } => {
            format!("{} is closed: its stone has left the scoreboard", lower(*c))
        }
        RuleError::ColourExhausted { colour: c } => format!("no {} tiles are left", lower(*c)),
        RuleError::NoFittingSquare { colour: c, number } => {
            let squares = if *number >= 6 {
                "no empty square".to_string()
            } else {
                format!("no empty square showing {number}")
            };
            format!(
                "{} {number} would leave you nowhere to place: your board has {squares} in a district open to {}",
                colour(*c),
                lower(*c)
            )
        }
        RuleError::TileNotOnDisplay { colour: c, symbol: s } => {
            format!("there is no {} {} tile face-up", lower(*c), symbol(*s))
        }
        RuleError::SquareOccupied { square } => format!("{square} already holds a tile"),
        RuleError::WrongNumber { square, shows, declared } => {
            format!("{square} shows {shows} but you declared {declared}")
        }
        RuleError::DistrictHasOtherColour { district, colour: c } => {
            format!("district {district} already holds {} tiles", lower(*c))
        }
    }
}

pub fn setup_error(e: &SetupError) -> String {
    match e {
        SetupError::PlayerCount(n) => format!("Calçada is for 2 to 4 players, not {n}"),
        SetupError::UnknownBoard(b) => format!("there is no board side {b:?}: choose A or B"),
        SetupError::NoDefaultMultipliers(n) => {
            format!("there is no scoreboard table for {n} players")
        }
        SetupError::Multipliers(d) => format!("the scoreboard table is not valid: {d}"),
        SetupError::StartPlayer(s) => format!("there is no seat {} to start", s + 1),
    }
}

pub fn parse_error(e: &ParseError) -> String {
    match e {
        ParseError::Colour(t) => {
            format!("{t:?} is not a colour: use blue, yellow, red, green or black")
        }
        ParseError::Symbol(t) => {
            format!("{t:?} is not a tile: use wave, star, caravel, fish, flower or bonus")
        }
        ParseError::Square(t) => {
            format!("{t:?} is not a square: use a column A-E and a row 1-5, like C4")
        }
        ParseError::Space(t) => format!("{t:?} is not a space: the gameboard's spaces are 1 to 6"),
        ParseError::Tile(t) => format!("{t:?} is not a tile: write colour-symbol, like blue-star"),
    }
}

pub fn end_reason(r: EndReason) -> &'static str {
    match r {
        EndReason::SecondStoneOff => {
            "a second stone left the scoreboard and the round was played out"
        }
        EndReason::Stalemate => "a whole round passed without anyone placing a tile",
        EndReason::PlayersLeft => "fewer than two players remain",
    }
}

pub fn event(e: &Event, name: &dyn Fn(usize) -> String) -> String {
    match e {
        Event::Nudged {
            seat,
            colour: c,
            from,
            to,
        } => {
            format!(
                "{} spent a bonus tile to nudge {} from space {from} to {to}",
                name(*seat),
                lower(*c)
            )
        }
        Event::Declared {
            seat,
            colour: c,
            number,
            from,
            to,
        } => format!(
            "{} declared {} {number} and moved it from space {from} to {to}",
            name(*seat),
            colour(*c)
        ),
        Event::Passed {
            seat,
            colour: c,
            number,
            from,
            to,
        } => format!(
            "{} had no legal declaration, moved {} {number} from space {from} to {to} and passed",
            name(*seat),
            lower(*c)
        ),
        Event::Refreshed { seat, colour: c } => {
            format!(
                "{} spent a bonus tile to refresh the {} display",
                name(*seat),
                lower(*c)
            )
        }
        Event::Placed { seat, tile, square } => format!(
            "{} placed {} {} on {square}",
            name(*seat),
            colour(tile.colour),
            symbol(tile.symbol)
        ),
        Event::BonusTilesGained { seat, count } => {
            format!("{} gained {count} bonus tiles", name(*seat))
        }
        Event::DisplayRefilled { colour: c, count } => {
            format!("the {} display was refilled with {count} tiles", lower(*c))
        }
        Event::DistrictScored {
            seat,
            district,
            colour: _,
            tiles,
            multiplier,
            points,
        } => format!(
            "{} completed district {district}: {tiles} × {multiplier} = {points} points",
            name(*seat)
        ),
        Event::StoneMovedDown { colour: c, row: _ } => {
            format!("the {} stone moved down the scoreboard", lower(*c))
        }
        Event::ColourClosed {
            seat,
            colour: c,
            points,
        } => format!(
            "the {} stone left the scoreboard: {} gains {points} points and {} is closed",
            lower(*c),
            name(*seat),
            lower(*c)
        ),
        Event::EndTriggered { .. } => {
            "a second stone has left the scoreboard: this is the last round".into()
        }
        Event::PlayerLeft { seat } => format!("{} left the game", name(*seat)),
        Event::TurnStarted { seat, round } => format!("round {round}: {}'s turn", name(*seat)),
        Event::GameOver { reason } => format!("the game is over: {}", end_reason(*reason)),
    }
}

fn points(n: u32) -> String {
    if n == 1 {
        "1 point".into()
    } else {
        format!("{n} points")
    }
}

pub fn replay_error(e: &ReplayError) -> String {
    match e {
        ReplayError::Malformed(e) => format!("not a Calçada record: {e}"),
        ReplayError::Version { format, version } => {
            format!("unsupported record {format:?} version {version} (expected {FORMAT:?} version {VERSION})")
        }
        ReplayError::Setup(e) => format!(
            "the record's settings do not make a game: {}",
            setup_error(e)
        ),
        ReplayError::Illegal {
            index,
            seat,
            action,
            error,
        } => format!(
            "action {} (seat {seat}: {}) is illegal: {}",
            index + 1,
            serde_json::to_string(action).unwrap_or_default(),
            rule_error(error)
        ),
        ReplayError::Mismatch {
            index,
            path,
            recorded,
            replayed,
        } => {
            let when = match index {
                None => "the initial state".to_string(),
                Some(i) => format!("the state after action {}", i + 1),
            };
            format!(
                "{when} differs at {path}: the record says {recorded}, the replay gives {replayed}"
            )
        }
    }
}

pub fn replay_verified(actions: usize) -> String {
    format!("Record replayed: {actions} actions, every stored state verified.")
}

pub fn cannot_read(path: &str, e: &str) -> String {
    format!("cannot read {path}: {e}")
}

pub fn cannot_write(path: &str, e: &str) -> String {
    format!("cannot write {path}: {e}")
}

pub fn record_broken(path: &str, e: &ReplayError) -> String {
    format!("{path}: the record does not replay: {}", replay_error(e))
}

pub fn no_bots() -> String {
    "--bots needs at least one bot kind (random, greedy)".into()
}

/// The ranking of a game with each player's score broken down.
pub fn ranking(game: &Game) -> String {
    let mut out = String::new();
    match game.outcome() {
        Some(o) => {
            let _ = writeln!(out, "Game over: {}.", end_reason(o.reason));
            for st in &o.ranking {
                let b = game.score_breakdown(st.seat);
                let _ = writeln!(
                    out,
                    "{}. {}: {}",
                    st.rank,
                    game.player(st.seat).name(),
                    points(st.total)
                );
                out.push_str(&breakdown(&b));
            }
        }
        None => {
            let _ = writeln!(
                out,
                "The game is not over (round {}). Scores so far:",
                game.round()
            );
            for (seat, p) in game.players().iter().enumerate() {
                let b = game.score_breakdown(seat);
                let _ = writeln!(out, "- {}: {} if it ended now", p.name(), points(b.total));
                out.push_str(&breakdown(&b));
            }
        }
    }
    out
}

/// A score breakdown, one indented line per source.
pub fn breakdown(b: &ScoreBreakdown) -> String {
    let mut out = String::new();
    for d in &b.districts {
        let _ = writeln!(
            out,
            "     district {} ({}): {} × {} = {}",
            d.district,
            colour(d.colour).to_lowercase(),
            d.tiles,
            d.multiplier,
            d.points
        );
    }
    if b.off_board > 0 {
        let _ = writeln!(out, "     stones off the scoreboard: {}", b.off_board);
    }
    for g in &b.motif_groups {
        let _ = writeln!(
            out,
            "     {} group of {}: {}",
            symbol(g.motif),
            g.squares.len(),
            g.points
        );
    }
    if b.incomplete_points > 0 {
        let list: Vec<String> = b
            .incomplete_districts
            .iter()
            .map(|d| format!("{} ({})", d.district, d.tiles))
            .collect();
        let _ = writeln!(
            out,
            "     tiles in incomplete districts {}: {}",
            list.join(", "),
            b.incomplete_points
        );
    }
    let _ = writeln!(
        out,
        "     {} bonus tiles: {}",
        b.bonus_tiles, b.bonus_points
    );
    out
}

pub fn simulation_summary(s: &SimSummary, opts: &SimOptions) -> String {
    let mut out = String::new();
    let bots: Vec<&str> = opts.bots.iter().map(|b| b.key()).collect();
    let table = match &opts.multipliers {
        Some(rows) => rows
            .iter()
            .map(|m| format!("x{m}"))
            .collect::<Vec<_>>()
            .join(" "),
        None => "default".to_string(),
    };
    let _ = writeln!(
        out,
        "Simulated {} games: {} players, board {}, bots {}, multipliers {table}",
        s.games,
        s.players,
        opts.board,
        bots.join(",")
    );
    let _ = writeln!(
        out,
        "  time            {:.3} s ({:.0} games per second, one core)",
        s.elapsed.as_secs_f64(),
        s.games_per_second()
    );
    let _ = writeln!(
        out,
        "  rounds          {:.2} on average",
        s.average_rounds()
    );
    let _ = writeln!(
        out,
        "  actions         {:.1} per game on average",
        s.actions as f64 / s.games.max(1) as f64
    );
    let _ = writeln!(
        out,
        "  board fill      {:.1}% on average",
        s.average_fill_percent()
    );
    let _ = writeln!(
        out,
        "  score           {:.1} on average, {} at most",
        s.average_score(),
        s.score_max
    );
    let _ = writeln!(
        out,
        "  endings         {} by the second stone off, {} by stalemate ({:.1}%)",
        s.second_stone_off,
        s.stalemates,
        s.stalemate_percent()
    );
    for (k, kind) in crate::bots::BotKind::ALL.iter().enumerate() {
        if s.seats_per_kind[k] > 0 {
            let _ = writeln!(
                out,
                "  {:<15} won {:.1}% of its seats",
                kind.key(),
                100.0 * s.wins[k] as f64 / s.seats_per_kind[k] as f64
            );
        }
    }
    out
}

pub fn service_bench(b: &crate::service::bench::ServiceBench) -> String {
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1000.0;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "One turn through the service (apply, SQLite commit, turn picture), {} turns, one thread:",
        b.turns
    );
    let _ = writeln!(
        out,
        "  median {:.2} ms   p99 {:.2} ms   max {:.2} ms",
        ms(b.median),
        ms(b.p99),
        ms(b.max)
    );
    let _ = writeln!(
        out,
        "{} threads at once: {} turns in {:.2} s = {:.0} turns per second",
        b.threads,
        b.parallel_turns,
        b.parallel_elapsed.as_secs_f64(),
        b.turns_per_second()
    );
    out
}

/// The report of `calcada bench bots`.
pub fn bots_bench(
    b: &crate::bots::bench::BotBench,
    opts: &crate::bots::bench::BenchOptions,
) -> String {
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1000.0;
    let budget = &opts.search.budget;
    let time = budget.time.map_or("no time limit".to_string(), |t| {
        format!("at most {:.0} ms", ms(t))
    });
    let t = &b.times;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Searching bot against greedy bots, {} games per match from seed {}, budget {} playouts ({time}), one thread:",
        opts.games, opts.seed, budget.playouts
    );
    let _ = writeln!(
        out,
        "  decision time   median {:.1} ms   p99 {:.1} ms   max {:.1} ms   ({} searches of {} decisions; the others follow the planned turn)",
        ms(t.median),
        ms(t.p99),
        ms(t.max),
        t.searched,
        t.decisions
    );
    let _ = writeln!(
        out,
        "  playouts        {:.0} per second ({} in all); {} searches stopped by the time limit",
        t.playouts_per_second(),
        t.playouts,
        t.timed_out
    );
    for m in [&b.two_players, &b.four_players] {
        let _ = writeln!(
            out,
            "  {} players      won {:.1}% of {} games against {} greedy ({} outright, {} shared); score {:.1} against {:.1} for the best greedy",
            m.players,
            m.win_percent(),
            m.games,
            m.players - 1,
            m.wins,
            m.shared,
            m.average_score,
            m.average_best_other
        );
    }
    let _ = writeln!(out, "  time            {:.1} s", b.elapsed.as_secs_f64());
    out
}
