//! Tests of the fake Discord (tests/support/fake_discord.rs) with a real serenity client, built
//! the way the bot builds it: `HttpBuilder::proxy` + `ratelimiter_disabled`, then
//! `ClientBuilder::new_with_http`.

#[path = "support/fake_discord.rs"]
mod fake_discord;

use std::sync::Arc;
use std::time::Duration;

use fake_discord::*;
use serde_json::json;
use serenity::all::{
    ApplicationId, Channel, ChannelId, ClientBuilder, Command, CommandDataOptionValue,
    CommandOptionType, ComponentInteractionDataKind, Context, CreateActionRow,
    CreateAllowedMentions, CreateAttachment, CreateAutocompleteResponse, CreateButton,
    CreateCommand, CreateCommandOption, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, EditInteractionResponse,
    EventHandler, GatewayIntents, Guild, GuildId, Http, HttpBuilder, Interaction, InteractionId,
    Permissions, Ready, ShardManager,
};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

const TOKEN: &str = "fake-token-123";
const WAIT: Duration = Duration::from_secs(5);
const ALICE: u64 = 2_000_000_000_000_000_001;
const BOB: u64 = 2_000_000_000_000_000_002;
/// The start of a PNG file: what matters is that the bytes arrive unchanged.
const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR fake board \r\n--not-a-boundary\r\n\0\xff";

fn intents() -> GatewayIntents {
    GatewayIntents::GUILDS | GatewayIntents::DIRECT_MESSAGES
}

fn alice() -> TestUser {
    TestUser::new(ALICE, "alice")
        .global_name("Alice")
        .locale("pt-BR")
}

fn bob() -> TestUser {
    TestUser::new(BOB, "bob")
}

/// What the handler did, reported to the test.
#[derive(Debug)]
enum Note {
    Ready(Result<u64, String>),
    GuildCreate {
        id: u64,
        channels: usize,
    },
    Played {
        response: Result<(), String>,
        followup: Result<u64, String>,
        edit: Result<String, String>,
    },
    Twice {
        first: Result<(), String>,
        second: Option<isize>,
    },
    Dm {
        user: u64,
        result: Result<u64, Option<isize>>,
    },
    Autocomplete(Result<(), String>),
    Component {
        custom_id: String,
        result: Result<(), String>,
    },
}

fn discord_code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r)) => {
            Some(r.error.code)
        }
        _ => None,
    }
}

struct Handler {
    notes: mpsc::UnboundedSender<Note>,
}

