//! discord
