//! Method events (METHOD_ENTRY/ENTRY2/EXIT to C agents and generic Rust
//! agents) and the per-thread hooks of Rust agents (method entries and
//! exits, allocations: see `rjvm_profiler_api::hooks`).
//!
//! # Routing of method events
//!
//! Bytecode methods get their events from the `METHODS` interpreter variant
//! (`interp::mode`, [`method_entry_listeners`]), natives from
//! `jni::native::run`; they come here only while [`ROUTE`] is non-zero, and
//! `ROUTE` says who listens, so each event goes only where it is wanted:
//!
//! * `R_CONTEXTS`: some Rust agent wants calling-context trees. The
//!   interpreter's `CONTEXTS` variant keeps them inline (`contexts`); only
//!   natives and Java called from native code come here for them
//!   ([`method_entry`], [`native_entry`]).
//! * `R_HOOKS`: some Rust agent registered method hooks (and start-up is
//!   complete). The thread calls its own hook objects directly: no event
//!   is built, no lock is taken, nothing is looked up (the hooks live in
//!   the thread's [`ThreadProf`]; a generation number tells the thread when
//!   the registered set changed). With one method hook (the usual case)
//!   the call is a tail call from [`method_entry_listeners`].
//! * `R_C_*`, `R_RUST_*`: the C agent, or some generic Rust agent, enabled
//!   the kind. A C agent's event is a `JVMPI_Event` on the stack handed
//!   straight to its `NotifyEvent` (inside the usual JNI local frame and
//!   callback accounting); generic Rust agents get an [`Event`] through the
//!   usual per-agent delivery.
//!
//! # Allocation hooks
//!
//! An agent that registered allocation hooks gets each allocation of a
//! running thread through its hook, called by `heapev` from the
//! allocation slow path (which allocation events force) on the allocating
//! thread, with the stack as [`RawFrame`]s (method and instruction index:
//! no line-number look-up); it gets no OBJECT_ALLOC event for them (the
//! start-up report and requested events still come as events).
//!
//! # Callback accounting
//!
//! A collection must not run while another thread is inside an agent
//! callback (see `profiler::enter_callback`). Java threads count their
//! callbacks in their own [`ThreadProf::callbacks`] (a plain atomic of the
//! thread: no shared cache line, no locked instruction per event); a
//! collector sums the counters of the other threads (registered in
//! [`COUNTERS`], a leaf lock). Hooks are not callbacks: they never block
//! and never reach a safepoint.

use std::sync::atomic::{AtomicU32, AtomicU8, Ordering};
use std::sync::Arc;

use parking_lot::Mutex;
use rjvm_profiler_api::{ffi, AllocInfo, ClassId, Event, EventKind, EventSet, HookKinds, Hooks, MethodId, ObjectId, RawFrame, ThreadHook, ThreadId, TypeCode};

use super::{env_of, heapev, RustAgent};
use crate::heap::Ref;
use crate::interp::mode;
use crate::runtime::class::Method;
use crate::runtime::thread::JThread;

/// Per-thread profiler state, a field of every `JThread`.
#[derive(Default)]
pub struct ThreadProf {
    /// This thread's method hooks, in registration order.
    hooks: Vec<Hook>,
    /// The method hook when there is exactly one (the common case), called
    /// without a loop. Invariant: points into the box of the only hook of
    /// `hooks` with `methods` set, else `None`; reset whenever `hooks`
    /// changes.
    single: Option<std::ptr::NonNull<dyn ThreadHook>>,
    /// The allocation hook and its depth when exactly one hook takes
    /// allocations and its depth fits the on-stack frame buffer; same
    /// invariant as `single`.
    alloc_single: Option<(std::ptr::NonNull<dyn ThreadHook>, usize)>,

    /// The calling-context tree the VM keeps for agents (`contexts`).
    pub(super) contexts: super::contexts::Contexts,
    /// The [`HOOK_GEN`] the hooks were built for (0: never).
    hooks_gen: u32,
    /// Agent callbacks in progress on this thread (nesting depth). Written
    /// only by the thread; read by collectors.
    pub(super) callbacks: AtomicU32,
}

/// One hook of a thread.
struct Hook {
    /// The agent's slot.
    agent: usize,
    /// The registration it came from (the factory's address).
    source: usize,
    kinds: HookKinds,
    hook: Box<dyn ThreadHook>,
}

// SAFETY: `single` and `alloc_single` only alias a hook owned by the same `ThreadProf`
// (hooks are `Send`); the thread that owns the JThread is the only one to
// call through it, others only while it is stopped.
unsafe impl Send for ThreadProf {}
unsafe impl Sync for ThreadProf {}

// ---------------------------------------------------------------------------
// Routing
// ---------------------------------------------------------------------------

