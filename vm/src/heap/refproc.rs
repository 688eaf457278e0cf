//! Reference processing: soft, weak, final and phantom references in every
//! collector, with the semantics of HotSpot's `ReferenceProcessor`.
//!
//! ## What the VM knows about `java.lang.ref`
//! A class's [`RefKind`] is decided when it is linked, from its superclass
//! chain ([`RefKind::classify`], HotSpot's `InstanceRefKlass::reference_type`).
//! The VM relies on the JDK 17 layout of `java.lang.ref.Reference`: instance
//! fields `referent`, `queue`, `next` and `discovered` (their offsets are
//! looked up once, when `Reference` is linked) and on `SoftReference`'s
//! instance field `long timestamp` and static `long clock`. Nothing else; the
//! same code serves the embedded library and the JDK's own.
//!
//! ## One collection
//! 1. **Discovery.** While a collector traces, it offers every object it
//!    scans to [`RefProcessor::discover`]. A soft, weak, final or phantom
//!    reference is *discovered* when its referent is non-null and not yet
//!    known to be live (a `FinalReference` also only while active: `next` is
//!    null; a soft one only when the policy below lets it be cleared). The
//!    collector then traces every field of the reference except the referent
//!    ([`for_each_traced_field`]). Anything else is traced strongly, its
//!    referent included.
//! 2. **Processing** ([`RefProcessor::process`]), once strong tracing is
//!    complete, asks the collector about each referent through the weak-root
//!    question ([`super::weak::Liveness`]):
//!    * soft and weak references: referent live → the reference stays active
//!      and points at the referent's new address; dead → the referent field
//!      is cleared and the reference goes to the pending list;
//!    * final references with a dead referent: the referent is kept alive
//!      (the collector traces from it, with discovery off), the reference is
//!      made inactive (`next = this`) and goes to the pending list. This is
//!      what lets `finalize()` run on, and resurrect, its object;
//!    * phantom references, after that: an object kept alive for
//!      finalization is not phantom reachable yet;
//!    * then the VM's other weak roots ([`super::weak::process`]).
//!
//!    The references are linked through `discovered` and put in front of the
//!    VM's pending list (`runtime::reference`, a strong root), which the
//!    class library's "Reference Handler" thread takes over with
//!    `Reference.getAndClearReferencePendingList()`.
//!
//! Objects whose only references were cleared are garbage *in this
//! collection*: a collector reclaims them (OBJECT_FREE, or with their arena)
//! at once. A finalizable object stays until a collection after its
//! finalizer ran finds it unreachable again.
//!
//! **Invariants** after `process`: every live reference was either traced
//! strongly or discovered and processed, so its referent field is null or
//! names a live object at its current address (a compactor adjusts it with
//! the other fields); every reference on the pending list is live (the list
//! head is a root and `discovered` a traced field); no list survives the
//! collection (the `RefProcessor` is per collection).
//!
//! ## Generations
//! A minor collection discovers only references it copies out of the
//! nursery and treats every object outside the nursery as live, so it never
//! clears an old referent (HotSpot's span-based discovery). References in
//! the mature space that a minor collection scans through dirty cards are
//! traced strongly, their referents included.
//!
//! ## The soft reference policy
//! HotSpot's `LRUMaxHeapPolicy` (its default with the server compiler): a
//! softly reachable referent is cleared when it was last used (by `get()`,
//! which stamps `timestamp = clock`) more than `SoftRefLRUPolicyMSPerMB`
//! (default 1000, `-XX:SoftRefLRUPolicyMSPerMB=`) milliseconds per free MB
//! before the previous collection, where free = the maximum heap minus the
//! bytes in use after the previous collection. The clock is
//! `SoftReference.clock`, milliseconds on the `System.nanoTime` time base,
//! advanced by the VM after every collection ([`advance_soft_clock`]). A
//! reference used since the previous collection is never cleared by the
//! policy. The last-ditch collection before an `OutOfMemoryError` clears all
//! of them ([`SoftRefPolicy::clear_all`]).

use std::sync::OnceLock;

use crate::heap::object::{for_each_ref_field, Ref};
use crate::heap::weak;
use crate::runtime::class::Class;

