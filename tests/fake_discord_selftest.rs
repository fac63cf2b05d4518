//! Tests of the fake Discord (tests/support/fake_discord.rs) with a real serenity client, built
//! the way the bot builds it: `HttpBuilder::proxy` + `ratelimiter_disabled`, then
//! `ClientBuilder::new_with_http`. Also: its command-registration validation
//! (tests/support/registration.rs), one test per Discord limit, and its REST fault injection,
//! checked with serenity and with raw HTTP on a socket (for headers, hangs and resets).

#[path = "support/fake_discord.rs"]
mod fake_discord;

use std::sync::Arc;
use std::time::Duration;

use fake_discord::*;
use serde_json::{json, Value};
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
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
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
    assert_eq!(callback.attachments[0].size, PNG.len());
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

/// `FakeConfig::light` (a long load run): the same records, with sizes but no bodies.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn light_mode_keeps_counts_and_sizes_not_bodies() {
    let fake = FakeDiscord::start_with(FakeConfig {
        light: true,
        ..Default::default()
    })
    .await;
    let mut bot = Bot::start(&fake).await;
    fake.wait_ready(WAIT).await;
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
    assert_eq!(callback.content.as_deref(), Some("Your board"));
    let file = &callback.attachments[0];
    assert_eq!(
        (file.filename.as_str(), file.size),
        ("board.png", PNG.len())
    );
    assert!(file.bytes.is_empty(), "no bytes kept");
    assert_eq!(
        (&callback.data, &callback.payload),
        (&Value::Null, &Value::Null)
    );
    bot.note("play", |n| matches!(n, Note::Played { .. })).await;
    let messages = fake.interaction_messages(id);
    let kinds: Vec<MessageKind> = messages.iter().map(|m| m.kind).collect();
    assert_eq!(kinds, [MessageKind::Followup, MessageKind::EditOriginal]);
    assert!(messages.iter().all(|m| m.payload.is_null()));
    // The message objects a later component interaction carries are kept whole.
    let original = fake.message_object(callback.message_id.unwrap()).unwrap();
    assert_eq!(original["attachments"][0]["size"], PNG.len());
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

// --- command registration: as strict as Discord ----------------------------------------------

/// A valid chat-input command without options.
fn cmd(name: &str) -> Value {
    json!({"name": name, "type": 1, "description": format!("The {name} command"), "options": []})
}

/// A valid option of type `kind` (1 subcommand, 2 group, 3 string, 4 integer, 5 boolean...).
fn opt(kind: u64, name: &str) -> Value {
    json!({"type": kind, "name": name, "description": format!("The {name} option")})
}

/// `node` with these options.
fn with(mut node: Value, options: Vec<Value>) -> Value {
    node["options"] = Value::Array(options);
    node
}

/// `n` string options named o0, o1, ...
fn plain_options(n: usize) -> Vec<Value> {
    (0..n).map(|i| opt(3, &format!("o{i}"))).collect()
}

fn subcommands(n: usize) -> Vec<Value> {
    (0..n).map(|i| opt(1, &format!("s{i}"))).collect()
}

#[track_caller]
fn assert_accepted(commands: &[Value]) {
    if let Err(errors) = registration::validate_commands(commands) {
        panic!(
            "refused, but Discord accepts it:\n{}",
            registration::flatten_errors(&errors).join("\n")
        );
    }
}

/// Refused with exactly one error: at `path`, with Discord's `code`.
#[track_caller]
fn assert_refused(commands: &[Value], path: &str, code: &str) {
    let Err(errors) = registration::validate_commands(commands) else {
        panic!("accepted, but Discord refuses it at {path} ({code})");
    };
    let found: Vec<(String, String)> = registration::error_entries(&errors)
        .into_iter()
        .map(|e| (e.path, e.code))
        .collect();
    assert_eq!(
        found,
        vec![(path.to_owned(), code.to_owned())],
        "{:#?}",
        registration::flatten_errors(&errors)
    );
}

#[test]
fn registration_accepts_a_valid_payload_at_every_limit() {
    let thirty_two = "a".repeat(32);
    let hundred = "é".repeat(100);
    let mut play = with(
        cmd("play"),
        vec![
            with(
                opt(2, "tile"),
                vec![with(
                    opt(1, "place"),
                    vec![
                        json!({"type": 3, "name": "where", "description": "Where", "required": true,
                               "autocomplete": true, "min_length": 0, "max_length": 6000}),
                        json!({"type": 4, "name": "turns", "description": "Turns",
                               "min_value": -5, "max_value": 5}),
                        json!({"type": 10, "name": "ratio", "description": "Ratio",
                               "choices": [{"name": "half", "value": 0.5}, {"name": "one", "value": 1}]}),
                    ],
                )],
            ),
            with(opt(1, &thirty_two), plain_options(25)),
            with(opt(2, "colour"), subcommands(25)),
        ],
    );
    play["description"] = json!(hundred);
    play["name_localizations"] = json!({"de": "spielen", "hu": "játék", "pt-BR": "jogar"});
    play["description_localizations"] = json!({"de": "Spielen", "hu": "Játszani"});
    let mut choices = Vec::new();
    for i in 0..25 {
        choices.push(
            json!({"name": format!("Choice {i}"), "value": format!("v{i}"),
                            "name_localizations": {"de": format!("Wahl {i}")}}),
        );
    }
    let pick = with(
        cmd("pick"),
        vec![json!({"type": 3, "name": "what", "description": "What", "choices": choices})],
    );
    let mut commands = vec![
        play,
        pick,
        with(cmd("config"), plain_options(25)),
        cmd("नमस्ते"),
        cmd("สวัสดี"),
        cmd("it's-ok_2"),
        cmd("größe"),
        json!({"name": "Show Board", "type": 2, "description": ""}),
        json!({"name": "Show Board", "type": 3}),
    ];
    for i in commands.len() - 2..100 {
        commands.push(cmd(&format!("c{i}")));
    }
    for i in 0..4 {
        commands.push(json!({"name": format!("User {i}"), "type": 2}));
    }
    assert_eq!(
        commands
            .iter()
            .filter(|c| c["type"] == 1 || c["type"].is_null())
            .count(),
        100
    );
    assert_accepted(&commands);
}

