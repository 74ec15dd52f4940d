//! `/learn [stage] [move]`: the lessons (`service::lesson`) answered privately, in the
//! invoker's Discord language. Each answer is the lesson's text (the level, its rule, the goal,
//! the moves left), the board picture from the learner's side, and under it the level's moves
//! as a select menu (at most [`MAX_OPTIONS`]; more are typed with `/learn move:`, the answer
//! says so) with a Hint button; a solved level shows its stars and a Next button.
//!
//! `/learn` alone resumes where the user left off (the store keeps each user's open level);
//! `/learn stage:` starts a stage (autocompleted with the stages' titles); `/learn move:`
//! plays a move in the open level (autocompleted with its moves; `stage` is then not read).
//! A translator only: every decision is the service's.
//!
//! The components' `custom_id`s are [`MOVE_ID`], [`NEXT_ID`] and [`HINT_ID`]: they name no
//! level, since the service plays whatever level the presser has open (a press on an older
//! answer acts on the level as it is now).

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::compose::{fit, no_pings, BOARD_FILE_NAME};
use super::deadline::{command_deadline, defer_deadline};
use super::error::{ephemeral, CommandError};
use super::reply::{private_lang, send};
use super::retry::{acknowledge, with_retry};
use super::{Context, Data};
use crate::service::api::{stage_choices, Lang, LessonView, Message, ServiceError};

/// Discord's limit on a select menu's options.
pub const MAX_OPTIONS: usize = 25;

/// Discord's limit on an option's label and value, in characters.
const MAX_OPTION_CHARS: usize = 100;

/// The `custom_id` prefix of the lessons' components.
const PREFIX: &str = "lrn1:";

/// The select menu of the open level's moves.
pub const MOVE_ID: &str = "lrn1:move";

/// The button that shows the level a solved one opened.
pub const NEXT_ID: &str = "lrn1:next";

/// The button that gives the open level's hint.
pub const HINT_ID: &str = "lrn1:hint";

/// Learn Bashni, Lasca and the classic games on the board, level by level.
#[poise::command(slash_command)]
pub async fn learn(
    ctx: Context<'_>,
    #[max_length = 40]
    #[autocomplete = "stage_names"]
    stage: Option<String>,
    #[rename = "move"]
    #[max_length = 100]
    #[autocomplete = "lesson_moves"]
    notation: Option<String>,
) -> Result<(), CommandError> {
    let games = ctx.data().clone();
    let user = ctx.author().id.get();
    let deadline = command_deadline(ctx).await;
    let mut task = tokio::task::spawn_blocking(move || {
        let lessons = games.lessons();
        match notation {
            Some(text) => lessons.play(user, &text),
            None => lessons.learn(user, stage.as_deref().unwrap_or("")),
        }
    });
    let done = match tokio::time::timeout_at(deadline, &mut task).await {
        Ok(done) => done,
        Err(_) => {
            tracing::warn!("lesson answer not ready; deferring");
            let deferred = acknowledge("deferral", || async move { ctx.defer_ephemeral().await });
            if let Err(e) = deferred.await {
                tracing::error!(error = %e, "cannot defer a slow /learn");
            }
            task.await
        }
    };
    let view = done?.map_err(CommandError::from_service)?;
    send(ctx, lesson_reply(view, private_lang(ctx))).await?;
    Ok(())
}

