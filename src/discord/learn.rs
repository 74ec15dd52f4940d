//! `/learn [stage] [move]`: the lessons (`service::lesson`) answered privately, in the
//! invoker's Discord language. Each answer is the lesson's text (the level, its rule, the goal,
//! the moves left), the board picture from the learner's side, and under it the level's moves
//! as a select menu (past 25 moves, a menu of the pieces that can move and one of the chosen
//! piece's moves: [`super::learn_menu`]) with a Hint button; a solved level shows its stars
//! and a Next button.
//!
//! `/learn` alone resumes where the user left off (the store keeps each user's open level);
//! `/learn stage:` starts a stage (autocompleted with the stages' titles); `/learn move:`
//! plays a move in the open level (autocompleted with its moves; `stage` is then not read).
//! A translator only: every decision is the service's.
//!
//! The components' `custom_id`s are [`MOVE_ID`], [`PIECE_ID`], [`NEXT_ID`] and [`HINT_ID`]:
//! they name no
//! level, since the service plays whatever level the presser has open (a press on an older
//! answer acts on the level as it is now).

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::compose::{fit, no_pings, BOARD_FILE_NAME};
use super::deadline::{command_deadline, defer_deadline};
use super::error::{ephemeral, CommandError};
use super::learn_menu::{clip, move_menus, MAX_OPTIONS, MOVE_ID, PIECE_ID};
use super::reply::{private_lang, send};
use super::retry::{acknowledge, with_retry};
use super::{Context, Data};
use crate::service::api::{stage_choices, Lang, LessonView, Message, ServiceError};

/// The `custom_id` prefix of the lessons' components.
const PREFIX: &str = "lrn1:";

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

/// The private answer showing `view` in `lang`: text, board, the moves' select menus and
/// Hint, or after a solved level its Next button.
pub fn lesson_reply(view: LessonView, lang: Lang) -> CreateReply {
    lesson_reply_for(view, lang, None)
}