#[test]
fn registration_refuses_more_than_25_options_per_command() {
    assert_accepted(&[with(cmd("big"), plain_options(25))]);
    let commands = [with(cmd("big"), plain_options(26))];
    assert_refused(&commands, "0.options", "BASE_TYPE_MAX_LENGTH");
    let errors = registration::validate_commands(&commands).unwrap_err();
    assert_eq!(
        errors,
        json!({"0": {"options": {"_errors": [
            {"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 25 or fewer in length."}
        ]}}})
    );
    assert_eq!(
        registration::flatten_errors(&errors),
        vec!["0.options: Must be 25 or fewer in length."]
    );
    // As many subcommands: they are options too.
    assert_refused(
        &[cmd("a"), with(cmd("game"), subcommands(26))],
        "1.options",
        "BASE_TYPE_MAX_LENGTH",
    );
}

#[test]
fn registration_refuses_more_than_25_options_in_a_group_or_subcommand() {
    let group = with(cmd("g"), vec![with(opt(2, "set"), subcommands(26))]);
    assert_refused(&[group], "0.options.0.options", "BASE_TYPE_MAX_LENGTH");
    let sub = with(
        cmd("g"),
        vec![
            opt(1, "a"),
            with(opt(2, "set"), vec![with(opt(1, "x"), plain_options(26))]),
        ],
    );
    assert_refused(
        &[sub],
        "0.options.1.options.0.options",
        "BASE_TYPE_MAX_LENGTH",
    );
}

#[test]
fn registration_refuses_more_than_100_chat_input_commands() {
    let mut commands: Vec<Value> = (0..100).map(|i| cmd(&format!("c{i}"))).collect();
    commands.push(json!({"name": "Profile", "type": 2}));
    assert_accepted(&commands);
    commands.push(cmd("one-more"));
    assert_refused(&commands, "", "BASE_TYPE_MAX_LENGTH");
    let errors = registration::validate_commands(&commands).unwrap_err();
    assert_eq!(
        registration::flatten_errors(&errors),
        vec!["Must be 100 or fewer in length."]
    );
    let users: Vec<Value> = (0..6)
        .map(|i| json!({"name": format!("U{i}"), "type": 2}))
        .collect();
    assert_refused(&users, "", "APPLICATION_COMMANDS_MAX_TYPE");
}

#[test]
fn registration_refuses_duplicate_command_names() {
    assert_refused(
        &[cmd("play"), cmd("board"), cmd("play")],
        "2",
        "APPLICATION_COMMANDS_DUPLICATE_NAME",
    );
    // Another type may share the name.
    assert_accepted(&[cmd("board"), json!({"name": "board", "type": 2})]);
    // The same name in one locale.
    let mut a = cmd("play");
    a["name_localizations"] = json!({"de": "spielen"});
    let mut b = cmd("game");
    b["name_localizations"] = json!({"de": "spielen", "hu": "jatek"});
    assert_refused(
        &[a.clone(), b],
        "1.name_localizations.de",
        "APPLICATION_COMMANDS_DUPLICATE_NAME",
    );
    // A localised name equal to another command's name where that one has no localisation.
    a["name_localizations"] = json!({"de": "game"});
    assert_refused(
        &[a, cmd("game")],
        "0.name_localizations.de",
        "APPLICATION_COMMANDS_DUPLICATE_NAME",
    );
}

#[test]
fn registration_refuses_duplicate_sibling_option_names() {
    let options = vec![opt(3, "tile"), opt(4, "tile")];
    assert_refused(
        &[with(cmd("play"), options)],
        "0.options.1",
        "APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME",
    );
    let nested = with(
        cmd("play"),
        vec![
            opt(1, "a"),
            with(opt(1, "b"), vec![opt(3, "x"), opt(3, "y")]),
            with(opt(1, "c"), vec![opt(3, "x"), opt(3, "y"), opt(3, "x")]),
        ],
    );
    assert_refused(
        &[nested],
        "0.options.2.options.2",
        "APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME",
    );
    let mut first = opt(3, "colour");
    first["name_localizations"] = json!({"fr": "couleur"});
    let mut second = opt(3, "color");
    second["name_localizations"] = json!({"fr": "couleur"});
    assert_refused(
        &[with(cmd("play"), vec![first, second])],
        "0.options.1.name_localizations.fr",
        "APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME",
    );
}

