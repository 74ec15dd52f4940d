//! Running a [`Request`] for the invoking user and posting the service's reply in the channel.

use std::sync::atomic::Ordering::SeqCst;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::error::{ephemeral, no_pings, CommandError};
use super::retry::{acknowledge, with_retry};
use super::{Context, Data};
use crate::service::api::Player;
use crate::service::api::Request;
use crate::service::api::{ServerAnswer, ServerQuery};
use crate::service::locale::Lang;
use crate::service::{Button, Message, Reply, Style};

/// Discord's limit on message content, in characters.
pub const MAX_CONTENT_CHARS: usize = 2000;

/// File name of the board picture attached to replies.
pub const BOARD_FILE_NAME: &str = "board.png";

/// The type-map key under which the client keeps `TOWERS_DEFER_AFTER`
/// ([`crate::config::Config::defer_after`]), set by `build_client`.
pub struct DeferAfterKey;

impl serenity::prelude::TypeMapKey for DeferAfterKey {
    type Value = Duration;
}

/// How long the service may take before an interaction is deferred ("thinking...") and its
/// reply becomes a follow-up: the client's `TOWERS_DEFER_AFTER`, by default 2 s (Discord
/// wants an answer within 3 s).
pub async fn defer_after(ctx: &serenity::Context) -> Duration {
    ctx.data
        .read()
        .await
        .get::<DeferAfterKey>()
        .copied()
        .unwrap_or(crate::config::DEFAULT_DEFER_AFTER)
}

/// The store's view of a Discord user: id and the name shown in this guild (nickname, else
/// global name, else user name). `nick` is the guild nickname when the interaction has it.
pub fn player(user: &serenity::User, nick: Option<&str>) -> Player {
    Player {
        id: user.id.get(),
        name: nick.unwrap_or_else(|| user.display_name()).to_string(),
    }
}

/// The language of answers only the invoker sees: the invoker's Discord locale.
pub fn private_lang(ctx: Context<'_>) -> Lang {
    Lang::from_discord(ctx.locale().unwrap_or_default())
}

/// The language of public messages in the command's server: see [`server_lang`], with the
/// interaction's `guild_locale`.
pub async fn public_lang(ctx: Context<'_>) -> Lang {
    let guild_locale = match ctx {
        poise::Context::Application(app) => app.interaction.guild_locale.clone(),
        poise::Context::Prefix(_) => None,
    };
    server_lang(
        ctx.data(),
        ctx.guild_id().map(|g| g.get()),
        guild_locale.as_deref(),
    )
    .await
}

/// The language of public messages on server `guild`: the one chosen with `/configure
/// language`, else `guild_locale` (the server's community language, as an interaction
/// reports it), else English. Settings that cannot be read count as no choice (logged).
pub async fn server_lang(games: &Data, guild: Option<u64>, guild_locale: Option<&str>) -> Lang {
    if let Some(guild) = guild {
        let games = games.clone();
        let asked =
            tokio::task::spawn_blocking(move || games.server(guild, &ServerQuery::Settings)).await;
        match asked {
            Ok(Ok(ServerAnswer::Settings(settings))) => {
                if let Some(lang) = settings.language() {
                    return lang;
                }
            }
            Ok(Ok(_)) => {}
            Ok(Err(e)) => tracing::warn!(guild, error = %e, "server settings unreadable"),
            Err(e) => tracing::warn!(guild, error = %e, "server settings task failed"),
        }
    }
    guild_locale.map_or(Lang::ENGLISH, Lang::from_discord)
}

/// The command's author as a [`Player`].
pub fn author(ctx: Context<'_>) -> Player {
    let nick = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.nick.as_deref()),
        poise::Context::Prefix(_) => None,
    };
    player(ctx.author(), nick)
}

