//! Clicks on our buttons and menus: handed back to the service as they are (the id it made,
//! the values chosen), which reads them (`games_service::controls`), answers stale or
//! unknown ones, and says whether the answer replaces the clicked message.

use super::respond::{answer_click, ClickAnswer};
use super::{caller, Data, Error};
use games_service::Command;
use poise::serenity_prelude as serenity;

/// The values chosen in a select menu, if the click was one.
fn chosen(click: &serenity::ComponentInteraction) -> Vec<String> {
    match &click.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    }
}

pub async fn on_component(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let id = click.data.custom_id.clone();
    if let Some(thread) = super::threads::join_target(&id) {
        return super::threads::join(ctx, data, click, thread).await;
    }
    if let Some(target) = super::leagues::button_target(&id) {
        return super::leagues::on_button(ctx, data, click, target).await;
    }
    let values = chosen(click);
    let how = match data.service.click_updates(&id, &values) {
        true => ClickAnswer::Update,
        false => ClickAnswer::NewMessage,
    };
    let call = data
        .service
        .handle(caller::of_click(click), Command::Click { id, values });
    answer_click(&ctx.http, click, call, how).await
}