#[test]
fn registration_refuses_invalid_names() {
    let invalid = "APPLICATION_COMMAND_INVALID_NAME";
    assert_refused(&[cmd("Play")], "0.name", invalid);
    assert_refused(&[cmd("new game")], "0.name", invalid);
    assert_refused(&[cmd("go!")], "0.name", invalid);
    assert_refused(&[cmd("tile🎲")], "0.name", invalid);
    // A combining accent is a mark, not a letter (precomposed é is fine).
    assert_refused(&[cmd("cafe\u{301}")], "0.name", invalid);
    assert_accepted(&[cmd("café")]);
    assert_refused(&[cmd(&"a".repeat(33))], "0.name", "BASE_TYPE_BAD_LENGTH");
    assert_refused(&[cmd("")], "0.name", "BASE_TYPE_BAD_LENGTH");
    let errors = registration::validate_commands(&[cmd("")]).unwrap_err();
    assert_eq!(
        registration::flatten_errors(&errors),
        vec!["0.name: Must be between 1 and 32 in length."]
    );
    let nested = with(
        cmd("play"),
        vec![
            opt(1, "a"),
            opt(1, "b"),
            opt(1, "c"),
            with(opt(1, "d"), vec![opt(3, "ok"), opt(3, "Not-ok")]),
        ],
    );
    assert_refused(&[nested], "0.options.3.options.1.name", invalid);
    let mut localised = cmd("play");
    localised["name_localizations"] = json!({"de": "Spielen"});
    assert_refused(&[localised], "0.name_localizations.de", invalid);
    let mut option = opt(3, "tile");
    option["name_localizations"] = json!({"hu": "a".repeat(33)});
    assert_refused(
        &[with(cmd("play"), vec![option])],
        "0.options.0.name_localizations.hu",
        "BASE_TYPE_BAD_LENGTH",
    );
    // User and message commands may use capitals and spaces, still at most 32 characters.
    assert_accepted(&[json!({"name": "Show My Board", "type": 3})]);
    assert_refused(
        &[json!({"name": "x".repeat(33), "type": 3})],
        "0.name",
        "BASE_TYPE_BAD_LENGTH",
    );
}

#[test]
fn registration_refuses_invalid_descriptions() {
    let mut c = cmd("play");
    c["description"] = json!("");
    assert_refused(&[c.clone()], "0.description", "BASE_TYPE_BAD_LENGTH");
    c["description"] = json!("d".repeat(101));
    assert_refused(&[c.clone()], "0.description", "BASE_TYPE_BAD_LENGTH");
    c.as_object_mut().unwrap().remove("description");
    assert_refused(&[c], "0.description", "BASE_TYPE_REQUIRED");
    let mut o = opt(3, "tile");
    o["description"] = json!("");
    assert_refused(
        &[with(cmd("play"), vec![o])],
        "0.options.0.description",
        "BASE_TYPE_BAD_LENGTH",
    );
    let mut o = opt(3, "tile");
    o["description_localizations"] = json!({"hu": "é".repeat(101)});
    assert_refused(
        &[with(cmd("play"), vec![o])],
        "0.options.0.description_localizations.hu",
        "BASE_TYPE_BAD_LENGTH",
    );
    assert_refused(
        &[json!({"name": "Board", "type": 2, "description": "Shows the board"})],
        "0.description",
        "APPLICATION_COMMAND_DESCRIPTION_INVALID",
    );
}

#[test]
fn registration_refuses_unknown_locales() {
    for locale in ["xx", "en", "pt", "de-DE"] {
        let mut c = cmd("play");
        c["description_localizations"] = json!({locale: "Play"});
        assert_refused(
            &[c],
            &format!("0.description_localizations.{locale}"),
            "BASE_TYPE_CHOICES",
        );
    }
    let mut c = cmd("play");
    c["name_localizations"] = json!(Value::Object(
        registration::LOCALES
            .iter()
            .map(|l| (l.to_string(), json!("jogar")))
            .collect()
    ));
    assert_accepted(&[c]);
}

#[test]
fn registration_refuses_nesting_deeper_than_discord_allows() {
    let invalid = "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID";
    // A subcommand holding a subcommand or a group.
    let c = with(cmd("a"), vec![with(opt(1, "s"), vec![opt(1, "t")])]);
    assert_refused(&[c], "0.options.0.options.0.type", invalid);
    let c = with(cmd("a"), vec![with(opt(1, "s"), vec![opt(2, "t")])]);
    assert_refused(&[c], "0.options.0.options.0.type", invalid);
    // A group holding a plain option or a group.
    let c = with(
        cmd("a"),
        vec![with(opt(2, "g"), vec![opt(1, "s"), opt(3, "x")])],
    );
    assert_refused(&[c], "0.options.0.options.1.type", invalid);
    let c = with(
        cmd("a"),
        vec![with(
            opt(2, "g"),
            vec![with(opt(2, "h"), vec![opt(1, "s")])],
        )],
    );
    assert_refused(&[c], "0.options.0.options.0.type", invalid);
    // Subcommands mixed with plain options.
    let c = with(cmd("a"), vec![opt(1, "s"), opt(3, "x")]);
    assert_refused(&[c], "0.options", invalid);
    // A plain option with options, an empty group.
    let c = with(cmd("a"), vec![with(opt(3, "x"), vec![opt(3, "y")])]);
    assert_refused(
        &[c],
        "0.options.0.options",
        "APPLICATION_COMMAND_OPTIONS_INVALID",
    );
    let c = with(cmd("a"), vec![opt(2, "g")]);
    assert_refused(&[c], "0.options.0.options", "BASE_TYPE_MIN_LENGTH");
}

#[test]
fn registration_refuses_unknown_option_types() {
    for kind in [0, 12] {
        let c = with(cmd("a"), vec![opt(kind, "x")]);
        assert_refused(&[c], "0.options.0.type", "BASE_TYPE_CHOICES");
    }
    for kind in 3..=11 {
        assert_accepted(&[with(cmd("a"), vec![opt(kind, "x")])]);
    }
}

#[test]
fn registration_refuses_required_options_after_optional_ones() {
    let required = |name: &str| {
        let mut o = opt(3, name);
        o["required"] = json!(true);
        o
    };
    assert_accepted(&[with(
        cmd("a"),
        vec![required("x"), required("y"), opt(3, "z")],
    )]);
    let c = with(cmd("a"), vec![required("x"), opt(3, "y"), required("z")]);
    assert_refused(
        &[c],
        "0.options.2",
        "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
    );
    let c = with(
        cmd("a"),
        vec![
            opt(1, "s"),
            with(opt(1, "t"), vec![opt(4, "n"), required("m")]),
        ],
    );
    assert_refused(
        &[c],
        "0.options.1.options.1",
        "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
    );
}

