//! Sample records for the store tests.
#![allow(dead_code)]

use towers_rules::Variant;
use towers_store::StoreExt;
use towers_store::{
    Challenge, Change, ChannelRecord, GameRecord, GameStatus, MoveText, Player, Store, TurnNotices,
};

/// The player `id` called `name`.
pub fn named(id: u64, name: &str) -> Player {
    Player {
        id,
        name: name.into(),
    }
}

pub fn player(id: u64) -> Player {
    Player {
        id,
        name: format!("player {id} «ünïcode»"),
    }
}

pub fn challenge(channel: u64) -> Challenge {
    Challenge {
        challenger: player(channel * 10 + 1),
        opponent: Some(player(channel * 10 + 2)),
        variant: Variant::Lasca,
        created_at: 1_700_000_000,
        expires_at: 1_700_000_600,
        options: Default::default(),
        challenger_white: true,
        move_limit_secs: towers_store::DEFAULT_MOVE_LIMIT_SECS,
        guild: None,
        clock: None,
    }
}

pub fn game(id: u64, channel: u64, moves: &[&str]) -> GameRecord {
    GameRecord {
        id,
        channel,
        variant: Variant::Bashni,
        white: player(1),
        black: player(2),
        start_fen: "W:Wa1,c1,e1:Bb8,d8,f8".into(),
        moves: moves.iter().map(|m| move_text(m)).collect(),
        status: GameStatus::Active,
        draw_offer: None,
        started_at: 1_700_000_000,
        updated_at: 1_700_000_000 + moves.len() as u64,
        options: Default::default(),
        bot: None,
        move_limit_secs: Some(towers_store::DEFAULT_MOVE_LIMIT_SECS),
        turn_started_at: 1_700_000_000 + moves.len() as u64,
        turn_notices: Default::default(),
        takeback_offer: None,
        guild: None,
        position: None,
        clock: None,
    }
}

/// `text` as a stored move; panics (failing the test) when it is not move notation.
pub fn move_text(text: &str) -> MoveText {
    MoveText::new(text).unwrap_or_else(|e| panic!("{e}"))
}

/// The game held by a channel record; panics (failing the test) for anything else.
pub fn as_game(record: Option<&ChannelRecord>) -> &GameRecord {
    match record {
        Some(ChannelRecord::Game(g)) => g,
        other => panic!("expected a game, found {other:?}"),
    }
}

/// An active Bashni game set up from `fen` between `white` and `black` at Unix time `t`, no
/// move played yet, as the service stores a game started from a position.
pub fn position_game(
    id: u64,
    channel: u64,
    white: Player,
    black: Player,
    fen: &str,
    t: u64,
) -> GameRecord {
    GameRecord {
        id,
        channel,
        variant: Variant::Bashni,
        white,
        black,
        start_fen: fen.to_string(),
        moves: Vec::new(),
        status: GameStatus::Active,
        draw_offer: None,
        started_at: t,
        updated_at: t,
        options: Default::default(),
        bot: None,
        move_limit_secs: Some(towers_store::DEFAULT_MOVE_LIMIT_SECS),
        turn_started_at: t,
        turn_notices: TurnNotices::default(),
        takeback_offer: None,
        guild: None,
        position: None,
        clock: None,
    }
}

/// Puts `record` in its channel of `store`; panics (failing the test) if the store fails.
pub fn put_game<S: Store + ?Sized>(store: &S, record: &GameRecord) {
    store
        .update::<_, ()>(record.channel, &|_| {
            Ok((Change::Put(ChannelRecord::Game(record.clone())), ()))
        })
        .expect("store writable")
        .expect("put");
}