/// Some Rust agent registered method hooks.
const R_HOOKS: u8 = 1;
/// The C agent enabled METHOD_ENTRY (published).
const R_C_ENTRY: u8 = 2;
/// The C agent enabled METHOD_ENTRY2 (published).
const R_C_ENTRY2: u8 = 4;
/// The C agent enabled METHOD_EXIT (published).
const R_C_EXIT: u8 = 8;
/// Some generic Rust agent enabled METHOD_ENTRY (published).
const R_RUST_ENTRY: u8 = 16;
/// Some generic Rust agent enabled METHOD_ENTRY2 (published).
const R_RUST_ENTRY2: u8 = 32;
/// Some generic Rust agent enabled METHOD_EXIT (published).
const R_RUST_EXIT: u8 = 64;
/// Some Rust agent wants calling-context trees: the interpreter keeps them
/// inline (`contexts`), natives and Java called from native code here.
const R_CONTEXTS: u8 = 128;

const R_ANY_ENTRY: u8 = R_C_ENTRY | R_C_ENTRY2 | R_RUST_ENTRY | R_RUST_ENTRY2;
const R_ANY_EXIT: u8 = R_C_EXIT | R_RUST_EXIT;

/// Who listens to method events (the `R_*` bits); 0 = nobody (the plain
/// interpreter variant runs).
static ROUTE: AtomicU8 = AtomicU8::new(0);

/// Who listens to method events (the `R_*` bits).
#[inline(always)]
fn route() -> u8 {
    ROUTE.load(Ordering::Relaxed)
}

/// Whether native calls must post method events (one load and a branch).
#[inline(always)]
pub fn native_events() -> bool {
    ROUTE.load(Ordering::Relaxed) != 0
}

/// Recompute [`ROUTE`] (nothing is routed before start-up is complete:
/// `live`) and switch the METHODS variant accordingly. `c` is the C
/// agent's enable set, `rust` the union of the Rust agents'.
pub(super) fn update_route(c: u64, rust: u64, live: bool) {
    LIVE_HOOKS.store(live, Ordering::SeqCst);
    update_alloc_route();
    let bit = |m: u64, k: EventKind, r: u8| if live && m & EventSet::bit(k) != 0 { r } else { 0 };
    let mut r = bit(c, EventKind::MethodEntry, R_C_ENTRY)
        | bit(c, EventKind::MethodEntry2, R_C_ENTRY2)
        | bit(c, EventKind::MethodExit, R_C_EXIT)
        | bit(rust, EventKind::MethodEntry, R_RUST_ENTRY)
        | bit(rust, EventKind::MethodEntry2, R_RUST_ENTRY2)
        | bit(rust, EventKind::MethodExit, R_RUST_EXIT);
    {
        let h = HOOKS.lock();
        if live && h.iter().any(|h| h.kinds.methods) {
            r |= R_HOOKS;
        }
        if live && h.iter().any(|h| h.kinds.contexts.is_some()) {
            r |= R_CONTEXTS;
        }
    }
    ROUTE.store(r, Ordering::SeqCst);
    super::safe_region(|| {
        mode::set(mode::METHODS, r & !R_CONTEXTS != 0);
        mode::set(mode::CONTEXTS, r & R_CONTEXTS != 0);
    });
}

// ---------------------------------------------------------------------------
// Posting
// ---------------------------------------------------------------------------

/// The top frame of `t` was just entered (its frame is saved at pc 0, its
/// count written out): the calling-context tree and every listener.
pub fn method_entry(t: &mut JThread) {
    let r = route();
    if r & R_CONTEXTS != 0 {
        // SAFETY: called with a frame on the stack.
        let m = unsafe { t.frames.last().unwrap_unchecked() }.method;
        super::contexts::enter_synced(t, m);
    }
    if r & !R_CONTEXTS != 0 {
        method_entry_listeners(t);
    }
}

/// The top frame of `t` is about to be popped (its frame saved, its count
/// written out): the calling-context tree and every listener.
pub fn method_exit(t: &mut JThread) {
    let r = route();
    if r & R_CONTEXTS != 0 {
        super::contexts::exit_synced(t);
    }
    if r & !R_CONTEXTS != 0 {
        method_exit_listeners(t);
    }
}

