//! The permissions the bot needs in a game's channel, as a reader sees them named: Discord's
//! own names for them, in each language (`permission-...` messages).

use super::{Arg, Text, ToArg};

/// A channel permission the bot needs to run a game there.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Permission {
    ViewChannel,
    SendMessages,
    SendMessagesInThreads,
    EmbedLinks,
    AttachFiles,
    /// To open a game in a new public thread (in the channel the thread starts from).
    CreatePublicThreads,
    /// To open a game in a new private thread.
    CreatePrivateThreads,
    /// To reopen a locked thread (a thread archived by a moderator).
    ManageThreads,
}

impl Permission {
    pub const ALL: [Permission; 8] = [
        Permission::ViewChannel,
        Permission::SendMessages,
        Permission::SendMessagesInThreads,
        Permission::EmbedLinks,
        Permission::AttachFiles,
        Permission::CreatePublicThreads,
        Permission::CreatePrivateThreads,
        Permission::ManageThreads,
    ];

    /// A stable name (stored with a blocked channel, and the end of its message key).
    pub fn key(self) -> &'static str {
        match self {
            Permission::ViewChannel => "view-channel",
            Permission::SendMessages => "send-messages",
            Permission::SendMessagesInThreads => "send-messages-in-threads",
            Permission::EmbedLinks => "embed-links",
            Permission::AttachFiles => "attach-files",
            Permission::CreatePublicThreads => "create-public-threads",
            Permission::CreatePrivateThreads => "create-private-threads",
            Permission::ManageThreads => "manage-threads",
        }
    }

    pub fn from_key(key: &str) -> Option<Permission> {
        Permission::ALL.into_iter().find(|p| p.key() == key)
    }

    /// Keys joined by `,` (how a blocked channel stores them).
    pub fn join(list: &[Permission]) -> String {
        list.iter().map(|p| p.key()).collect::<Vec<_>>().join(",")
    }

    /// The permissions in a [`Permission::join`]ed text (unknown keys skipped).
    pub fn split(text: &str) -> Vec<Permission> {
        text.split(',').filter_map(Permission::from_key).collect()
    }
}

impl ToArg for Permission {
    fn to_arg(&self) -> Arg {
        Arg::Msg(Box::new(Text {
            key: format!("permission-{}", self.key()),
            args: Vec::new(),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip() {
        let all = Permission::ALL.to_vec();
        assert_eq!(Permission::split(&Permission::join(&all)), all);
        assert!(Permission::split("").is_empty());
    }
}