#[test]
fn registration_refuses_invalid_choices() {
    let choice = |name: &str, value: Value| json!({"name": name, "value": value});
    let option = |kind: u64, choices: Vec<Value>| {
        let mut o = opt(kind, "x");
        o["choices"] = Value::Array(choices);
        with(cmd("a"), vec![o])
    };
    let many: Vec<Value> = (0..26)
        .map(|i| choice(&format!("c{i}"), json!(i)))
        .collect();
    assert_refused(
        &[option(4, many)],
        "0.options.0.choices",
        "BASE_TYPE_MAX_LENGTH",
    );
    let mut long_name = vec![choice("ok", json!("ok")); 4];
    long_name[3] = choice(&"n".repeat(101), json!("v"));
    assert_refused(
        &[option(3, long_name)],
        "0.options.0.choices.3.name",
        "BASE_TYPE_BAD_LENGTH",
    );
    let mut localised = choice("ok", json!("ok"));
    localised["name_localizations"] = json!({"de": "n".repeat(101)});
    assert_refused(
        &[option(3, vec![localised])],
        "0.options.0.choices.0.name_localizations.de",
        "BASE_TYPE_BAD_LENGTH",
    );
    assert_accepted(&[option(3, vec![choice("ok", json!("v".repeat(100)))])]);
    assert_refused(
        &[option(3, vec![choice("ok", json!("v".repeat(101)))])],
        "0.options.0.choices.0.value",
        "BASE_TYPE_BAD_LENGTH",
    );
    // The value's type is the option's.
    assert_refused(
        &[option(3, vec![choice("one", json!(1))])],
        "0.options.0.choices.0.value",
        "STRING_TYPE_CONVERT",
    );
    assert_refused(
        &[option(4, vec![choice("one", json!("1"))])],
        "0.options.0.choices.0.value",
        "NUMBER_TYPE_COERCE",
    );
    assert_refused(
        &[option(4, vec![choice("half", json!(0.5))])],
        "0.options.0.choices.0.value",
        "NUMBER_TYPE_COERCE",
    );
    assert_accepted(&[option(10, vec![choice("half", json!(0.5))])]);
    // Choices only on string, integer and number options.
    assert_refused(
        &[option(5, vec![choice("yes", json!(true))])],
        "0.options.0.choices",
        "APPLICATION_COMMAND_OPTION_CHOICES_INVALID",
    );
}

#[test]
fn registration_refuses_choices_with_autocomplete() {
    let mut o = opt(3, "x");
    o["choices"] = json!([{"name": "a", "value": "a"}]);
    o["autocomplete"] = json!(true);
    assert_refused(
        &[with(cmd("a"), vec![o])],
        "0.options.0.autocomplete",
        "APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_INVALID",
    );
    // serenity sends `"choices": []` with every option: that is no choice.
    let mut o = opt(3, "x");
    o["choices"] = json!([]);
    o["autocomplete"] = json!(true);
    assert_accepted(&[with(cmd("a"), vec![o])]);
}

#[test]
fn registration_refuses_inverted_or_out_of_range_bounds() {
    let bounded = |kind: u64, bounds: Value| {
        let mut o = opt(kind, "x");
        for (k, v) in bounds.as_object().unwrap() {
            o[k] = v.clone();
        }
        vec![with(cmd("a"), vec![o])]
    };
    assert_accepted(&bounded(4, json!({"min_value": 1, "max_value": 1})));
    // poise sends integer bounds as integral floats; Discord takes them.
    assert_accepted(&bounded(
        4,
        json!({"min_value": 1.0, "max_value": 9007199254740991.0}),
    ));
    assert_refused(
        &bounded(4, json!({"min_value": 1.5})),
        "0.options.0.min_value",
        "NUMBER_TYPE_COERCE",
    );
    assert_refused(
        &bounded(10, json!({"max_value": 1e300})),
        "0.options.0.max_value",
        "NUMBER_TYPE_COERCE",
    );
    assert_refused(
        &bounded(4, json!({"min_value": 10, "max_value": 1})),
        "0.options.0.min_value",
        "APPLICATION_COMMAND_OPTION_RANGE_INVALID",
    );
    assert_refused(
        &bounded(10, json!({"min_value": 1.5, "max_value": 1.25})),
        "0.options.0.min_value",
        "APPLICATION_COMMAND_OPTION_RANGE_INVALID",
    );
    assert_accepted(&bounded(3, json!({"min_length": 0, "max_length": 6000})));
    assert_refused(
        &bounded(3, json!({"min_length": -1})),
        "0.options.0.min_length",
        "NUMBER_TYPE_MIN",
    );
    assert_refused(
        &bounded(3, json!({"max_length": 6001})),
        "0.options.0.max_length",
        "NUMBER_TYPE_MAX",
    );
    assert_refused(
        &bounded(3, json!({"max_length": 0})),
        "0.options.0.max_length",
        "NUMBER_TYPE_MIN",
    );
    assert_refused(
        &bounded(3, json!({"min_length": 10, "max_length": 5})),
        "0.options.0.min_length",
        "APPLICATION_COMMAND_OPTION_RANGE_INVALID",
    );
    assert_refused(
        &bounded(3, json!({"min_value": 1})),
        "0.options.0.min_value",
        "APPLICATION_COMMAND_OPTION_BOUND_INVALID",
    );
}

