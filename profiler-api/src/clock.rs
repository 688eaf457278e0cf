//! Cheap per-thread CPU time for agents that time every call.
//!
//! Reading a thread's CPU clock (`GetCurrentThreadCpuTime`,
//! `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`) is a system call: about half
//! a microsecond, far more than an interpreted call. [`ThreadCpuClock`]
//! instead reads the processor's cycle counter (`rdtsc`, a few nanoseconds,
//! no system call) at every event and the thread's CPU clock only once per
//! *epoch* (about 2²¹ cycles, a fraction of a millisecond). At the end of
//! an epoch the cycles charged during it are converted to CPU nanoseconds
//! with that epoch's ratio
//!
//! ```text
//!     scale = (thread CPU time at the end − at the start) / (cycles at the end − at the start)
//! ```
//!
//! so the ticks of an epoch in which the thread was descheduled (cycles
//! ran on, CPU time did not) shrink accordingly, frequency changes are
//! absorbed, and the converted times of a thread add up exactly to its
//! CPU time. The error is confined to one epoch: time the thread spent
//! descheduled is taken off every method that ran in that epoch in
//! proportion to its cycles, not off the one that was interrupted.
//!
//! The clock charges time to *slots* (nodes of an agent's tree): the
//! agent calls [`ThreadCpuClock::charge`] with the slot that was running
//! since the previous call, and reads converted nanoseconds with
//! [`ThreadCpuClock::nanos`] after [`ThreadCpuClock::close_epoch`] (or at
//! any time with the last epoch's scale, [`ThreadCpuClock::nanos_estimate`]).
//! A clock belongs to one thread: charge it only on that thread.

/// The cycle counter: `rdtsc` on x86_64 (constant rate on the processors
/// of the last 15 years), the monotonic clock in nanoseconds elsewhere.
#[inline(always)]
pub fn ticks() -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: rdtsc has no preconditions; it is available on every
        // x86_64 processor.
        unsafe { core::arch::x86_64::_rdtsc() }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        monotonic_ns()
    }
}

#[repr(C)]
struct Timespec {
    tv_sec: i64,
    tv_nsec: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
}

/// Linux `CLOCK_MONOTONIC`.
const CLOCK_MONOTONIC: i32 = 1;
/// Linux `CLOCK_THREAD_CPUTIME_ID`.
const CLOCK_THREAD_CPUTIME_ID: i32 = 3;