/// Runs `request` for the command's author in the command's channel, then posts the reply
/// publicly (text plus `board.png` when there is a picture). A refusal or failure becomes a
/// [`CommandError`] for the framework's `on_error`. If the service takes longer than
/// [`defer_after`], the interaction is deferred first (publicly: a refusal arriving after
/// that is visible to the channel too, which beats no answer at all).
///
/// When the reply says the bot is to move (a human move or a new game against the bot), the
/// interaction is deferred at once instead, the bot's turn runs on a blocking thread, and the
/// original response is edited with the board after the bot's move and both moves in the
/// text. Refusals of the human's command come before the defer, so they stay ephemeral.
///
/// Delivery: every request to Discord is retried while it fails transiently
/// ([`super::retry`]). A reply that changed the game and still cannot be delivered is
/// posted as a channel message instead; if that fails too, it waits as a notice shown
/// with the channel's next public answer ([`crate::service::Notices`]). Waiting notices
/// are put in front of this reply's text.
pub async fn respond(ctx: Context<'_>, request: Request) -> Result<(), CommandError> {
    let mut deferred = false;
    let reply = run(ctx, request, &mut deferred, false).await?;
    let channel = ctx.channel_id().get();
    let lang = public_lang(ctx).await;
    let reply = with_notices(ctx.data(), channel, reply);
    if !reply.bot_to_move {
        let over = reply.game_over;
        if let Err(e) = send(ctx, public(reply.clone(), lang)).await {
            fall_back(ctx.serenity_context(), ctx.data(), channel, reply, lang, &e).await;
        }
        super::thread::close_if_over(ctx, over).await;
        return Ok(());
    }
    if !deferred {
        match defer(ctx, false).await {
            Ok(()) => deferred = true,
            Err(e) => tracing::error!(error = %e, channel, "cannot defer before the bot's turn"),
        }
    }
    let lead = reply.message.clone();
    let mut ignored = true;
    let bot_move = Request::BotMove { lead: lead.clone() };
    let answer = match run(ctx, bot_move, &mut ignored, false).await {
        Ok(answer) => answer,
        Err(e) => {
            tracing::error!(error = %e, "the bot's turn failed");
            Reply {
                message: bot_failed(lead),
                ..Reply::default()
            }
        }
    };
    let edited = if deferred {
        with_retry("edit of the original response", || {
            edit_original(ctx, answer.clone(), lang)
        })
        .await
    } else {
        send(ctx, public(answer.clone(), lang)).await
    };
    let over = answer.game_over;
    if let Err(e) = edited {
        fall_back(
            ctx.serenity_context(),
            ctx.data(),
            channel,
            answer,
            lang,
            &e,
        )
        .await;
    }
    super::thread::close_if_over(ctx, over).await;
    Ok(())
}

/// The message after `lead` when the bot's turn failed.
pub(super) fn bot_failed(lead: Message) -> Message {
    lead.then(Message::new("bot-could-not-move"))
}

/// `reply` with the channel's waiting notices (answers that never arrived) in front.
pub(super) fn with_notices(games: &Data, channel: u64, mut reply: Reply) -> Reply {
    let notices = games.take_notices(channel);
    if notices.is_empty() {
        return reply;
    }
    let mut lines: Vec<Message> = notices
        .iter()
        .map(|n| Message::new("missed-answer").text("text", n.as_str()))
        .collect();
    lines.push(reply.message);
    reply.message = Message::Lines(lines);
    reply
}

/// Marks an earlier answer that is shown late, in front of a later reply (message
/// `missed-answer`; this is its English wording before the answer).
pub const MISSED_PREFIX: &str = "(Earlier answer that did not get through:)";

/// Sends `message` as the interaction's first response, or as a follow-up once there is
/// one, retrying transient failures (a retry refused as already acknowledged counts as
/// sent).
pub(super) async fn send(ctx: Context<'_>, message: CreateReply) -> Result<(), serenity::Error> {
    if responded(ctx) {
        with_retry("follow-up", || {
            let message = message.clone();
            async move { ctx.send(message).await.map(drop) }
        })
        .await
    } else {
        acknowledge("interaction response", || {
            let message = message.clone();
            async move { ctx.send(message).await.map(drop) }
        })
        .await?;
        mark_responded(ctx);
        Ok(())
    }
}

