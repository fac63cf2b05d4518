//! Threads in the fake Discord, as strict as Discord's (see docs: `/work/shared/discord-testing.md`
//! "Threads"): `POST /channels/{id}/threads` (type 11 public or 12 private, 12 when not
//! given; a name of 1 to 100 characters; `auto_archive_duration` one of 60, 1440, 4320,
//! 10080; `invitable` only for a private thread; the bot needs View Channel and Create
//! Public/Private Threads in the parent, else 403 50013; no thread in a thread), a thread's
//! channel object with its `parent_id`, `PATCH /channels/{thread}` `archived` (a locked
//! thread is reopened only with Manage Threads), `PUT /channels/{thread}/thread-members/{user}`
//! (not in an archived thread), `DELETE /channels/{thread}`, and posts refused in an archived
//! thread (400 50083). A test archives (or locks) a thread with `FakeDiscord::archive_thread`.

use super::{discord_error, no_content, ok, parse_body, perms, FakeDiscord, Request, Response};
use super::{State, BOT_ID, GUILD_ID};
use serde_json::{json, Value};

/// A thread the bot made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeThread {
    pub id: u64,
    pub parent: u64,
    /// Type 12 (private) rather than 11 (public).
    pub private: bool,
    pub name: String,
    pub auto_archive_duration: u64,
    pub archived: bool,
    pub locked: bool,
    /// Added with `PUT /channels/{thread}/thread-members/{user}`, in order.
    pub members: Vec<u64>,
    /// How many times it was unarchived by `PATCH`.
    pub reopened: u32,
}

impl FakeThread {
    fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "type": if self.private { 12 } else { 11 },
            "guild_id": GUILD_ID.to_string(),
            "parent_id": self.parent.to_string(),
            "owner_id": BOT_ID.to_string(),
            "name": self.name,
            "last_message_id": null,
            "rate_limit_per_user": 0,
            "message_count": 0,
            "member_count": self.members.len().min(50),
            "flags": 0,
            "thread_metadata": {
                "archived": self.archived,
                "auto_archive_duration": self.auto_archive_duration,
                "archive_timestamp": super::FIXED_TIME,
                "locked": self.locked,
                "invitable": true,
                "create_timestamp": super::FIXED_TIME,
            },
        })
    }
}

const ARCHIVE_MINUTES: [u64; 4] = [60, 1440, 4320, 10080];

fn invalid(what: &str) -> Response {
    discord_error(400, 50035, &format!("Invalid Form Body: {what}"))
}

/// The bot's permissions in a channel: set by the test, else the configured ones.
fn bot_permissions(st: &State, default: u64, channel: u64) -> u64 {
    st.bot_permissions_in
        .get(&channel)
        .copied()
        .unwrap_or(default)
}

/// `POST /channels/{parent}/threads`.
pub(super) fn create(st: &mut State, request: &Request, default: u64, parent: u64) -> Response {
    let Ok((payload, _)) = parse_body(request) else {
        return invalid("body");
    };
    if st.threads.contains_key(&parent) || st.dm_recipient(parent).is_some() {
        return discord_error(400, 50024, "Cannot execute action on this channel type");
    }
    let kind = match &payload["type"] {
        Value::Null => 12,
        v => match v.as_u64() {
            Some(k @ (11 | 12)) => k,
            _ => return invalid("type"),
        },
    };
    let name = match payload["name"].as_str() {
        Some(n) if (1..=100).contains(&n.chars().count()) => n.to_string(),
        _ => return invalid("name (1 to 100 characters)"),
    };
    let minutes = match &payload["auto_archive_duration"] {
        Value::Null => 4320,
        v => match v.as_u64() {
            Some(m) if ARCHIVE_MINUTES.contains(&m) => m,
            _ => return invalid("auto_archive_duration"),
        },
    };
    if !payload["invitable"].is_null() && kind == 11 {
        return invalid("invitable (private threads only)");
    }
    let have = bot_permissions(st, default, parent);
    let create = match kind {
        11 => perms::CREATE_PUBLIC_THREADS,
        _ => perms::CREATE_PRIVATE_THREADS,
    };
    let needed = perms::VIEW_CHANNEL | create;
    if have & perms::ADMINISTRATOR == 0 && have & needed != needed {
        return discord_error(403, 50013, "Missing Permissions");
    }
    let id = st.new_id();
    let thread = FakeThread {
        id,
        parent,
        private: kind == 12,
        name,
        auto_archive_duration: minutes,
        archived: false,
        locked: false,
        members: Vec::new(),
        reopened: 0,
    };
    let body = thread.json();
    st.threads.insert(id, thread);
    st.channel_guilds.insert(id, GUILD_ID);
    ok(body)
}