fn read_clock(clock: i32) -> u64 {
    let mut ts = Timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: a valid out-pointer; the clock ids are Linux's.
    if unsafe { clock_gettime(clock, &mut ts) } != 0 {
        return 0;
    }
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

/// The calling thread's CPU time in nanoseconds (a system call).
pub fn thread_cpu_ns() -> u64 {
    read_clock(CLOCK_THREAD_CPUTIME_ID)
}

/// Monotonic wall-clock time in nanoseconds.
pub fn monotonic_ns() -> u64 {
    read_clock(CLOCK_MONOTONIC)
}

/// Cycles per epoch: the thread's CPU clock is read once per epoch.
pub const EPOCH_TICKS: u64 = 1 << 21;

/// Per-thread CPU time from the cycle counter, scaled per epoch (see the
/// [module documentation](self)). Slots are `u32` indexes chosen by the
/// agent, dense from 0.
#[derive(Clone, Debug)]
pub struct ThreadCpuClock {
    /// Cycle counter at the previous charge.
    last: u64,
    /// Cycle counter and thread CPU time at the start of the epoch.
    epoch_ticks: u64,
    epoch_cpu: u64,
    /// The current epoch's number (slots remember the epoch they were
    /// last charged in).
    epoch: u32,
    /// Nanoseconds per tick of the last closed epoch (for estimates).
    last_scale: f64,
    /// Per slot: ticks charged in the current epoch, the epoch, and the
    /// converted nanoseconds of closed epochs.
    raw: Vec<u64>,
    seen: Vec<u32>,
    nanos: Vec<f64>,
    /// Slots charged in the current epoch.
    dirty: Vec<u32>,
    /// Sources of time, overridable for tests.
    now_ticks: fn() -> u64,
    now_cpu: fn() -> u64,
}

impl Default for ThreadCpuClock {
    fn default() -> Self {
        Self::new()
    }
}

impl ThreadCpuClock {
    /// A clock; it starts at its first [`charge`](Self::charge), on the
    /// thread that makes it (the thread it times).
    pub fn new() -> Self {
        Self::with_sources(ticks, thread_cpu_ns)
    }

    /// A clock reading its cycles and CPU time from the given functions
    /// (for tests). Like [`new`](Self::new) it starts at its first
    /// [`charge`](Self::charge), on the thread that makes it.
    pub fn with_sources(now_ticks: fn() -> u64, now_cpu: fn() -> u64) -> Self {
        ThreadCpuClock {
            last: 0,
            epoch_ticks: 0,
            epoch_cpu: 0,
            epoch: 0,
            last_scale: 0.0,
            raw: Vec::new(),
            seen: Vec::new(),
            nanos: Vec::new(),
            dirty: Vec::new(),
            now_ticks,
            now_cpu,
        }
    }

    /// Charges the cycles since the previous charge to `slot` (the slot
    /// that was running meanwhile) and returns the cycle counter now.
    #[inline]
    pub fn charge(&mut self, slot: u32) -> u64 {
        if self.epoch == 0 {
            self.start();
        }
        let now = (self.now_ticks)();
        let d = now.saturating_sub(self.last);
        self.last = now;
        let i = slot as usize;
        if i >= self.raw.len() {
            self.grow(i);
        }
        if self.seen[i] != self.epoch {
            self.seen[i] = self.epoch;
            self.dirty.push(slot);
        }
        self.raw[i] += d;
        if now.wrapping_sub(self.epoch_ticks) >= EPOCH_TICKS {
            self.close_epoch_at(now);
        }
        now
    }

    /// The first charge: the clock starts now, on this thread.
    #[cold]
    fn start(&mut self) {
        let t = (self.now_ticks)();
        self.last = t;
        self.epoch_ticks = t;
        self.epoch_cpu = (self.now_cpu)();
        self.epoch = 1;
    }

    #[cold]
    fn grow(&mut self, i: usize) {
        let n = (i + 1).max(self.raw.len() * 2).max(64);
        self.raw.resize(n, 0);
        self.seen.resize(n, 0);
        self.nanos.resize(n, 0.0);
    }

    /// Ends the current epoch now: converts its cycles to nanoseconds with
    /// the thread's CPU time (one system call). Call on the clock's thread.
    pub fn close_epoch(&mut self) {
        if self.epoch == 0 {
            return;
        }
        let now = (self.now_ticks)();
        self.close_epoch_at(now);
    }

    #[cold]
    fn close_epoch_at(&mut self, now: u64) {
        let cpu = (self.now_cpu)();
        let dt = now.saturating_sub(self.epoch_ticks);
        let dcpu = cpu.saturating_sub(self.epoch_cpu);
        // Cycles charged in this epoch; normally `dt` minus what is not
        // yet charged (since `last`).
        let charged: u64 = self.dirty.iter().map(|&s| self.raw[s as usize]).sum();
        let span = dt.max(charged);
        if span > 0 {
            // The CPU time of the epoch, spread over its cycles; the part
            // after the last charge stays with the next epoch's first slot.
            let scale = dcpu as f64 / span as f64;
            for &s in &self.dirty {
                let i = s as usize;
                self.nanos[i] += self.raw[i] as f64 * scale;
                self.raw[i] = 0;
            }
            self.last_scale = scale;
        }
        self.dirty.clear();
        self.epoch = self.epoch.wrapping_add(1).max(2);
        // The uncharged tail (now − last) belongs to the next epoch.
        let tail = now.saturating_sub(self.last);
        self.epoch_ticks = now - tail;
        self.epoch_cpu = cpu - ((tail as f64 * self.last_scale) as u64).min(cpu);
    }

    /// The converted nanoseconds of `slot` for the closed epochs.
    pub fn nanos(&self, slot: u32) -> f64 {
        self.nanos.get(slot as usize).copied().unwrap_or(0.0)
    }

    /// [`nanos`](Self::nanos) plus the current epoch's cycles converted
    /// with the last epoch's scale (for another thread's clock, read while
    /// that thread is stopped: the thread's CPU clock cannot be read from
    /// here).
    pub fn nanos_estimate(&self, slot: u32) -> f64 {
        let i = slot as usize;
        match self.raw.get(i) {
            Some(&r) if self.seen[i] == self.epoch => self.nanos[i] + r as f64 * self.last_scale,
            _ => self.nanos(slot),
        }
    }

    /// Number of slots the clock has room for (every slot charged so far
    /// is below it).
    pub fn slots(&self) -> usize {
        self.raw.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    thread_local! {
        static T: Cell<u64> = const { Cell::new(0) };
        static C: Cell<u64> = const { Cell::new(0) };
    }
    fn t() -> u64 {
        T.with(|c| c.get())
    }
    fn c() -> u64 {
        C.with(|c| c.get())
    }
    fn set(ticks: u64, cpu: u64) {
        T.with(|c| c.set(ticks));
        C.with(|c| c.set(cpu));
    }

    #[test]
    fn scales_each_epoch_and_drops_descheduled_time() {
        set(1000, 500);
        let mut k = ThreadCpuClock::with_sources(t, c);
        k.charge(0); // starts the clock at 1000 ticks, 500 ns
        // Epoch 1: 100 ticks to slot 1, 300 to slot 2; 200 ns of CPU.
        set(1100, 550);
        k.charge(1);
        set(1400, 700);
        k.charge(2);
        k.close_epoch();
        assert!((k.nanos(1) - 50.0).abs() < 1e-9);
        assert!((k.nanos(2) - 150.0).abs() < 1e-9);
        // Epoch 2: 1000 ticks to slot 1 but the thread ran only 100 ns of
        // them (descheduled): slot 1 gets 100 ns, not 500.
        set(2400, 800);
        k.charge(1);
        k.close_epoch();
        assert!((k.nanos(1) - 150.0).abs() < 1e-9);
        assert_eq!(k.nanos(3), 0.0);
        // The total is the thread's CPU time.
        assert!((k.nanos(1) + k.nanos(2) - 300.0).abs() < 1e-9);
    }

    #[test]
    fn epochs_close_by_themselves() {
        set(0, 0);
        let mut k = ThreadCpuClock::with_sources(t, c);
        k.charge(0);
        set(EPOCH_TICKS, 1000);
        k.charge(0);
        // Closed at the charge: converted without an explicit close.
        assert!((k.nanos(0) - 1000.0).abs() < 1e-9);
        set(EPOCH_TICKS + 10, 1005);
        k.charge(0);
        assert!((k.nanos_estimate(0) - (1000.0 + 10.0 * 1000.0 / EPOCH_TICKS as f64)).abs() < 1e-9);
    }
}