impl Handler {
    fn note(&self, note: Note) {
        let _ = self.notes.send(note);
    }
}

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, _ready: Ready) {
        let message = CreateMessage::new()
            .content("Calçada is online")
            .components(vec![
                CreateActionRow::Buttons(vec![CreateButton::new("join").label("Join")]),
                CreateActionRow::SelectMenu(CreateSelectMenu::new(
                    "seat",
                    CreateSelectMenuKind::String {
                        options: vec![
                            CreateSelectMenuOption::new("North", "n"),
                            CreateSelectMenuOption::new("South", "s"),
                        ],
                    },
                )),
            ])
            .allowed_mentions(CreateAllowedMentions::new());
        let sent = ChannelId::new(CHANNEL_ID).send_message(&ctx, message).await;
        self.note(Note::Ready(
            sent.map(|m| m.id.get()).map_err(|e| e.to_string()),
        ));
    }

    async fn guild_create(&self, _ctx: Context, guild: Guild, _is_new: Option<bool>) {
        self.note(Note::GuildCreate {
            id: guild.id.get(),
            channels: guild.channels.len(),
        });
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match interaction {
            Interaction::Command(cmd) => match cmd.data.name.as_str() {
                "play" => {
                    let reply = CreateInteractionResponseMessage::new()
                        .content("Your board")
                        .ephemeral(true)
                        .add_file(CreateAttachment::bytes(PNG.to_vec(), "board.png"));
                    let response = cmd
                        .create_response(&ctx, CreateInteractionResponse::Message(reply))
                        .await
                        .map_err(|e| e.to_string());
                    let followup = cmd
                        .create_followup(
                            &ctx,
                            CreateInteractionResponseFollowup::new()
                                .content("followup")
                                .ephemeral(true),
                        )
                        .await
                        .map(|m| m.id.get())
                        .map_err(|e| e.to_string());
                    let edit = cmd
                        .edit_response(
                            &ctx,
                            EditInteractionResponse::new().content("Your board (edited)"),
                        )
                        .await
                        .map(|m| m.content)
                        .map_err(|e| e.to_string());
                    self.note(Note::Played {
                        response,
                        followup,
                        edit,
                    });
                }
                "twice" => {
                    let answer = |text: &str| {
                        CreateInteractionResponse::Message(
                            CreateInteractionResponseMessage::new().content(text),
                        )
                    };
                    let first = cmd
                        .create_response(&ctx, answer("first"))
                        .await
                        .map_err(|e| e.to_string());
                    let second = cmd.create_response(&ctx, answer("second")).await;
                    self.note(Note::Twice {
                        first,
                        second: second.err().as_ref().and_then(discord_code),
                    });
                }
                "dm" => {
                    let target = cmd
                        .data
                        .options
                        .iter()
                        .find(|o| o.name == "user")
                        .and_then(|o| o.value.as_user_id())
                        .expect("user option");
                    let result = match target.create_dm_channel(&ctx).await {
                        Ok(channel) => channel
                            .send_message(&ctx, CreateMessage::new().content("Your turn"))
                            .await
                            .map(|m| m.channel_id.get())
                            .map_err(|e| discord_code(&e)),
                        Err(e) => Err(discord_code(&e)),
                    };
                    // The game carries on whether the DM arrived or not.
                    let text = if result.is_ok() {
                        "DM sent"
                    } else {
                        "Could not DM"
                    };
                    let _ = cmd
                        .create_response(
                            &ctx,
                            CreateInteractionResponse::Message(
                                CreateInteractionResponseMessage::new().content(text),
                            ),
                        )
                        .await;
                    self.note(Note::Dm {
                        user: target.get(),
                        result,
                    });
                }
                other => panic!("unexpected command {other}"),
            },
            Interaction::Autocomplete(ac) => {
                let partial = ac
                    .data
                    .autocomplete()
                    .map(|o| o.value.to_lowercase())
                    .unwrap_or_default();
                let mut choices = CreateAutocompleteResponse::new();
                for colour in ["Azul", "Amarelo", "Azulejo", "Branco"] {
                    if colour.to_lowercase().starts_with(&partial) {
                        choices = choices.add_string_choice(colour, colour.to_lowercase());
                    }
                }
                let result = ac
                    .create_response(&ctx, CreateInteractionResponse::Autocomplete(choices))
                    .await
                    .map_err(|e| e.to_string());
                self.note(Note::Autocomplete(result));
            }
            Interaction::Component(c) => {
                let result = match &c.data.kind {
                    ComponentInteractionDataKind::StringSelect { values } => {
                        let update = CreateInteractionResponseMessage::new()
                            .content(format!("seat: {}", values.join(",")));
                        c.create_response(&ctx, CreateInteractionResponse::UpdateMessage(update))
                            .await
                    }
                    _ => match c
                        .create_response(&ctx, CreateInteractionResponse::Acknowledge)
                        .await
                    {
                        Ok(()) => c
                            .edit_response(
                                &ctx,
                                EditInteractionResponse::new()
                                    .content(format!("joined by {}", c.user.name)),
                            )
                            .await
                            .map(|_| ()),
                        Err(e) => Err(e),
                    },
                };
                self.note(Note::Component {
                    custom_id: c.data.custom_id.clone(),
                    result: result.map_err(|e| e.to_string()),
                });
            }
            _ => {}
        }
    }
}

/// A serenity client connected to the fake.
struct Bot {
    notes: mpsc::UnboundedReceiver<Note>,
    backlog: Vec<Note>,
    shard_manager: Arc<ShardManager>,
    task: JoinHandle<()>,
}

