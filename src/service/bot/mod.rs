pub mod engine_gate;
pub mod search_thread;
pub mod searches;
pub mod turn;
