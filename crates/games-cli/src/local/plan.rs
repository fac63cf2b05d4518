//! The terminal's panel: a player's planned turn (`turn`, `try`, `back`, `confirm`), kept
//! between lines, and the service command each planning line stands for.

use games_service::words::Plan;
use games_service::{Command, MadeFor};

/// A player's plan: the steps, and the move number and game they were planned at.
pub type Planned = (Vec<String>, Option<u64>, Option<i64>);

/// The service command for a planning line, from the plan so far; `None`: nothing to confirm.
pub fn plan_command(plan: Plan, planned: Planned) -> Option<Command> {
    let (mut steps, version, game) = planned;
    // A plan of an earlier game of the channel is stale in the next one.
    let made_for = game.map_or(MadeFor::Now, MadeFor::Game);
    Some(match plan {
        Plan::Show => Command::Panel {
            steps,
            version,
            made_for,
        },
        Plan::Add(kind, step) => {
            steps.push(step);
            // A game's verb, before any plan: for that game (another game's channel refuses
            // it with the command to use there).
            let made_for = match (game, kind) {
                (None, Some(kind)) => MadeFor::Kind(kind),
                _ => made_for,
            };
            Command::Panel {
                steps,
                version,
                made_for,
            }
        }
        Plan::Back => {
            steps.pop();
            Command::Panel {
                steps,
                version,
                made_for,
            }
        }
        Plan::Confirm if steps.is_empty() => return None,
        Plan::Confirm => Command::Commit {
            steps,
            version: version?,
            made_for,
        },
    })
}