/// The reference type of a class (HotSpot's `ReferenceType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
#[repr(u8)]
pub enum RefKind {
    /// Not a subclass of `java.lang.ref.Reference`.
    None,
    /// `Reference` itself (abstract) or a direct subclass outside the four
    /// kinds: traced like an ordinary object.
    Other,
    Soft,
    Weak,
    Final,
    Phantom,
}

impl RefKind {
    /// The kind of a class named `name` whose superclass has kind `sup`.
    pub fn classify(name: &str, sup: RefKind) -> RefKind {
        match name {
            "java/lang/ref/Reference" => RefKind::Other,
            "java/lang/ref/SoftReference" => RefKind::Soft,
            "java/lang/ref/WeakReference" => RefKind::Weak,
            "java/lang/ref/FinalReference" => RefKind::Final,
            "java/lang/ref/PhantomReference" => RefKind::Phantom,
            _ => sup,
        }
    }

    fn list(self) -> usize {
        self as usize - RefKind::Soft as usize
    }
}

/// Offsets of `java.lang.ref.Reference`'s fields.
#[derive(Debug)]
pub struct RefLayout {
    pub referent: usize,
    pub queue: usize,
    pub next: usize,
    pub discovered: usize,
}

/// `SoftReference.timestamp` and the class holding the static `clock`.
struct SoftLayout {
    timestamp: usize,
    class: &'static Class,
    clock_slot: u32,
}

static REF_LAYOUT: OnceLock<RefLayout> = OnceLock::new();
static SOFT_LAYOUT: OnceLock<SoftLayout> = OnceLock::new();

/// The layout of `java.lang.ref.Reference` (None until it is linked).
pub fn layout() -> Option<&'static RefLayout> {
    REF_LAYOUT.get()
}

/// Called for every newly linked class: records the field offsets when
/// `Reference` and `SoftReference` are linked, and starts the soft clock.
pub fn on_link(class: &'static Class) {
    match &*class.name {
        "java/lang/ref/Reference" => {
            let _ = REF_LAYOUT.set(RefLayout {
                referent: class.field_offset("referent"),
                queue: class.field_offset("queue"),
                next: class.field_offset("next"),
                discovered: class.field_offset("discovered"),
            });
        }
        "java/lang/ref/SoftReference" => {
            let clock = class.fields.iter().find(|f| f.is_static() && &*f.name == "clock" && &*f.descriptor == "J");
            let Some(clock) = clock else { panic!("class library: java/lang/ref/SoftReference has no static long clock") };
            let soft = SoftLayout { timestamp: class.field_offset("timestamp"), class, clock_slot: clock.offset };
            // Like HotSpot, the clock starts at the current time.
            // SAFETY: the class was just linked; no Java code runs on it yet.
            unsafe { *soft.class.static_slot(soft.clock_slot) = now_ms() as u64 };
            let _ = SOFT_LAYOUT.set(soft);
        }
        _ => {}
    }
}

/// Milliseconds on the `System.nanoTime` time base (HotSpot's soft
/// reference clock is `javaTimeNanos / 1000000` too).
fn now_ms() -> i64 {
    crate::runtime::vm::try_vm().map(|v| v.start.elapsed().as_millis() as i64).unwrap_or(0)
}

fn soft_clock() -> i64 {
    match SOFT_LAYOUT.get() {
        // SAFETY: a static slot of a linked class; the world is stopped or
        // the value is only read (a racy read of a long is a Java data race).
        Some(s) => unsafe { *s.class.static_slot(s.clock_slot) as i64 },
        None => 0,
    }
}

/// Advance `SoftReference.clock` to now (after every collection).
pub fn advance_soft_clock() {
    if let Some(s) = SOFT_LAYOUT.get() {
        let now = now_ms();
        if now > soft_clock() {
            // SAFETY: as in `soft_clock`; called while the world is stopped.
            unsafe { *s.class.static_slot(s.clock_slot) = now as u64 };
        }
    }
}

