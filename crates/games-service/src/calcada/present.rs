//! How Calçada's plugin presents its game to one player: the legal choices (worded, from the
//! engine's `legal_actions`), the private answer to a step that does not end the turn, the
//! one-line summary of a turn, and the scores as a card.

pub(crate) use crate::plugin::stale_panel;
use crate::reply::{Card, Choice, Reply};
use calcada_rules::{Action, Colour, Event, Game, Square, Step};
use game_kit::Rules;
use games_messages::{breakdown_lines, event, say, say_as, Lang, Markup, Msg};

/// The caller's legal actions now, worded, in the order a menu shows them: declarations (or
/// placements), then nudges, then refreshes. Built from [`Game::legal_actions`], never
/// re-derived, so only what the rules allow is offered.
pub(super) fn choices(lang: Lang, game: &Game, seat: usize) -> Vec<Choice> {
    choices_where(lang, game, seat, |_| true)
}

/// [`choices`] of the actions `keep` keeps, the others not worded at all (an autocomplete
/// asks for one kind: a declaration's words, which list the squares its tiles fit, are the
/// dearest to make and are not needed to offer nudges).
pub(super) fn choices_where(
    lang: Lang,
    game: &Game,
    seat: usize,
    keep: fn(&Action) -> bool,
) -> Vec<Choice> {
    if game.is_over() || game.current() != seat {
        return Vec::new();
    }
    let passing = game.step() == Step::Declare && !game.has_legal_declaration();
    let mut out: Vec<(u8, Choice)> = game
        .legal_actions()
        .into_iter()
        .filter(keep)
        .filter_map(|action| {
            let (rank, msg) = match action {
                Action::Declare { space, colour } => {
                    let number = game.stones_on(space);
                    let msg = if passing {
                        Msg::PassChoice {
                            space,
                            colour,
                            number,
                        }
                    } else {
                        let squares = game.fitting_squares(seat, colour, number);
                        Msg::DeclarationChoice {
                            space,
                            colour,
                            number,
                            squares: Square::in_mask(squares).collect(),
                        }
                    };
                    (0, msg)
                }
                Action::Place { symbol, square } => {
                    let Step::Place { colour, .. } = game.step() else {
                        return None;
                    };
                    let msg = Msg::PlacementChoice {
                        colour,
                        symbol,
                        square,
                    };
                    (0, msg)
                }
                Action::Nudge { space, colour } => {
                    let to = space.next();
                    let after = game.stones_on(to) + 1;
                    let msg = Msg::NudgeChoice {
                        space,
                        colour,
                        to,
                        after,
                    };
                    (1, msg)
                }
                Action::Refresh { colour } => (2, Msg::RefreshChoice { colour }),
                Action::Leave => return None,
            };
            Some((
                rank,
                Choice {
                    label: say(lang, &msg),
                    notation: action.to_string(),
                },
            ))
        })
        .collect();
    out.sort_by_key(|(rank, _)| *rank);
    out.into_iter().map(|(_, c)| c).collect()
}

/// The private answer to a step that does not end the turn (nudge, declare, refresh), with
/// the legal next steps.
pub(super) fn progress(lang: Lang, game: &Game, seat: usize, action: Action) -> Reply {
    let bonus_left = game.player(seat).bonus_tiles();
    let msg = match (action, game.step()) {
        (Action::Declare { .. }, Step::Place { colour, number }) => Msg::Declared {
            colour,
            number,
            squares: Square::in_mask(game.fitting_squares(seat, colour, number)).collect(),
            tiles: game.display(colour).iter().map(|t| t.symbol).collect(),
        },
        (Action::Nudge { space, colour }, _) => {
            let to = space.next();
            Msg::Nudged {
                space: to,
                colour,
                number: game.stones_on(to),
                bonus_left,
            }
        }
        (Action::Refresh { colour }, _) => Msg::Refreshed { colour, bonus_left },
        _ => unreachable!("only steps within a turn are answered privately"),
    };
    let mut reply = Reply::private(say(lang, &msg));
    reply.choices = choices(lang, game, seat);
    reply
}

/// Whether an event is worth a line of its own (the rest shows in the pictures).
fn told(e: &Event) -> bool {
    !matches!(
        e,
        Event::TurnStarted { .. } | Event::BonusTilesGained { .. } | Event::StoneMovedDown { .. }
    )
}

/// One turn's events in one line, joined by middle dots, as plain text (a picture's caption,
/// a private answer).
pub(super) fn turn_line(lang: Lang, events: &[Event], name: &dyn Fn(usize) -> String) -> String {
    turn_line_as(lang, Markup::Plain, events, name)
}

/// One turn's events in one line, for a reader who sees `markup` (a channel's turn message).
pub(super) fn turn_line_as(
    lang: Lang,
    markup: Markup,
    events: &[Event],
    name: &dyn Fn(usize) -> String,
) -> String {
    events
        .iter()
        .filter(|e| told(e))
        .map(|e| say_as(lang, markup, &event(e, name)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The line for the caller's own turn that just ended, for a reader who sees `markup`: the
/// declaration made earlier in the turn (if the turn ended with a placement), then what this
/// action did.
pub(super) fn own_turn(
    (lang, markup): (Lang, Markup),
    declared: Step,
    seat: usize,
    events: &[Event],
    name: &dyn Fn(usize) -> String,
) -> String {
    let mut parts = Vec::new();
    if let Step::Place { colour, number } = declared {
        parts.push(say_as(
            lang,
            markup,
            &declared_before(name(seat), colour, number),
        ));
    }
    let this = turn_line_as(lang, markup, events, name);
    if !this.is_empty() {
        parts.push(this);
    }
    parts.join(" · ")
}

fn declared_before(name: String, colour: Colour, number: u8) -> Msg {
    Msg::DeclaredBefore {
        name: name.into(),
        colour,
        number,
    }
}

/// Steps a panel may plan before Confirm (nudges, the declaration, the placement).
pub(super) const MAX_STEPS: usize = 16;

/// The scores of a game as a card: `title`, why it ended (or the round it stood at), and one
/// field per player with every point broken down.
pub(super) fn score_card(lang: Lang, markup: Markup, game: &Game, title: &Msg) -> Card {
    let description = match game.outcome() {
        Some(o) => say(lang, &Msg::RankingOver { reason: o.reason }),
        None => say(
            lang,
            &Msg::RankingNotOver {
                round: game.round(),
            },
        ),
    };
    let fields = Rules::standings(game)
        .into_iter()
        .map(|p| {
            let name = game.player(p.seat).name().to_string();
            let head = say_as(
                lang,
                markup,
                &Msg::CardStanding {
                    rank: p.rank,
                    name: name.into(),
                    points: p.points,
                },
            );
            let lines = breakdown_lines(lang, &game.score_breakdown(p.seat));
            (head, lines.join("\n"))
        })
        .collect();
    Card {
        title: say_as(lang, markup, title),
        description,
        fields,
    }
}
