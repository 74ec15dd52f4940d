//! `/analyze [game]`: the engine's judgement of every move of a game, as the channel sees
//! it. A translator only: the service finds the game and refuses (privately, at once) what
//! may not be analysed; then the answer is deferred publicly, edited with the progress
//! ("Analysing: 40 of 96 plies", at most every [`PROGRESS_EVERY`]) while the engine runs on
//! a blocking thread, and finally replaced by the list of bad moves, the evaluation graph and
//! the board after the largest swing.

use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;

use super::compose::no_pings;
use super::compose::MAX_CONTENT_CHARS;
use super::error::CommandError;
use super::reply::public_lang;
use super::retry::{acknowledge, with_retry};
use super::Context;
use crate::service::api::{analysis_more, analysis_progress, GameAnalysis, Lang};

/// The least time between two progress edits of the deferred answer.
pub const PROGRESS_EVERY: Duration = Duration::from_secs(2);

/// Analyse this channel's current (or last) game, or a game /games lists, move by move.
#[poise::command(slash_command)]
pub async fn analyze(ctx: Context<'_>, game: Option<u64>) -> Result<(), CommandError> {
    let games = ctx.data().clone();
    let channel = ctx.channel_id().get();
    let guild = ctx.guild_id().map(|g| g.get());
    // Refusals (no such game, a game between people still running) come before the
    // deferral, so only the invoker sees them.
    let job = tokio::task::spawn_blocking(move || games.analysis_job(channel, guild, game))
        .await?
        .map_err(CommandError::from_service)?;
    acknowledge("deferral", || async move { ctx.defer().await }).await?;
    let lang = public_lang(ctx).await;
    let (tx, mut rx) = tokio::sync::watch::channel((0usize, job.plies));
    let games = ctx.data().clone();
    let mut task = tokio::task::spawn_blocking(move || {
        games.analyse(&job, lang, &|done, total| {
            let _ = tx.send((done, total));
        })
    });
    let mut last_edit: Option<Instant> = None;
    let mut reporting = true;
    let outcome = loop {
        tokio::select! {
            // Progress first, so that an analysis finishing quickly still shows it once.
            biased;
            changed = rx.changed(), if reporting => {
                if changed.is_err() {
                    reporting = false;
                    continue;
                }
                if last_edit.is_some_and(|t| t.elapsed() < PROGRESS_EVERY) {
                    continue;
                }
                let (done, total) = *rx.borrow_and_update();
                last_edit = Some(Instant::now());
                let text = analysis_progress(done, total).render(lang);
                let progress = serenity::EditInteractionResponse::new()
                    .content(text)
                    .allowed_mentions(no_pings());
                if let Err(e) = edit(ctx, progress).await {
                    tracing::warn!(error = %e, "progress edit of /analyze failed");
                }
            }
            outcome = &mut task => break outcome,
        }
    };
    let analysis = outcome?.map_err(CommandError::from_service)?;
    let answer = || final_edit(&analysis, lang);
    with_retry("edit of the analysis", || edit(ctx, answer())).await?;
    Ok(())
}

/// Edits the deferred answer.
async fn edit(
    ctx: Context<'_>,
    edit: serenity::EditInteractionResponse,
) -> Result<(), serenity::Error> {
    if let poise::Context::Application(app) = ctx {
        app.interaction
            .edit_response(ctx.serenity_context(), edit)
            .await?;
    }
    Ok(())
}