/// Defers the interaction (the "thinking..." state), retrying transient failures.
async fn defer(ctx: Context<'_>, private: bool) -> Result<(), serenity::Error> {
    acknowledge("deferral", || async move {
        if private {
            ctx.defer_ephemeral().await
        } else {
            ctx.defer().await
        }
    })
    .await?;
    mark_responded(ctx);
    Ok(())
}

/// Whether the interaction has its first response.
fn responded(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => app.has_sent_initial_response.load(SeqCst),
        poise::Context::Prefix(_) => false,
    }
}

/// Records that the interaction has its first response (also when only a retry learned
/// that it had), so that poise sends the next message as a follow-up.
fn mark_responded(ctx: Context<'_>) {
    if let poise::Context::Application(app) = ctx {
        app.has_sent_initial_response.store(true, SeqCst);
    }
}

/// The last resort for a reply that changed the game but could not be delivered as an
/// interaction answer (`error`): post it in `channel`; failing that, leave it as a notice
/// for the channel's next answer. Nothing is undone: the change is stored either way.
pub(super) async fn fall_back(
    ctx: &serenity::Context,
    games: &Data,
    channel: u64,
    reply: Reply,
    lang: Lang,
    error: &serenity::Error,
) {
    tracing::warn!(channel, %error, "the answer did not reach Discord; posting it in the channel");
    let Some(id) = std::num::NonZeroU64::new(channel).map(serenity::ChannelId::from) else {
        games.leave_notice(channel, reply.message.render(lang));
        return;
    };
    let posted = with_retry("channel message", || {
        id.send_message(ctx, channel_message(reply.clone(), lang))
    })
    .await;
    if let Err(e) = posted {
        games.leave_notice(channel, reply.message.render(lang));
        tracing::error!(channel, error = %e, "cannot post in the channel either; kept a notice");
    }
}

/// A successful reply as a plain channel message (the fallback when the interaction
/// answer failed): as [`public`].
pub fn channel_message(reply: Reply, lang: Lang) -> serenity::CreateMessage {
    let (text, mentions) = addressed(reply.message.render(lang), reply.mention);
    let mut message = serenity::CreateMessage::new()
        .content(fit(text))
        .allowed_mentions(mentions);
    if let Some(png) = reply.image {
        message = message.add_file(serenity::CreateAttachment::bytes(png, BOARD_FILE_NAME));
    }
    if !reply.buttons.is_empty() {
        message = message.components(rows(&reply.buttons, lang));
    }
    message
}

/// Runs `request` on a blocking thread; defers the interaction (publicly, or only for the
/// invoker when `private`) when that takes longer than [`defer_after`] and `deferred` is
/// still false (it is then set). A deferral that fails is logged; the service's work goes
/// on and its answer is delivered as well as it can be.
async fn run(
    ctx: Context<'_>,
    request: Request,
    deferred: &mut bool,
    private: bool,
) -> Result<Reply, CommandError> {
    let games = ctx.data().clone();
    let channel = ctx.channel_id().get();
    let user = author(ctx);
    let now = unix_now();
    let wait = defer_after(ctx.serenity_context()).await;
    let mut task = tokio::task::spawn_blocking(move || games.handle(channel, &user, &request, now));
    let outcome = match tokio::time::timeout(wait, &mut task).await {
        Ok(outcome) => outcome,
        Err(_) if *deferred => task.await,
        Err(_) => {
            tracing::warn!(command = %ctx.command().name, "service is slow; deferring");
            match defer(ctx, private).await {
                Ok(()) => *deferred = true,
                Err(e) => tracing::error!(error = %e, channel, "cannot defer a slow command"),
            }
            task.await
        }
    };
    outcome?.map_err(CommandError::from_service)
}

/// Replaces the deferred ("thinking...") response with `reply` (PATCH of the original
/// response, not a follow-up).
async fn edit_original(ctx: Context<'_>, reply: Reply, lang: Lang) -> Result<(), serenity::Error> {
    match ctx {
        poise::Context::Application(app) => {
            app.interaction
                .edit_response(ctx.serenity_context(), edited(reply, lang))
                .await?;
        }
        poise::Context::Prefix(_) => {
            ctx.send(public(reply, lang)).await?;
        }
    }
    Ok(())
}

