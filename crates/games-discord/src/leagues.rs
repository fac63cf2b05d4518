//! Server leagues on Discord: the Sign up and Withdraw buttons under a new league, and the
//! leagues' part of the background loop ([`LeagueWork::run`]): the service's league tick,
//! a public thread for each paired table (in order, one at a time; a 429 stops the making
//! until Discord's `retry_after` has passed), and the announcements (a round's pairings, the
//! final standings) posted in the league's channel, marked posted only once Discord took them.
//!
//! Several processes may run this at once: the store pairs a round once and gives a table
//! one thread (a process whose thread lost the race deletes it); an announcement posted by
//! two processes, or again after a kill, carries the same nonce, which Discord enforces.

use crate::limits::MAX_CONTENT;
use crate::respond::{answer_click, ClickAnswer};
use crate::{caller, Data, Error};
use games_ids::ids::ChannelId;
use games_messages::{say, Lang, Msg};
use games_service::controls::kit::{Button, Row, Style};
use games_service::league::{LeagueAnnouncement, LeagueId, NeedThread};
use games_service::{AsyncService, DeliveryError, Reply};
use poise::serenity_prelude as serenity;
use std::time::Duration;
use tokio::time::Instant;

/// The start of the Sign up and Withdraw buttons' ids; the league's number follows. The
/// adapter's own buttons: the service's ids never start so.
const SIGN_UP: &str = "calcada-league-in:";
const WITHDRAW: &str = "calcada-league-out:";

/// `reply` (a league just created) with the buttons to sign up and to withdraw, labelled in
/// `lang`.
pub fn with_sign_up(mut reply: Reply, id: LeagueId, lang: Lang) -> Reply {
    reply.controls.push(Row::Buttons(vec![
        Button::new(
            format!("{SIGN_UP}{}", id.0),
            say(lang, &Msg::LeagueSignUpButton),
            Style::Success,
        ),
        Button::new(
            format!("{WITHDRAW}{}", id.0),
            say(lang, &Msg::LeagueWithdrawButton),
            Style::Secondary,
        ),
    ]));
    reply
}

/// The league and whether to sign up (`true`) or withdraw, if `id` is one of our buttons.
pub fn button_target(id: &str) -> Option<(LeagueId, bool)> {
    let (rest, sign_up) = match id.strip_prefix(SIGN_UP) {
        Some(rest) => (rest, true),
        None => (id.strip_prefix(WITHDRAW)?, false),
    };
    let n: i64 = rest.parse().ok()?;
    (n > 0).then_some((LeagueId(n), sign_up))
}

/// A Sign up or Withdraw button pressed: answered privately.
pub async fn on_button(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    (league, sign_up): (LeagueId, bool),
) -> Result<(), Error> {
    let who = caller::of_click(click);
    let service = data.service.clone();
    let call = service.league_call(move |s| match sign_up {
        true => s.league_sign_up(&who, league),
        false => s.league_withdraw(&who, league),
    });
    answer_click(&ctx.http, click, call, ClickAnswer::NewMessage).await
}

/// After a failure that passes (a 5xx, a timeout) without Discord's word on when to come
/// back, the next try waits this long.
const PASSING_WAIT: Duration = Duration::from_secs(2);
/// After a refusal (the bot lost its rights in the league's channel, the channel is gone),
/// the next try waits this long: a few requests an hour, not one a tick, until an admin acts.
const REFUSED_WAIT: Duration = Duration::from_secs(300);

/// The leagues' background work, with what it remembers between ticks.
#[derive(Default)]
pub struct LeagueWork {
    /// Discord limited or refused thread creation: none is made before this.
    threads_after: Option<Instant>,
    /// Discord refused or failed a league's post: none is posted before this.
    posts_after: Option<Instant>,
}

impl LeagueWork {
    /// One pass: the tick, the tables' threads (and the tick again, so their games open at
    /// once), the announcements. Failures are logged; what is left is done at the next pass.
    pub async fn run(&mut self, http: &serenity::Http, service: &AsyncService) {
        let tick = match service.league_call(move |s| s.league_tick(s.now())).await {
            Ok(t) => t,
            Err(e) => {
                tracing::error!("league tick failed: {}", e.chain());
                return;
            }
        };
        if !tick.need_thread.is_empty() && self.make_threads(http, service, &tick.need_thread).await
        {
            if let Err(e) = service.league_call(move |s| s.league_tick(s.now())).await {
                tracing::error!("league tick failed: {}", e.chain());
            }
        }
        if self.posts_after.is_some_and(|t| Instant::now() < t) {
            return;
        }
        match service.league_call(|s| s.league_announcements()).await {
            Ok(due) => {
                for a in due {
                    if let Err(wait) = announce(http, service, &a).await {
                        self.posts_after = Some(Instant::now() + wait);
                        break;
                    }
                }
            }
            Err(e) => tracing::error!("league announcements failed: {}", e.chain()),
        }
    }

