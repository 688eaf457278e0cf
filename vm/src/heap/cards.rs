//! The card table: the write barrier of the generational collector.
//!
//! Every reference store into an object marks the 512-byte card holding the
//! stored-to field. The barrier is unconditional (one shift and one byte
//! store) so the interpreter has a single code path for every collector; only
//! the generational collector reads the table (to find mature objects that
//! may point into the nursery).

use std::sync::atomic::{AtomicUsize, Ordering};

pub const CARD_SHIFT: u32 = 9;

static CARDS: AtomicUsize = AtomicUsize::new(0);
static BASE: AtomicUsize = AtomicUsize::new(0);
static LEN: AtomicUsize = AtomicUsize::new(0);

/// Reserve a card table for the heap region `[base, limit)`.
pub fn init(base: usize, limit: usize) {
    let n = ((limit - base) >> CARD_SHIFT) + 1;
    // SAFETY: anonymous mapping, checked for failure; zero-filled.
    let p = unsafe {
        libc::mmap(std::ptr::null_mut(), n, libc::PROT_READ | libc::PROT_WRITE, libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE, -1, 0)
    };
    if p == libc::MAP_FAILED {
        return;
    }
    BASE.store(base, Ordering::Relaxed);
    LEN.store(n, Ordering::Relaxed);
    CARDS.store(p as usize, Ordering::Release);
}

/// Mark the card of `addr` (a field address inside the heap).
#[inline(always)]
pub fn mark(addr: usize) {
    let cards = CARDS.load(Ordering::Relaxed);
    let i = addr.wrapping_sub(BASE.load(Ordering::Relaxed)) >> CARD_SHIFT;
    if i < LEN.load(Ordering::Relaxed) {
        // SAFETY: i is within the table's length.
        unsafe { *((cards + i) as *mut u8) = 1 };
    }
}

/// Whether any card overlapping `[start, end)` is dirty.
pub fn dirty(start: usize, end: usize) -> bool {
    let cards = CARDS.load(Ordering::Relaxed);
    let base = BASE.load(Ordering::Relaxed);
    let len = LEN.load(Ordering::Relaxed);
    let (a, b) = ((start - base) >> CARD_SHIFT, ((end - 1) - base) >> CARD_SHIFT);
    (a..=b.min(len.saturating_sub(1))).any(|i| {
        // SAFETY: i < len.
        unsafe { *((cards + i) as *const u8) != 0 }
    })
}

/// Clear the cards of `[start, end)`.
pub fn clear(start: usize, end: usize) {
    let cards = CARDS.load(Ordering::Relaxed);
    let base = BASE.load(Ordering::Relaxed);
    let len = LEN.load(Ordering::Relaxed);
    if cards == 0 || end <= start {
        return;
    }
    let a = (start - base) >> CARD_SHIFT;
    let b = (((end - 1) - base) >> CARD_SHIFT).min(len - 1);
    // SAFETY: the range is inside the table.
    unsafe { std::ptr::write_bytes((cards + a) as *mut u8, 0, b - a + 1) };
}

/// Mark every card of `[start, end)` dirty (after objects moved within the
/// mature space, their cards no longer describe them).
pub fn dirty_all(start: usize, end: usize) {
    let cards = CARDS.load(Ordering::Relaxed);
    let base = BASE.load(Ordering::Relaxed);
    let len = LEN.load(Ordering::Relaxed);
    if cards == 0 || end <= start {
        return;
    }
    let a = (start - base) >> CARD_SHIFT;
    let b = (((end - 1) - base) >> CARD_SHIFT).min(len - 1);
    // SAFETY: the range is inside the table.
    unsafe { std::ptr::write_bytes((cards + a) as *mut u8, 1, b - a + 1) };
}
