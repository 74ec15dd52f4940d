//! The challenge policy (`ChallengeRequest::decide`, `GameService::decide_challenge`,
//! `Request::Challenge`): every default and every refusal of a challenge, as `/challenge`
//! and the console hand the service their options.

use std::sync::Arc;

use crate::players::{alice, bob, T0};
use towers::service::api::{
    ChallengeRequest, ColorChoice, DecidedChallenge, GameService, Lang, Level, MemoryStore,
    Opponent, Player, Request, ServerQuery, ServerSettings, ServiceError, SettingsChange, Setup,
    Starters, TimeControl, Variant, DEFAULT_BOT_LEVEL, DEFAULT_MOVE_LIMIT_SECS,
};
use towers_rules::RuleOptions;
use towers_store::ChannelRecord;

const CHANNEL: u64 = 1_000_000_000_000_000_011;
const GUILD: u64 = 4_242;

fn towers() -> Player {
    Player {
        id: 99,
        name: "towers".into(),
    }
}

fn against(opponent: Opponent) -> ChallengeRequest {
    ChallengeRequest {
        opponent,
        ..ChallengeRequest::default()
    }
}

fn decided(options: &ChallengeRequest, settings: &ServerSettings) -> DecidedChallenge {
    options
        .decide(&alice(), settings)
        .unwrap_or_else(|why| panic!("{options:?} refused: {}", why.render(Lang::ENGLISH)))
}

/// The id of the refusal `options` get, and its English wording.
fn refusal(options: &ChallengeRequest, settings: &ServerSettings) -> (&'static str, String) {
    match options.decide(&alice(), settings) {
        Err(why) => (why.ids()[0], why.render(Lang::ENGLISH)),
        Ok(d) => panic!("{options:?} was not refused: {d:?}"),
    }
}

fn rules(text: &str) -> RuleOptions {
    text.parse().unwrap()
}

#[test]
fn against_the_bot_the_defaults_are_level_3_white_and_the_servers_variant() {
    let d = decided(
        &against(Opponent::ThisBot(towers())),
        &ServerSettings::default(),
    );
    assert_eq!(DEFAULT_BOT_LEVEL, 3);
    assert_eq!(
        Request::from(d.start),
        Request::ChallengeBot {
            bot: towers(),
            level: Level::new(3).unwrap(),
            setup: Setup::new(Variant::Bashni),
        }
    );
    assert_eq!(d.setup, Setup::new(Variant::Bashni));
    assert!(!d.thread);

    let lasca = ServerSettings {
        default_variant: Some("lasca".into()),
        ..ServerSettings::default()
    };
    let d = decided(&against(Opponent::ThisBot(towers())), &lasca);
    assert_eq!(d.setup.variant, Variant::Lasca);
    assert_eq!(d.setup.color, ColorChoice::White);
}

#[test]
fn against_a_person_the_time_per_move_is_the_servers_else_the_default() {
    let d = decided(
        &against(Opponent::Person(bob())),
        &ServerSettings::default(),
    );
    assert_eq!(
        Request::from(d.start),
        Request::ChallengeTimed {
            opponent: Some(bob()),
            setup: Setup::new(Variant::Bashni),
            move_limit_secs: DEFAULT_MOVE_LIMIT_SECS,
            clock: None,
        }
    );
    let hourly = ServerSettings {
        move_time_limit_secs: Some(3_600),
        default_variant: Some("russian".into()),
        ..ServerSettings::default()
    };
    let d = decided(&against(Opponent::Anyone), &hourly);
    assert_eq!(
        Request::from(d.start),
        Request::ChallengeTimed {
            opponent: None,
            setup: Setup::new(Variant::Russian),
            move_limit_secs: 3_600,
            clock: None,
        }
    );
}