/// The listeners of an entry (not the calling-context tree, which the
/// interpreter keeps inline).
///
/// The common cases (only method hooks listen, the thread has one, its
/// list is current; or only a C agent listens) are a few loads and a tail
/// call of the hook, or the C event; anything else goes to `entry`.
#[inline(never)]
pub fn method_entry_listeners(t: &mut JThread) {
    // SAFETY: called by the interpreter with a frame on the stack.
    let m = unsafe { t.frames.last().unwrap_unchecked() }.method;
    let r = ROUTE.load(Ordering::Relaxed) & !R_CONTEXTS;
    if r == R_HOOKS && t.prof.hooks_gen == HOOK_GEN.load(Ordering::Relaxed) {
        if let Some(h) = t.prof.single {
            // SAFETY: `single` points into the box of the only hook in
            // `hooks`, which lives as long as it is there (see `ThreadProf`).
            return unsafe { (*h.as_ptr()).entry(heapev::method_id(m), t.bytecodes) };
        }
    }
    if r == R_C_ENTRY | R_C_EXIT || r == R_C_ENTRY {
        // Only a C agent listens (METHOD_ENTRY): straight to it.
        return c_event(t, ffi::JVMPI_EVENT_METHOD_ENTRY, heapev::method_id(m), None);
    }
    entry(t, m, None);
}

/// The listeners of an exit (return or exception; the frame is saved).
/// Fast path as in [`method_entry_listeners`].
#[inline(never)]
pub fn method_exit_listeners(t: &mut JThread) {
    // SAFETY: called by the interpreter with a frame on the stack.
    let m = unsafe { t.frames.last().unwrap_unchecked() }.method;
    let r = ROUTE.load(Ordering::Relaxed) & !R_CONTEXTS;
    if r == R_HOOKS && t.prof.hooks_gen == HOOK_GEN.load(Ordering::Relaxed) {
        if let Some(h) = t.prof.single {
            // SAFETY: as in `method_entry`.
            return unsafe { (*h.as_ptr()).exit(heapev::method_id(m), t.bytecodes) };
        }
    }
    if r == R_C_ENTRY | R_C_EXIT || r == R_C_EXIT {
        return c_event(t, ffi::JVMPI_EVENT_METHOD_EXIT, heapev::method_id(m), None);
    }
    exit(t, m);
}

/// METHOD_ENTRY/ENTRY2 for the native `m` whose receiver (if any) is
/// `receiver`; the caller keeps its arguments as roots.
#[cold]
pub fn native_entry(t: &mut JThread, m: &'static Method, receiver: Ref) {
    if route() & R_CONTEXTS != 0 {
        super::contexts::enter_synced(t, m);
    }
    entry(t, m, Some(receiver));
}

/// METHOD_EXIT for the native `m`.
#[cold]
pub fn native_exit(t: &mut JThread, m: &'static Method) {
    if route() & R_CONTEXTS != 0 {
        super::contexts::exit_synced(t);
    }
    exit(t, m);
}

/// All listeners of an entry. `receiver`: the receiver if the caller knows
/// it (natives), else it is read from the top frame when needed.
#[inline(never)]
fn entry(t: &mut JThread, m: &'static Method, receiver: Option<Ref>) {
    let r = ROUTE.load(Ordering::Relaxed);
    if r & R_ANY_ENTRY != 0 {
        generic_entry(t, m, r, receiver);
    }
    if r & R_HOOKS != 0 {
        refresh_if_stale(t);
        let (id, b) = (heapev::method_id(m), t.bytecodes);
        t.prof.hooks.iter_mut().filter(|h| h.kinds.methods).for_each(|h| h.hook.entry(id, b));
    }
}

/// All listeners of an exit.
#[inline(never)]
fn exit(t: &mut JThread, m: &'static Method) {
    let r = ROUTE.load(Ordering::Relaxed);
    if r & R_ANY_EXIT != 0 {
        generic_exit(t, m, r);
    }
    if r & R_HOOKS != 0 {
        refresh_if_stale(t);
        let (id, b) = (heapev::method_id(m), t.bytecodes);
        t.prof.hooks.iter_mut().filter(|h| h.kinds.methods).for_each(|h| h.hook.exit(id, b));
    }
}

/// The receiver of the top frame (null for a static method).
fn frame_receiver(t: &JThread, m: &'static Method) -> Ref {
    if m.is_static() {
        return Ref::NULL;
    }
    // SAFETY: the top frame is `m`'s, entered with its arguments.
    let f = unsafe { t.frames.last().unwrap_unchecked() };
    Ref::from_slot(t.stack[f.locals as usize])
}

#[cold]
#[inline(never)]
fn generic_entry(t: &mut JThread, m: &'static Method, r: u8, receiver: Option<Ref>) {
    let method = heapev::method_id(m);
    if r & R_C_ENTRY != 0 {
        c_event(t, ffi::JVMPI_EVENT_METHOD_ENTRY, method, None);
    }
    if r & R_RUST_ENTRY != 0 {
        rust_event(&Event::MethodEntry { thread: ThreadId::from_ptr(env_of(t)), method });
    }
    if r & (R_C_ENTRY2 | R_RUST_ENTRY2) != 0 {
        let recv = if m.is_static() { Ref::NULL } else { receiver.unwrap_or_else(|| frame_receiver(t, m)) };
        let receiver = (!recv.is_null()).then(|| ObjectId(recv.addr()));
        if r & R_C_ENTRY2 != 0 {
            c_event(t, ffi::JVMPI_EVENT_METHOD_ENTRY2, method, Some(receiver));
        }
        if r & R_RUST_ENTRY2 != 0 {
            rust_event(&Event::MethodEntry2 { thread: ThreadId::from_ptr(env_of(t)), method, receiver });
        }
    }
}

