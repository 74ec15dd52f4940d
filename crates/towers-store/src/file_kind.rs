//! What kind of file a path of the data directory is, in words for a refusal: the store
//! opens and copies only regular files (and symlinks to them).

use std::fs;

/// What kind of thing `meta` (followed through symbolic links) is, in words.
pub fn kind_of(meta: &fs::Metadata) -> &'static str {
    let kind = meta.file_type();
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "a FIFO";
        }
        if kind.is_char_device() {
            return "a character device";
        }
        if kind.is_block_device() {
            return "a block device";
        }
        if kind.is_socket() {
            return "a socket";
        }
    }
    if kind.is_dir() {
        "a directory"
    } else if kind.is_file() {
        "a regular file"
    } else {
        "not a regular file"
    }
}
