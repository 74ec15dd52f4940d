//! `towers hub`: the engine for Hub GUIs (the Hub protocol version 2 that Scan 3.x speaks and
//! pydraughts' `HubEngine` drives) on stdin and stdout, international draughts only.
//!
//! The protocol itself (lines, commands, positions, moves, time) is `towers_engine::hub`;
//! this file runs it: it reads lines, answers them, and runs each search on its own thread
//! so that `stop` and `ping` are answered while it thinks. The thread writes the `info` lines
//! of the search and its `done` line, then hands the engine (and its table) back.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use towers_engine::eval::Tweak;
use towers_engine::hub::command::{self, Mode};
use towers_engine::hub::report;
use towers_engine::hub::session::{Action, Search, Session};
use towers_engine::{Engine, Limits};

/// The protocol in short, printed by `towers hub --help`.
pub const PROTOCOL: &str = "\
Hub protocol, version 2 (as Scan 3.1 and Hub 2.1): one command per line on stdin, answers on
stdout; international draughts (variant normal) only.
  hub                                  -> id name=towers version=...; param name=variant ...; wait
  set-param name=variant value=normal  (another variant -> error message=\"...\")
  init                                 -> ready
  new-game                             forget the last games (a new hash table)
  pos pos=<W|B + 50 of w b W B e> [moves=\"32-28 19-23 28x19x23 ...\"]
  level move-time=S | depth=N | nodes=N | [moves=N] time=S [inc=S] | infinite   (seconds)
  go think | go analyze | go ponder    -> info depth=.. score=.. nodes=.. time=.. nps=.. pv=\"..\"
                                          ... done move=.. [ponder=..]
  stop | ponder-hit | ping (-> pong)   also while searching
  quit                                 (or end of input)
A capture is written from x to x each taken piece (28x19x23). Bad input answers
error message=\"...\" and changes nothing.";

/// Options of `towers hub`.
#[derive(clap::Args)]
pub struct HubArgs {
    /// Search and evaluation switches, as after a level in `match` (e.g. `contempt=15`; the
    /// Hub engine's contempt is 0 unless set here).
    #[arg(long, default_value = "")]
    tweak: Tweak,
    #[command(flatten)]
    data: super::egdb::EngineData,
}

/// Where the lines go: shared by the reading loop and the search thread.
type Out = Arc<Mutex<dyn Write + Send>>;

/// `towers hub`: the protocol on the process's stdin and stdout.
pub fn run(args: HubArgs) -> anyhow::Result<()> {
    args.data.install();
    let out: Out = Arc::new(Mutex::new(std::io::stdout()));
    serve(args.tweak, std::io::stdin().lock(), &out)
}

/// Writes one line and flushes; a closed output is not an error here (the reading loop ends
/// when the GUI goes).
fn say(out: &Out, line: &str) {
    let mut out = out.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// A search running on its thread.
struct Running {
    handle: JoinHandle<Engine>,
    stop: Arc<AtomicBool>,
    /// Set once the thread has written its `done` line.
    done: Arc<AtomicBool>,
    /// For a ponder search, its time once `ponder-hit` comes (none for a depth or node level).
    ponder: Option<Option<Duration>>,
    /// It ends by itself (a depth, node or time limit): at the end of input it is let finish.
    bounded: bool,
}

impl Running {
    /// Stops the search and takes its engine back.
    fn finish(self) -> Engine {
        self.stop.store(true, Ordering::Relaxed);
        // The search thread cannot panic on input (the position was checked when set).
        self.handle.join().unwrap_or_else(|_| Engine::new())
    }
}

/// Runs the protocol until `quit` or the end of `input` (where a search with a depth, node or
/// time limit is let answer first).
fn serve(tweak: Tweak, input: impl BufRead, out: &Out) -> anyhow::Result<()> {
    let mut session = Session::new();
    let fresh = || {
        let mut engine = Engine::new();
        engine.set_tweak(towers_engine::hub::engine_tweak(tweak));
        engine
    };
    let mut engine = Some(fresh());
    let mut running: Option<Running> = None;
    let mut quit = false;
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let command = match command::parse(&line) {
            Ok(command) => command,
            Err(e) => {
                say(out, &report::error(&e.to_string()));
                continue;
            }
        };
        // A search that has answered gives its engine back.
        if running
            .as_ref()
            .is_some_and(|r| r.done.load(Ordering::Acquire))
        {
            engine = running.take().map(Running::finish);
        }
        match session.handle(command) {
            Action::Say(lines) => lines.iter().for_each(|l| say(out, l)),
            Action::Pong => say(out, "pong"),
            Action::Stop => {
                if let Some(r) = &running {
                    r.stop.store(true, Ordering::Relaxed);
                }
            }
            Action::PonderHit => {
                if let Some(r) = &running {
                    ponder_hit(r);
                }
            }
            Action::Quit => {
                quit = true;
                break;
            }
            Action::NewGame => match running {
                Some(_) => say(out, &report::error("searching: stop first")),
                None => engine = Some(fresh()),
            },
            Action::Search(search) => match engine.take() {
                None => say(out, &report::error("already searching: stop first")),
                Some(e) => running = Some(start(e, *search, out)),
            },
        }
    }
    // `quit` stops a search; the end of input (a script piped in) lets a bounded one answer.
    if let Some(r) = running {
        if r.bounded && !quit {
            let _ = r.handle.join();
        } else {
            r.finish();
        }
    }
    Ok(())
}

/// The expected move came: a ponder search now has its level's time from now on (a depth or
/// node level stops it now, having searched long enough).
fn ponder_hit(r: &Running) {
    match r.ponder {
        None => {}
        Some(Some(time)) => {
            let stop = Arc::clone(&r.stop);
            std::thread::spawn(move || {
                std::thread::sleep(time);
                stop.store(true, Ordering::Relaxed);
            });
        }
        Some(None) => r.stop.store(true, Ordering::Relaxed),
    }
}

/// Starts `search` with `engine` on its own thread.
fn start(mut engine: Engine, search: Search, out: &Out) -> Running {
    let stop = Arc::new(AtomicBool::new(false));
    let done = Arc::new(AtomicBool::new(false));
    let ponder = (search.mode == Mode::Ponder).then_some(search.after_hit.time);
    let bounded = ponder.is_none() && search.limits != Limits::default();
    let (thread_stop, thread_done, out) = (Arc::clone(&stop), Arc::clone(&done), Arc::clone(out));
    let handle = std::thread::spawn(move || {
        let started = Instant::now();
        let mut line = Vec::new();
        let to_play = search.mode != Mode::Analyze;
        let result = engine.search_reporting(
            &search.game,
            &search.limits,
            &thread_stop,
            to_play,
            &mut |it| {
                line.clone_from(&it.line);
                say(&out, &report::info(it, started.elapsed()));
            },
        );
        // Marked before `done` is written: the GUI's next `go` finds this search over and
        // only waits for the thread's end to take the engine back.
        thread_done.store(true, Ordering::Release);
        match result {
            Some(r) => say(&out, &report::done(&r.best, &line)),
            None => say(&out, &report::error("no legal move in this position")),
        }
        engine
    });
    Running {
        handle,
        stop,
        done,
        ponder,
        bounded,
    }
}
