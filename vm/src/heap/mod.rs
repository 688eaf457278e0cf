//! The managed heap.
//!
//! Memory is one reserved region (`mmap`, committed lazily by the kernel).
//! Every Java thread allocates from its own thread-local allocation buffer
//! (TLAB) by bumping a pointer: that fast path is inlined into the interpreter
//! and tests nothing but `top + size <= end`. Everything else — refilling the
//! TLAB, large objects, collecting, posting allocation events — happens in the
//! one slow path, [`Heap::alloc_slow`]. Forcing allocations onto the slow path
//! (so a profiler sees each one) is done by making the TLAB look full.

pub mod object;

use std::sync::atomic::{AtomicUsize, Ordering};

use parking_lot::Mutex;

pub use object::Ref;

/// Default TLAB size.
const TLAB_SIZE: usize = 256 * 1024;
/// Objects at least this large bypass the TLAB.
const LARGE_OBJECT: usize = 64 * 1024;

/// The thread-local allocation buffer: `[top, end)` is free memory.
#[derive(Default, Debug)]
pub struct Tlab {
    pub top: usize,
    pub end: usize,
}

impl Tlab {
    /// The allocation fast path.
    #[inline(always)]
    pub fn try_alloc(&mut self, size: usize) -> Option<Ref> {
        let top = self.top;
        let new_top = top + size;
        if new_top <= self.end {
            self.top = new_top;
            Some(Ref(top))
        } else {
            None
        }
    }
}

/// The reserved heap region and its global bump pointer.
pub struct Heap {
    base: usize,
    limit: usize,
    top: AtomicUsize,
    lock: Mutex<()>,
    max_bytes: usize,
}

/// The heap is exhausted: the caller throws `OutOfMemoryError`.
#[derive(Debug)]
pub struct OutOfMemory;

impl Heap {
    /// Reserve `max_bytes` of address space for the heap.
    pub fn new(max_bytes: usize) -> Result<Heap, String> {
        let max_bytes = max_bytes.max(1 << 20).next_multiple_of(4096);
        let base = reserve(max_bytes)?;
        Ok(Heap {
            base,
            limit: base + max_bytes,
            top: AtomicUsize::new(base),
            lock: Mutex::new(()),
            max_bytes,
        })
    }

    /// The allocation slow path: refill `tlab` or allocate a large object
    /// directly. Returns zeroed memory of `size` bytes (a multiple of 8).
    pub fn alloc_slow(&self, tlab: &mut Tlab, size: usize) -> Result<Ref, OutOfMemory> {
        let _g = self.lock.lock();
        if size >= LARGE_OBJECT {
            return self.bump(size).map(Ref);
        }
        let chunk = self.bump(TLAB_SIZE.max(size)).or_else(|_| self.bump(size))?;
        let chunk_size = if chunk + TLAB_SIZE <= self.top.load(Ordering::Relaxed) { TLAB_SIZE.max(size) } else { size };
        tlab.top = chunk + size;
        tlab.end = chunk + chunk_size;
        Ok(Ref(chunk))
    }

    fn bump(&self, size: usize) -> Result<usize, OutOfMemory> {
        let top = self.top.load(Ordering::Relaxed);
        if top + size > self.limit {
            return Err(OutOfMemory);
        }
        self.top.store(top + size, Ordering::Relaxed);
        Ok(top)
    }

    /// Bytes handed out so far (TLABs count as used once handed out).
    pub fn used(&self) -> usize {
        self.top.load(Ordering::Relaxed) - self.base
    }
    /// The reserved (maximum) size.
    pub fn max_bytes(&self) -> usize {
        self.max_bytes
    }
    /// Whether an address lies inside the heap.
    pub fn contains(&self, addr: usize) -> bool {
        addr >= self.base && addr < self.limit
    }
}

/// Reserve address space; pages are committed (and zero-filled) on first touch.
fn reserve(bytes: usize) -> Result<usize, String> {
    // SAFETY: an anonymous private mapping touches no existing memory; the
    // result is checked against MAP_FAILED.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            bytes,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
            -1,
            0,
        )
    };
    if p == libc::MAP_FAILED {
        return Err(format!("Could not reserve enough space for {}KB object heap", bytes / 1024));
    }
    Ok(p as usize)
}