/// Autocomplete of `/learn stage`: the stages whose name or title (in the invoker's language)
/// contains what was typed, labelled with the title.
async fn stage_names(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let lang = private_lang(ctx);
    let typed = partial.trim().to_lowercase();
    let stages = match stage_choices() {
        Ok(stages) => stages,
        Err(e) => {
            tracing::error!(error = %e, "autocomplete of /learn stage failed");
            Vec::new()
        }
    };
    let choices = stages
        .into_iter()
        .map(|s| {
            let title = Message::new(s.title).render(lang);
            (format!("{title} ({})", s.id), s.id)
        })
        .filter(|(label, _)| label.to_lowercase().contains(&typed))
        .take(MAX_OPTIONS)
        .map(|(label, id)| serenity::AutocompleteChoice::new(clip(&label), id))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Autocomplete of `/learn move`: the open level's moves starting with what was typed.
async fn lesson_moves(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let games = ctx.data().clone();
    let user = ctx.author().id.get();
    let channel = ctx.channel_id().get();
    let typed = partial.trim().to_string();
    let found = tokio::task::spawn_blocking(move || {
        games.lessons().open_moves(user).map(|moves| {
            moves
                .into_iter()
                .filter(|m| m.starts_with(&typed))
                .take(MAX_OPTIONS)
                .collect()
        })
    })
    .await;
    super::game::move_choices(found, "/learn", channel)
}

/// `text` cut to [`MAX_OPTION_CHARS`] characters.
fn clip(text: &str) -> String {
    text.chars().take(MAX_OPTION_CHARS).collect()
}

/// The private answer showing `view` in `lang`: text, board, the moves' select menu and Hint,
/// or after a solved level its Next button.
pub fn lesson_reply(view: LessonView, lang: Lang) -> CreateReply {
    let offered: Vec<&String> = view
        .moves
        .iter()
        .filter(|m| m.chars().count() <= MAX_OPTION_CHARS)
        .take(MAX_OPTIONS)
        .collect();
    let mut message = view.message.clone();
    let solved = view.stars.is_some();
    if !solved && offered.len() < view.moves.len() {
        message = message.line(Message::new("lesson-more-moves"));
    }
    let mut reply = CreateReply::default()
        .content(fit(message.render(lang)))
        .ephemeral(true)
        .allowed_mentions(no_pings());
    if let Some(png) = view.image {
        reply = reply.attachment(serenity::CreateAttachment::bytes(png, BOARD_FILE_NAME));
    }
    let button = |id: &str, label: &'static str, style| {
        serenity::CreateButton::new(id)
            .label(Message::new(label).render(lang))
            .style(style)
    };
    let mut rows = Vec::new();
    if solved {
        if !view.moves.is_empty() {
            rows.push(serenity::CreateActionRow::Buttons(vec![button(
                NEXT_ID,
                "lesson-next-button",
                serenity::ButtonStyle::Primary,
            )]));
        }
    } else if !offered.is_empty() {
        let options = offered
            .iter()
            .map(|m| serenity::CreateSelectMenuOption::new(m.as_str(), m.as_str()))
            .collect();
        let menu = serenity::CreateSelectMenu::new(
            MOVE_ID,
            serenity::CreateSelectMenuKind::String { options },
        )
        .placeholder(clip(&Message::new("lesson-choose-move").render(lang)));
        rows.push(serenity::CreateActionRow::SelectMenu(menu));
        rows.push(serenity::CreateActionRow::Buttons(vec![button(
            HINT_ID,
            "lesson-hint-button",
            serenity::ButtonStyle::Secondary,
        )]));
    }
    reply.components(rows)
}

/// Whether a component's `custom_id` is one of the lessons'.
pub fn is_lesson(custom_id: &str) -> bool {
    custom_id.starts_with(PREFIX)
}

/// What a press on a lesson's component asks for.
enum Press {
    Move(String),
    Next,
    Hint,
}

/// Answers a press on a lesson's component (the select menu, Next, Hint) privately, in the
/// presser's language: directly, or deferred first when the service is slow.
pub async fn answer(
    ctx: &serenity::Context,
    games: Data,
    press: &serenity::ComponentInteraction,
) -> Result<(), serenity::Error> {
    let lang = Lang::from_discord(&press.locale);
    let chosen = match &press.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
        _ => None,
    };
    let asked = match (press.data.custom_id.as_str(), chosen) {
        (MOVE_ID, Some(text)) => Some(Press::Move(text)),
        (NEXT_ID, _) => Some(Press::Next),
        (HINT_ID, _) => Some(Press::Hint),
        _ => None,
    };
    let Some(asked) = asked else {
        tracing::info!(custom_id = %press.data.custom_id, "unreadable lesson component");
        return respond(
            ctx,
            press,
            refusal(Message::new("refuse-unknown-button"), lang),
        )
        .await;
    };
    let user = press.user.id.get();
    let deadline = defer_deadline(ctx, press.id.get()).await;
    let mut task = tokio::task::spawn_blocking(move || {
        let lessons = games.lessons();
        match asked {
            Press::Move(text) => lessons.play(user, &text),
            Press::Next => lessons.current(user),
            Press::Hint => lessons.hint(user),
        }
    });
    let done = match tokio::time::timeout_at(deadline, &mut task).await {
        Ok(done) => done,
        Err(_) => {
            acknowledge("lesson deferral", || {
                press.create_response(
                    ctx,
                    serenity::CreateInteractionResponse::Defer(
                        serenity::CreateInteractionResponseMessage::new().ephemeral(true),
                    ),
                )
            })
            .await?;
            let reply = shown(task.await, lang);
            return with_retry("lesson follow-up", || {
                press.create_followup(
                    ctx,
                    reply.clone().to_slash_followup_response(
                        serenity::CreateInteractionResponseFollowup::new(),
                    ),
                )
            })
            .await
            .map(drop);
        }
    };
    respond(ctx, press, shown(done, lang)).await
}

