//! Engine searches run on a thread of their own at a lower CPU priority than the rest of the
//! bot (Linux: nice value raised by [`SEARCH_NICE`]), so that on a busy machine the human
//! games' moves, pictures, storing and the gateway get a core first and the searches take
//! what is left. A search is bounded by its level's time budget (wall clock), so a starved
//! search still answers, only with a shallower look. The thread is new for each search
//! (thread start costs microseconds against a search's milliseconds to seconds): a pool
//! thread that was niced could not be given its priority back without privileges.

use std::sync::Mutex;

/// How much lower a search thread's priority is (added to the nice value; Linux caps it at
/// 19). 10 gives a search about a tenth of a core's time against one busy thread of the
/// bot at the normal priority, and all of an otherwise idle core.
pub const SEARCH_NICE: i32 = 10;

/// Runs `search` on a new thread at the searches' lower priority and returns what it
/// returned; the calling thread waits for it. When no thread can be started, `search` runs
/// on the calling thread at its priority. A panic in `search` is passed on to the caller.
pub fn run_search<T: Send>(search: impl FnOnce() -> T + Send) -> T {
    // Taken by whichever thread runs it: the new one, or this one if none could start.
    let search = Mutex::new(Some(search));
    let take = || {
        search
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
            .expect("a search runs once")
    };
    std::thread::scope(|scope| {
        let started = std::thread::Builder::new()
            .name("towers-search".into())
            .spawn_scoped(scope, || {
                lower_priority();
                take()()
            });
        match started {
            Ok(thread) => thread
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            Err(e) => {
                tracing::warn!(error = %e, "cannot start a search thread; searching here");
                take()()
            }
        }
    })
}

/// Raises the calling thread's nice value by [`SEARCH_NICE`] (on Linux the nice value is per
/// thread, and threads it starts inherit it): for searches, and for other background work
/// that must leave the games their core first (the endgame databases' build). A failure is
/// logged and the thread runs at the normal priority.
#[cfg(target_os = "linux")]
pub fn lower_priority() {
    // SAFETY: getpriority/setpriority only read and write the calling thread's nice value
    // (who = 0 is the caller); no memory is passed.
    let raised = unsafe {
        let now = libc::getpriority(libc::PRIO_PROCESS as _, 0);
        libc::setpriority(libc::PRIO_PROCESS as _, 0, now.saturating_add(SEARCH_NICE))
    };
    if raised != 0 {
        tracing::debug!(
            error = %std::io::Error::last_os_error(),
            "cannot lower a background thread's priority"
        );
    }
}

/// Elsewhere the thread runs at the normal priority.
#[cfg(not(target_os = "linux"))]
pub fn lower_priority() {}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    fn nice() -> i32 {
        // SAFETY: reads the calling thread's nice value.
        unsafe { libc::getpriority(libc::PRIO_PROCESS as _, 0) }
    }

    #[test]
    fn a_search_runs_on_its_own_thread_at_a_lower_priority() {
        let caller = nice();
        let caller_thread = std::thread::current().id();
        let (inside, thread) = run_search(|| (nice(), std::thread::current().id()));
        assert_ne!(thread, caller_thread, "searched on the caller's thread");
        assert_eq!(
            inside,
            (caller + SEARCH_NICE).min(19),
            "priority not lowered"
        );
        assert_eq!(nice(), caller, "the caller's priority changed");
    }

    #[test]
    fn a_search_may_borrow_and_its_panic_reaches_the_caller() {
        let moves = [3u8, 4, 5];
        assert_eq!(run_search(|| moves.iter().sum::<u8>()), 12);
        let panicked = std::panic::catch_unwind(|| run_search(|| panic!("search failed")));
        assert!(panicked.is_err());
    }
}