/// [`lesson_reply`] with `piece` (a square) chosen in the menu of pieces, its moves offered.
fn lesson_reply_for(view: LessonView, lang: Lang, piece: Option<&str>) -> CreateReply {
    let solved = view.stars.is_some();
    let (menus, hidden) = if solved {
        (Vec::new(), false)
    } else {
        move_menus(&view.moves, piece, lang)
    };
    let mut message = view.message.clone();
    if hidden {
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
    } else if !menus.is_empty() {
        rows.extend(menus.into_iter().map(serenity::CreateActionRow::SelectMenu));
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
#[derive(Debug, PartialEq, Eq)]
enum Press {
    Move(String),
    /// A piece chosen in the menu of pieces (its square): the open level with its moves.
    Piece(String),
    Next,
    Hint,
}

/// The press on the component `custom_id`, `chosen` the first value picked in a select menu;
/// `None` for what no lesson's component sends.
fn read_press(custom_id: &str, chosen: Option<String>) -> Option<Press> {
    match (custom_id, chosen) {
        (MOVE_ID, Some(text)) => Some(Press::Move(text)),
        (PIECE_ID, Some(square)) => Some(Press::Piece(square)),
        (NEXT_ID, _) => Some(Press::Next),
        (HINT_ID, _) => Some(Press::Hint),
        _ => None,
    }
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
    let Some(asked) = read_press(&press.data.custom_id, chosen) else {
        tracing::info!(custom_id = %press.data.custom_id, "unreadable lesson component");
        return respond(
            ctx,
            press,
            refusal(Message::new("refuse-unknown-button"), lang),
        )
        .await;
    };
    let user = press.user.id.get();
    let piece = match &asked {
        Press::Piece(square) => Some(square.clone()),
        _ => None,
    };
    let deadline = defer_deadline(ctx, press.id.get()).await;
    let mut task = tokio::task::spawn_blocking(move || {
        let lessons = games.lessons();
        match asked {
            Press::Move(text) => lessons.play(user, &text),
            Press::Next | Press::Piece(_) => lessons.current(user),
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
            let reply = shown(task.await, lang, piece.as_deref());
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
    respond(ctx, press, shown(done, lang, piece.as_deref())).await
}

/// The private answer for the service's result: the lesson, or its refusal or failure.
fn shown(
    done: Result<Result<LessonView, ServiceError>, tokio::task::JoinError>,
    lang: Lang,
    piece: Option<&str>,
) -> CreateReply {
    match done {
        Ok(Ok(view)) => lesson_reply_for(view, lang, piece),
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
        json_for(view, None)
    }

    fn json_for(view: LessonView, piece: Option<&str>) -> serde_json::Value {
        let reply = lesson_reply_for(view, Lang::ENGLISH, piece)
            .to_slash_initial_response(serenity::CreateInteractionResponseMessage::new());
        serde_json::to_value(serenity::CreateInteractionResponse::Message(reply)).unwrap()["data"]
            .clone()
    }

    fn going(moves: Vec<String>) -> LessonView {
        LessonView {
            message: Message::new("lesson-again"),
            moves,
            ..LessonView::default()
        }
    }

    fn options(menu: &serde_json::Value) -> Vec<String> {
        menu["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["value"].as_str().unwrap().to_string())
            .collect()
    }

    #[test]
    fn up_to_25_moves_are_one_menu_of_moves() {
        let moves: Vec<String> = (1..=25).map(|i| format!("{i}-{}", i + 5)).collect();
        let data = json(going(moves.clone()));
        assert_eq!(data["flags"], 64, "only the learner sees it");
        let menu = &data["components"][0]["components"][0];
        assert_eq!(
            (menu["type"].as_u64(), menu["custom_id"].as_str()),
            (Some(3), Some(MOVE_ID))
        );
        assert_eq!(options(menu), moves);
        assert_eq!(menu["placeholder"], "Choose your move");
        assert_eq!(data["components"][1]["components"][0]["custom_id"], HINT_ID);
        assert!(!data["content"].as_str().unwrap().contains("/learn move:"));
    }

    /// 30 moves: six pieces (c1, c3, ..., c11) with five captures each.
    fn thirty() -> Vec<String> {
        (0..30)
            .map(|i| format!("c{}:e{}", 1 + 2 * (i / 5), i % 5 + 1))
            .collect()
    }

    #[test]
    fn more_moves_than_a_menu_holds_are_chosen_piece_first_and_none_is_left_to_type() {
        let data = json(going(thirty()));
        let rows = data["components"].as_array().unwrap();
        assert_eq!(rows.len(), 2, "the pieces, then Hint");
        let pieces = &rows[0]["components"][0];
        assert_eq!(pieces["custom_id"], PIECE_ID);
        assert_eq!(pieces["placeholder"], "Choose the piece to move");
        assert_eq!(options(pieces), ["c1", "c3", "c5", "c7", "c9", "c11"]);
        assert_eq!(pieces["options"][1]["label"], "c3: 5 moves");
        assert_eq!(rows[1]["components"][0]["custom_id"], HINT_ID);
        assert!(!data["content"].as_str().unwrap().contains("/learn move:"));
        // c3 chosen: its moves above the pieces, c3 marked.
        let data = json_for(going(thirty()), Some("c3"));
        let rows = data["components"].as_array().unwrap();
        assert_eq!(rows.len(), 3, "its moves, the pieces, Hint");
        let moves = &rows[0]["components"][0];
        assert_eq!(moves["custom_id"], MOVE_ID);
        assert_eq!(
            options(moves),
            ["c3:e1", "c3:e2", "c3:e3", "c3:e4", "c3:e5"]
        );
        assert_eq!(rows[1]["components"][0]["options"][1]["default"], true);
        assert_eq!(rows[1]["components"][0]["options"][0]["default"], false);
        for row in rows {
            let id = row["components"][0]["custom_id"].as_str().unwrap();
            assert!(id.len() <= 100 && is_lesson(id), "{id}");
        }
    }

    #[test]
    fn only_what_no_menu_holds_is_left_to_type() {
        // 30 pieces with one move each: 25 pieces offered, the rest typed.
        let many: Vec<String> = (1..=30).map(|i| format!("{i}-{}", i + 30)).collect();
        let data = json(going(many));
        assert_eq!(
            data["components"][0]["components"][0]["options"]
                .as_array()
                .map(Vec::len),
            Some(MAX_OPTIONS)
        );
        assert!(data["content"].as_str().unwrap().contains("/learn move:"));
        // One piece with 30 moves: 25 of them offered once it is chosen.
        let king: Vec<String> = (1..=30).map(|i| format!("1x{i}")).collect();
        let data = json_for(going(king), Some("1"));
        assert_eq!(
            data["components"][0]["components"][0]["options"]
                .as_array()
                .map(Vec::len),
            Some(MAX_OPTIONS)
        );
        assert_eq!(
            data["components"][1]["components"][0]["options"][0]["label"],
            "1: 30 moves"
        );
        assert!(data["content"].as_str().unwrap().contains("/learn move:"));
    }

    #[test]
    fn a_piece_chosen_asks_for_its_moves_and_a_menu_without_a_value_for_nothing() {
        let piece = read_press(PIECE_ID, Some("c3".into()));
        assert_eq!(piece, Some(Press::Piece("c3".into())));
        assert_eq!(
            read_press(MOVE_ID, Some("c3:e5".into())),
            Some(Press::Move("c3:e5".into()))
        );
        assert_eq!(read_press(PIECE_ID, None), None);
        assert_eq!(read_press(MOVE_ID, None), None);
        assert_eq!(read_press("lrn1:other", Some("c3".into())), None);
        assert_eq!(read_press(NEXT_ID, None), Some(Press::Next));
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
