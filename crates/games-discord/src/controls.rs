//! The service's controls as Discord components: rows of buttons or a select, rendered as
//! they are (the service made their ids and fitted them to Discord's limits; a click hands the
//! id back, `components.rs`). Nothing here knows a game.

use games_service::controls::kit::{Row, Style};
use poise::serenity_prelude as serenity;

fn style(style: Style) -> serenity::ButtonStyle {
    match style {
        Style::Primary => serenity::ButtonStyle::Primary,
        Style::Secondary => serenity::ButtonStyle::Secondary,
        Style::Success => serenity::ButtonStyle::Success,
        Style::Danger => serenity::ButtonStyle::Danger,
    }
}

/// The action rows of `controls`.
pub fn rows(controls: &[Row]) -> Vec<serenity::CreateActionRow> {
    controls
        .iter()
        .map(|row| match row {
            Row::Buttons(buttons) => serenity::CreateActionRow::Buttons(
                buttons
                    .iter()
                    .map(|b| {
                        serenity::CreateButton::new(b.id.clone())
                            .label(b.label.clone())
                            .style(style(b.style))
                            .disabled(b.disabled)
                    })
                    .collect(),
            ),
            Row::Select(s) => {
                let options = s
                    .options
                    .iter()
                    .map(|o| {
                        let mut option =
                            serenity::CreateSelectMenuOption::new(o.label.clone(), o.value.clone())
                                .default_selection(o.default);
                        if let Some(d) = &o.description {
                            option = option.description(d.clone());
                        }
                        option
                    })
                    .collect();
                let kind = serenity::CreateSelectMenuKind::String { options };
                serenity::CreateActionRow::SelectMenu(
                    serenity::CreateSelectMenu::new(s.id.clone(), kind)
                        .placeholder(s.placeholder.clone()),
                )
            }
        })
        .collect()
}
