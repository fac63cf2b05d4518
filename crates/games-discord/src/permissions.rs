//! What the bot may do in a channel, in the service's terms ([`Permission`]): from an
//! interaction's `app_permissions` (Discord computes them for that channel) or, after Discord
//! refused a post, from serenity's cache of the guild.

use games_messages::Permission;
use poise::serenity_prelude as serenity;

/// What the bot lacks, of what a game needs in a channel: to see it, post (in a thread: post
/// in threads), attach the pictures and embed the score cards.
pub fn missing(perms: serenity::Permissions, in_thread: bool) -> Vec<Permission> {
    if perms.administrator() {
        return Vec::new();
    }
    let send = if in_thread {
        (
            Permission::SendMessagesInThreads,
            perms.send_messages_in_threads(),
        )
    } else {
        (Permission::SendMessages, perms.send_messages())
    };
    [
        (Permission::ViewChannel, perms.view_channel()),
        send,
        (Permission::EmbedLinks, perms.embed_links()),
        (Permission::AttachFiles, perms.attach_files()),
    ]
    .into_iter()
    .filter(|(_, has)| !has)
    .map(|(p, _)| p)
    .collect()
}

/// What the bot lacks to open a game in a new thread of a channel (its rights there): what a
/// game needs in a thread ([`missing`]), and to make the thread, public or `private`.
pub fn to_open_thread(perms: serenity::Permissions, private: bool) -> Vec<Permission> {
    let mut lacks = missing(perms, true);
    let create = match private {
        true => (
            Permission::CreatePrivateThreads,
            perms.create_private_threads(),
        ),
        false => (
            Permission::CreatePublicThreads,
            perms.create_public_threads(),
        ),
    };
    if !perms.administrator() && !create.1 {
        // Named after seeing the channel, before posting in the thread.
        let at = usize::from(lacks.first() == Some(&Permission::ViewChannel));
        lacks.insert(at, create.0);
    }
    lacks
}

/// Whether a channel is a thread.
pub fn is_thread(kind: serenity::ChannelType) -> bool {
    matches!(
        kind,
        serenity::ChannelType::PublicThread
            | serenity::ChannelType::PrivateThread
            | serenity::ChannelType::NewsThread
    )
}

/// What the bot lacks in an interaction's channel, if the interaction says (`app_permissions`).
pub fn of_interaction(
    app_permissions: Option<serenity::Permissions>,
    channel: Option<&serenity::PartialChannel>,
) -> Option<Vec<Permission>> {
    let thread = channel.is_some_and(|c| is_thread(c.kind));
    app_permissions.map(|p| missing(p, thread))
}

/// What the bot lacks in `channel` as serenity's cache sees it (empty when the cache does not
/// know the channel, the guild or the bot's member).
pub fn in_cache(cache: &serenity::Cache, channel: serenity::ChannelId) -> Vec<Permission> {
    let me = cache.current_user().id;
    for guild_id in cache.guilds() {
        let Some(guild) = cache.guild(guild_id) else {
            continue;
        };
        let found = guild
            .channels
            .get(&channel)
            .or_else(|| guild.threads.iter().find(|t| t.id == channel));
        let Some(ch) = found else {
            continue;
        };
        return match guild.members.get(&me) {
            Some(member) => missing(guild.user_permissions_in(ch, member), is_thread(ch.kind)),
            None => Vec::new(),
        };
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::serenity::all::Permissions as P;

    #[test]
    fn a_game_needs_to_see_post_attach_and_embed() {
        let all = P::VIEW_CHANNEL | P::SEND_MESSAGES | P::EMBED_LINKS | P::ATTACH_FILES;
        assert!(missing(all, false).is_empty());
        assert_eq!(
            missing(all - P::ATTACH_FILES - P::EMBED_LINKS, false),
            vec![Permission::EmbedLinks, Permission::AttachFiles]
        );
        // In a thread, posting there is its own permission.
        assert_eq!(missing(all, true), vec![Permission::SendMessagesInThreads]);
        assert!(missing(all | P::SEND_MESSAGES_IN_THREADS, true).is_empty());
        assert!(missing(P::ADMINISTRATOR, false).is_empty());
        assert_eq!(missing(P::empty(), false).len(), 4);
    }

    #[test]
    fn a_thread_needs_its_own_rights_each_named() {
        let all = P::VIEW_CHANNEL
            | P::CREATE_PUBLIC_THREADS
            | P::SEND_MESSAGES_IN_THREADS
            | P::EMBED_LINKS
            | P::ATTACH_FILES;
        assert!(to_open_thread(all, false).is_empty());
        assert_eq!(
            to_open_thread(all, true),
            vec![Permission::CreatePrivateThreads]
        );
        assert_eq!(
            to_open_thread(P::VIEW_CHANNEL | P::EMBED_LINKS | P::ATTACH_FILES, false),
            vec![
                Permission::CreatePublicThreads,
                Permission::SendMessagesInThreads
            ]
        );
        assert!(to_open_thread(P::ADMINISTRATOR, true).is_empty());
        assert_eq!(
            to_open_thread(P::empty(), true),
            vec![
                Permission::ViewChannel,
                Permission::CreatePrivateThreads,
                Permission::SendMessagesInThreads,
                Permission::EmbedLinks,
                Permission::AttachFiles
            ]
        );
    }
}
