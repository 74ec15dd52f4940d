//! The WebSocket's messages (`docs/activity.md`): what the client sends ([`ClientMessage`])
//! and what the server answers ([`ServerMessage`]), one JSON object per text frame.

use serde::{Deserialize, Serialize};

use crate::service::api::live_state::{LiveBoard, LivePlayer};
use crate::service::api::{EventSummary, EventView, LiveLesson, LiveState};

/// A message from the client.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message: who (from the token) and where (from the instance).
    Hello {
        access_token: String,
        instance_id: String,
        #[serde(default)]
        locale: Option<String>,
    },
    /// Play a move, in any notation `/move` accepts.
    Move {
        notation: String,
    },
    Resign,
    /// Offer a draw, or accept the opponent's offer.
    Draw,
    /// Ask to take back one's last move, or agree to the opponent's request.
    Takeback,
    /// Accept the channel's open challenge.
    Accept,
    /// Decline (or withdraw) the channel's open challenge.
    Decline,
    /// The Learn tab: the user's open lesson as it stands (else the next level), or with
    /// `stage` that stage (`men`, or `men 2` for a level) from its start.
    Learn {
        #[serde(default)]
        stage: Option<String>,
    },
    /// A move in the user's open lesson.
    #[serde(rename = "learn-move")]
    LearnMove {
        notation: String,
    },
    /// The open lesson's hint.
    #[serde(rename = "learn-hint")]
    LearnHint,
    /// After a solved or failed level: the open level (the next one, or the same again).
    #[serde(rename = "learn-next")]
    LearnNext,
    /// A challenge from the lobby, as `/challenge` takes it (`docs/activity.md`).
    Challenge(LobbyChallenge),
    /// Challenge the other player of the finished game `game` again, colours swapped (the
    /// Rematch button).
    Rematch {
        game: String,
    },
    /// The board of game `game` after its first `ply` moves (review).
    Position {
        game: String,
        ply: u32,
    },
    /// Who has the board open in this channel: now, and again on every change (the lobby).
    Members,
    /// The Tournaments tab: this server's tournaments (`events.rs`).
    Tournaments,
    /// Watch tournament `id` of this server: its view now and again on every change (at most
    /// one a second); without `id`, stop watching.
    Tournament {
        #[serde(default)]
        id: Option<String>,
    },
    /// Join tournament `id`, as its Join button does.
    #[serde(rename = "tournament-join")]
    TournamentJoin {
        id: String,
    },
    /// Leave tournament `id` (once it runs: withdraw), as its Leave button does.
    #[serde(rename = "tournament-leave")]
    TournamentLeave {
        id: String,
    },
    /// Show the user's own game of the current round of tournament `id` on the board (the
    /// socket follows that game's channel until `home`).
    #[serde(rename = "tournament-board")]
    TournamentBoard {
        id: String,
    },
    /// Back to the channel the Activity runs in.
    Home,
}

impl ClientMessage {
    /// Whether this is one of the Learn tab's requests.
    pub fn is_lesson(&self) -> bool {
        matches!(
            self,
            ClientMessage::Learn { .. }
                | ClientMessage::LearnMove { .. }
                | ClientMessage::LearnHint
                | ClientMessage::LearnNext
        )
    }
}

/// The lobby's challenge: every field as `/challenge`'s option of the same name; absent
/// fields take the same defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LobbyChallenge {
    /// `"bot"`: the bot; a user id: that member of the Activity session; absent: anyone here.
    #[serde(default)]
    pub opponent: Option<String>,
    #[serde(default)]
    pub variant: Option<String>,
    /// The bot's level (games against the bot).
    #[serde(default)]
    pub level: Option<u8>,
    /// Clocks as `/challenge clock:` takes them (`5+3`).
    #[serde(default)]
    pub clock: Option<String>,
    /// A time per move as `/challenge time:` takes it (`1h`).
    #[serde(default)]
    pub time: Option<String>,
    /// `white`, `black` or `random`.
    #[serde(default)]
    pub color: Option<String>,
}

