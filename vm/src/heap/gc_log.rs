//! What collections log (`-Xlog:gc*`, `-verbose:gc`), in JDK 17's words.
//!
//! The vocabulary is that of HotSpot's Serial collector, which fits rjvm's
//! collectors: a minor collection of the generational collector is a
//! `Pause Young`, every other collection a `Pause Full`; the causes are
//! `Allocation Failure`, `System.gc()` and, for the stress mode,
//! `ScavengeAlot` / `FullGCAlot`.
//!
//! ```text
//! [0.194s][info][gc,start    ] GC(0) Pause Young (Allocation Failure)
//! [0.195s][info][gc,heap     ] GC(0) Nursery: 16384K(16384K)->0K(16384K)
//! [0.195s][info][gc,heap     ] GC(0) Mature: 120K(8192K)->455K(8192K)
//! [0.195s][info][gc          ] GC(0) Pause Young (Allocation Failure) 16M->0M(24M) 1.174ms
//! [0.195s][info][gc,cpu      ] GC(0) User=0.00s Sys=0.00s Real=0.00s
//! ```

use std::time::{Duration, Instant};

use super::{Collector, GcCause, GcKind};
use crate::runtime::logging::{enabled, info, TagSet};

/// The collector's name in `Using <name>`.
pub fn collector_name(k: GcKind) -> &'static str {
    match k {
        GcKind::MarkSweep => "Mark-Sweep",
        GcKind::Compact => "Mark-Compact",
        GcKind::Copying => "Copying",
        GcKind::Generational => "Generational",
    }
}

/// A size in its largest exact unit, as HotSpot prints capacities: `64M`,
/// `1G`, `1536K`.
pub fn size_text(bytes: usize) -> String {
    for (shift, unit) in [(40, "T"), (30, "G"), (20, "M"), (10, "K")] {
        if bytes >= 1 << shift && bytes.is_multiple_of(1 << shift) {
            return format!("{}{unit}", bytes >> shift);
        }
    }
    format!("{bytes}B")
}

/// Process CPU time (user, system).
fn cpu_times() -> (Duration, Duration) {
    // SAFETY: getrusage fills the zeroed struct; RUSAGE_SELF is always valid.
    let ru = unsafe {
        let mut ru: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_SELF, &mut ru);
        ru
    };
    let d = |tv: libc::timeval| Duration::new(tv.tv_sec as u64, tv.tv_usec as u32 * 1000);
    (d(ru.ru_utime), d(ru.ru_stime))
}

/// One collection being logged, from its start to its end.
pub struct GcLog {
    id: usize,
    title: String,
    start: Instant,
    cpu: (Duration, Duration),
    used: usize,
    spaces: Vec<(&'static str, usize, usize)>,
}

impl GcLog {
    /// A collection number `id` starts (None when nothing about collections
    /// is logged). `full`: the whole heap is collected.
    pub fn begin(g: &dyn Collector, id: usize, cause: GcCause, full: bool) -> Option<GcLog> {
        if !enabled(TagSet::Gc) && !enabled(TagSet::GcStart) && !enabled(TagSet::GcHeap) && !enabled(TagSet::GcCpu) {
            return None;
        }
        let young = g.has_young_collections() && !full;
        let why = match cause {
            GcCause::AllocationFailure => "Allocation Failure",
            GcCause::SystemGc => "System.gc()",
            GcCause::Stress if young => "ScavengeAlot",
            GcCause::Stress => "FullGCAlot",
        };
        let title = format!("Pause {} ({why})", if young { "Young" } else { "Full" });
        info(TagSet::GcStart, &format!("GC({id}) {title}"));
        Some(GcLog { id, title, start: Instant::now(), cpu: cpu_times(), used: g.used(), spaces: g.spaces() })
    }

    /// The collection is over.
    pub fn end(self, g: &dyn Collector) {
        let elapsed = self.start.elapsed();
        let id = self.id;
        if enabled(TagSet::GcHeap) {
            for ((name, used0, cap0), (_, used1, cap1)) in self.spaces.iter().zip(g.spaces()) {
                info(TagSet::GcHeap, &format!("GC({id}) {name}: {}K({}K)->{}K({}K)", used0 >> 10, cap0 >> 10, used1 >> 10, cap1 >> 10));
            }
        }
        info(
            TagSet::Gc,
            &format!("GC({id}) {} {}M->{}M({}M) {:.3}ms", self.title, self.used >> 20, g.used() >> 20, g.capacity() >> 20, elapsed.as_secs_f64() * 1e3),
        );
        if enabled(TagSet::GcCpu) {
            let (u, s) = cpu_times();
            let user = u.saturating_sub(self.cpu.0).as_secs_f64();
            let sys = s.saturating_sub(self.cpu.1).as_secs_f64();
            info(TagSet::GcCpu, &format!("GC({id}) User={user:.2}s Sys={sys:.2}s Real={:.2}s", elapsed.as_secs_f64()));
        }
    }
}

/// `gc+heap+exit`: the heap at exit.
pub fn heap_at_exit(g: &dyn Collector) {
    if !enabled(TagSet::GcHeapExit) {
        return;
    }
    info(TagSet::GcHeapExit, "Heap");
    for (name, used, cap) in g.spaces() {
        info(TagSet::GcHeapExit, &format!(" {:<20} total {}K, used {}K", name.to_lowercase(), cap >> 10, used >> 10));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_in_exact_units() {
        assert_eq!(size_text(64 << 20), "64M");
        assert_eq!(size_text(2 << 30), "2G");
        assert_eq!(size_text(1536 << 10), "1536K");
        assert_eq!(size_text(1000), "1000B");
    }
}