#[cold]
#[inline(never)]
fn generic_exit(t: &mut JThread, m: &'static Method, r: u8) {
    let method = heapev::method_id(m);
    if r & R_C_EXIT != 0 {
        c_event(t, ffi::JVMPI_EVENT_METHOD_EXIT, method, None);
    }
    if r & R_RUST_EXIT != 0 {
        rust_event(&Event::MethodExit { thread: ThreadId::from_ptr(env_of(t)), method });
    }
}

/// A method event to the C agent: the `JVMPI_Event` is built on the stack
/// and handed to `NotifyEvent`, inside a JNI local frame (references the
/// agent makes are freed afterwards) and the thread's callback count.
/// `receiver`: `Some` for ENTRY2.
#[inline(never)]
fn c_event(t: &mut JThread, event_type: i32, method: MethodId, receiver: Option<Option<ObjectId>>) {
    let Some(notify) = super::iface::notify_fn() else { return };
    let mut ev = ffi::JVMPI_Event::zeroed(event_type, env_of(t));
    match receiver {
        Some(r) => {
            ev.u.method_entry2 = ffi::JVMPI_MethodEntry2 { method_id: method.as_ptr(), obj_id: r.map_or(std::ptr::null_mut(), |o| o.as_ptr()) }
        }
        None => ev.u.method = ffi::JVMPI_MethodEvent { method_id: method.as_ptr() },
    }
    let depth = t.frames.len();
    let mark = t.locals.push_frame(depth);
    enter_thread_callback(t);
    // SAFETY: the agent's NotifyEvent with an event that lives until it
    // returns.
    unsafe { notify(&mut ev) };
    exit_thread_callback(t);
    t.locals.pop_frame(mark);
}

/// A method event to the generic Rust agents that enabled its kind.
#[inline(never)]
fn rust_event(e: &Event<'_>) {
    super::dispatch_rust(e);
}

// ---------------------------------------------------------------------------
// Hook registration
// ---------------------------------------------------------------------------

/// A registered set of hooks: the agent's slot, its factory and what it
/// wants.
struct Registered {
    agent: usize,
    hooks: Arc<dyn Hooks>,
    kinds: HookKinds,
}

/// The registered hooks, in registration order.
static HOOKS: Mutex<Vec<Registered>> = Mutex::new(Vec::new());
/// Changed (never 0) whenever [`HOOKS`] changes: threads rebuild their
/// hook lists when theirs is for another generation.
static HOOK_GEN: AtomicU32 = AtomicU32::new(1);
/// Start-up is complete (hooks are called only then, like events).
static LIVE_HOOKS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
/// The deepest stack some allocation hook wants, plus one (0: no
/// allocation hooks).
static ALLOC_DEPTH: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// `Profiler::set_hooks` for the Rust agent in slot `agent`.
pub(crate) fn set_hooks(agent: &'static RustAgent, hooks: Option<Arc<dyn Hooks>>, kinds: HookKinds) {
    let slot = agent_slot(agent);
    let _g = super::safe_region(|| super::MASK_LOCK.lock());
    let mut contexts_changed = false;
    {
        let mut h = HOOKS.lock();
        let contexts_before = contexts_of(&h);
        h.retain(|r| r.agent != slot);
        let allocs = hooks.is_some() && kinds.allocations.is_some();
        let moves = hooks.is_some() && kinds.moves;
        if let Some(hooks) = hooks {
            h.push(Registered { agent: slot, hooks, kinds });
        }
        agent.alloc_hooked.store(allocs, Ordering::SeqCst);
        agent.move_hooked.store(moves, Ordering::SeqCst);
        MOVE_HOOKS.store(h.iter().any(|r| r.kinds.moves), Ordering::SeqCst);
        let depth = h.iter().filter_map(|r| r.kinds.allocations).map(|d| d.saturating_add(1)).max().unwrap_or(0);
        ALLOC_DEPTH.store(depth, Ordering::SeqCst);
        let g = HOOK_GEN.load(Ordering::SeqCst).wrapping_add(1).max(1);
        HOOK_GEN.store(g, Ordering::SeqCst);
        // Trees restart only when the registrations that want them change
        // (another agent's hooks must not cut a thread's tree short).
        if contexts_of(&h) != contexts_before {
            super::contexts::registrations_changed(h.iter().filter_map(|r| r.kinds.contexts).max());
            contexts_changed = true;
        }
    }
    if contexts_changed {
        // Threads with trees of the old registrations hand them over at
        // their next poll.
        super::safe_region(crate::runtime::safepoint::request_mode_check);
    }
    super::republish();
    super::heapev::update_heap_hooks(super::all_masks());
    update_alloc_route();
}