/// `PATCH /channels/{id}`: only a thread's `archived` (and `locked`) here.
pub(super) fn patch(st: &mut State, request: &Request, default: u64, id: u64) -> Option<Response> {
    let parent = st.threads.get(&id)?.parent;
    let Ok((payload, _)) = parse_body(request) else {
        return Some(invalid("body"));
    };
    let have = bot_permissions(st, default, parent);
    let moderator = have & (perms::ADMINISTRATOR | perms::MANAGE_THREADS) != 0;
    let thread = st.threads.get_mut(&id)?;
    if thread.locked && !moderator {
        return Some(discord_error(403, 50013, "Missing Permissions"));
    }
    if let Some(locked) = payload["locked"].as_bool() {
        if !moderator {
            return Some(discord_error(403, 50013, "Missing Permissions"));
        }
        thread.locked = locked;
    }
    match &payload["archived"] {
        Value::Null => {}
        Value::Bool(archived) => {
            if thread.archived && !archived {
                thread.reopened += 1;
            }
            thread.archived = *archived;
        }
        _ => return Some(invalid("archived")),
    }
    Some(ok(thread.json()))
}

/// `PUT /channels/{thread}/thread-members/{user}`.
pub(super) fn add_member(st: &mut State, id: u64, user: u64) -> Response {
    let Some(thread) = st.threads.get_mut(&id) else {
        return discord_error(404, 10003, "Unknown Channel");
    };
    if thread.archived {
        return discord_error(400, 50083, "Thread is archived");
    }
    if !thread.members.contains(&user) {
        thread.members.push(user);
    }
    no_content()
}

/// `DELETE /channels/{thread}`.
pub(super) fn delete(st: &mut State, id: u64) -> Option<Response> {
    let thread = st.threads.remove(&id)?;
    st.deleted_threads.push(id);
    Some(ok(thread.json()))
}

/// `GET /channels/{thread}`.
pub(super) fn get(st: &State, id: u64) -> Option<Response> {
    st.threads.get(&id).map(|t| ok(t.json()))
}

/// Whether a post in `channel` is refused: an archived thread (400 50083).
pub(super) fn archived(st: &State, channel: u64) -> bool {
    st.threads.get(&channel).is_some_and(|t| t.archived)
}

impl FakeDiscord {
    /// The threads the bot made (and did not delete), oldest first.
    pub fn threads(&self) -> Vec<FakeThread> {
        let st = self.shared.lock();
        let mut all: Vec<FakeThread> = st.threads.values().cloned().collect();
        all.sort_by_key(|t| t.id);
        all
    }

    /// Threads the bot deleted.
    pub fn deleted_threads(&self) -> Vec<u64> {
        self.shared.lock().deleted_threads.clone()
    }

    /// Archives a thread (as Discord does after its auto-archive time), locked too if
    /// `locked` (as a moderator does: only Manage Threads reopens it).
    pub fn archive_thread(&self, id: u64, locked: bool) {
        self.shared.update(|st| {
            let thread = st.threads.get_mut(&id).expect("a thread of the bot's");
            thread.archived = true;
            thread.locked = locked;
        });
    }

    /// The bot's permissions in `channel` for what the fake checks there (making threads,
    /// reopening them), instead of `FakeConfig::bot_permissions`.
    pub fn set_bot_permissions_in(&self, channel: u64, permissions: u64) {
        self.shared.update(|st| {
            st.bot_permissions_in.insert(channel, permissions);
        });
    }
}