#[test]
fn given_options_win_over_the_defaults() {
    let options = ChallengeRequest {
        variant: Some(Variant::Kurnik),
        level: Some(6),
        color: Some(ColorChoice::Black),
        rules: Some(rules("optional-captures")),
        guild: Some(GUILD),
        ..against(Opponent::ThisBot(towers()))
    };
    let setup = Setup {
        variant: Variant::Kurnik,
        options: rules("optional-captures"),
        color: ColorChoice::Black,
        guild: Some(GUILD),
    };
    assert_eq!(
        Request::from(decided(&options, &ServerSettings::default()).start),
        Request::ChallengeBot {
            bot: towers(),
            level: Level::new(6).unwrap(),
            setup,
        }
    );

    let hourly = ServerSettings {
        move_time_limit_secs: Some(3_600),
        ..ServerSettings::default()
    };
    let timed = ChallengeRequest {
        time: Some("10min".into()),
        ..against(Opponent::Person(bob()))
    };
    let Request::ChallengeTimed {
        move_limit_secs,
        clock,
        ..
    } = Request::from(decided(&timed, &hourly).start)
    else {
        panic!("not a challenge");
    };
    assert_eq!((move_limit_secs, clock), (600, None));
    let clocked = ChallengeRequest {
        clock: Some("5+3".into()),
        ..against(Opponent::Person(bob()))
    };
    let Request::ChallengeTimed { clock, .. } = Request::from(decided(&clocked, &hourly).start)
    else {
        panic!("not a challenge");
    };
    assert_eq!(
        clock,
        Some(TimeControl {
            base_ms: 300_000,
            increment_ms: 3_000
        })
    );
}

#[test]
fn a_thread_is_the_wish_else_the_servers_setting() {
    let threads = ServerSettings {
        threads: true,
        ..ServerSettings::default()
    };
    let plain = ServerSettings::default();
    let wish = |thread| ChallengeRequest {
        thread,
        ..against(Opponent::Person(bob()))
    };
    assert!(decided(&wish(None), &threads).thread);
    assert!(!decided(&wish(None), &plain).thread);
    assert!(decided(&wish(Some(true)), &plain).thread);
    assert!(!decided(&wish(Some(false)), &threads).thread);
}

#[test]
fn against_the_bot_a_time_clocks_or_a_level_out_of_range_are_refused() {
    let plain = ServerSettings::default();
    let bot = || against(Opponent::ThisBot(towers()));
    let timed = ChallengeRequest {
        time: Some("1h".into()),
        ..bot()
    };
    assert_eq!(
        refusal(&timed, &plain),
        (
            "refuse-bot-no-time",
            "Games against the bot have no time per move: leave out time.".into()
        )
    );
    let clocked = ChallengeRequest {
        clock: Some("5+3".into()),
        ..bot()
    };
    assert_eq!(
        refusal(&clocked, &plain),
        (
            "refuse-bot-no-clock",
            "Games against the bot are played without clocks: leave out clock.".into()
        )
    );
    for level in [0, 7] {
        let options = ChallengeRequest {
            level: Some(level),
            ..bot()
        };
        assert_eq!(
            refusal(&options, &plain),
            (
                "refuse-bot-level",
                format!("The bot's level goes from 1 to 6; {level} is not one of them.")
            )
        );
    }
    // The bot as its own challenger.
    let itself = against(Opponent::ThisBot(alice()));
    assert_eq!(refusal(&itself, &plain).0, "refuse-bot-plays-itself");
}

#[test]
fn other_bots_and_a_level_against_a_person_are_refused() {
    let plain = ServerSettings::default();
    assert_eq!(
        refusal(&against(Opponent::OtherBot), &plain),
        (
            "refuse-other-bots",
            "Other bots cannot play; challenge a person, or me for a game against the computer."
                .into()
        )
    );
    for opponent in [Opponent::Person(bob()), Opponent::Anyone] {
        let options = ChallengeRequest {
            level: Some(2),
            ..against(opponent)
        };
        assert_eq!(
            refusal(&options, &plain),
            (
                "refuse-level-not-bot",
                "The level is the bot's strength: give it only when you challenge me.".into()
            )
        );
    }
}

#[test]
fn clocks_and_a_time_together_or_unreadable_are_refused() {
    let plain = ServerSettings::default();
    let both = ChallengeRequest {
        time: Some("1h".into()),
        clock: Some("5+3".into()),
        ..against(Opponent::Person(bob()))
    };
    assert_eq!(
        refusal(&both, &plain),
        (
            "refuse-clock-and-time",
            "Choose either time (a time per move) or clock (clocks for the game), not both.".into()
        )
    );
    let time = ChallengeRequest {
        time: Some("soon".into()),
        ..against(Opponent::Person(bob()))
    };
    assert_eq!(refusal(&time, &plain).0, "refuse-time-unreadable");
    let short = ChallengeRequest {
        time: Some("1s".into()),
        ..against(Opponent::Person(bob()))
    };
    assert_eq!(refusal(&short, &plain).0, "refuse-time-outside");
    let clock = ChallengeRequest {
        clock: Some("5".into()),
        ..against(Opponent::Anyone)
    };
    assert_eq!(refusal(&clock, &plain).0, "refuse-clock-unreadable");
}