/// The final answer: the text (cut to Discord's limit), the graph and the swing's board.
fn final_edit(analysis: &GameAnalysis, lang: Lang) -> serenity::EditInteractionResponse {
    let lines: Vec<(f64, String)> = analysis
        .flagged
        .iter()
        .map(|f| (f.loss, f.message.render(lang)))
        .collect();
    let text = compose(
        &analysis.heading.render(lang),
        &lines,
        &analysis.closing.render(lang),
        |n| analysis_more(n).render(lang),
        MAX_CONTENT_CHARS,
    );
    let mut edit = serenity::EditInteractionResponse::new()
        .content(text)
        .allowed_mentions(no_pings())
        .new_attachment(serenity::CreateAttachment::bytes(
            analysis.graph.clone(),
            analysis.graph_file_name.clone(),
        ));
    if let Some(board) = &analysis.swing_board {
        edit = edit.new_attachment(serenity::CreateAttachment::bytes(
            board.clone(),
            analysis.swing_file_name.clone(),
        ));
    }
    edit
}

/// `heading`, the `lines` (each with its weight) and `closing`, one a line, within `limit`
/// characters: when all lines do not fit, the heaviest that fit are kept (in their order)
/// and `more(left out)` says how many were left out. The heading and closing are cut only
/// if they alone pass the limit.
pub fn compose(
    heading: &str,
    lines: &[(f64, String)],
    closing: &str,
    more: impl Fn(usize) -> String,
    limit: usize,
) -> String {
    let len = |s: &str| s.chars().count() + 1;
    let all: usize = len(heading) + lines.iter().map(|(_, l)| len(l)).sum::<usize>() + len(closing);
    let keep: Vec<usize> = if all <= limit {
        (0..lines.len()).collect()
    } else {
        let mut budget =
            limit.saturating_sub(len(heading) + len(closing) + len(&more(lines.len())));
        let mut order: Vec<usize> = (0..lines.len()).collect();
        order.sort_by(|&a, &b| lines[b].0.total_cmp(&lines[a].0).then(a.cmp(&b)));
        let mut kept = Vec::new();
        for i in order {
            let cost = len(&lines[i].1);
            if cost <= budget {
                budget -= cost;
                kept.push(i);
            }
        }
        kept.sort_unstable();
        kept
    };
    let mut text = heading.to_string();
    for &i in &keep {
        text.push('\n');
        text.push_str(&lines[i].1);
    }
    if keep.len() < lines.len() {
        text.push('\n');
        text.push_str(&more(lines.len() - keep.len()));
    }
    if !closing.is_empty() {
        text.push('\n');
        text.push_str(closing);
    }
    super::compose::fit(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(n: usize) -> Vec<(f64, String)> {
        (0..n)
            .map(|i| (i as f64 % 7.0, format!("{i:03} {}", "x".repeat(60))))
            .collect()
    }

    #[test]
    fn everything_is_shown_when_it_fits() {
        let text = compose("head", &lines(3), "end", |n| format!("+{n}"), 2000);
        assert_eq!(text.lines().count(), 5);
        assert!(text.starts_with("head\n000 ") && text.ends_with("\nend"));
    }

    #[test]
    fn a_long_list_keeps_the_heaviest_moves_in_order_within_the_limit() {
        let many = lines(100);
        let text = compose("head", &many, "end", |n| format!("and {n} more"), 2000);
        assert!(text.chars().count() <= 2000, "{}", text.chars().count());
        let shown: Vec<&str> = text.lines().collect();
        assert_eq!(shown[0], "head");
        assert_eq!(shown[shown.len() - 1], "end");
        let kept = shown.len() - 3;
        assert_eq!(shown[shown.len() - 2], format!("and {} more", 100 - kept));
        let plies: Vec<usize> = shown[1..=kept]
            .iter()
            .map(|l| l[..3].parse().unwrap())
            .collect();
        assert!(plies.windows(2).all(|w| w[0] < w[1]), "in order: {plies:?}");
        let weight = |p: usize| p % 7;
        let lightest_kept = plies.iter().map(|&p| weight(p)).min().unwrap();
        let heaviest_left = (0..100)
            .filter(|p| !plies.contains(p))
            .map(weight)
            .max()
            .unwrap();
        assert!(
            lightest_kept >= heaviest_left,
            "the heaviest first: {plies:?}"
        );
    }
}