/// The registrations that want calling-context trees: agent, factory and
/// depth.
fn contexts_of(h: &[Registered]) -> Vec<(usize, usize, usize)> {
    h.iter().filter_map(|r| Some((r.agent, Arc::as_ptr(&r.hooks) as *const () as usize, r.kinds.contexts?))).collect()
}

// ---------------------------------------------------------------------------
// Move hooks
// ---------------------------------------------------------------------------

/// Some agent registered move hooks.
static MOVE_HOOKS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
/// Whether some agent has move hooks (heap events then include
/// OBJECT_MOVE, in the heap's batches: `heap::events::HeapEvents::post_move`).
#[inline]
pub(crate) fn move_hooks() -> bool {
    MOVE_HOOKS.load(Ordering::Relaxed)
}

/// Some agent receives OBJECT_MOVE as events while others have move
/// hooks (the C agent, or a Rust agent without move hooks): recomputed
/// with the enable sets (`heapev::update_heap_hooks`), read per move.
pub(super) static MOVE_EVENT_RECEIVERS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Hand a batch of moves to the move hooks (on the collecting thread, with
/// the world stopped; the heap delivers a collection's batches before its
/// next heap event).
pub(super) fn objects_moved(batch: &[crate::heap::events::Moved]) {
    if !(move_hooks() && LIVE_HOOKS.load(Ordering::Relaxed)) {
        return;
    }
    let moves: Vec<rjvm_profiler_api::ObjectMoved> = batch
        .iter()
        .map(|m| rjvm_profiler_api::ObjectMoved {
            arena: rjvm_profiler_api::ArenaId(m.arena),
            object: ObjectId(m.obj),
            new_arena: rjvm_profiler_api::ArenaId(m.new_arena),
            new_object: ObjectId(m.new_obj),
        })
        .collect();
    // The factories are cloned out: no registry lock is held while the
    // agents' code runs.
    let hooks: Vec<Arc<dyn Hooks>> = HOOKS.lock().iter().filter(|r| r.kinds.moves).map(|r| r.hooks.clone()).collect();
    for h in hooks {
        h.objects_moved(&moves);
    }
}

/// Frames of an allocation's stack kept on the native stack (deeper ones
/// go to a vector).
const ALLOC_BUF: usize = 16;

/// Whether some agent has allocation hooks (they run only once start-up
/// is complete).
#[inline]
pub(crate) fn alloc_hooks() -> bool {
    ALLOC_DEPTH.load(Ordering::Relaxed) != 0
}

/// Whether allocation hooks are to be called now.
#[inline]
pub(crate) fn alloc_hooks_live() -> bool {
    alloc_hooks() && LIVE_HOOKS.load(Ordering::Relaxed)
}

/// Allocation hooks are live and nothing else receives live allocations
/// (no agent gets them as OBJECT_ALLOC events, no heap-event checker or
/// tracer): the allocation path may call the hooks directly.
static ALLOC_HOOKS_ONLY: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// See [`ALLOC_HOOKS_ONLY`].
#[inline(always)]
pub fn alloc_hooks_only() -> bool {
    ALLOC_HOOKS_ONLY.load(Ordering::Relaxed)
}


/// Recompute [`ALLOC_HOOKS_ONLY`] (after the enable sets or the hooks
/// changed).
pub(super) fn update_alloc_route() {
    let fixed = crate::runtime::vm::try_vm().is_some_and(|v| v.heap.events.fixed_mask() & crate::heap::events::EV_OBJECT_ALLOC != 0);
    let only = alloc_hooks() && LIVE_HOOKS.load(Ordering::SeqCst) && !super::event_receivers(EventKind::ObjectAlloc, super::Skip::AllocHooked) && !fixed;
    ALLOC_HOOKS_ONLY.store(only, Ordering::SeqCst);
}

/// The allocation of `r` (class `class`, `size` bytes) by the calling
/// thread `t`, when only allocation hooks listen (see
/// [`alloc_hooks_only`]). One hook (the usual case) is called from here,
/// with the stack copied once into a buffer on the native stack. Inlined
/// into the allocation slow paths (which are out of the interpreter loop).
#[inline(always)]
pub fn alloc_hooks_direct(t: &mut JThread, r: Ref, class: &'static crate::runtime::class::Class, size: usize) {
    refresh_if_stale(t);
    let (elem, is_array) = heapev::alloc_kind(class);
    let class_id = elem.and_then(heapev::class_id_opt);
    if let Some((h, d)) = t.prof.alloc_single {
        return alloc_single_call(t, h, d, r.addr(), class_id, elem.map_or(0, |c| c.id + 1), is_array, size as u64);
    }
    alloc_hooks_call(t, elem, class_id, is_array, size as u64, r.addr());
}

/// The allocation of `obj` to `t`'s only allocation hook `h` (`alloc_single`,
/// depth `d`), its stack (top first) in a buffer on the native stack.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn alloc_single_call(t: &JThread, h: std::ptr::NonNull<dyn ThreadHook>, d: usize, obj: usize, class: Option<ClassId>, class_key: u32, is_array: TypeCode, size: u64) {
    let mut buf = [std::mem::MaybeUninit::<RawFrame>::uninit(); ALLOC_BUF];
    let frames = raw_stack(&t.frames, d, &mut buf);
    let a = AllocInfo { object: ObjectId(obj), class, class_key, is_array, size, frames };
    // SAFETY: `alloc_single` points into the box of a hook of this
    // thread's `hooks` (see `ThreadProf`), which only this thread calls.
    unsafe { (*h.as_ptr()).alloc(&a) }
}