/// A command of exactly `size` combined characters (see `registration::command_size`), made of
/// two-byte characters so that bytes would count twice as many.
fn command_of_size(size: usize) -> Value {
    let text = |n: usize| "é".repeat(n);
    let mut options = Vec::new();
    let mut left = size - 3 - 100;
    let mut i = 0;
    while left > 0 {
        let name = format!("s{i:0>31}");
        let description = left.saturating_sub(32).clamp(1, 100);
        options.push(json!({"type": 1, "name": name, "description": text(description)}));
        left -= 32 + description;
        i += 1;
    }
    let command = json!({"name": "big", "description": text(100), "options": options});
    assert_eq!(registration::command_size(&command), size);
    command
}

#[test]
fn registration_refuses_commands_over_4000_characters() {
    let c = with(cmd("big"), vec![]);
    assert_eq!(registration::command_size(&c), 3 + "The big command".len());
    // 25 subcommands of 32 + 100 characters, plus the command's 103: 3403.
    let mut exact = command_of_size(3403);
    assert_eq!(exact["options"].as_array().unwrap().len(), 25);
    assert_accepted(&[exact.clone()]);
    // Choices count with their names and values: 2 + 5 * (60 + 59) = 597 more.
    let choices: Vec<Value> = (0..5)
        .map(|i| json!({"name": format!("{i:0>60}"), "value": format!("{i:0>59}")}))
        .collect();
    exact["options"][0]["options"] =
        json!([{"type": 3, "name": "c", "description": "d", "choices": choices}]);
    assert_eq!(registration::command_size(&exact), 4000);
    assert_accepted(&[exact.clone()]);
    // One character more.
    let value = &mut exact["options"][0]["options"][0]["choices"][0]["value"];
    *value = json!(format!("{:0>60}", 0));
    assert_refused(&[exact.clone()], "0", "APPLICATION_COMMAND_TOO_LARGE");
    let errors = registration::validate_commands(&[cmd("a"), exact.clone()]).unwrap_err();
    assert_eq!(
        registration::flatten_errors(&errors),
        vec!["1: Command exceeds maximum size (4000)"]
    );
    exact["options"][0]["options"][0]["choices"][0]["value"] = json!(format!("{:0>59}", 0));
    assert_accepted(&[exact.clone()]);
    // Each field counts at its longest text: localisations no longer than the default add
    // nothing, a longer one replaces the default.
    exact["options"][1]["description_localizations"] = json!({"de": "é".repeat(100), "hu": "x"});
    assert_eq!(registration::command_size(&exact), 4000);
    exact["options"][1]["description"] = json!("é".repeat(99));
    assert_eq!(registration::command_size(&exact), 4000);
    assert_accepted(&[exact.clone()]);
    exact["options"][0]["options"][0]["description_localizations"] = json!({"hu": "dd"});
    assert_eq!(registration::command_size(&exact), 4001);
    assert_refused(&[exact], "0", "APPLICATION_COMMAND_TOO_LARGE");
}

// --- command registration over HTTP --------------------------------------------------------------

fn rest_client(fake: &FakeDiscord) -> Http {
    HttpBuilder::new(TOKEN)
        .application_id(ApplicationId::new(APP_ID))
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build()
}

/// The refusal serenity parsed from the fake's answer: (status, code, message, [path: message]).
fn refusal(e: &serenity::Error) -> (u16, isize, String, Vec<String>) {
    match e {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r)) => (
            r.status_code.as_u16(),
            r.error.code,
            r.error.message.clone(),
            r.error
                .errors
                .iter()
                .map(|e| format!("{}: {} [{}]", e.path, e.message, e.code))
                .collect(),
        ),
        other => panic!("not a refusal by Discord: {other:?}"),
    }
}

#[tokio::test]
async fn refused_global_registration_keeps_the_previous_one() {
    let fake = FakeDiscord::start().await;
    let http = rest_client(&fake);
    let first = vec![cmd("play"), with(cmd("config"), plain_options(25))];
    let answered = http.create_global_commands(&first).await.unwrap();
    assert_eq!(answered.len(), 2);

    let too_many = vec![cmd("play"), with(cmd("config"), plain_options(26))];
    let err = http.create_global_commands(&too_many).await.unwrap_err();
    assert_eq!(
        refusal(&err),
        (
            400,
            50035,
            "Invalid Form Body".to_owned(),
            vec!["1.options: Must be 25 or fewer in length. [BASE_TYPE_MAX_LENGTH]".to_owned()]
        )
    );
    // Nothing registered: the previous list stays.
    let registrations = fake.registered_commands();
    assert_eq!(registrations.len(), 1);
    assert_eq!(registrations[0].commands, first);
    let listed = http.get_global_commands().await.unwrap();
    assert_eq!(
        listed.iter().map(|c| c.name.as_str()).collect::<Vec<_>>(),
        ["play", "config"]
    );
    assert_eq!(listed[1].options.len(), 25);
    let refused = fake.refused_registrations();
    assert_eq!(refused.len(), 1);
    assert_eq!(refused[0].guild_id, None);
    assert_eq!(
        refused[0].lines,
        ["1.options: Must be 25 or fewer in length."]
    );
    assert!(matches!(
        fake.wait_registration_outcome(WAIT).await,
        Err(r) if r.commands == too_many
    ));

    // The whole body, byte for byte as Discord's.
    let raw = raw_request(
        &fake,
        "PUT",
        &format!("/api/v10/applications/{APP_ID}/commands"),
        Some(&json!(too_many)),
    )
    .await
    .expect("an answer");
    assert_eq!(raw.status, 400);
    assert_eq!(
        raw.json(),
        json!({"code": 50035, "message": "Invalid Form Body", "errors": {"1": {"options": {
            "_errors": [{"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 25 or fewer in length."}]
        }}}})
    );
    assert_eq!(fake.registered_commands().len(), 1);
    assert!(fake
        .summary()
        .contains("1.options: Must be 25 or fewer in length."));
}

