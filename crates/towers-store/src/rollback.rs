//! Roll-back: a channel whose stored change count is below what the
//! [ledger](super::ledger) says was acknowledged lost those changes (sled recovered a
//! damaged log to an earlier state without a word).

use std::collections::BTreeMap;
use std::fmt;

/// One channel that recovered to fewer changes than were acknowledged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RolledBack {
    /// The channel.
    pub channel: u64,
    /// The highest change number acknowledged to its players.
    pub acknowledged: u64,
    /// The change number the store holds now (0: none of its changes).
    pub recovered: u64,
    /// Whether the channel was told (on its next command after the loss was found).
    pub told: bool,
}

impl RolledBack {
    /// Acknowledged changes that are gone.
    pub fn lost(&self) -> u64 {
        self.acknowledged.saturating_sub(self.recovered)
    }
}

impl fmt::Display for RolledBack {
    /// `channel N: K acknowledged changes lost (the store holds change R of A)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "channel {}: {} acknowledged changes lost (the store holds change {} of {})",
            self.channel,
            self.lost(),
            self.recovered,
            self.acknowledged
        )
    }
}

/// The channels of `acknowledged` whose count in `stored` (absent: 0) is lower, by channel.
pub fn compare(acknowledged: &BTreeMap<u64, u64>, stored: &BTreeMap<u64, u64>) -> Vec<RolledBack> {
    acknowledged
        .iter()
        .filter_map(|(&channel, &acknowledged)| {
            let recovered = stored.get(&channel).copied().unwrap_or(0);
            (recovered < acknowledged).then_some(RolledBack {
                channel,
                acknowledged,
                recovered,
                told: false,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_channels_behind_their_acknowledgement_are_reported() {
        let acknowledged = BTreeMap::from([(1, 5), (2, 3), (3, 7), (4, 1)]);
        let stored = BTreeMap::from([(1, 5), (2, 4), (3, 2), (9, 9)]);
        let lost = compare(&acknowledged, &stored);
        assert_eq!(
            lost,
            [
                RolledBack {
                    channel: 3,
                    acknowledged: 7,
                    recovered: 2,
                    told: false,
                },
                RolledBack {
                    channel: 4,
                    acknowledged: 1,
                    recovered: 0,
                    told: false,
                },
            ]
        );
        assert_eq!(lost[0].lost(), 5);
        assert_eq!(
            lost[0].to_string(),
            "channel 3: 5 acknowledged changes lost (the store holds change 2 of 7)"
        );
        assert!(compare(&BTreeMap::new(), &stored).is_empty());
    }
}
