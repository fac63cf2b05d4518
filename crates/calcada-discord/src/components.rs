//! Clicks on our buttons and menus. Each custom id says what it is for and carries the state
//! it needs (a panel's planned steps, the move number a menu was made for), so a click on an
//! old message is recognised as stale, never applied. A component we do not know (an older
//! format, another bot's id) is answered, never ignored.

use super::observe::sent;
use super::panel::{self, Control, PanelId};
use super::respond::{answer_click, ClickAnswer, MENU_PREFIX};
use super::{caller, errors, replay, Data, Error};
use calcada_messages::{say, say_as, Lang, Markup, Msg};
use calcada_rules::{Action, Colour};
use calcada_service::{Command, Reply};
use poise::serenity_prelude as serenity;

/// The first value chosen in a select menu, if the click was one.
fn chosen(click: &serenity::ComponentInteraction) -> Option<&str> {
    match &click.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => {
            values.first().map(String::as_str)
        }
        _ => None,
    }
}

pub async fn on_component(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let id = click.data.custom_id.as_str();
    let service = &data.service;
    let who = || caller::of_click(click);
    if id == panel::TAKE_TURN {
        // The public turn message's button: a private panel for whoever pressed it.
        let command = Command::Panel {
            steps: Vec::new(),
            version: None,
        };
        let call = service.handle(who(), command);
        return answer_click(&ctx.http, click, call, ClickAnswer::NEW).await;
    }
    if let Some(page) = id
        .strip_prefix(panel::RESULTS_PREFIX)
        .and_then(|p| p.parse().ok())
    {
        let call = service.handle(who(), Command::Results { page });
        return answer_click(
            &ctx.http,
            click,
            call,
            ClickAnswer::Update {
                tile: None,
                channel: None,
            },
        )
        .await;
    }
    if let Some(page) = id
        .strip_prefix(panel::MY_GAMES_PREFIX)
        .and_then(|p| p.parse().ok())
    {
        let call = service.handle(who(), Command::MyGames { page });
        let how = ClickAnswer::Update {
            tile: None,
            channel: None,
        };
        return answer_click(&ctx.http, click, call, how).await;
    }
    if let Some(channel) = id
        .strip_prefix(panel::PLAY_PREFIX)
        .and_then(|c| c.parse::<u64>().ok())
    {
        // A game of `my games` waiting on the clicker: its panel, here, for that channel.
        let command = Command::Panel {
            steps: Vec::new(),
            version: None,
        };
        let call = service.handle(caller::of_click_for(click, Some(channel)), command);
        let how = ClickAnswer::NewMessage {
            channel: elsewhere(click, Some(channel)),
        };
        return answer_click(&ctx.http, click, call, how).await;
    }
    if let Some(rest) = id.strip_prefix(replay::PREFIX) {
        // A replay's button: the turn it leads to, in the same message.
        let Some((game, turn, step)) = replay::parse(rest) else {
            let lang = Lang::from_locale(&click.locale);
            let reply = Reply {
                refused: true,
                ..Reply::private(say_as(lang, Markup::Discord, &Msg::ReplayBadButton))
            };
            let answer = async { Ok(reply) };
            return answer_click(&ctx.http, click, answer, ClickAnswer::NEW).await;
        };
        let command = Command::Replay {
            game: Some(game),
            turn: Some(step.from(turn)),
        };
        let call = service.handle(who(), command);
        let how = ClickAnswer::Update {
            tile: None,
            channel: None,
        };
        return answer_click(&ctx.http, click, call, how).await;
    }
    if let Some((game, version, words)) = panel::parse_piazza_id(id) {
        // A previewed Piazza move's Confirm: played if the game is still where it was.
        let command =
            calcada_service::words::parse_piazza_words(words).map(|action| Command::PiazzaMove {
                action,
                game: Some(game),
                version: Some(version),
                confirm: true,
            });
        let how = ClickAnswer::Update {
            tile: None,
            channel: None,
        };
        let Some(command) = command else {
            let lang = Lang::from_locale(&click.locale);
            let reply = Reply {
                refused: true,
                ..Reply::private(say(lang, &Msg::InteractionOutdated))
            };
            let answer = async { Ok(reply) };
            return answer_click(&ctx.http, click, answer, ClickAnswer::NEW).await;
        };
        let call = service.handle(who(), command);
        return answer_click(&ctx.http, click, call, how).await;
    }
    if let Some(p) = panel::parse_panel_id(id) {
        return on_panel(ctx, data, click, p).await;
    }
    if let Some(version) = id
        .strip_prefix(MENU_PREFIX)
        .and_then(|v| v.parse::<u64>().ok())
    {
        if let Some(value) = chosen(click) {
            let lang = Lang::from_locale(&click.locale);
            let action = match calcada_service::words::parse_action(value) {
                Ok(action) => action,
                Err(e) => {
                    let reply = Reply {
                        refused: true,
                        ..Reply::private(say(lang, &e.msg()))
                    };
                    return answer_click(&ctx.http, click, async { Ok(reply) }, ClickAnswer::NEW)
                        .await;
                }
            };
            let command = Command::Act {
                action,
                version: Some(version),
            };
            let call = service.handle(who(), command);
            return answer_click(&ctx.http, click, call, ClickAnswer::NEW).await;
        }
    }
    tracing::warn!(custom_id = %id, "unknown component");
    let response = errors::outdated_response(&click.locale);
    sent(click.create_response(&ctx.http, response)).await?;
    Ok(())
}