#[tokio::test]
async fn refused_guild_registration_reports_nested_paths() {
    let fake = FakeDiscord::start().await;
    let http = rest_client(&fake);
    let guild = GuildId::new(GUILD_ID);
    let nested = vec![with(
        cmd("play"),
        vec![
            opt(1, "a"),
            opt(1, "b"),
            opt(1, "c"),
            with(opt(1, "d"), vec![opt(3, "ok"), opt(3, "Bad Name")]),
        ],
    )];
    let err = http
        .create_guild_commands(guild, &nested)
        .await
        .unwrap_err();
    assert_eq!(
        refusal(&err).3,
        ["0.options.3.options.1.name: Command name is invalid [APPLICATION_COMMAND_INVALID_NAME]"]
    );
    let mut localised = cmd("play");
    localised["name_localizations"] = json!({"de": "spielen"});
    let mut twin = cmd("game");
    twin["name_localizations"] = json!({"de": "spielen"});
    let err = http
        .create_guild_commands(guild, &vec![localised.clone(), twin])
        .await
        .unwrap_err();
    assert_eq!(
        refusal(&err).3,
        [
            "1.name_localizations.de: Application command names must be unique \
          [APPLICATION_COMMANDS_DUPLICATE_NAME]"
        ]
    );
    assert!(fake.registered_commands().is_empty());
    assert!(http.get_guild_commands(guild).await.unwrap().is_empty());
    assert_eq!(fake.refused_registrations().len(), 2);
    assert!(fake
        .refused_registrations()
        .iter()
        .all(|r| r.guild_id == Some(GUILD_ID)));

    // A valid list is then accepted; a refused one after it leaves it in place.
    http.create_guild_commands(guild, &vec![localised.clone()])
        .await
        .unwrap();
    let mut bad = localised;
    bad["description"] = json!("");
    let err = http
        .create_guild_commands(guild, &vec![bad])
        .await
        .unwrap_err();
    assert_eq!(
        refusal(&err).3,
        ["0.description: Must be between 1 and 100 in length. [BASE_TYPE_BAD_LENGTH]"]
    );
    let listed = http.get_guild_commands(guild).await.unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].description, "The play command");
    assert!(fake.wait_registration_outcome(WAIT).await.is_err());
}

// --- REST faults -----------------------------------------------------------------------------------

/// An HTTP response read from a raw socket.
#[derive(Debug)]
struct RawResponse {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl RawResponse {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    fn json(&self) -> Value {
        serde_json::from_slice(&self.body).expect("a JSON body")
    }
}

/// Opens a connection to the fake's REST port and sends one request (`Connection: close`).
async fn raw_send(fake: &FakeDiscord, method: &str, path: &str, body: Option<&Value>) -> TcpStream {
    let address = fake.base_url().trim_start_matches("http://").to_owned();
    let mut stream = TcpStream::connect(&address).await.expect("connect");
    let body = body.map(Value::to_string).unwrap_or_default();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {address}\r\nAuthorization: Bot {TOKEN}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.expect("send");
    stream
}

/// Everything the server sends until it closes the connection (a reset counts as the end).
async fn raw_read_all(stream: &mut TcpStream) -> Vec<u8> {
    let mut bytes = Vec::new();
    let mut chunk = [0u8; 8192];
    loop {
        match stream.read(&mut chunk).await {
            Ok(0) | Err(_) => return bytes,
            Ok(n) => bytes.extend_from_slice(&chunk[..n]),
        }
    }
}

fn parse_raw(bytes: &[u8]) -> Option<RawResponse> {
    let head_end = bytes.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = String::from_utf8_lossy(&bytes[..head_end]).into_owned();
    let mut lines = head.split("\r\n");
    let status = lines.next()?.split(' ').nth(1)?.parse().ok()?;
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .collect();
    Some(RawResponse {
        status,
        headers,
        body: bytes[head_end + 4..].to_vec(),
    })
}

/// One request on its own connection; None if the server closed it without an answer.
async fn raw_request(
    fake: &FakeDiscord,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> Option<RawResponse> {
    let mut stream = raw_send(fake, method, path, body).await;
    let bytes = tokio::time::timeout(WAIT, raw_read_all(&mut stream))
        .await
        .expect("the fake answers or closes the connection");
    parse_raw(&bytes)
}

fn post_path(channel: u64) -> String {
    format!("/api/v10/channels/{channel}/messages")
}

/// The status and Discord code serenity saw.
fn failure(e: &serenity::Error) -> (u16, isize, String) {
    match e {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r)) => (
            r.status_code.as_u16(),
            r.error.code,
            r.error.message.clone(),
        ),
        other => panic!("not an HTTP error answer: {other:?}"),
    }
}

