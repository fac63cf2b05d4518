//! Clicks on our menus: the value is an action in words, the custom id carries the game's move
//! number the menu was made for. A component we do not know (an older format, another bot's
//! id) is answered, never ignored.

use super::respond::{answer_click, MENU_PREFIX};
use super::{caller, errors, Data, Error};
use crate::messages::{say, Lang};
use crate::service::{Command, Reply};
use poise::serenity_prelude as serenity;

pub async fn on_component(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let lang = Lang::from_locale(&click.locale);
    let version = click
        .data
        .custom_id
        .strip_prefix(MENU_PREFIX)
        .and_then(|v| v.parse::<u64>().ok());
    let value = match &click.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.first(),
        _ => None,
    };
    let (Some(version), Some(value)) = (version, value) else {
        tracing::warn!(custom_id = %click.data.custom_id, "unknown component");
        let response = errors::outdated_response(&click.locale);
        click.create_response(&ctx.http, response).await?;
        return Ok(());
    };
    let action = match crate::service::words::parse_action(value) {
        Ok(action) => action,
        Err(e) => {
            let reply = Reply::private(say(lang, &e.msg()));
            return answer_click(&ctx.http, click, async { Ok(reply) }).await;
        }
    };
    let command = Command::Act {
        action,
        version: Some(version),
    };
    let call = data.service.handle(caller::of_click(click), command);
    answer_click(&ctx.http, click, call).await
}