/// When a collection may clear a softly reachable referent.
#[derive(Clone, Copy, Debug)]
pub struct SoftRefPolicy {
    /// Clear every softly reachable referent (the last collection before
    /// an `OutOfMemoryError`).
    pub clear_all: bool,
    /// The clock at the start of the collection (the previous one's end).
    clock: i64,
    /// Referents unused for longer than this many clock milliseconds go.
    max_interval: i64,
}

impl SoftRefPolicy {
    /// HotSpot's `LRUMaxHeapPolicy` (see the module documentation).
    pub fn lru(ms_per_mb: u64, max_heap: usize, used_after_last_gc: usize, clear_all: bool) -> SoftRefPolicy {
        let free_mb = (max_heap.saturating_sub(used_after_last_gc) >> 20) as i64;
        SoftRefPolicy { clear_all, clock: soft_clock(), max_interval: free_mb.saturating_mul(ms_per_mb.min(i64::MAX as u64) as i64) }
    }

    fn should_clear(&self, soft_ref: Ref) -> bool {
        if self.clear_all {
            return true;
        }
        let Some(s) = SOFT_LAYOUT.get() else { return false };
        let timestamp = soft_ref.get::<i64>(s.timestamp);
        self.clock.saturating_sub(timestamp) > self.max_interval
    }
}

/// What reference processing needs from the collector running it.
pub trait Tracer: weak::Liveness {
    /// Make the object at `obj` live: mark or copy it and trace everything
    /// reachable from it, discovering nothing. Returns its address after
    /// this collection.
    fn keep_alive(&mut self, obj: usize) -> usize;
}

/// The reference processor of one collection.
pub struct RefProcessor {
    policy: SoftRefPolicy,
    discovering: bool,
    /// Discovered soft, weak, final and phantom references, at the
    /// addresses where the collector scanned them.
    lists: [Vec<Ref>; 4],
    /// References this collection put on the pending list.
    pub enqueued: usize,
}

impl RefProcessor {
    pub fn new(policy: SoftRefPolicy) -> RefProcessor {
        RefProcessor { policy, discovering: true, lists: Default::default(), enqueued: 0 }
    }

    /// Offer a newly scanned object (at its address after this
    /// collection) to discovery. `is_alive` tells whether an object is
    /// already known to be live. True means `obj` is a discovered reference:
    /// the collector must not trace its referent.
    #[inline]
    pub fn discover(&mut self, obj: Ref, is_alive: impl Fn(usize) -> bool) -> bool {
        let kind = obj.class().ref_kind;
        if kind < RefKind::Soft || !self.discovering {
            return false;
        }
        self.discover_ref(obj, kind, &is_alive)
    }

    #[inline(never)]
    fn discover_ref(&mut self, obj: Ref, kind: RefKind, is_alive: &dyn Fn(usize) -> bool) -> bool {
        let Some(l) = layout() else { return false };
        let referent = obj.get::<usize>(l.referent);
        if referent == 0 || is_alive(referent) {
            return false;
        }
        // An inactive FinalReference (finalizer pending or run) keeps its
        // referent strongly: it will be cleared by the Finalizer thread.
        if kind == RefKind::Final && obj.get::<usize>(l.next) != 0 {
            return false;
        }
        if kind == RefKind::Soft && !self.policy.should_clear(obj) {
            return false;
        }
        self.lists[kind.list()].push(obj);
        true
    }

    /// Process the discovered references after strong tracing (see the
    /// module documentation), then the VM's weak roots.
    pub fn process(&mut self, tr: &mut dyn Tracer) {
        let Some(l) = layout() else {
            weak::process(tr);
            return;
        };
        self.discovering = false;
        let mut chain = Chain::default();
        self.clear_dead(RefKind::Soft, tr, l, &mut chain);
        self.clear_dead(RefKind::Weak, tr, l, &mut chain);
        let finals = std::mem::take(&mut self.lists[RefKind::Final.list()]);
        let dying: Vec<Ref> = finals.into_iter().filter(|&r| !keep_if_live(r, tr, l)).collect();
        for r in dying {
            let kept = tr.keep_alive(r.get::<usize>(l.referent));
            r.put_ref(l.referent, Ref(kept));
            r.put_ref(l.next, r);
            chain.push(r, l);
        }
        self.clear_dead(RefKind::Phantom, tr, l, &mut chain);
        weak::process(tr);
        self.enqueued += chain.len;
        chain.prepend_to_pending_list(l);
        self.discovering = true;
    }