/// The private answer for the service's result: the lesson, or its refusal or failure.
fn shown(
    done: Result<Result<LessonView, ServiceError>, tokio::task::JoinError>,
    lang: Lang,
) -> CreateReply {
    match done {
        Ok(Ok(view)) => lesson_reply(view, lang),
        Ok(Err(ServiceError::Refused(why))) => refusal(why, lang),
        Ok(Err(e)) => {
            tracing::error!(error = %e, "lesson press failed");
            refusal(Message::new("internal-error"), lang)
        }
        Err(e) => {
            tracing::error!(error = %e, "lesson task failed");
            refusal(Message::new("internal-error"), lang)
        }
    }
}

fn refusal(why: Message, lang: Lang) -> CreateReply {
    ephemeral(why.render(lang))
}

async fn respond(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    reply: CreateReply,
) -> Result<(), serenity::Error> {
    acknowledge("lesson answer", || {
        press.create_response(
            ctx,
            serenity::CreateInteractionResponse::Message(
                reply
                    .clone()
                    .to_slash_initial_response(serenity::CreateInteractionResponseMessage::new()),
            ),
        )
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn json(view: LessonView) -> serde_json::Value {
        let reply = lesson_reply(view, Lang::ENGLISH)
            .to_slash_initial_response(serenity::CreateInteractionResponseMessage::new());
        serde_json::to_value(serenity::CreateInteractionResponse::Message(reply)).unwrap()["data"]
            .clone()
    }

    #[test]
    fn more_moves_than_a_menu_holds_are_cut_to_25_and_the_answer_says_to_type_them() {
        let moves: Vec<String> = (0..30).map(|i| format!("m{i}")).collect();
        let data = json(LessonView {
            message: Message::new("lesson-again"),
            moves,
            ..LessonView::default()
        });
        assert_eq!(data["flags"], 64, "only the learner sees it");
        let menu = &data["components"][0]["components"][0];
        assert_eq!(menu["type"], 3);
        assert_eq!(menu["custom_id"], MOVE_ID);
        assert_eq!(menu["options"].as_array().map(Vec::len), Some(MAX_OPTIONS));
        assert_eq!(menu["placeholder"], "Choose your move");
        assert_eq!(data["components"][1]["components"][0]["custom_id"], HINT_ID);
        let text = data["content"].as_str().unwrap();
        assert!(text.contains("/learn move:"), "{text}");
    }

    #[test]
    fn a_solved_level_shows_next_and_no_menu_and_the_last_level_neither() {
        let solved = |moves: Vec<String>| LessonView {
            message: Message::new("lesson-all-done"),
            moves,
            stars: Some(3),
            ..LessonView::default()
        };
        let data = json(solved(vec!["c3-d4".into()]));
        assert_eq!(
            data["components"],
            serde_json::json!([{"type": 1, "components": [{
                "type": 2, "style": 1, "label": "Next level", "disabled": false,
                "custom_id": NEXT_ID
            }]}])
        );
        let data = json(solved(Vec::new()));
        assert!(data["components"]
            .as_array()
            .is_none_or(|rows| rows.is_empty()));
        assert!(is_lesson(NEXT_ID) && !is_lesson("tw1:resign:7:3"));
    }
}