/// [`refresh_hooks`] if the registered set changed since `t`'s hooks were
/// made.
#[inline(always)]
pub(super) fn refresh_if_stale(t: &mut JThread) {
    if t.prof.hooks_gen != HOOK_GEN.load(Ordering::Relaxed) {
        refresh_hooks(t);
    }
}

/// Hand `tree` (kept with depth limit `limit`) to `t`'s hooks that want
/// calling-context trees, each cut to its own depth.
pub(super) fn deliver_contexts(t: &mut JThread, tree: rjvm_profiler_api::ContextTree, limit: u32) {
    deliver_to(&mut t.prof.hooks, tree, limit);
}

/// [`deliver_contexts`] to `hooks`.
fn deliver_to(hooks: &mut [Hook], tree: rjvm_profiler_api::ContextTree, limit: u32) {
    let mut wanting = hooks.iter_mut().filter_map(|h| Some((h.kinds.contexts?, &mut h.hook))).peekable();
    while let Some((depth, hook)) = wanting.next() {
        let own = if depth >= limit as usize {
            if wanting.peek().is_none() {
                hook.contexts(tree);
                return;
            }
            tree.clone()
        } else {
            rjvm_profiler_api::ContextTree { tree: tree.tree.truncated(depth), unmatched_exits: tree.unmatched_exits }
        };
        hook.contexts(own);
    }
}

/// Bring `t`'s hooks in line with the registered set: create the hooks of
/// newly registered agents (their factory is called here, on the thread),
/// end those of agents that unregistered or replaced their hooks.
#[cold]
#[inline(never)]
fn refresh_hooks(t: &mut JThread) {
    let gen = HOOK_GEN.load(Ordering::SeqCst);
    let wanted: Vec<(usize, Arc<dyn Hooks>, HookKinds)> = HOOKS.lock().iter().map(|r| (r.agent, r.hooks.clone(), r.kinds)).collect();
    let thread = ThreadId::from_ptr(env_of(t));
    t.prof.single = None;
    t.prof.alloc_single = None;
    let mut old = std::mem::take(&mut t.prof.hooks);
    let mut hooks = Vec::with_capacity(wanted.len());
    for (agent, f, kinds) in &wanted {
        let source = Arc::as_ptr(f) as *const () as usize;
        match old.iter().position(|h| h.agent == *agent && h.source == source) {
            Some(i) => {
                let mut h = old.swap_remove(i);
                h.kinds = *kinds;
                hooks.push(h);
            }
            None => hooks.push(Hook { agent: *agent, source, kinds: *kinds, hook: f.thread_start(thread, t.bytecodes) }),
        }
    }
    t.prof.hooks = hooks;
    let mut methods = t.prof.hooks.iter_mut().filter(|h| h.kinds.methods);
    t.prof.single = match (methods.next(), methods.next()) {
        (Some(h), None) => Some(std::ptr::NonNull::from(h.hook.as_mut())),
        _ => None,
    };
    let mut allocs = t.prof.hooks.iter_mut().filter(|h| h.kinds.allocations.is_some());
    t.prof.alloc_single = match (allocs.next(), allocs.next()) {
        (Some(h), None) => match h.kinds.allocations {
            Some(d) if d <= ALLOC_BUF => Some((std::ptr::NonNull::from(h.hook.as_mut()), d)),
            _ => None,
        },
        _ => None,
    };
    t.prof.hooks_gen = gen;
    if !old.is_empty() {
        let b = t.bytecodes;
        super::safe_region(|| old.into_iter().for_each(|h| h.hook.thread_end(b)));
    }
}

