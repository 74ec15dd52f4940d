//! `towers ballots`: the balloted openings of a variant for two-game micro-matches, as the
//! shipped file `ballots/<variant>.txt` holds them (a header saying how they were made, then
//! the moves and White's score, one opening a line).

use std::io::Write;

use towers_lab::ballots::{ballot_file, ballots, BallotRule, SHIPPED};
use towers_rules::Variant;

use super::variant_values;

/// Options of `towers ballots`.
#[derive(clap::Args)]
pub struct BallotsArgs {
    #[arg(long, default_value = "russian", value_parser = variant_values())]
    variant: Variant,
    /// Plies of every opening.
    #[arg(long, default_value_t = SHIPPED.plies)]
    plies: usize,
    /// The search's depth, in plies.
    #[arg(long, default_value_t = SHIPPED.depth)]
    depth: u8,
    /// The largest score kept, either way, in hundredths of a man.
    #[arg(long, default_value_t = SHIPPED.margin)]
    margin: i32,
}

/// `towers ballots`.
pub fn run(args: BallotsArgs) -> anyhow::Result<()> {
    let rule = BallotRule {
        plies: args.plies.min(6),
        depth: args.depth.clamp(1, 30),
        margin: args.margin,
    };
    let list = ballots(args.variant, rule);
    std::io::stdout().write_all(ballot_file(args.variant, rule, &list).as_bytes())?;
    Ok(())
}