    /// Makes a thread for each table in order; `true` if any was given one.
    async fn make_threads(
        &mut self,
        http: &serenity::Http,
        service: &AsyncService,
        tables: &[NeedThread],
    ) -> bool {
        if self.threads_after.is_some_and(|t| Instant::now() < t) {
            return false;
        }
        let mut made = false;
        for need in tables {
            let table_id = need.table;
            let parent = serenity::ChannelId::new(need.parent.0.max(1));
            let thread = serenity::CreateThread::new(crate::limits::clip(
                &need.name,
                crate::threads::MAX_THREAD_NAME,
            ))
            .kind(serenity::ChannelType::PublicThread)
            .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
            let thread = match parent.create_thread(http, thread).await {
                Ok(t) => t.id,
                Err(e) => {
                    let wait = match crate::deliver::classify(&e) {
                        DeliveryError::Retry { after, .. } => after.unwrap_or(PASSING_WAIT),
                        _ => REFUSED_WAIT,
                    };
                    self.threads_after = Some(Instant::now() + wait);
                    tracing::warn!(%parent, "no thread for a league table: {}", crate::secrets::said(&e));
                    return made;
                }
            };
            let given = service
                .league_call(move |s| s.league_set_table_thread(table_id, ChannelId(thread.get())))
                .await;
            match given {
                Ok(true) => made = true,
                // Another process gave the table its thread first: this one goes.
                Ok(false) | Err(_) => {
                    if let Err(e) = thread.delete(http).await {
                        tracing::warn!(%thread, "a spare league thread stays: {}", crate::secrets::said(&e));
                    }
                }
            }
        }
        made
    }
}

/// Posts an announcement (in as many messages as its lines need) and marks it posted; if
/// Discord failed in a way that passes or refused the bot in the channel, how long the posts
/// wait (the announcement stays due).
async fn announce(
    http: &serenity::Http,
    service: &AsyncService,
    a: &LeagueAnnouncement,
) -> Result<(), Duration> {
    let channel = serenity::ChannelId::new(a.channel.0.max(1));
    let parts = pack(&a.lines, MAX_CONTENT);
    let last = parts.len().saturating_sub(1);
    for (i, part) in parts.iter().enumerate() {
        let users: Vec<serenity::UserId> = a
            .mentions
            .iter()
            .filter(|u| part.contains(&format!("<@{}>", u.0)))
            .map(|u| serenity::UserId::new(u.0.max(1)))
            .take(100)
            .collect();
        let mut message = serenity::CreateMessage::new()
            .content(part.clone())
            .allowed_mentions(serenity::CreateAllowedMentions::new().users(users))
            .nonce(serenity::Nonce::String(format!("{}p{i}", a.key)))
            .enforce_nonce(true);
        if let (true, Some(png)) = (i == last, &a.picture) {
            message = message.add_file(serenity::CreateAttachment::bytes(
                png.bytes.clone(),
                png.name.clone(),
            ));
        }
        if let Err(e) = channel.send_message(http, message).await {
            let said = crate::secrets::said(&e);
            match crate::deliver::classify(&e) {
                DeliveryError::Retry { after, .. } => {
                    tracing::warn!(%channel, "a league announcement waits: {said}");
                    return Err(after.unwrap_or(PASSING_WAIT));
                }
                DeliveryError::Unauthorized(_) | DeliveryError::Refused { .. } => {
                    tracing::warn!(%channel, "a league announcement waits: {said}");
                    return Err(REFUSED_WAIT);
                }
                _ => {
                    // The channel is gone or Discord refuses the message itself: given up.
                    tracing::error!(%channel, "a league announcement was given up: {said}");
                    break;
                }
            }
        }
    }
    let (league, what) = (a.league, a.what);
    if let Err(e) = service
        .league_call(move |s| s.league_announced(league, what))
        .await
    {
        tracing::error!("a league announcement posted but not marked: {}", e.chain());
    }
    Ok(())
}

/// `lines` joined into as few texts of at most `max` characters as they fit in, never cutting
/// a line (a longer line is cut to fit).
fn pack(lines: &[String], max: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut now = String::new();
    let mut count = 0;
    for line in lines {
        let line = crate::limits::clip(line, max);
        let n = line.chars().count();
        if count > 0 && count + 1 + n > max {
            out.push(std::mem::take(&mut now));
            count = 0;
        }
        if count > 0 {
            now.push('\n');
            count += 1;
        }
        now.push_str(&line);
        count += n;
    }
    if count > 0 || out.is_empty() {
        out.push(now);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn button_ids_name_their_league_within_discords_limit() {
        let reply = with_sign_up(Reply::public("x"), LeagueId(i64::MAX), Lang::Hu);
        let Row::Buttons(buttons) = &reply.controls[0] else {
            panic!("a row of buttons")
        };
        for b in buttons {
            assert!(b.id.len() <= crate::limits::MAX_CUSTOM_ID);
        }
        assert_eq!(
            button_target(&buttons[0].id),
            Some((LeagueId(i64::MAX), true))
        );
        assert_eq!(
            button_target(&buttons[1].id),
            Some((LeagueId(i64::MAX), false))
        );
        assert_eq!(button_target("calcada-league-in:0"), None);
        assert_eq!(button_target("calcada-league-in:-3"), None);
        assert_eq!(button_target("calcada-thread-join:5"), None);
    }

    #[test]
    fn long_announcements_are_packed_whole_lines_within_the_limit() {
        let lines: Vec<String> = (0..120)
            .map(|i| format!("Table {i}: <@{}> in <#{}>", 9_000_000_000_000_000u64 + i, i))
            .collect();
        let parts = pack(&lines, MAX_CONTENT);
        assert!(parts.len() > 1);
        for p in &parts {
            assert!(p.chars().count() <= MAX_CONTENT);
        }
        assert_eq!(parts.join("\n"), lines.join("\n"));
        assert_eq!(
            pack(&["é".repeat(2500)], MAX_CONTENT)[0].chars().count(),
            MAX_CONTENT
        );
    }
}