#[tokio::test]
async fn fault_status_answers_with_discord_errors_and_creates_nothing() {
    let fake = FakeDiscord::start().await;
    let http = rest_client(&fake);
    let channel = ChannelId::new(CHANNEL_ID);
    let other = ChannelId::new(CHANNEL_ID + 1);
    let outage = fake.add_fault(
        FaultTarget::ChannelPosts(Some(CHANNEL_ID)),
        RestFault::Status {
            status: 503,
            code: 0,
        },
        None,
    );
    let err = channel
        .say(&http, "turn 1")
        .await
        .expect_err("Discord is down");
    assert_eq!(
        failure(&err),
        (503, 0, "503: Service Unavailable".to_owned())
    );
    let raw = raw_request(
        &fake,
        "POST",
        &post_path(CHANNEL_ID),
        Some(&json!({"content": "x"})),
    )
    .await
    .expect("an answer");
    assert_eq!(raw.status, 503);
    assert_eq!(
        raw.json(),
        json!({"message": "503: Service Unavailable", "code": 0})
    );
    // Other channels are not affected.
    other.say(&http, "elsewhere").await.expect("delivered");

    // Permanent refusals of one target, by route.
    let forbidden = fake.add_fault(
        FaultTarget::Route {
            method: "post".into(),
            path_prefix: format!("/channels/{}/messages", CHANNEL_ID + 1),
        },
        RestFault::Status {
            status: 403,
            code: 50013,
        },
        None,
    );
    let err = other.say(&http, "again").await.unwrap_err();
    assert_eq!(
        failure(&err),
        (403, 50013, "Missing Permissions".to_owned())
    );

    let faulted = fake.faulted();
    assert_eq!(
        faulted
            .iter()
            .map(|f| (f.rule, f.status, f.channel_id))
            .collect::<Vec<_>>(),
        [
            (outage, 503, Some(CHANNEL_ID)),
            (outage, 503, Some(CHANNEL_ID)),
            (forbidden, 403, Some(CHANNEL_ID + 1)),
        ]
    );
    assert_eq!(
        faulted[2].fault,
        RestFault::Status {
            status: 403,
            code: 50013
        }
    );
    // Nothing was created; the attempts are refused records.
    assert!(fake.channel_messages(CHANNEL_ID).is_empty());
    assert_eq!(fake.channel_messages(CHANNEL_ID + 1).len(), 1);
    let refused: Vec<_> = fake
        .messages()
        .into_iter()
        .filter(|m| !m.delivered())
        .map(|m| (m.text().to_owned(), m.status, m.error_code, m.id))
        .collect();
    assert_eq!(
        refused,
        [
            ("turn 1".to_owned(), 503, Some(0), 0),
            ("x".to_owned(), 503, Some(0), 0),
            ("again".to_owned(), 403, Some(50013), 0),
        ]
    );
    let statuses: Vec<_> = fake
        .requests()
        .iter()
        .map(|r| (r.status, r.fault))
        .collect();
    assert_eq!(
        statuses,
        [
            (503, Some(outage)),
            (503, Some(outage)),
            (200, None),
            (403, Some(forbidden)),
        ]
    );

    // Until cleared.
    fake.clear_fault(outage);
    let sent = channel.say(&http, "turn 1").await.expect("Discord is back");
    assert_eq!(fake.channel_messages(CHANNEL_ID)[0].id, sent.id.get());
    assert!(other.say(&http, "again").await.is_err());
    fake.clear_faults();
    other.say(&http, "again").await.expect("cleared");
    assert_eq!(fake.faulted().len(), 4);
}

#[tokio::test]
async fn fault_with_times_answers_that_often_then_lets_posts_through() {
    let fake = FakeDiscord::start().await;
    let http = rest_client(&fake);
    let rule = fake.add_fault(
        FaultTarget::ChannelPosts(None),
        RestFault::Status {
            status: 500,
            code: 0,
        },
        Some(2),
    );
    let dm = ChannelId::new(dm_channel_id(ALICE));
    let first = dm.say(&http, "your turn").await.unwrap_err();
    assert_eq!(failure(&first).0, 500);
    let second = ChannelId::new(CHANNEL_ID)
        .say(&http, "turn")
        .await
        .unwrap_err();
    assert_eq!(
        failure(&second),
        (500, 0, "500: Internal Server Error".to_owned())
    );
    ChannelId::new(CHANNEL_ID)
        .say(&http, "turn")
        .await
        .expect("third goes through");
    dm.say(&http, "your turn").await.expect("and the next");
    let faulted = fake.faulted();
    assert_eq!(faulted.len(), 2);
    assert!(faulted.iter().all(|f| f.rule == rule));
    assert_eq!(faulted[0].channel_id, Some(dm_channel_id(ALICE)));
    assert_eq!(fake.channel_messages(CHANNEL_ID).len(), 1);
    assert_eq!(fake.dms_to(ALICE).len(), 1);
    // A used-up rule is gone: clearing it does nothing.
    fake.clear_fault(rule);
    assert_eq!(fake.posts_to(CHANNEL_ID).len(), 2);
}

#[tokio::test]
async fn fault_rate_limited_sends_retry_after_in_body_and_headers() {
    let fake = FakeDiscord::start().await;
    let rule = fake.add_fault(
        FaultTarget::ChannelPosts(Some(CHANNEL_ID)),
        RestFault::RateLimited {
            retry_after: 1.25,
            global: false,
        },
        Some(1),
    );
    let body = json!({"content": "turn 2"});
    let limited = raw_request(&fake, "POST", &post_path(CHANNEL_ID), Some(&body))
        .await
        .expect("an answer");
    assert_eq!(limited.status, 429);
    assert_eq!(
        limited.json(),
        json!({"message": "You are being rate limited.", "retry_after": 1.25, "global": false})
    );
    assert_eq!(limited.header("Retry-After"), Some("2"));
    assert_eq!(limited.header("X-RateLimit-Scope"), Some("user"));
    assert_eq!(limited.header("X-RateLimit-Global"), None);
    assert_eq!(limited.header("X-RateLimit-Remaining"), Some("0"));
    assert_eq!(limited.header("X-RateLimit-Reset-After"), Some("1.250"));
    let through = raw_request(&fake, "POST", &post_path(CHANNEL_ID), Some(&body))
        .await
        .expect("an answer");
    assert_eq!(through.status, 200);
    assert_eq!(through.json()["content"], "turn 2");

    let posts = fake.posts_to(CHANNEL_ID);
    assert_eq!(
        posts
            .iter()
            .map(|p| (p.status, p.fault))
            .collect::<Vec<_>>(),
        [(429, Some(rule)), (200, None)]
    );
    assert!(posts[0].at <= posts[1].at);
    assert_eq!(fake.channel_messages(CHANNEL_ID).len(), 1);

    // A global limit: any route, flagged in body and headers; serenity sees a 429.
    fake.add_fault(
        FaultTarget::Route {
            method: "*".into(),
            path_prefix: "/api/v10/".into(),
        },
        RestFault::RateLimited {
            retry_after: 0.2,
            global: true,
        },
        Some(2),
    );
    let global = raw_request(&fake, "GET", "/api/v10/users/@me", None)
        .await
        .expect("an answer");
    assert_eq!(global.status, 429);
    assert_eq!(global.json()["global"], true);
    assert_eq!(global.json()["retry_after"], 0.2);
    assert_eq!(global.header("Retry-After"), Some("1"));
    assert_eq!(global.header("X-RateLimit-Global"), Some("true"));
    assert_eq!(global.header("X-RateLimit-Scope"), Some("global"));
    let err = rest_client(&fake).get_current_user().await.unwrap_err();
    assert_eq!(failure(&err).0, 429);
    assert_eq!(
        rest_client(&fake)
            .get_current_user()
            .await
            .unwrap()
            .id
            .get(),
        BOT_ID
    );
    assert_eq!(fake.faulted().len(), 3);
}