/// An allocation by the calling thread `t` (from the allocation slow path,
/// its frames synchronised): the allocation hooks of `t`, with its stack.
/// `class` is the class of the object's OBJECT_ALLOC (the element class of
/// an object array, `None` for a primitive array).
#[inline(never)]
pub(crate) fn alloc_hooks_call(t: &mut JThread, class: Option<&'static crate::runtime::class::Class>, class_id: Option<ClassId>, is_array: TypeCode, size: u64, obj: usize) {
    refresh_if_stale(t);
    if let Some((h, d)) = t.prof.alloc_single {
        return alloc_single_call(t, h, d, obj, class_id, class.map_or(0, |c| c.id + 1), is_array, size);
    }
    // The stack, top first: on the stack for the usual depths.
    let depth = ALLOC_DEPTH.load(Ordering::Relaxed).saturating_sub(1);
    let mut buf = [std::mem::MaybeUninit::<RawFrame>::uninit(); ALLOC_BUF];
    let heap_frames;
    let frames: &[RawFrame] = if depth <= buf.len() {
        raw_stack(&t.frames, depth, &mut buf)
    } else {
        heap_frames = t.frames.iter().rev().take(depth).map(|f| RawFrame::new(heapev::method_id(f.method), f.pc)).collect::<Vec<_>>();
        &heap_frames
    };
    let a = AllocInfo {
        object: ObjectId(obj),
        class: class_id,
        class_key: class.map_or(0, |c| c.id + 1),
        is_array,
        size,
        frames,
    };
    for h in t.prof.hooks.iter_mut() {
        if let Some(d) = h.kinds.allocations {
            if d >= frames.len() {
                h.hook.alloc(&a);
            } else {
                h.hook.alloc(&AllocInfo { frames: &frames[..d], ..a });
            }
        }
    }
}

/// The top `depth` frames of `frames` (at most `buf.len()`), top first, as
/// raw frames written into `buf`.
#[inline(always)]
fn raw_stack<'b>(frames: &[crate::runtime::thread::Frame], depth: usize, buf: &'b mut [std::mem::MaybeUninit<RawFrame>]) -> &'b [RawFrame] {
    let n = depth.min(frames.len()).min(buf.len());
    // A plain loop (a counted one is vectorised, which costs more set-up
    // than the usual four frames take).
    for (slot, f) in buf.iter_mut().zip(frames.iter().rev().take(n)) {
        slot.write(RawFrame::new(heapev::method_id(f.method), f.pc));
    }
    // SAFETY: the first `n` elements were written just above.
    unsafe { std::slice::from_raw_parts(buf.as_ptr().cast::<RawFrame>(), n) }
}

/// `Profiler::class_of_key`: the current class id of the class whose key
/// (its index in the class table, plus one) is `key`.
pub(crate) fn class_of_key(key: u32) -> Option<ClassId> {
    let v = crate::runtime::vm::vm();
    let i = key.checked_sub(1)?;
    if i as usize >= v.class_table.len() {
        return None;
    }
    let c = v.class_by_id(i);
    if c.is_primitive() {
        return None;
    }
    super::in_java(|_| heapev::class_id(c)).or_else(|| Some(heapev::class_id(c)))
}

/// `Profiler::line_of`: the source line of instruction `index` of the
/// method whose id is `method` (checked against the loaded classes' methods,
/// not trusted).
pub(crate) fn line_of(method: MethodId, index: u32) -> i32 {
    let v = crate::runtime::vm::vm();
    let found = (0..v.class_table.len()).map(|i| v.class_by_id(i as u32)).find_map(|c| c.methods().iter().copied().find(|&m| heapev::method_id(m) == method));
    let Some(m) = found else { return rjvm_profiler_api::CallFrame::LINE_UNKNOWN };
    if m.is_native() {
        return rjvm_profiler_api::CallFrame::LINE_NATIVE;
    }
    match m.code.get() {
        Some(Ok(code)) => match code.bc_pc.get(index as usize) {
            Some(&bc) => m.line_number(bc),
            None => rjvm_profiler_api::CallFrame::LINE_UNKNOWN,
        },
        _ => rjvm_profiler_api::CallFrame::LINE_UNKNOWN,
    }
}

