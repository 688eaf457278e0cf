//! The symbol table: one shared `Arc<str>` per distinct plain-ASCII string
//! of the constant pools (HotSpot's `SymbolTable`).
//!
//! Class files repeat the same names over and over (`java/lang/Object`,
//! `<init>`, `()V`, `Code`, `LineNumberTable`, the descriptors of common
//! methods). Parsing each one into its own allocation was the largest cost
//! of reading a class at start-up; a lookup by the bytes themselves also
//! skips validating them again. Entries are never removed: classes are never
//! unloaded, so their strings would live as long anyway, and shared ones take
//! less memory. Strings that need decoding (non-ASCII modified UTF-8) are not
//! interned.

use std::hash::BuildHasher;
use std::sync::Arc;

use hashbrown::HashTable;
use parking_lot::Mutex;

struct Table {
    set: HashTable<Arc<str>>,
    hasher: hashbrown::DefaultHashBuilder,
}

static TABLE: Mutex<Option<Table>> = Mutex::new(None);

/// The shared string for `bytes`, which must be plain ASCII (bytes 1 to
/// 127, `mutf8::is_plain_ascii`); None if they are not.
pub fn intern_ascii(bytes: &[u8]) -> Option<Arc<str>> {
    let mut guard = TABLE.lock();
    // Sized for the JDK's start-up (about 20,000 distinct strings), so that
    // it rarely grows.
    let t = guard.get_or_insert_with(|| Table { set: HashTable::with_capacity(1 << 15), hasher: Default::default() });
    let hash = t.hasher.hash_one(bytes);
    if let Some(s) = t.set.find(hash, |s| s.as_bytes() == bytes) {
        return Some(s.clone());
    }
    if !super::mutf8::is_plain_ascii(bytes) {
        return None;
    }
    let s: Arc<str> = Arc::from(std::str::from_utf8(bytes).ok()?);
    let hasher = &t.hasher;
    t.set.insert_unique(hash, s.clone(), |e| hasher.hash_one(e.as_bytes()));
    Some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_strings_share_one_allocation() {
        let a = intern_ascii(b"java/lang/Object").unwrap();
        let b = intern_ascii(b"java/lang/Object").unwrap();
        assert!(Arc::ptr_eq(&a, &b));
        assert_eq!(&*a, "java/lang/Object");
        let c = intern_ascii(b"java/lang/Objects").unwrap();
        assert!(!Arc::ptr_eq(&a, &c));
        assert!(intern_ascii(b"caf\xc3\xa9").is_none());
        assert!(intern_ascii(b"a\0b").is_none());
        assert_eq!(intern_ascii(b"").as_deref(), Some(""));
    }
}