#[tokio::test]
async fn fault_hang_never_answers_and_blocks_no_other_connection() {
    let fake = FakeDiscord::start().await;
    let rule = fake.add_fault(FaultTarget::ChannelPosts(None), RestFault::Hang, None);
    let mut hung = raw_send(
        &fake,
        "POST",
        &post_path(dm_channel_id(BOB)),
        Some(&json!({"content": "your turn"})),
    )
    .await;
    let faulted = fake.wait_faulted(1, WAIT).await;
    assert_eq!(faulted[0].fault, RestFault::Hang);
    assert_eq!(faulted[0].status, 0);
    // While it hangs, other connections are served.
    let me = raw_request(&fake, "GET", "/api/v10/users/@me", None)
        .await
        .expect("an answer");
    assert_eq!(me.status, 200);
    let mut again = raw_send(
        &fake,
        "POST",
        &post_path(CHANNEL_ID),
        Some(&json!({"content": "t"})),
    )
    .await;
    fake.wait_faulted(2, WAIT).await;
    fake.clear_faults();
    let after = raw_request(
        &fake,
        "POST",
        &post_path(CHANNEL_ID),
        Some(&json!({"content": "t"})),
    )
    .await
    .expect("an answer");
    assert_eq!(after.status, 200);
    assert_eq!(
        fake.requests()
            .iter()
            .map(|r| (r.status, r.fault))
            .collect::<Vec<_>>(),
        [(0, Some(rule)), (200, None), (0, Some(rule)), (200, None)]
    );
    let refused = fake.messages();
    assert_eq!(refused[0].dm_recipient, Some(BOB));
    assert_eq!(refused[0].status, 0);
    assert!(!refused[0].delivered());
    // The hung requests get no byte of answer, and their connections stay open (a closed one
    // would be read as its end at once) until the fake stops.
    let mut byte = [0u8; 1];
    let mut peeked = [0u8; 1];
    let (first, second) = tokio::join!(
        tokio::time::timeout(Duration::from_millis(300), hung.read(&mut byte)),
        tokio::time::timeout(Duration::from_millis(300), again.peek(&mut peeked)),
    );
    assert!(
        first.is_err(),
        "the hung connection ended or answered: {first:?}"
    );
    assert!(
        second.is_err(),
        "the hung connection ended or answered: {second:?}"
    );
    tokio::time::timeout(WAIT, fake.stop())
        .await
        .expect("stop is prompt");
    for stream in [&mut hung, &mut again] {
        let bytes = tokio::time::timeout(WAIT, raw_read_all(stream))
            .await
            .expect("closed when the fake stops");
        assert!(bytes.is_empty(), "{}", String::from_utf8_lossy(&bytes));
    }
}

#[tokio::test]
async fn fault_reset_closes_the_connection_without_an_answer() {
    let fake = FakeDiscord::start().await;
    let http = rest_client(&fake);
    let rule = fake.add_fault(
        FaultTarget::Route {
            method: "POST".into(),
            path_prefix: "/channels/".into(),
        },
        RestFault::Reset,
        Some(2),
    );
    let none = raw_request(
        &fake,
        "POST",
        &post_path(CHANNEL_ID),
        Some(&json!({"content": "a"})),
    )
    .await;
    assert!(none.is_none(), "{none:?}");
    // serenity sees a transport error, not an answer from Discord.
    let err = ChannelId::new(CHANNEL_ID)
        .say(&http, "b")
        .await
        .unwrap_err();
    assert!(
        matches!(
            err,
            serenity::Error::Http(serenity::http::HttpError::Request(_))
        ),
        "{err:?}"
    );
    let sent = ChannelId::new(CHANNEL_ID)
        .say(&http, "c")
        .await
        .expect("third goes through");
    assert_eq!(sent.content, "c");
    assert_eq!(
        fake.posts_to(CHANNEL_ID)
            .iter()
            .map(|p| (p.status, p.fault))
            .collect::<Vec<_>>(),
        [(0, Some(rule)), (0, Some(rule)), (200, None)]
    );
    assert!(fake
        .faulted()
        .iter()
        .all(|f| f.fault == RestFault::Reset && f.status == 0));
    assert_eq!(
        fake.channel_messages(CHANNEL_ID)
            .iter()
            .map(|m| m.text().to_owned())
            .collect::<Vec<_>>(),
        ["c"]
    );
}