impl Bot {
    async fn start(fake: &FakeDiscord) -> Bot {
        let http = HttpBuilder::new(TOKEN)
            .proxy(fake.base_url())
            .ratelimiter_disabled(true)
            .build();
        let (tx, notes) = mpsc::unbounded_channel();
        let mut client = ClientBuilder::new_with_http(http, intents())
            .event_handler(Handler { notes: tx })
            .await
            .expect("client");
        assert_eq!(*client.ws_url.lock().await, fake.gateway_url());
        let shard_manager = client.shard_manager.clone();
        let task = tokio::spawn(async move {
            let _ = client.start().await;
        });
        Bot {
            notes,
            backlog: Vec::new(),
            shard_manager,
            task,
        }
    }

    /// The first note matching `pred`; notes that do not match are kept for later calls.
    async fn note(&mut self, what: &str, pred: impl Fn(&Note) -> bool) -> Note {
        if let Some(i) = self.backlog.iter().position(&pred) {
            return self.backlog.remove(i);
        }
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            match tokio::time::timeout_at(deadline, self.notes.recv()).await {
                Ok(Some(note)) if pred(&note) => return note,
                Ok(Some(note)) => self.backlog.push(note),
                Ok(None) => panic!("handler gone while waiting for {what}"),
                Err(_) => panic!(
                    "timed out waiting for the handler: {what}; got {:?}",
                    self.backlog
                ),
            }
        }
    }

    async fn stop(self) {
        let _ = tokio::time::timeout(WAIT, self.shard_manager.shutdown_all()).await;
        self.task.abort();
    }
}

fn assert_no_unhandled(fake: &FakeDiscord) {
    let unhandled = fake.unhandled();
    assert!(unhandled.is_empty(), "unhandled requests: {unhandled:#?}");
}

