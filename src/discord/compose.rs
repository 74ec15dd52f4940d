//! The public message for a successful reply, built once and written into whichever of
//! Discord's message builders the delivery needs: an interaction response ([`public`],
//! [`pressed`], [`pressed_followup`]), the edit of a deferred response ([`edited`]) or a
//! plain channel message ([`channel_message`]). Each carries the same parts: the text worded
//! in the reader's language with a ping of the addressee, the mentions allowed (that user
//! only), the board picture as `board.png` (a paged picture's later pages as `page-2.png` on),
//! and the buttons.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use crate::service::api::{Button, Lang, Reply, Style, MAX_IMAGES};

/// Discord's limit on message content, in characters.
pub const MAX_CONTENT_CHARS: usize = 2000;

/// File name of the board picture attached to replies.
pub const BOARD_FILE_NAME: &str = "board.png";

/// A Discord message builder that a reply's parts are written into.
trait Compose: Sized {
    /// Sets the text and the mentions it may ping.
    fn text(self, text: String, mentions: serenity::CreateAllowedMentions) -> Self;
    /// Attaches the board picture.
    fn board(self, png: serenity::CreateAttachment) -> Self;
    /// Puts the button rows under the message.
    fn buttons(self, rows: Vec<serenity::CreateActionRow>) -> Self;
}

/// [`Compose`] for a builder whose text, mentions and buttons are set alike and whose picture
/// goes in by its method `$attach`.
macro_rules! compose_by {
    ($builder:ty, $attach:ident) => {
        impl Compose for $builder {
            fn text(self, text: String, mentions: serenity::CreateAllowedMentions) -> Self {
                self.content(text).allowed_mentions(mentions)
            }
            fn board(self, png: serenity::CreateAttachment) -> Self {
                self.$attach(png)
            }
            fn buttons(self, rows: Vec<serenity::CreateActionRow>) -> Self {
                self.components(rows)
            }
        }
    };
}

compose_by!(CreateReply, attachment);
compose_by!(serenity::EditInteractionResponse, new_attachment);
compose_by!(serenity::CreateMessage, add_file);
// An edit's new picture replaces the one the message had.
compose_by!(serenity::EditMessage, new_attachment);

/// `builder` with `reply`'s parts in `lang`: the text (cut to [`MAX_CONTENT_CHARS`]) after a
/// ping of the user the service addresses (`Reply::mention`), who is the only user allowed
/// to be pinged; `board.png` when there is a picture (and `page-N.png` for its later pages);
/// the buttons when there are any.
fn compose<B: Compose>(builder: B, reply: Reply, lang: Lang) -> B {
    let (text, mentions) = addressed(reply.message.render(lang), reply.mention);
    let mut builder = builder.text(fit(text), mentions);
    if let Some(png) = reply.image {
        builder = builder.board(serenity::CreateAttachment::bytes(png, BOARD_FILE_NAME));
    }
    // The later pages of a paged picture, `page-2.png` on (Discord: 10 attachments).
    for (i, png) in reply
        .more_images
        .into_iter()
        .take(MAX_IMAGES - 1)
        .enumerate()
    {
        let name = format!("page-{}.png", i + 2);
        builder = builder.board(serenity::CreateAttachment::bytes(png, name));
    }
    if !reply.buttons.is_empty() {
        builder = builder.buttons(rows(&reply.buttons, lang));
    }
    builder
}

/// The interaction response (or follow-up) for a successful reply.
pub fn public(reply: Reply, lang: Lang) -> CreateReply {
    compose(CreateReply::default(), reply, lang)
}

/// The edit of the deferred ("thinking...") original response for a successful reply.
pub fn edited(reply: Reply, lang: Lang) -> serenity::EditInteractionResponse {
    compose(serenity::EditInteractionResponse::new(), reply, lang)
}

/// A successful reply as a plain channel message (a game thread's first message, the sweep's
/// notices, the fallback when the interaction answer failed).
pub fn channel_message(reply: Reply, lang: Lang) -> serenity::CreateMessage {
    compose(serenity::CreateMessage::new(), reply, lang)
}

/// A channel message (the live message of a game played on the board) edited to show
/// `reply`: what it does not have is removed (an old picture, old buttons).
pub fn edited_message(reply: Reply, lang: Lang) -> serenity::EditMessage {
    let mut edit = serenity::EditMessage::new();
    if reply.image.is_none() {
        edit = edit.remove_all_attachments();
    }
    if reply.buttons.is_empty() {
        edit = edit.components(Vec::new());
    }
    compose(edit, reply, lang)
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
                                Style::Primary => serenity::ButtonStyle::Primary,
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

/// Allowed mentions that ping nobody (the default for every message).
pub fn no_pings() -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new()
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::api::{Action, Message};

    /// A reply with every part: a ping, a picture and a button.
    fn full_reply() -> Reply {
        Reply {
            message: Message::new("player-to-move").text("player", "Bob"),
            image: Some(b"\x89PNG fake".to_vec()),
            mention: Some(42),
            buttons: vec![Button::new(Action::Resign, 7, 3)],
            ..Reply::default()
        }
    }

    #[test]
    fn the_three_builders_carry_the_same_parts() {
        let initial = serde_json::to_value(serenity::CreateInteractionResponse::Message(
            public(full_reply(), Lang::ENGLISH).to_slash_initial_response(Default::default()),
        ))
        .unwrap()["data"]
            .clone();
        let edit = serde_json::to_value(edited(full_reply(), Lang::ENGLISH)).unwrap();
        let posted = serde_json::to_value(channel_message(full_reply(), Lang::ENGLISH)).unwrap();
        for json in [&initial, &edit, &posted] {
            assert_eq!(json["content"], "<@42> Bob to move.", "{json}");
            assert_eq!(json["allowed_mentions"]["users"], serde_json::json!(["42"]));
            assert_eq!(json["allowed_mentions"]["parse"], serde_json::json!([]));
            assert_eq!(json["components"], initial["components"], "{json}");
            assert_eq!(
                json["components"][0]["components"][0]["custom_id"],
                "tw1:resign:7:3"
            );
        }
        // The picture: a new attachment named board.png in each.
        assert_eq!(edit["attachments"][0]["filename"], BOARD_FILE_NAME);
        assert_eq!(posted["attachments"][0]["filename"], BOARD_FILE_NAME);
        assert_eq!(initial["attachments"][0]["filename"], BOARD_FILE_NAME);
    }

    #[test]
    fn a_paged_picture_is_one_message_of_at_most_ten_attachments() {
        let mut reply = full_reply();
        reply.more_images = vec![b"\x89PNG page".to_vec(); 12];
        let posted = serde_json::to_value(channel_message(reply, Lang::ENGLISH)).unwrap();
        let names: Vec<&str> = posted["attachments"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["filename"].as_str().unwrap())
            .collect();
        assert_eq!(names.len(), MAX_IMAGES);
        assert_eq!(names[..3], [BOARD_FILE_NAME, "page-2.png", "page-3.png"]);
        assert_eq!(names[9], "page-10.png");
    }

    fn message_json(reply: Reply) -> serde_json::Value {
        let built = public(reply, Lang::ENGLISH).to_slash_initial_response(Default::default());
        serde_json::to_value(serenity::CreateInteractionResponse::Message(built)).unwrap()
    }

    #[test]
    fn public_replies_ping_exactly_the_addressee() {
        let json = message_json(Reply {
            message: Message::new("player-to-move").text("player", "Bob"),
            image: None,
            more_images: Vec::new(),
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
                more_images: Vec::new(),
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
                more_images: Vec::new(),
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
        use crate::service::api::{Action, Button};
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