/// Why the server closes a socket.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorCode {
    /// Discord does not know the access token.
    BadToken,
    /// The instance is unknown, or the user is not in it.
    NotInInstance,
    /// A message over [`crate::web::socket::MAX_MESSAGE`] bytes.
    TooLarge,
    /// More messages a second than [`crate::web::socket::MESSAGES_PER_SECOND`].
    TooFast,
    /// Not one of the messages above, or not `hello` first.
    BadMessage,
    /// Discord could not be asked who the user is or where the instance runs.
    DiscordUnreachable,
}

/// A message to the client.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum ServerMessage {
    /// The channel's game and challenge now.
    State { state: Box<LiveState> },
    /// The answer to a Learn tab's request, only to the socket that asked.
    Lesson { lesson: Box<LiveLesson> },
    /// A request the service refused, worded in the hello's language; nothing changed.
    Refused { text: String },
    /// The socket is closed after this.
    Error { code: ErrorCode },
    /// Sent once the user is known, before the first state: the language the server words
    /// its texts in (a catalogue code such as `pl`), how often a `beat` comes, and what a
    /// challenge from the lobby gets when it names no variant or pace (the server's settings).
    Welcome {
        lang: String,
        beat_ms: u64,
        defaults: LobbyDefaults,
    },
    /// The server is still there (every `beat_ms`): a page that hears nothing for a while
    /// knows its connection is dead even when the socket was never closed.
    Beat,
    /// Who has the board open in this channel now (the lobby's opponents), the viewer too.
    Members { members: Vec<LivePlayer> },
    /// The board of game `game` after `ply` moves, as asked by [`ClientMessage::Position`].
    Position {
        game: String,
        ply: u32,
        board: Box<LiveBoard>,
    },
    /// This server's tournaments, as asked by [`ClientMessage::Tournaments`].
    Tournaments { tournaments: Vec<EventSummary> },
    /// The tournament watched, now (as asked) and after each change.
    Tournament { tournament: Box<EventView> },
    /// What a request did, worded in the hello's language (a join: "Ann joined ...").
    Said { text: String },
}

/// The server's settings a challenge from the board gets for what it leaves out, as
/// `/challenge` applies them: the lobby shows them and sends only what the player changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LobbyDefaults {
    /// The server's default variant (its record name, `bashni`).
    pub variant: String,
    /// The server's time per move, in seconds.
    pub time_secs: u64,
    /// The pace field's label for it, worded in the socket's language.
    pub per_move: String,
}

