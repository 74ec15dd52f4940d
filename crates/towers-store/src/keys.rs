//! Key layout shared by the on-disk backends.
//!
//! Active records are keyed by channel id as 8 big-endian bytes; finished games by channel
//! then game id, 16 big-endian bytes, so a prefix scan over a channel yields its games in
//! game-id order (ids only grow, so that is oldest first).

/// Key of a channel's active record: the channel id, big-endian.
pub fn active(channel: u64) -> [u8; 8] {
    channel.to_be_bytes()
}

/// Key of a finished game: channel id then game id, both big-endian.
pub fn archive(channel: u64, game: u64) -> [u8; 16] {
    let mut key = [0u8; 16];
    key[..8].copy_from_slice(&channel.to_be_bytes());
    key[8..].copy_from_slice(&game.to_be_bytes());
    key
}

/// Prefix of every finished game of a channel.
pub fn archive_prefix(channel: u64) -> [u8; 8] {
    channel.to_be_bytes()
}

/// The channel id at the start of an active or archive key; `None` for a key too short.
pub fn channel_of(key: &[u8]) -> Option<u64> {
    let head: [u8; 8] = key.get(..8)?.try_into().ok()?;
    Some(u64::from_be_bytes(head))
}

/// Key of an entry of a side table: the table's name, a NUL byte, then the entry's key, so a
/// prefix scan over a table yields only its entries.
pub fn entry(table: &str, key: &str) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(table.len() + 1 + key.len());
    bytes.extend_from_slice(table.as_bytes());
    bytes.push(0);
    bytes.extend_from_slice(key.as_bytes());
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn archive_keys_sort_by_channel_then_game() {
        let mut keys = vec![
            archive(2, 1),
            archive(1, 256),
            archive(1, 2),
            archive(1, u64::MAX),
            archive(256, 0),
        ];
        keys.sort();
        assert_eq!(
            keys,
            vec![
                archive(1, 2),
                archive(1, 256),
                archive(1, u64::MAX),
                archive(2, 1),
                archive(256, 0),
            ]
        );
        assert!(archive(7, 9).starts_with(&archive_prefix(7)));
        assert!(!archive(7, 9).starts_with(&archive_prefix(8)));
        assert_eq!(active(1), [0, 0, 0, 0, 0, 0, 0, 1]);
    }
}