/// The thread `t` ends (on its OS thread, in the Java state, before its
/// THREAD_END): its hooks get `thread_end`, outside the Java state.
pub(super) fn end_hooks(t: &mut JThread) {
    let tree = super::contexts::finish(t);
    t.prof.single = None;
    t.prof.alloc_single = None;
    let mut hooks = std::mem::take(&mut t.prof.hooks);
    if hooks.is_empty() {
        return;
    }
    let b = t.bytecodes;
    super::safe_region(|| {
        if let Some((tree, limit)) = tree {
            deliver_to(&mut hooks, tree, limit);
        }
        hooks.into_iter().for_each(|h| h.hook.thread_end(b))
    });
}

/// `Profiler::take_contexts`: with the other threads stopped, every live
/// thread's calling-context tree so far to its hooks.
pub(crate) fn take_contexts() -> bool {
    if crate::runtime::safepoint::world_stopped_by_me() {
        return false;
    }
    super::in_java(|t| {
        let world = crate::runtime::safepoint::stop_the_world(t);
        let others: Vec<*mut JThread> = world.others().collect();
        super::contexts::take_all(t);
        for o in others {
            // SAFETY: the other threads are stopped (the world is ours), and
            // none is inside a fast path (they contain no safepoint).
            super::contexts::take_all(unsafe { &mut *o });
        }
        crate::runtime::safepoint::resume_the_world(t, world);
    })
    .is_some()
}

/// `Profiler::visit_hooks` for the agent `agent`: with the
/// other threads stopped, every live thread's hook of that agent.
pub(crate) fn visit_hooks(agent: &'static RustAgent, f: &mut dyn FnMut(ThreadId, u64, &mut dyn ThreadHook)) -> bool {
    let agent = agent_slot(agent);
    let visit = |t: &mut JThread, f: &mut dyn FnMut(ThreadId, u64, &mut dyn ThreadHook)| {
        let thread = ThreadId::from_ptr(env_of(t));
        let b = t.bytecodes;
        for h in t.prof.hooks.iter_mut() {
            if h.agent == agent {
                f(thread, b, h.hook.as_mut());
            }
        }
    };
    if crate::runtime::safepoint::world_stopped_by_me() {
        // Called from a GC event: the world is already stopped, and the
        // stopped threads' hooks are reachable only through the collector.
        return false;
    }
    super::in_java(|t| {
        let world = crate::runtime::safepoint::stop_the_world(t);
        let others: Vec<*mut JThread> = world.others().collect();
        visit(t, f);
        for o in others {
            // SAFETY: the other threads are stopped (the world is ours), and
            // none is inside a hook (hooks never reach a safepoint).
            visit(unsafe { &mut *o }, f);
        }
        crate::runtime::safepoint::resume_the_world(t, world);
    })
    .is_some()
}

// ---------------------------------------------------------------------------
// Callback accounting
// ---------------------------------------------------------------------------

/// The callback counters of the bound Java threads (addresses of their
/// `ThreadProf::callbacks`). A leaf lock: never held while waiting.
static COUNTERS: Mutex<Vec<usize>> = Mutex::new(Vec::new());

/// Register `t`'s callback counter (its OS thread is bound).
pub(super) fn register_counter(t: &JThread) {
    COUNTERS.lock().push(&t.prof.callbacks as *const AtomicU32 as usize);
}

/// Unregister it (before the JThread is freed).
pub(super) fn unregister_counter(t: &JThread) {
    let p = &t.prof.callbacks as *const AtomicU32 as usize;
    COUNTERS.lock().retain(|&c| c != p);
}

/// Callbacks in progress on Java threads other than `me`.
pub(super) fn callbacks_of_others(me: Option<&JThread>) -> usize {
    let mine = me.map_or(0, |t| &t.prof.callbacks as *const AtomicU32 as usize);
    COUNTERS
        .lock()
        .iter()
        .filter(|&&c| c != mine)
        // SAFETY: registered counters belong to live JThreads (threads
        // unregister before they are freed, under this lock).
        .map(|&c| unsafe { &*(c as *const AtomicU32) }.load(Ordering::Acquire) as usize)
        .sum()
}

/// `t` (the calling thread) enters an agent callback.
#[inline(always)]
pub(super) fn enter_thread_callback(t: &JThread) {
    let c = &t.prof.callbacks;
    c.store(c.load(Ordering::Relaxed) + 1, Ordering::Relaxed);
}

/// `t` (the calling thread) leaves an agent callback; wakes a collector
/// waiting for callbacks to end.
#[inline(always)]
pub(super) fn exit_thread_callback(t: &JThread) {
    let c = &t.prof.callbacks;
    let d = c.load(Ordering::Relaxed);
    c.store(d.saturating_sub(1), Ordering::Release);
    if d == 1 {
        super::callback_ended();
    }
}

/// The slot of a Rust agent (its index in load order).
pub(super) fn agent_slot(a: &'static RustAgent) -> usize {
    super::rust_agents().position(|x| std::ptr::eq(x, a)).unwrap_or(usize::MAX)
}