#[test]
fn challenging_oneself_or_a_rule_option_of_another_variant_is_refused() {
    let plain = ServerSettings::default();
    assert_eq!(
        refusal(&against(Opponent::Person(alice())), &plain),
        (
            "refuse-challenge-yourself",
            "You cannot challenge yourself. Name another player.".into()
        )
    );
    for opponent in [Opponent::Person(bob()), Opponent::ThisBot(towers())] {
        let options = ChallengeRequest {
            variant: Some(Variant::Russian),
            rules: Some(rules("optional-captures")),
            ..against(opponent)
        };
        assert_eq!(
            refusal(&options, &plain).0,
            "refuse-rule-option-not-for-variant"
        );
    }
}

#[test]
fn a_server_that_lets_a_role_start_games_refuses_members_without_it() {
    let role = ServerSettings {
        starters: Starters::Role(77),
        ..ServerSettings::default()
    };
    let without = against(Opponent::ThisBot(towers()));
    assert_eq!(
        refusal(&without, &role),
        (
            "refuse-role-to-start",
            "On this server only members with <@&77> can start games.".into()
        )
    );
    let with = ChallengeRequest {
        roles: vec![5, 77],
        ..without
    };
    decided(&with, &role);
}

#[test]
fn the_service_decides_under_the_stored_settings_of_the_challenges_server() {
    let games = Arc::new(GameService::new(Arc::new(MemoryStore::new())));
    let change = SettingsChange {
        default_variant: Some(Variant::Lasca),
        threads: Some(true),
        move_time_limit_secs: Some(7_200),
        ..SettingsChange::default()
    };
    games
        .server(GUILD, &ServerQuery::Configure(change))
        .unwrap();
    let on_server = ChallengeRequest {
        guild: Some(GUILD),
        ..against(Opponent::Person(bob()))
    };
    let d = games.decide_challenge(&alice(), &on_server).unwrap();
    assert!(d.thread);
    assert_eq!(d.setup.variant, Variant::Lasca);
    assert!(matches!(
        Request::from(d.start),
        Request::ChallengeTimed {
            move_limit_secs: 7_200,
            ..
        }
    ));
    // Elsewhere (no server, as the console) the defaults hold.
    let d = games
        .decide_challenge(&alice(), &against(Opponent::Person(bob())))
        .unwrap();
    assert!(!d.thread);
    assert_eq!(d.setup.variant, Variant::Bashni);

    // Request::Challenge decides and runs the start: a refusal changes nothing.
    let refused = games.clone().handle(
        CHANNEL,
        &alice(),
        &Request::Challenge(ChallengeRequest {
            level: Some(2),
            ..on_server.clone()
        }),
        T0,
    );
    assert!(
        matches!(&refused, Err(ServiceError::Refused(why)) if why.ids() == ["refuse-level-not-bot"]),
        "{:?}",
        refused.map(|t| t.reply.text())
    );
    assert_eq!(games.store().load(CHANNEL).unwrap(), None);
    games
        .clone()
        .handle(CHANNEL, &alice(), &Request::Challenge(on_server), T0)
        .unwrap();
    match games.store().load(CHANNEL).unwrap() {
        Some(ChannelRecord::Challenge(c)) => {
            assert_eq!(
                (c.variant, c.move_limit_secs, c.guild),
                (Variant::Lasca, 7_200, Some(GUILD))
            );
            assert!(c.challenger_white);
        }
        other => panic!("no challenge: {other:?}"),
    }
}

#[test]
fn a_game_against_the_bot_starts_at_the_default_level() {
    let games = Arc::new(GameService::new(Arc::new(MemoryStore::new())));
    let reply = games
        .start_challenge(CHANNEL, &alice(), &against(Opponent::ThisBot(towers())), T0)
        .unwrap();
    assert!(!reply.bot_to_move, "alice plays White");
    match games.store().load(CHANNEL).unwrap() {
        Some(ChannelRecord::Game(g)) => {
            assert_eq!(g.bot.map(|b| b.level), Some(DEFAULT_BOT_LEVEL));
            assert_eq!(g.white.id, alice().id);
        }
        other => panic!("no game: {other:?}"),
    }
}