/// The edit of the original response for a successful reply: as [`public`].
pub fn edited(reply: Reply, lang: Lang) -> serenity::EditInteractionResponse {
    let (text, mentions) = addressed(reply.message.render(lang), reply.mention);
    let mut edit = serenity::EditInteractionResponse::new()
        .content(fit(text))
        .allowed_mentions(mentions);
    if let Some(png) = reply.image {
        edit = edit.new_attachment(serenity::CreateAttachment::bytes(png, BOARD_FILE_NAME));
    }
    if !reply.buttons.is_empty() {
        edit = edit.components(rows(&reply.buttons, lang));
    }
    edit
}

/// The action row(s) for `buttons`, labelled in `lang` (Discord: at most 5 buttons a row).
pub fn rows(buttons: &[Button], lang: Lang) -> Vec<serenity::CreateActionRow> {
    buttons
        .chunks(5)
        .map(|row| {
            serenity::CreateActionRow::Buttons(
                row.iter()
                    .map(|b| {
                        serenity::CreateButton::new(b.custom_id())
                            .label(b.action.label().render(lang))
                            .style(match b.action.style() {
                                Style::Success => serenity::ButtonStyle::Success,
                                Style::Danger => serenity::ButtonStyle::Danger,
                                Style::Secondary => serenity::ButtonStyle::Secondary,
                            })
                    })
                    .collect(),
            )
        })
        .collect()
}

/// Runs `request` and answers only the invoker with the reply's text (deferring
/// ephemerally when the service is slow).
pub async fn respond_privately(ctx: Context<'_>, request: Request) -> Result<(), CommandError> {
    let reply = run(ctx, request, &mut false, true).await?;
    send(ctx, ephemeral(reply.message.render(private_lang(ctx)))).await?;
    Ok(())
}

/// The channel message for a successful reply: the message worded in `lang`, prefixed with
/// a ping of the user the service addresses (`Reply::mention`), who is the only user
/// allowed to be pinged.
pub fn public(reply: Reply, lang: Lang) -> CreateReply {
    let (text, mentions) = addressed(reply.message.render(lang), reply.mention);
    let mut message = CreateReply::default()
        .content(fit(text))
        .allowed_mentions(mentions);
    if let Some(png) = reply.image {
        message = message.attachment(serenity::CreateAttachment::bytes(png, BOARD_FILE_NAME));
    }
    if !reply.buttons.is_empty() {
        message = message.components(rows(&reply.buttons, lang));
    }
    message
}

/// The follow-up answering a button press that was acknowledged first (slow service): as
/// [`pressed`].
pub fn pressed_followup(
    reply: Reply,
    private: bool,
    lang: Lang,
) -> serenity::CreateInteractionResponseFollowup {
    public(reply, lang)
        .ephemeral(private)
        .to_slash_followup_response(serenity::CreateInteractionResponseFollowup::new())
}

/// The answer to a button press: as [`public`], only for the presser when `private`.
pub fn pressed(
    reply: Reply,
    private: bool,
    lang: Lang,
) -> serenity::CreateInteractionResponseMessage {
    public(reply, lang)
        .ephemeral(private)
        .to_slash_initial_response(serenity::CreateInteractionResponseMessage::new())
}

/// `text` prefixed with a ping of `mention` (when it is a user), and the allowed mentions
/// that let exactly that user be pinged.
fn addressed(text: String, mention: Option<u64>) -> (String, serenity::CreateAllowedMentions) {
    // Id 0 is no user (and `UserId::new(0)` would panic).
    let addressee = mention
        .and_then(std::num::NonZeroU64::new)
        .map(serenity::UserId::from);
    match addressee {
        Some(user) => (
            format!("<@{}> {text}", user.get()),
            no_pings().users([user]),
        ),
        None => (text, no_pings()),
    }
}

/// `text` cut to Discord's content limit (on a character boundary, with an ellipsis).
pub fn fit(text: String) -> String {
    if text.chars().count() <= MAX_CONTENT_CHARS {
        return text;
    }
    let mut cut: String = text.chars().take(MAX_CONTENT_CHARS - 1).collect();
    cut.push('…');
    cut
}