impl ServerMessage {
    /// The message as the text of a frame.
    pub fn to_text(&self) -> String {
        // Serialising these plain types cannot fail; an empty object is never sent for it.
        serde_json::to_string(self).unwrap_or_else(|_| String::from("{}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_documented_messages_and_nothing_else() {
        let read = |text: &str| serde_json::from_str::<ClientMessage>(text).ok();
        assert_eq!(
            read(r#"{"type": "hello", "access_token": "t", "instance_id": "i", "locale": "fr"}"#),
            Some(ClientMessage::Hello {
                access_token: "t".into(),
                instance_id: "i".into(),
                locale: Some("fr".into())
            })
        );
        assert_eq!(
            read(r#"{"type": "move", "notation": "c3:e5:g3"}"#),
            Some(ClientMessage::Move {
                notation: "c3:e5:g3".into()
            })
        );
        assert_eq!(
            read(r#"{"type": "takeback"}"#),
            Some(ClientMessage::Takeback)
        );
        assert_eq!(
            read(r#"{"type": "challenge", "opponent": "bot", "level": 2, "variant": "lasca"}"#),
            Some(ClientMessage::Challenge(LobbyChallenge {
                opponent: Some("bot".into()),
                variant: Some("lasca".into()),
                level: Some(2),
                ..LobbyChallenge::default()
            }))
        );
        assert_eq!(
            read(r#"{"type": "challenge"}"#),
            Some(ClientMessage::Challenge(LobbyChallenge::default()))
        );
        assert_eq!(
            read(r#"{"type": "position", "game": "7", "ply": 3}"#),
            Some(ClientMessage::Position {
                game: "7".into(),
                ply: 3
            })
        );
        assert_eq!(read(r#"{"type": "members"}"#), Some(ClientMessage::Members));
        for bad in [
            r#"{"type": "challenge", "level": 300}"#,
            r#"{"type": "challenge", "name": "x"}"#,
            r#"{"type": "rematch"}"#,
            r#"{"type": "position", "game": "7", "ply": -1}"#,
            r#"{"type": "move"}"#,
            r#"{"type": "flip"}"#,
            r#"{"notation": "c3-d4"}"#,
            "[]",
            "move c3-d4",
        ] {
            assert_eq!(read(bad), None, "{bad}");
        }
    }

    #[test]
    fn reads_the_tournaments_tabs_requests() {
        let read = |text: &str| serde_json::from_str::<ClientMessage>(text).ok();
        assert_eq!(
            read(r#"{"type": "tournaments"}"#),
            Some(ClientMessage::Tournaments)
        );
        assert_eq!(
            read(r#"{"type": "tournament", "id": "12"}"#),
            Some(ClientMessage::Tournament {
                id: Some("12".into())
            })
        );
        assert_eq!(
            read(r#"{"type": "tournament"}"#),
            Some(ClientMessage::Tournament { id: None })
        );
        assert_eq!(
            read(r#"{"type": "tournament-join", "id": "12"}"#),
            Some(ClientMessage::TournamentJoin { id: "12".into() })
        );
        assert_eq!(
            read(r#"{"type": "tournament-leave", "id": "12"}"#),
            Some(ClientMessage::TournamentLeave { id: "12".into() })
        );
        assert_eq!(
            read(r#"{"type": "tournament-board", "id": "12"}"#),
            Some(ClientMessage::TournamentBoard { id: "12".into() })
        );
        assert_eq!(read(r#"{"type": "home"}"#), Some(ClientMessage::Home));
        for bad in [
            r#"{"type": "tournament-join"}"#,
            r#"{"type": "tournament", "id": 12}"#,
        ] {
            assert_eq!(read(bad), None, "{bad}");
        }
    }

    #[test]
    fn reads_the_learn_tabs_requests() {
        let read = |text: &str| serde_json::from_str::<ClientMessage>(text).ok();
        assert_eq!(
            read(r#"{"type": "learn"}"#),
            Some(ClientMessage::Learn { stage: None })
        );
        assert_eq!(
            read(r#"{"type": "learn", "stage": "men 2"}"#),
            Some(ClientMessage::Learn {
                stage: Some("men 2".into())
            })
        );
        assert_eq!(
            read(r#"{"type": "learn-move", "notation": "c3-d4"}"#),
            Some(ClientMessage::LearnMove {
                notation: "c3-d4".into()
            })
        );
        assert_eq!(
            read(r#"{"type": "learn-hint"}"#),
            Some(ClientMessage::LearnHint)
        );
        assert_eq!(
            read(r#"{"type": "learn-next"}"#),
            Some(ClientMessage::LearnNext)
        );
        assert!(ClientMessage::LearnNext.is_lesson() && !ClientMessage::Resign.is_lesson());
        for bad in [
            r#"{"type": "learn-move"}"#,
            r#"{"type": "learnmove", "notation": "c3-d4"}"#,
            r#"{"type": "learn", "stage": 3}"#,
        ] {
            assert_eq!(read(bad), None, "{bad}");
        }
    }

    #[test]
    fn writes_the_documented_shapes() {
        let refused = ServerMessage::Refused { text: "no".into() }.to_text();
        assert_eq!(refused, r#"{"type":"refused","text":"no"}"#);
        let error = ServerMessage::Error {
            code: ErrorCode::NotInInstance,
        };
        assert_eq!(
            error.to_text(),
            r#"{"type":"error","code":"not-in-instance"}"#
        );
        let welcome = ServerMessage::Welcome {
            lang: "pl".into(),
            beat_ms: 5000,
            defaults: LobbyDefaults {
                variant: "lasca".into(),
                time_secs: 3600,
                per_move: "1 h".into(),
            },
        };
        assert_eq!(
            welcome.to_text(),
            r#"{"type":"welcome","lang":"pl","beat_ms":5000,"defaults":{"variant":"lasca","time_secs":3600,"per_move":"1 h"}}"#
        );
        assert_eq!(ServerMessage::Beat.to_text(), r#"{"type":"beat"}"#);
    }
}
