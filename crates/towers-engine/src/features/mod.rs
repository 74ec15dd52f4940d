//! The evaluations that are linear in fitted weights, seen as features times weights: a
//! position's feature vector and the current weights in the same layout, for the Texel fits
//! of towers-lab (`towers tune`) and the tests that check the layout against the evaluation.

pub mod international;
pub mod towers;
