//! `towers learn check [FILE...]`: proves every level of the lesson files (the shipped ones
//! when no file is given) with the rules and the engine ([`towers::service::lesson::prove`]):
//! each goal reachable within its move budget against the level's answers, not met at the
//! start, and the hint's move starting a line that reaches it with three stars. Prints one line
//! per failing level (`FILE: stage ID level N: why`), then one line per variant,
//! `bashni: N stages, M levels`; exits 1 when a file does not read or a level fails.

use std::collections::BTreeMap;
use std::path::PathBuf;

use towers::service::lesson::goal::Answers;
use towers::service::lesson::loader::{self, LessonError};
use towers::service::lesson::model::Family;
use towers::service::lesson::prove::{prove, Method};
use towers_rules::Variant;

/// `towers learn ...`.
#[derive(clap::Subcommand)]
pub enum LearnCommand {
    /// Prove every level of the lessons (default: the shipped ones); one line per failing
    /// level, then `VARIANT: N stages, M levels` per variant; exit 1 on any failure.
    Check {
        /// Lesson files (JSON) instead of the shipped ones.
        files: Vec<PathBuf>,
        /// Also print each level's shortest line and how it was proved.
        #[arg(long)]
        verbose: bool,
    },
}

/// Runs `towers learn`.
pub fn run(command: LearnCommand) -> anyhow::Result<()> {
    let LearnCommand::Check { files, verbose } = command;
    let families: Vec<(String, Result<Family, LessonError>)> = if files.is_empty() {
        loader::SHIPPED
            .iter()
            .map(|(name, text)| (name.to_string(), loader::read(name, text)))
            .collect()
    } else {
        files
            .iter()
            .map(|path| {
                let name = path.display().to_string();
                let read = std::fs::read_to_string(path)
                    .map_err(|e| LessonError {
                        place: name.clone(),
                        why: e.to_string(),
                    })
                    .and_then(|text| loader::read(&name, &text));
                (name, read)
            })
            .collect()
    };
    let mut failed = Vec::new();
    // Per variant: the stages (family and id) with a level of it, and its levels.
    let mut counts: BTreeMap<usize, (Variant, std::collections::BTreeSet<String>, usize)> =
        BTreeMap::new();
    for (name, family) in &families {
        let family = match family {
            Ok(family) => family,
            Err(e) => {
                println!("{e}");
                failed.push(e.to_string());
                continue;
            }
        };
        for stage in &family.stages {
            for (i, level) in stage.levels.iter().enumerate() {
                let place = format!("{name}: stage {} level {}", stage.id, i + 1);
                let order = Variant::ALL
                    .iter()
                    .position(|v| *v == level.variant)
                    .unwrap_or_default();
                let entry = counts
                    .entry(order)
                    .or_insert_with(|| (level.variant, Default::default(), 0));
                entry.1.insert(format!("{}/{}", family.name, stage.id));
                entry.2 += 1;
                let started = std::time::Instant::now();
                let mut answers = Answers::default();
                match prove(level, &mut answers) {
                    Ok(proof) if verbose => println!(
                        "{place}: shortest line {} ({}), {} engine answers, {:.2} s",
                        proof.shortest,
                        match proof.method {
                            Method::Exhaustive => "every line searched",
                            Method::Engine => "the engine's line",
                        },
                        answers.searched,
                        started.elapsed().as_secs_f64()
                    ),
                    Ok(_) => {}
                    Err(why) => {
                        println!("{place}: {why}");
                        failed.push(place);
                    }
                }
            }
        }
    }
    for (variant, stages, levels) in counts.values() {
        println!("{variant}: {} stages, {levels} levels", stages.len());
    }
    if !failed.is_empty() {
        anyhow::bail!(
            "{} lesson check(s) failed: {}",
            failed.len(),
            failed.join("; ")
        );
    }
    Ok(())
}