async fn connected() -> (FakeDiscord, Bot) {
    let fake = FakeDiscord::start().await;
    let bot = Bot::start(&fake).await;
    fake.wait_ready(WAIT).await;
    (fake, bot)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn handshake_ready_guild_and_channel_message() {
    let (fake, mut bot) = connected().await;
    assert_eq!(fake.identify_tokens(), vec![format!("Bot {TOKEN}")]);
    assert_eq!(fake.identifies()[0].intents, intents().bits());
    assert_eq!(fake.identifies()[0].shard, json!([0, 1]));

    let Note::GuildCreate { id, channels } = bot
        .note("GUILD_CREATE", |n| matches!(n, Note::GuildCreate { .. }))
        .await
    else {
        unreachable!()
    };
    assert_eq!((id, channels), (GUILD_ID, 1));

    let Note::Ready(sent) = bot.note("ready", |n| matches!(n, Note::Ready(_))).await else {
        unreachable!()
    };
    let message_id = sent.expect("send_message from the ready handler");
    let message = fake
        .wait_channel_message(|m| m.text() == "Calçada is online", WAIT)
        .await;
    assert_eq!(message.id, message_id);
    assert_eq!(message.channel_id, CHANNEL_ID);
    assert_eq!(message.dm_recipient, None);
    assert_eq!(message.components.len(), 2);
    assert!(message.allowed_mentions.is_some());
    assert_eq!(fake.channel_messages(CHANNEL_ID).len(), 1);

    // Heartbeats are acknowledged (1 s interval): no reconnect follows.
    fake.wait_heartbeats(2, WAIT).await;
    assert_eq!(fake.ready_count(), 1);
    assert_eq!(fake.resumes(), 0);

    let bearer = format!("Bot {TOKEN}");
    let requests = fake.requests();
    assert_eq!(requests[0].path, "/api/v10/gateway");
    assert!(requests
        .iter()
        .all(|r| r.authorization.as_deref() == Some(bearer.as_str())));
    bot.stop().await;
    assert_no_unhandled(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_command_reply_with_attachment_followup_and_edit() {
    let (fake, mut bot) = connected().await;
    let id = fake.interact(slash_command(
        11,
        "play",
        json!([]),
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    let callback = fake.wait_callback(id, WAIT).await;
    assert!(callback.accepted(), "{callback:#?}");
    assert_eq!(callback.kind, 4);
    assert_eq!(callback.content.as_deref(), Some("Your board"));
    assert_eq!(callback.flags, EPHEMERAL);
    assert!(callback.is_ephemeral());
    assert_eq!(callback.attachments.len(), 1);
    assert_eq!(callback.attachments[0].field, "files[0]");
    assert_eq!(callback.attachments[0].filename, "board.png");
    assert_eq!(
        callback.attachments[0].content_type.as_deref(),
        Some("image/png")
    );
    assert_eq!(callback.attachments[0].bytes, PNG);
    assert_eq!(callback.data["attachments"][0]["filename"], "board.png");
    let latency = callback.latency.expect("latency");
    assert!(latency < WAIT, "{latency:?}");

    let Note::Played {
        response,
        followup,
        edit,
    } = bot.note("play", |n| matches!(n, Note::Played { .. })).await
    else {
        unreachable!()
    };
    response.expect("response");
    let followup_id = followup.expect("followup");
    assert_eq!(edit.expect("edit"), "Your board (edited)");

    let messages = fake.interaction_messages(id);
    assert_eq!(messages.len(), 2, "{messages:#?}");
    assert_eq!(messages[0].kind, MessageKind::Followup);
    assert_eq!(messages[0].id, followup_id);
    assert_eq!(messages[0].text(), "followup");
    assert_eq!(messages[0].flags, EPHEMERAL);
    assert_eq!(messages[0].channel_id, CHANNEL_ID);
    assert_eq!(messages[1].kind, MessageKind::EditOriginal);
    assert_eq!(messages[1].id, callback.message_id.unwrap());
    let original = fake.message_object(callback.message_id.unwrap()).unwrap();
    assert_eq!(original["content"], "Your board (edited)");
    assert_eq!(original["attachments"][0]["filename"], "board.png");

    // A second response to the same interaction is refused as on Discord.
    let twice = fake.interact(slash_command(
        12,
        "twice",
        json!([]),
        &bob(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    let Note::Twice { first, second } =
        bot.note("twice", |n| matches!(n, Note::Twice { .. })).await
    else {
        unreachable!()
    };
    first.expect("first response");
    assert_eq!(second, Some(40060));
    let callbacks = fake.callbacks_for(twice);
    assert_eq!(callbacks.len(), 2);
    assert!(callbacks[0].accepted());
    assert_eq!(callbacks[1].error_code, Some(40060));
    assert_eq!(fake.callbacks().len(), 3);
    bot.stop().await;
    assert_no_unhandled(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_is_answered_with_choices() {
    let (fake, mut bot) = connected().await;
    let id = fake.interact(autocomplete(
        21,
        "colour",
        json!([opt_focused(3, "name", "az"), opt_int("round", 2)]),
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    let callback = fake.wait_callback(id, WAIT).await;
    assert!(callback.accepted(), "{callback:#?}");
    assert_eq!(callback.kind, 8);
    assert_eq!(
        callback.choices,
        vec![
            json!({"name": "Azul", "value": "azul"}),
            json!({"name": "Azulejo", "value": "azulejo"})
        ]
    );
    let Note::Autocomplete(result) = bot
        .note("autocomplete", |n| matches!(n, Note::Autocomplete(_)))
        .await
    else {
        unreachable!()
    };
    result.expect("autocomplete response");
    bot.stop().await;
    assert_no_unhandled(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn select_menu_and_button_on_a_bot_message() {
    let (fake, mut bot) = connected().await;
    let Note::Ready(sent) = bot.note("ready", |n| matches!(n, Note::Ready(_))).await else {
        unreachable!()
    };
    let message_id = sent.expect("ready message");

    let select = fake.interact(component(
        31,
        "seat",
        Some(&["n"]),
        message_id,
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    let callback = fake.wait_callback(select, WAIT).await;
    assert!(callback.accepted(), "{callback:#?}");
    assert_eq!(callback.kind, 7);
    assert_eq!(callback.content.as_deref(), Some("seat: n"));
    assert_eq!(callback.message_id, Some(message_id));
    let Note::Component { custom_id, result } = bot
        .note("select", |n| matches!(n, Note::Component { .. }))
        .await
    else {
        unreachable!()
    };
    assert_eq!(custom_id, "seat");
    result.expect("select response");
    assert_eq!(
        fake.message_object(message_id).unwrap()["content"],
        "seat: n"
    );

    let button = fake.interact(component(
        32,
        "join",
        None,
        message_id,
        &bob(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    let callback = fake.wait_callback(button, WAIT).await;
    assert!(callback.accepted(), "{callback:#?}");
    assert_eq!(callback.kind, 6);
    let edit = fake
        .wait_interaction_message(button, |m| m.kind == MessageKind::EditOriginal, WAIT)
        .await;
    assert_eq!(edit.id, message_id);
    assert_eq!(edit.text(), "joined by bob");
    let Note::Component { custom_id, result } = bot
        .note("button", |n| matches!(n, Note::Component { .. }))
        .await
    else {
        unreachable!()
    };
    assert_eq!(custom_id, "join");
    result.expect("button response");
    let stored = fake.message_object(message_id).unwrap();
    assert_eq!(stored["content"], "joined by bob");
    assert_eq!(stored["components"].as_array().unwrap().len(), 2);
    bot.stop().await;
    assert_no_unhandled(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dm_to_a_user_refusing_dms_fails_with_50007() {
    let (fake, mut bot) = connected().await;
    fake.refuse_dms_for(BOB);
    let dm_command = |id: u64, target: &TestUser| {
        let mut payload = slash_command(
            id,
            "dm",
            json!([opt_user("user", target.id)]),
            &alice(),
            CHANNEL_ID,
            Some(GUILD_ID),
            perms::MEMBER,
        );
        resolve_user(&mut payload, target, perms::MEMBER);
        payload
    };

    let refused = fake.interact(dm_command(41, &bob()));
    let Note::Dm { user, result } = bot.note("dm bob", |n| matches!(n, Note::Dm { .. })).await
    else {
        unreachable!()
    };
    assert_eq!(user, BOB);
    assert_eq!(result, Err(Some(50007)));
    let callback = fake.wait_callback(refused, WAIT).await;
    assert_eq!(callback.content.as_deref(), Some("Could not DM"));
    let refusals = fake.refused_dms();
    assert_eq!(refusals.len(), 1);
    assert_eq!(refusals[0].dm_recipient, Some(BOB));
    assert_eq!(refusals[0].status, 403);
    assert!(fake.dms().is_empty());

    let delivered = fake.interact(dm_command(42, &alice()));
    let Note::Dm { user, result } = bot.note("dm alice", |n| matches!(n, Note::Dm { .. })).await
    else {
        unreachable!()
    };
    assert_eq!(user, ALICE);
    assert_eq!(result, Ok(dm_channel_id(ALICE)));
    assert_eq!(
        fake.wait_callback(delivered, WAIT).await.content.as_deref(),
        Some("DM sent")
    );
    let dms = fake.dms_to(ALICE);
    assert_eq!(dms.len(), 1);
    assert_eq!(dms[0].text(), "Your turn");
    assert_eq!(dms[0].channel_id, dm_channel_id(ALICE));
    bot.stop().await;
    assert_no_unhandled(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resume_after_a_dropped_connection_replays_missed_events() {
    let (fake, mut bot) = connected().await;
    bot.note("ready", |n| matches!(n, Note::Ready(_))).await;
    fake.drop_connections();
    // Sent while the client is reconnecting: delivered when it resumes.
    let id = fake.interact(autocomplete(
        51,
        "colour",
        json!([subcommand("pick", json!([opt_focused(3, "name", "b")]))]),
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    let callback = fake.wait_callback(id, WAIT).await;
    assert_eq!(
        callback.choices,
        vec![json!({"name": "Branco", "value": "branco"})]
    );
    fake.wait_resumes(1, WAIT).await;
    assert_eq!(
        fake.identify_tokens().len(),
        1,
        "resumed, not re-identified"
    );
    bot.stop().await;
    assert_no_unhandled(&fake);
}

/// REST routes and Discord's refusals, with serenity's Http alone (no gateway).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rest_routes_and_refusals() {
    let fake = FakeDiscord::start().await;
    let http: Http = HttpBuilder::new(TOKEN)
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .application_id(ApplicationId::new(APP_ID))
        .build();

    assert_eq!(http.get_gateway().await.unwrap().url, fake.gateway_url());
    assert_eq!(http.get_bot_gateway().await.unwrap().shards, 1);
    assert_eq!(http.get_current_user().await.unwrap().id.get(), BOT_ID);
    let app = http.get_current_application_info().await.unwrap();
    assert_eq!(app.id.get(), APP_ID);
    assert_eq!(app.owner.unwrap().id.get(), OWNER_ID);
    match http.get_channel(ChannelId::new(CHANNEL_ID)).await.unwrap() {
        Channel::Guild(c) => assert_eq!(c.guild_id.get(), GUILD_ID),
        other => panic!("{other:?}"),
    }

    let commands = vec![
        CreateCommand::new("play")
            .description("Play your turn")
            .add_option(
                CreateCommandOption::new(CommandOptionType::String, "tile", "The tile")
                    .required(true)
                    .set_autocomplete(true),
            ),
        CreateCommand::new("config")
            .description("Server settings")
            .default_member_permissions(Permissions::MANAGE_GUILD)
            .add_option(CreateCommandOption::new(
                CommandOptionType::SubCommand,
                "show",
                "Show the settings",
            )),
    ];
    let global = Command::set_global_commands(&http, commands.clone())
        .await
        .unwrap();
    assert_eq!(global.len(), 2);
    assert_eq!(global[0].id.get(), command_id("play"));
    assert_eq!(
        global[1].default_member_permissions,
        Some(Permissions::MANAGE_GUILD)
    );
    let guild = GuildId::new(GUILD_ID)
        .set_commands(&http, commands)
        .await
        .unwrap();
    assert_eq!(guild[1].guild_id, Some(GuildId::new(GUILD_ID)));
    let registrations = fake.registered_commands();
    assert_eq!(registrations.len(), 2);
    assert_eq!(registrations[0].guild_id, None);
    assert_eq!(registrations[0].names(), vec!["play", "config"]);
    assert_eq!(registrations[1].guild_id, Some(GUILD_ID));
    assert_eq!(
        registrations[0].command("config").unwrap()["default_member_permissions"],
        "32"
    );

    // An interaction the fake never sent.
    let err = http
        .create_interaction_response(
            InteractionId::new(99),
            "nope",
            &json!({"type": 4, "data": {"content": "x"}}),
            vec![],
        )
        .await
        .unwrap_err();
    assert_eq!(discord_code(&err), Some(10062));
    // Content over 2000 characters (serenity's builders check this first; raw JSON does not).
    let err = ChannelId::new(CHANNEL_ID)
        .send_message(&http, CreateMessage::new().content("x".repeat(2001)))
        .await
        .unwrap_err();
    assert_eq!(discord_code(&err), None, "serenity refuses before sending");
    let err = http
        .send_message(
            ChannelId::new(CHANNEL_ID),
            vec![],
            &json!({"content": "x".repeat(2001)}),
        )
        .await
        .unwrap_err();
    assert_eq!(discord_code(&err), Some(50035));
    // A channel message with a file, as multipart.
    let sent = ChannelId::new(CHANNEL_ID)
        .send_message(
            &http,
            CreateMessage::new()
                .content("turn 3")
                .add_file(CreateAttachment::bytes(PNG.to_vec(), "board.png")),
        )
        .await
        .unwrap();
    assert_eq!(sent.attachments[0].filename, "board.png");
    assert_eq!(sent.attachments[0].size as usize, PNG.len());
    let recorded = fake
        .wait_channel_message(|m| m.text() == "turn 3", WAIT)
        .await;
    assert_eq!(recorded.attachments[0].bytes, PNG);

    // Anything else: 404 and recorded.
    assert!(http.get_guild_roles(GuildId::new(GUILD_ID)).await.is_err());
    let unhandled = fake.unhandled();
    assert_eq!(unhandled.len(), 1);
    assert_eq!(unhandled[0].method, "GET");
    assert_eq!(
        unhandled[0].path,
        format!("/api/v10/guilds/{GUILD_ID}/roles")
    );
}

/// Every builder's payload deserialises with serenity's model as intended.
#[tokio::test]
async fn payloads_match_serenity_model() {
    use serenity::model::event::Event;
    let fake = FakeDiscord::start().await;
    for (event_type, d) in builtin_events(&fake) {
        serde_json::from_value::<Event>(json!({"t": event_type, "d": d}))
            .unwrap_or_else(|e| panic!("{event_type}: {e}"));
    }
    let parse = |v: serde_json::Value| -> Interaction {
        serde_json::from_value(v).expect("interaction deserialises")
    };

    let mut command = slash_command(
        1,
        "game",
        json!([subcommand(
            "new",
            json!([
                opt_str("mode", "duel"),
                opt_user("rival", BOB),
                opt_bool("open", true)
            ])
        )]),
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::ADMIN,
    );
    resolve_user(&mut command, &bob(), perms::MEMBER);
    let Interaction::Command(c) = parse(command) else {
        panic!("not a command")
    };
    assert_eq!(c.user.id.get(), ALICE);
    assert_eq!(c.locale, "pt-BR");
    assert_eq!(c.guild_locale.as_deref(), Some("en-US"));
    let member = c.member.as_ref().expect("member");
    assert_eq!(member.permissions.unwrap().bits(), perms::ADMIN);
    assert!(member.permissions.unwrap().manage_guild());
    assert_eq!(c.app_permissions.unwrap().bits(), DEFAULT_BOT_PERMISSIONS);
    assert_eq!(c.data.id.get(), command_id("game"));
    let CommandDataOptionValue::SubCommand(options) = &c.data.options[0].value else {
        panic!("not a subcommand")
    };
    assert_eq!(options.len(), 3);
    assert_eq!(
        c.data.resolved.users[&serenity::all::UserId::new(BOB)].name,
        "bob"
    );

    let dm = slash_command(2, "help", json!([]), &bob(), dm_channel_id(BOB), None, 0);
    let Interaction::Command(c) = parse(dm) else {
        panic!("not a command")
    };
    assert!(c.guild_id.is_none() && c.member.is_none());
    assert_eq!(c.user.id.get(), BOB);

    let ac = autocomplete(
        3,
        "game",
        json!([subcommand("join", json!([opt_focused(4, "table", "1")]))]),
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    );
    let Interaction::Autocomplete(a) = parse(ac) else {
        panic!("not autocomplete")
    };
    let focused = a.data.autocomplete().expect("focused option");
    assert_eq!((focused.name, focused.value), ("table", "1"));

    let button = component(4, "join", None, 77, &alice(), CHANNEL_ID, Some(GUILD_ID), 0);
    let Interaction::Component(b) = parse(button) else {
        panic!("not a component")
    };
    assert!(matches!(b.data.kind, ComponentInteractionDataKind::Button));
    assert_eq!(b.message.id.get(), 77);
    let select = component(
        5,
        "seat",
        Some(&["n", "s"]),
        78,
        &alice(),
        CHANNEL_ID,
        None,
        0,
    );
    let Interaction::Component(s) = parse(select) else {
        panic!("not a component")
    };
    let ComponentInteractionDataKind::StringSelect { values } = &s.data.kind else {
        panic!("not a select")
    };
    assert_eq!(values, &["n", "s"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stop_closes_both_ports() {
    let (fake, bot) = connected().await;
    let rest = fake.base_url().trim_start_matches("http://").to_owned();
    let gateway = fake
        .gateway_url()
        .trim_start_matches("ws://")
        .trim_end_matches("/gateway")
        .to_owned();
    tokio::time::timeout(WAIT, fake.stop())
        .await
        .expect("stop is prompt");
    assert!(tokio::net::TcpStream::connect(&rest).await.is_err());
    assert!(tokio::net::TcpStream::connect(&gateway).await.is_err());
    // The client now retries a gateway that is gone: no clean shutdown to wait for.
    bot.task.abort();
}

// --- poise on top of the same client ---------------------------------------------------------

type PoiseError = Box<dyn std::error::Error + Send + Sync>;
type PoiseCtx<'a> = poise::Context<'a, (), PoiseError>;

async fn tile_names(_ctx: PoiseCtx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let choices = ["azul", "amarelo", "branco"]
        .into_iter()
        .filter(|t| t.starts_with(partial))
        .map(serenity::all::AutocompleteChoice::from)
        .collect();
    CreateAutocompleteResponse::new().set_choices(choices)
}

/// Place a tile.
#[poise::command(slash_command)]
async fn place(
    ctx: PoiseCtx<'_>,
    #[description = "The tile"]
    #[autocomplete = "tile_names"]
    tile: String,
) -> Result<(), PoiseError> {
    let reply = poise::CreateReply::default()
        .content(format!("placed {tile}"))
        .ephemeral(true)
        .attachment(CreateAttachment::bytes(PNG.to_vec(), "board.png"));
    ctx.send(reply).await?;
    Ok(())
}

/// Server settings.
#[poise::command(
    slash_command,
    subcommands("show"),
    default_member_permissions = "MANAGE_GUILD",
    required_permissions = "MANAGE_GUILD"
)]
async fn settings(_ctx: PoiseCtx<'_>) -> Result<(), PoiseError> {
    Ok(())
}

/// Show the settings.
#[poise::command(slash_command, required_permissions = "MANAGE_GUILD")]
async fn show(ctx: PoiseCtx<'_>) -> Result<(), PoiseError> {
    ctx.defer_ephemeral().await?;
    ctx.say("reminders: on").await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn poise_framework_end_to_end() {
    let fake = FakeDiscord::start().await;
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![place(), settings()],
            ..Default::default()
        })
        .setup(|ctx, _ready, framework| {
            Box::pin(async move {
                poise::builtins::register_globally(ctx, &framework.options().commands).await?;
                Ok(())
            })
        })
        .build();
    let http = HttpBuilder::new(TOKEN)
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build();
    let mut client = ClientBuilder::new_with_http(http, intents())
        .framework(framework)
        .await
        .expect("client");
    let shard_manager = client.shard_manager.clone();
    let task = tokio::spawn(async move {
        let _ = client.start().await;
    });
    fake.wait_ready(WAIT).await;

    let registration = fake.wait_registered_commands(WAIT).await;
    assert_eq!(registration.guild_id, None);
    assert_eq!(registration.names(), vec!["place", "settings"]);
    let settings = registration.command("settings").unwrap();
    assert_eq!(settings["default_member_permissions"], "32");
    assert_eq!(settings["options"][0]["type"], 1);
    assert_eq!(
        registration.command("place").unwrap()["options"][0]["autocomplete"],
        true
    );

    let ac = fake.interact(autocomplete(
        61,
        "place",
        json!([opt_focused(3, "tile", "a")]),
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    let callback = fake.wait_callback(ac, WAIT).await;
    assert_eq!(callback.kind, 8);
    assert_eq!(callback.choices.len(), 2, "{callback:#?}");

    let id = fake.interact(slash_command(
        62,
        "place",
        json!([opt_str("tile", "azul")]),
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    let callback = fake.wait_callback(id, WAIT).await;
    assert!(callback.accepted(), "{callback:#?}");
    assert_eq!(callback.content.as_deref(), Some("placed azul"));
    assert!(callback.is_ephemeral());
    assert_eq!(callback.attachments[0].bytes, PNG);

    let admin = fake.interact(slash_command(
        63,
        "settings",
        json!([subcommand("show", json!([]))]),
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::ADMIN,
    ));
    let callback = fake.wait_callback(admin, WAIT).await;
    assert_eq!((callback.kind, callback.flags), (5, EPHEMERAL));
    let followup = fake
        .wait_interaction_message(admin, |m| m.kind == MessageKind::Followup, WAIT)
        .await;
    assert_eq!(followup.text(), "reminders: on");
    assert!(followup.delivered());

    // poise checks `required_permissions` against `member.permissions` at run time.
    let member = fake.interact(slash_command(
        64,
        "settings",
        json!([subcommand("show", json!([]))]),
        &bob(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    let callback = fake.wait_callback(member, WAIT).await;
    assert_eq!(callback.kind, 4);
    assert!(callback.is_ephemeral());
    assert!(
        callback.text_contains("permission"),
        "{:?}",
        callback.content
    );

    let _ = tokio::time::timeout(WAIT, shard_manager.shutdown_all()).await;
    task.abort();
    assert_no_unhandled(&fake);
    assert!(fake
        .requests()
        .iter()
        .any(|r| r.path == "/api/v10/oauth2/applications/@me"));
}
