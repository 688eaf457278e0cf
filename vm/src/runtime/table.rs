//! Append-only tables with stable indexes and lock-free reads.
//!
//! Used for the global class and method tables (quickened instructions name a
//! method or class by a `u32` id) and the literal-string table.

use std::sync::atomic::{AtomicPtr, AtomicUsize, Ordering};

use parking_lot::Mutex;

const CHUNK: usize = 4096;
const CHUNKS: usize = 4096;

/// A table of `usize` words; index → value never changes once published,
/// except through [`AppendTable::set`] (used by the GC to update references).
pub struct AppendTable {
    chunks: Box<[AtomicPtr<AtomicUsize>]>,
    len: AtomicUsize,
    push_lock: Mutex<()>,
}

impl Default for AppendTable {
    fn default() -> Self {
        Self::new()
    }
}

impl AppendTable {
    pub fn new() -> AppendTable {
        let chunks = (0..CHUNKS).map(|_| AtomicPtr::new(std::ptr::null_mut())).collect();
        AppendTable { chunks, len: AtomicUsize::new(0), push_lock: Mutex::new(()) }
    }

    /// Append a value; returns its index, or `None` when the table is full.
    pub fn push(&self, v: usize) -> Option<u32> {
        let _g = self.push_lock.lock();
        let i = self.len.load(Ordering::Relaxed);
        let (c, o) = (i / CHUNK, i % CHUNK);
        if c >= CHUNKS {
            return None;
        }
        let mut p = self.chunks[c].load(Ordering::Acquire);
        if p.is_null() {
            let chunk: Box<[AtomicUsize]> = (0..CHUNK).map(|_| AtomicUsize::new(0)).collect();
            p = Box::leak(chunk).as_mut_ptr();
            self.chunks[c].store(p, Ordering::Release);
        }
        // SAFETY: `p` points at a leaked chunk of CHUNK entries and o < CHUNK.
        unsafe { (*p.add(o)).store(v, Ordering::Release) };
        self.len.store(i + 1, Ordering::Release);
        Some(i as u32)
    }

    #[inline(always)]
    pub fn get(&self, i: u32) -> usize {
        let i = i as usize;
        let p = self.chunks[i / CHUNK].load(Ordering::Acquire);
        debug_assert!(!p.is_null());
        // SAFETY: indexes handed out by `push` refer to published chunks.
        unsafe { (*p.add(i % CHUNK)).load(Ordering::Relaxed) }
    }

    pub fn set(&self, i: u32, v: usize) {
        let i = i as usize;
        let p = self.chunks[i / CHUNK].load(Ordering::Acquire);
        // SAFETY: as `get`.
        unsafe { (*p.add(i % CHUNK)).store(v, Ordering::Relaxed) };
    }

    /// Address of entry `i` (for the collector, which updates references).
    pub fn slot_ptr(&self, i: u32) -> *mut usize {
        let i = i as usize;
        let p = self.chunks[i / CHUNK].load(Ordering::Acquire);
        // SAFETY: as `get`.
        unsafe { AtomicUsize::as_ptr(&*p.add(i % CHUNK)) }
    }

    pub fn len(&self) -> usize {
        self.len.load(Ordering::Acquire)
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