pub(super) fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message_json(reply: Reply) -> serde_json::Value {
        let built = public(reply, Lang::ENGLISH).to_slash_initial_response(Default::default());
        serde_json::to_value(serenity::CreateInteractionResponse::Message(built)).unwrap()
    }

    #[test]
    fn public_replies_ping_exactly_the_addressee() {
        let json = message_json(Reply {
            message: Message::new("player-to-move").text("player", "Bob"),
            image: None,
            mention: Some(42),
            bot_to_move: false,
            buttons: Vec::new(),
            game_over: false,
        });
        assert_eq!(json["data"]["content"], "<@42> Bob to move.");
        assert_eq!(
            json["data"]["allowed_mentions"]["users"],
            serde_json::json!(["42"])
        );
        assert_eq!(
            json["data"]["allowed_mentions"]["parse"],
            serde_json::json!([])
        );
        for nobody in [None, Some(0)] {
            let json = message_json(Reply {
                message: Message::new("result-draw").text("reason", "@everyone <@&1>"),
                image: None,
                mention: nobody,
                bot_to_move: false,
                buttons: Vec::new(),
                game_over: false,
            });
            assert_eq!(json["data"]["content"], "Drawn: @everyone <@&1>. 1/2-1/2");
            assert_eq!(
                json["data"]["allowed_mentions"]["users"],
                serde_json::json!([])
            );
            assert_eq!(
                json["data"]["allowed_mentions"]["parse"],
                serde_json::json!([])
            );
        }
    }

    #[test]
    fn the_edit_after_the_bots_move_pings_only_the_human_and_uploads_the_board() {
        let played = |player: &str, color, mv: &str| {
            Message::new("player-played")
                .text("player", player)
                .color("color", color)
                .text("move", mv)
        };
        let json = serde_json::to_value(edited(
            Reply {
                message: played("Alice", crate::service::api::Color::White, "c3-d4")
                    .then(played("towers", crate::service::api::Color::Black, "b6-a5"))
                    .then(
                        Message::new("player-color-to-move")
                            .text("player", "Alice")
                            .color("color", crate::service::api::Color::White),
                    ),
                image: Some(b"\x89PNG fake".to_vec()),
                mention: Some(42),
                bot_to_move: false,
                buttons: Vec::new(),
                game_over: false,
            },
            Lang::ENGLISH,
        ))
        .unwrap();
        assert_eq!(
            json["content"],
            "<@42> Alice (White) played c3-d4. towers (Black) played b6-a5. Alice (White) to move."
        );
        assert_eq!(json["allowed_mentions"]["users"], serde_json::json!(["42"]));
        assert_eq!(json["allowed_mentions"]["parse"], serde_json::json!([]));
        assert_eq!(json["attachments"][0]["filename"], BOARD_FILE_NAME);
    }

    #[test]
    fn a_private_press_answer_is_ephemeral_with_its_buttons_in_one_row() {
        use crate::service::{Action, Button};
        let reply = Reply {
            message: Message::new("confirm-resign").text("opponent", "Alice"),
            buttons: vec![Button::new(Action::ConfirmResign, 7, 3)],
            ..Reply::default()
        };
        let json = serde_json::to_value(serenity::CreateInteractionResponse::Message(pressed(
            reply,
            true,
            Lang::ENGLISH,
        )))
        .unwrap();
        assert_eq!(json["type"], 4);
        assert_eq!(json["data"]["flags"], 64);
        assert_eq!(
            json["data"]["components"],
            serde_json::json!([{"type": 1, "components": [{
                "type": 2, "style": 4, "label": "Yes, resign", "disabled": false,
                "custom_id": "tw1:resign-yes:7:3"
            }]}])
        );
    }

    #[test]
    fn fit_keeps_short_text_and_cuts_long_text_on_char_boundaries() {
        assert_eq!(fit("short".to_string()), "short");
        let long = "é".repeat(MAX_CONTENT_CHARS + 5);
        let cut = fit(long);
        assert_eq!(cut.chars().count(), MAX_CONTENT_CHARS);
        assert!(cut.ends_with('…'));
    }
}