/// A click on a turn panel: plan one more step, go back one, ask before a refresh, confirm.
/// The panel message is updated in place.
async fn on_panel(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    p: PanelId,
) -> Result<(), Error> {
    let lang = Lang::from_locale(&click.locale);
    let PanelId {
        channel,
        version,
        mut steps,
        control,
    } = p;
    let who = || caller::of_click_for(click, channel);
    let channel = elsewhere(click, channel);
    let mut tile = None;
    let command = match control {
        Control::Select('r') => {
            // A refresh reveals tiles: say so, and play it only if asked again.
            let colour =
                chosen(click)
                    .and_then(panel::decode_all)
                    .and_then(|a| match a.as_slice() {
                        [Action::Refresh { colour }] => Some(*colour),
                        _ => None,
                    });
            let Some(colour) = colour else {
                return outdated(ctx, click).await;
            };
            return refresh_question(ctx, click, channel, version, &steps, colour, lang).await;
        }
        Control::Select('t') => {
            tile = chosen(click)
                .and_then(|c| c.chars().next())
                .and_then(panel::symbol_of);
            Command::Panel {
                steps,
                version: Some(version),
            }
        }
        Control::Select(_) => {
            let Some(step) = chosen(click).and_then(panel::decode_all) else {
                return outdated(ctx, click).await;
            };
            steps.extend(step);
            Command::Panel {
                steps,
                version: Some(version),
            }
        }
        Control::Confirm => Command::Commit { steps, version },
        Control::Back => {
            steps.pop();
            Command::Panel {
                steps,
                version: Some(version),
            }
        }
        Control::Show => Command::Panel {
            steps,
            version: Some(version),
        },
        Control::RefreshNow(colour) => {
            steps.push(Action::Refresh { colour });
            Command::Commit { steps, version }
        }
        Control::Fresh => Command::Panel {
            steps: Vec::new(),
            version: None,
        },
        Control::Hint => {
            let call = data.service.handle(who(), Command::Hint);
            return answer_click(&ctx.http, click, call, ClickAnswer::NEW).await;
        }
    };
    let call = data.service.handle(who(), command);
    answer_click(
        &ctx.http,
        click,
        call,
        ClickAnswer::Update { tile, channel },
    )
    .await
}

/// The game's channel if it is not the one clicked in (a panel opened from `my games`).
fn elsewhere(click: &serenity::ComponentInteraction, channel: Option<u64>) -> Option<u64> {
    channel.filter(|&c| c != click.channel_id.get())
}

async fn outdated(
    ctx: &serenity::Context,
    click: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let response = errors::outdated_response(&click.locale);
    sent(click.create_response(&ctx.http, response)).await?;
    Ok(())
}

async fn refresh_question(
    ctx: &serenity::Context,
    click: &serenity::ComponentInteraction,
    channel: Option<u64>,
    version: u64,
    steps: &[Action],
    colour: Colour,
    lang: Lang,
) -> Result<(), Error> {
    let (text, rows) = panel::refresh_question(channel, version, steps, colour, lang);
    let message = serenity::CreateInteractionResponseMessage::new()
        .allowed_mentions(super::respond::no_mentions())
        .content(text)
        .components(rows)
        .files(Vec::new());
    let response = serenity::CreateInteractionResponse::UpdateMessage(message);
    sent(click.create_response(&ctx.http, response)).await?;
    Ok(())
}