    /// Soft, weak and phantom references: keep those whose referent lives,
    /// clear and chain the others.
    fn clear_dead(&mut self, kind: RefKind, tr: &dyn Tracer, l: &RefLayout, chain: &mut Chain) {
        for r in std::mem::take(&mut self.lists[kind.list()]) {
            if !keep_if_live(r, tr, l) {
                r.put_ref(l.referent, Ref::NULL);
                chain.push(r, l);
            }
        }
    }
}

/// If the referent of `r` survived (or is null), point `r` at its current
/// address and return true.
fn keep_if_live(r: Ref, tr: &dyn Tracer, l: &RefLayout) -> bool {
    let x = r.get::<usize>(l.referent);
    if x == 0 {
        return true;
    }
    match tr.forwardee(x) {
        Some(n) => {
            if n != x {
                r.put_ref(l.referent, Ref(n));
            }
            true
        }
        None => false,
    }
}

/// References linked through `discovered`, newest first.
#[derive(Default)]
struct Chain {
    head: Ref,
    tail: Ref,
    len: usize,
}

impl Chain {
    fn push(&mut self, r: Ref, l: &RefLayout) {
        r.put_ref(l.discovered, self.head);
        if self.tail.is_null() {
            self.tail = r;
        }
        self.head = r;
        self.len += 1;
    }

    fn prepend_to_pending_list(self, l: &RefLayout) {
        if self.head.is_null() {
            return;
        }
        let slot = crate::runtime::reference::pending_list_slot();
        // SAFETY: the pending list's head is a root slot; the world is
        // stopped, and the collector has already updated it.
        let old = Ref(unsafe { *slot });
        self.tail.put_ref(l.discovered, old);
        // SAFETY: as above.
        unsafe { *slot = self.head.0 };
    }
}

/// Visit the reference fields a collector traces in `obj`: every one, or
/// every one but the referent when `discovered`.
#[inline]
pub fn for_each_traced_field(obj: Ref, discovered: bool, mut f: impl FnMut(*mut usize)) {
    if !discovered {
        return for_each_ref_field(obj, f);
    }
    let referent = layout().map(|l| l.referent).unwrap_or(usize::MAX);
    for &off in &obj.class().ref_offsets {
        if off as usize != referent {
            f(obj.ptr::<usize>(off as usize));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{RefKind, SoftRefPolicy};

    #[test]
    fn soft_policy_allows_ms_per_free_mb() {
        // 64 MB heap, 16 MB in use after the last collection: 48 MB free.
        let p = SoftRefPolicy::lru(1000, 64 << 20, 16 << 20, false);
        assert_eq!(p.max_interval, 48_000);
        assert_eq!(SoftRefPolicy::lru(0, 64 << 20, 0, false).max_interval, 0);
        // More in use than the maximum (a moment of over-use): nothing is free.
        assert_eq!(SoftRefPolicy::lru(1000, 8 << 20, 9 << 20, false).max_interval, 0);
        assert_eq!(SoftRefPolicy::lru(u64::MAX, 1 << 40, 0, false).max_interval, i64::MAX);
    }

    #[test]
    fn classification_follows_the_superclass_chain() {
        assert_eq!(RefKind::classify("java/lang/Object", RefKind::None), RefKind::None);
        assert_eq!(RefKind::classify("java/lang/ref/Reference", RefKind::None), RefKind::Other);
        assert_eq!(RefKind::classify("java/lang/ref/WeakReference", RefKind::Other), RefKind::Weak);
        assert_eq!(RefKind::classify("java/util/WeakHashMap$Entry", RefKind::Weak), RefKind::Weak);
        assert_eq!(RefKind::classify("java/lang/ref/Finalizer", RefKind::Final), RefKind::Final);
        assert_eq!(RefKind::classify("Cleanable", RefKind::Phantom), RefKind::Phantom);
        assert!(RefKind::Other < RefKind::Soft && RefKind::Soft < RefKind::Phantom);
    }
}
