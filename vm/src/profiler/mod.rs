//! The profiler interface (JVMPI, JDK 1.2 style): agent loading, the C
//! `JavaVM`/`JVMPI_Interface` tables and event dispatch.
//!
//! # Loading
//!
//! `-Xrun<name>[:options]` (several allowed; loaded in command-line order,
//! after the VM is created and before bootstrap) picks the built-in Rust
//! agent `name` from [`BUILTIN`] if there is one, otherwise loads
//! `lib<name>.so` from, in order, the `-Djava.library.path` entries,
//! `LD_LIBRARY_PATH`, the directory of the `rjvm` binary and the current
//! directory (and finally the dynamic linker's own search), and calls its
//! `JVM_OnLoad(vm, options, NULL)`. See [`agents`].
//!
//! # Event order
//!
//! Nothing is posted during `JVM_OnLoad` / `Agent::on_load` or during
//! bootstrap (the published enable mask stays 0 until start-up is complete,
//! so GC events of bootstrap collections are not posted either). After
//! bootstrap, on the main thread, what exists is reported in the order an
//! agent loaded at the very start would have seen it (so that every class
//! id and object resolves when it is met), each kind only if enabled and
//! each OBJECT_ALLOC step with the world stopped (these carry no call
//! trace): ARENA_NEW for every arena and OBJECT_ALLOC for java.lang.Class's
//! own class object, CLASS_LOAD for java.lang.Class; OBJECT_ALLOC for every
//! other class object, CLASS_LOAD for every other class (in load order;
//! primitive classes are not reported); OBJECT_ALLOC for every other
//! object; then THREAD_START for the main thread, then JVM_INIT_DONE; from
//! then on events are live. THREAD_START is posted by a new thread itself
//! before it runs any Java code, THREAD_END by the ending thread after
//! `Thread.exit()`;
//! the main thread's THREAD_END comes after the shutdown hooks, just before
//! JVM_SHUT_DOWN. JVM_SHUT_DOWN is the last event, posted once: at normal
//! end, from `System.exit`/`Runtime.halt` (`Shutdown.halt0`) and from
//! `ProfilerExit`. GC_START, every OBJECT_MOVE / OBJECT_FREE /
//! ARENA_DELETE (and the ARENA_NEW of a new to-space or nursery) and
//! GC_FINISH come from the collecting thread with the world stopped;
//! OBJECT_ALLOC from the allocating thread, whose frames are synchronised,
//! so GetCallTrace works from inside it.
//!
//! # Heap events (see `heapev`)
//!
//! ARENA_NEW/DELETE, OBJECT_ALLOC/MOVE/FREE and GC_START/FINISH reach the
//! agents through one shared heap-event sink installed the first time any
//! of them is enabled; its mask follows the agents' enable sets. Enabling
//! OBJECT_ALLOC sets `heap.force_slow_path` (allocation events are posted
//! only from the allocation slow path); disabling it clears the flag unless
//! `-XX:GCALotInterval`/`-XX:+CheckHeapEvents`/`-XX:+TraceHeapEvents` need
//! it. Arenas: mark-sweep and compact have one arena (1), copying a new
//! semispace arena per collection (the old one is deleted), generational a
//! mature arena (1) and a nursery that is deleted and recreated (new id) by
//! every minor collection. Every dead object gets OBJECT_FREE, whatever the
//! collector (a deleted semispace or nursery is empty by then, as JVMPI
//! agents expect). OBJECT_ALLOC: `size` in bytes (header included),
//! `obj_id` the address; instance → class id and NORMAL_OBJECT, object
//! array → class id of the element class and JVMPI_CLASS, primitive array
//! → NULL and the element type code.
//!
//! Limits: an agent that enables OBJECT_ALLOC only after start-up gets
//! events for each thread from its next TLAB refill on (objects allocated
//! in the rest of a current TLAB are not reported), and one that enables
//! ARENA_NEW after start-up is not told about the arenas that already
//! exist; the start-up replay covers agents that enable them in
//! `JVM_OnLoad`. An object allocated by another thread while the replay
//! stops the world may be reported twice (same arena and id).
//!
//! # RequestEvent
//!
//! Supported: THREAD_START (arg = the `java.lang.Thread` object id, e.g.
//! from GetThreadObject; only for a thread between its THREAD_START and
//! THREAD_END), CLASS_LOAD (arg = the class id), OBJECT_ALLOC (arg =
//! object id, class ids included; found by a heap walk with the world
//! stopped), HEAP_DUMP (levels 0, 1, 2), OBJECT_DUMP and MONITOR_DUMP (see
//! `dump`).
//! The event is built on the calling thread and delivered to the C
//! `NotifyEvent` (whatever its enable set; not to Rust agents, which get it
//! through the sink of `Profiler::request_event`) with `event_type |
//! JVMPI_REQUESTED_EVENT`, before RequestEvent returns (`JVMPI_SUCCESS`).
//! An unknown id, a caller that is not a Java thread, or a request that
//! must stop the world made from a GC event (the world is already stopped)
//! gives `JVMPI_FAIL`; any other event type `JVMPI_NOT_AVAILABLE`. A caller
//! in a safe region (a system thread) is moved to the Java state for the
//! request and back.
//!
//! # CreateSystemThread
//!
//! Refused (`JNI_ERR` / `Err`) until JVM_INIT_DONE is being posted. Creates
//! and registers (like `Thread.start0`) a daemon `JThread` with its own
//! JNIEnv; on its new OS thread it allocates its `java.lang.Thread` object
//! (`Thread(ThreadGroup, String)` with the creator's group, then daemon =
//! true, the given priority clamped to 1..=10, added to the group), posts
//! THREAD_START, then calls `f(NULL)` (the Rust body) in a safe region: it
//! runs no Java code and collections never wait for it, while it may call
//! any JVMPI function (raw monitors, Suspend/Resume, GetCallTrace,
//! ThreadHasRun, RequestEvent...). When `f` returns it runs `Thread.exit()`,
//! posts THREAD_END and unregisters. As a daemon it does not keep the VM
//! alive (at exit it is simply abandoned, without THREAD_END).
//!
//! # GetCallTrace
//!
//! For the calling thread, or for a suspended one (named by the trace's
//! `env_id`); a running, not suspended or unknown thread gets
//! `num_frames = 0`. Frames top first, at most `depth`; `lineno` is the
//! source line of the frame's current bytecode, or -1 without line
//! information; a native method's frame (`jni::native`) has -3; -2 never
//! (no compiler).
//!
//! # Several agents
//!
//! All C agents share the one `JVMPI_Interface` (as in the JDK): it has one
//! `NotifyEvent` slot (the last agent to store it receives the events) and
//! one enable set (EnableEvent/DisableEvent from any C agent change it).
//! Each Rust agent has its own enable set and receives only the kinds it
//! enabled. An event is delivered to the C interface first, then to the
//! Rust agents in load order. There is no global delivery lock: C agents
//! get concurrent `NotifyEvent` calls (they lock with raw monitors); each
//! Rust agent is called by one thread at a time (others wait in a safe
//! region) and is never re-entered: an event posted on a thread already
//! inside that agent's callback is not delivered to that agent.
//!
//! # Cost of disabled events
//!
//! Posting sites test [`enabled`]: one relaxed load of a global `AtomicU64`
//! and a predictable branch. Method events of bytecode methods come from an
//! interpreter variant that runs only while one of them is enabled
//! (`interp::mode`); allocation events only from the allocation slow path.
//! Without the `profiler` cargo feature everything here is compiled out
//! (`benches/profiler-overhead.sh` compares the two builds).
//!
//! # Interface functions and events
//!
//! Every slot of `JVMPI_Interface` is implemented (`iface` for C, `agents`
//! for Rust). Posted events: JVM_INIT_DONE, JVM_SHUT_DOWN, THREAD_START/END,
//! CLASS_LOAD, CLASS_LOAD_HOOK, METHOD_ENTRY/ENTRY2/EXIT (`interp`),
//! OBJECT_ALLOC/MOVE/FREE, ARENA_NEW/DELETE, GC_START/FINISH (`heapev`),
//! MONITOR_CONTENDED_ENTER/ENTERED/EXIT and MONITOR_WAIT/WAITED (`interp`,
//! from `runtime::monitor` and `Thread.sleep`), RAW_MONITOR_CONTENDED_*
//! (`rawmon`; not for names starting with `_`), DATA_DUMP_REQUEST on
//! SIGQUIT (`signal`), the three dumps on request (`dump`),
//! JNI_(WEAK_)GLOBALREF_ALLOC/FREE (from the JNI functions that make and
//! delete them, `jni::env::refs`), and the rjvm extension BYTECODE_SAMPLE
//! for Rust agents. Enable-able but never posted (nothing in rjvm produces
//! them): COMPILED_METHOD_LOAD/UNLOAD, INSTRUCTION_START, CLASS_UNLOAD
//! (classes are never unloaded) and DATA_RESET_REQUEST. docs/profiler-interface.md is the agent-writer's
//! guide.
//!
//! # Identities
//!
//! * env / thread id: the address of the thread's boxed one-word JNI env
//!   (`JThread::jni_env`), constant for the thread's life.
//!   Dumps and RequestEvent(THREAD_START) cover the threads agents know:
//!   from the point a thread's THREAD_START is posted to the point its
//!   THREAD_END is (`announced`; the main thread posts JVM_SHUT_DOWN after
//!   its THREAD_END).
//! * method id: the address of the VM's leaked `Method`, in CLASS_LOAD and
//!   in call-trace frames alike (`heapev::method_id`).
//! * object id: the object's address (invalidated by OBJECT_MOVE,
//!   OBJECT_FREE and ARENA_DELETE); arena ids are small integers.
//! * class id: the object id of the class's `java.lang.Class` object (its
//!   mirror, `Class::mirror`, created when the class is defined and a GC
//!   root from then on), everywhere: CLASS_LOAD, OBJECT_ALLOC, the dumps
//!   (CLASS_DUMP stands for the mirror, which gets no INSTANCE_DUMP),
//!   GetMethodClass, RequestEvent(CLASS_LOAD / OBJECT_ALLOC / OBJECT_DUMP)
//!   (`heapev::class_id`, `class_of_id`). An ordinary heap object: announced
//!   by OBJECT_ALLOC before its class's CLASS_LOAD and moved by OBJECT_MOVE,
//!   so it is read only where no collection can run (the Java state or the
//!   world stopped), like every object id.
//! * THREAD_START `thread_id`: the `java.lang.Thread` object's address at
//!   the time of the event (it may move later).

pub mod agents;
mod dump;
mod heapev;
mod iface;
mod interp;
mod hooks;
pub mod contexts;
mod rawmon;
pub(crate) mod signal;

use std::cell::Cell;
use std::ffi::CString;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};

use hashbrown::HashMap;
use parking_lot::{Condvar, Mutex};
use rjvm_profiler_api::{ffi, Agent, Event, EventKind, EventSet, FieldInfo, MethodInfo, ObjectId, ThreadId};

use crate::runtime::thread::JThread;

pub use agents::BUILTIN;
pub use interp::{bytecode_sample, class_load_hook, enter_counting, monitor_event, monitor_wait_event, samples_due, sampling_stale};
pub use hooks::{alloc_hooks_direct, alloc_hooks_only, method_entry, method_entry_listeners, method_exit, method_exit_listeners, native_entry, native_events, native_exit, ThreadProf};
pub use iface::jvmpi_interface;

// ---------------------------------------------------------------------------
// Enable masks
// ---------------------------------------------------------------------------

/// The published mask (bit n = event n): 0 until start-up is complete.
static ENABLED: AtomicU64 = AtomicU64::new(0);
/// The enable set of the C interface (shared by all C agents).
static C_MASK: AtomicU64 = AtomicU64::new(0);
/// Set once start-up is complete (events are published).
static LIVE: AtomicBool = AtomicBool::new(false);
/// JVM_SHUT_DOWN was posted.
static SHUT_DOWN: AtomicBool = AtomicBool::new(false);
/// Serialises mask updates.
static MASK_LOCK: Mutex<()> = Mutex::new(());

/// A loaded Rust agent.
pub(crate) struct RustAgent {
    pub mask: AtomicU64,
    pub agent: Mutex<Box<dyn Agent>>,
    /// The OS thread inside the agent's callback (0: none), to drop
    /// re-entrant events.
    pub owner: std::sync::atomic::AtomicUsize,
    /// The agent has allocation hooks: live allocations reach it through
    /// them, not as OBJECT_ALLOC events.
    pub alloc_hooked: AtomicBool,
    /// The agent has move hooks: moved objects reach it in batches
    /// (`Hooks::objects_moved`), not as OBJECT_MOVE events.
    pub move_hooked: AtomicBool,
}

/// Most Rust agents one VM loads.
const MAX_RUST_AGENTS: usize = 16;
/// The loaded Rust agents (append-only: read without locking on every
/// event).
static RUST_AGENTS: [std::sync::atomic::AtomicPtr<RustAgent>; MAX_RUST_AGENTS] =
    [const { std::sync::atomic::AtomicPtr::new(std::ptr::null_mut()) }; MAX_RUST_AGENTS];
static RUST_AGENT_COUNT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// The loaded Rust agents, in load order.
fn rust_agents() -> impl Iterator<Item = &'static RustAgent> {
    let n = RUST_AGENT_COUNT.load(Ordering::Acquire);
    // SAFETY: the first `n` slots hold leaked agents (published before the
    // count, with Release).
    RUST_AGENTS[..n].iter().map(|p| unsafe { &*p.load(Ordering::Acquire) })
}

/// Register a Rust agent (at load time, on the main thread).
pub(crate) fn add_rust_agent(a: &'static RustAgent) -> Result<(), String> {
    let n = RUST_AGENT_COUNT.load(Ordering::Acquire);
    if n == MAX_RUST_AGENTS {
        return Err(format!("at most {MAX_RUST_AGENTS} built-in agents can be loaded"));
    }
    RUST_AGENTS[n].store(a as *const RustAgent as *mut RustAgent, Ordering::Release);
    RUST_AGENT_COUNT.store(n + 1, Ordering::Release);
    Ok(())
}

/// Whether `kind` is enabled (one load and a branch at posting sites).
#[inline(always)]
pub fn enabled(kind: EventKind) -> bool {
    cfg!(feature = "profiler") && ENABLED.load(Ordering::Relaxed) & EventSet::bit(kind) != 0
}

fn republish() {
    let c = C_MASK.load(Ordering::SeqCst);
    let rust = rust_agents().fold(0, |m, a| m | a.mask.load(Ordering::SeqCst));
    let live = LIVE.load(Ordering::SeqCst);
    let published = if live { c | rust } else { 0 };
    ENABLED.store(published, Ordering::SeqCst);
    hooks::update_route(c, rust, live);
    interp::update_sample_variant(published);
}

/// Whether EnableEvent/DisableEvent accept this event number.
pub(crate) fn can_enable(n: i32) -> Option<EventKind> {
    let k = EventKind::from_jvmpi(n)?;
    if k.is_request_only() || k.is_extension() || n & ffi::JVMPI_REQUESTED_EVENT != 0 {
        return None;
    }
    Some(k)
}

/// Change an enable set (`mask`) and republish.
pub(crate) fn set_enabled(mask: &AtomicU64, kind: EventKind, on: bool) {
    // Taken in a safe region: republishing may wait for the thread registry
    // (held by a thread stopping the world), so no thread may block on this
    // lock while counted as running Java code.
    let _g = safe_region(|| MASK_LOCK.lock());
    if on {
        mask.fetch_or(EventSet::bit(kind), Ordering::SeqCst);
    } else {
        mask.fetch_and(!EventSet::bit(kind), Ordering::SeqCst);
    }
    republish();
    heapev::update_heap_hooks(all_masks());
    hooks::update_alloc_route();
}

/// The union of every enable set (published or not).
fn all_masks() -> u64 {
    rust_agents().fold(C_MASK.load(Ordering::SeqCst), |m, a| m | a.mask.load(Ordering::SeqCst))
}

pub(crate) fn c_mask() -> &'static AtomicU64 {
    &C_MASK
}

// ---------------------------------------------------------------------------
// The current thread
// ---------------------------------------------------------------------------

thread_local! {
    static CURRENT: Cell<*mut JThread> = const { Cell::new(std::ptr::null_mut()) };
    /// DisableGC calls made by this OS thread and not yet undone.
    static MY_GC_DISABLES: Cell<u32> = const { Cell::new(0) };
}

/// env address → JThread address, for every thread bound to an OS thread.
static ENVS: Mutex<Option<HashMap<usize, usize>>> = Mutex::new(None);

/// The env addresses of the threads agents know about: from the point
/// where a thread's THREAD_START is posted (whether or not it is enabled)
/// to the point where its THREAD_END is. Dump traces and
/// RequestEvent(THREAD_START) cover only these: an agent looks every
/// thread of a dump up among the THREAD_STARTs it was told about, and the
/// main thread posts JVM_SHUT_DOWN after its own THREAD_END.
static ANNOUNCED: Mutex<Option<hashbrown::HashSet<usize>>> = Mutex::new(None);

fn announce(t: &JThread, on: bool) {
    let mut g = ANNOUNCED.lock();
    let set = g.get_or_insert_with(Default::default);
    let env = env_of(t) as usize;
    if on {
        set.insert(env);
    } else {
        set.remove(&env);
    }
}

/// Whether agents know the thread `t` (see [`ANNOUNCED`]).
pub(crate) fn announced(t: &JThread) -> bool {
    ANNOUNCED.lock().as_ref().is_some_and(|s| s.contains(&(env_of(t) as usize)))
}

/// The calling OS thread runs `t` (called from `JThread::bind_os_thread`).
pub fn attach_current(t: &JThread) {
    let p = t as *const JThread as *mut JThread;
    CURRENT.with(|c| c.set(p));
    ENVS.lock().get_or_insert_with(HashMap::new).insert(env_of(t) as usize, p as usize);
    hooks::register_counter(t);
}

/// The thread `t` ends (call in a safe region, on its OS thread).
pub fn detach_current(t: &JThread) {
    CURRENT.with(|c| c.set(std::ptr::null_mut()));
    if let Some(m) = ENVS.lock().as_mut() {
        m.remove(&(env_of(t) as usize));
    }
    hooks::unregister_counter(t);
}

/// The Java thread of the calling OS thread, if any.
pub fn current() -> Option<*mut JThread> {
    let p = CURRENT.with(|c| c.get());
    (!p.is_null()).then_some(p)
}

/// The JVMPI env pointer of a thread (its id everywhere in the JVMPI): its
/// JNIEnv.
pub fn env_of(t: &JThread) -> *mut ffi::JNIEnv {
    crate::jni::env_of(t)
}

pub(crate) fn current_env() -> *mut ffi::JNIEnv {
    match current() {
        // SAFETY: CURRENT is set only while the JThread is alive and bound
        // to this OS thread.
        Some(p) => env_of(unsafe { &*p }),
        None => std::ptr::null_mut(),
    }
}

fn current_id() -> ThreadId {
    ThreadId::from_ptr(current_env())
}

/// Run `f` with the calling Java thread in a safe region if it is running
/// Java code (so that it may block without holding up a safepoint).
pub(crate) fn safe_region<R>(f: impl FnOnce() -> R) -> R {
    if let Some(p) = current() {
        // SAFETY: the current thread's JThread is alive (see `current`).
        let t = unsafe { &*p };
        if t.state.load(Ordering::SeqCst) == crate::runtime::safepoint::IN_JAVA {
            return crate::runtime::safepoint::blocking(t, f);
        }
    }
    f()
}

/// Run `f` on the live thread whose env pointer is `env` (it cannot end
/// meanwhile); `None` if there is none. `f` must not block.
///
/// The calling thread itself needs no lock. For another thread the
/// registry lock is taken without entering a safe region when it is free:
/// an agent calling a query (GetThreadLocalStorage, GetThreadStatus...)
/// while holding its own raw monitor must not wait out a collection whose
/// thread needs that monitor for GC_START. Only a contended lock (its
/// holder may be suspending this very thread) is waited for in a safe
/// region.
pub(crate) fn with_env<R>(env: *mut ffi::JNIEnv, f: impl FnOnce(&JThread) -> R) -> Option<R> {
    if let Some(p) = current() {
        // SAFETY: the calling thread's own JThread is alive.
        let t = unsafe { &*p };
        if env_of(t) == env {
            return Some(f(t));
        }
    }
    let lookup = |g: &Option<HashMap<usize, usize>>| -> Option<R> {
        let p = *g.as_ref()?.get(&(env as usize))?;
        // SAFETY: threads remove themselves from ENVS (under this lock)
        // before their JThread is freed, so `p` is alive while it is held.
        Some(f(unsafe { &*(p as *const JThread) }))
    };
    if let Some(g) = ENVS.try_lock() {
        return lookup(&g);
    }
    safe_region(|| lookup(&ENVS.lock()))
}

// ---------------------------------------------------------------------------
// Dispatch
// ---------------------------------------------------------------------------

/// Deliver one event to every agent that enabled its kind: the C interface
/// first, then the Rust agents in load order. No global lock: C agents get
/// concurrent `NotifyEvent` calls as in the JDK (they lock with raw
/// monitors); each Rust agent is called by one thread at a time.
#[cold]
fn dispatch(e: &Event<'_>) {
    dispatch_filtered(e, Skip::None);
}

/// Which Rust agents [`dispatch_filtered`] leaves out: those that receive
/// the event through their hooks instead.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Skip {
    None,
    /// A live allocation: agents with allocation hooks.
    AllocHooked,
    /// An OBJECT_MOVE: agents with move hooks.
    MoveHooked,
}

impl Skip {
    /// Whether `a` is left out.
    fn skips(self, a: &RustAgent) -> bool {
        match self {
            Skip::None => false,
            Skip::AllocHooked => a.alloc_hooked.load(Ordering::SeqCst),
            Skip::MoveHooked => a.move_hooked.load(Ordering::SeqCst),
        }
    }
}

/// Whether some agent receives `kind` as events when the agents `skip`
/// names do not: the C agent, or another Rust agent that enabled it.
pub(crate) fn event_receivers(kind: EventKind, skip: Skip) -> bool {
    let bit = EventSet::bit(kind);
    C_MASK.load(Ordering::SeqCst) & bit != 0 || rust_agents().any(|a| a.mask.load(Ordering::SeqCst) & bit != 0 && !skip.skips(a))
}

/// [`dispatch`], leaving out the Rust agents `skip` names.
#[cold]
fn dispatch_filtered(e: &Event<'_>, skip: Skip) {
    let bit = EventSet::bit(e.kind());
    let locals = push_local_frame();
    enter_callback();
    if C_MASK.load(Ordering::Relaxed) & bit != 0 {
        iface::notify_c(e);
    }
    for a in rust_agents() {
        if a.mask.load(Ordering::Relaxed) & bit != 0 && !skip.skips(a) {
            deliver_rust(a, e);
        }
    }
    exit_callback();
    pop_local_frame(locals);
}

/// [`dispatch`] to the Rust agents only (the C agent got the event already).
#[cold]
fn dispatch_rust(e: &Event<'_>) {
    let bit = EventSet::bit(e.kind());
    let locals = push_local_frame();
    enter_callback();
    for a in rust_agents() {
        if a.mask.load(Ordering::Relaxed) & bit != 0 {
            deliver_rust(a, e);
        }
    }
    exit_callback();
    pop_local_frame(locals);
}

/// A JNI local frame for the references agents make during a callback (like
/// a native method's), on a Java thread.
fn push_local_frame() -> Option<crate::jni::handles::LocalMark> {
    // SAFETY: the calling thread's own JThread.
    current().map(|p| {
        let t = unsafe { &mut *p };
        let depth = t.frames.len();
        t.locals.push_frame(depth)
    })
}

/// Free the JNI local references agents made during a callback.
fn pop_local_frame(mark: Option<crate::jni::handles::LocalMark>) {
    if let (Some(m), Some(p)) = (mark, current()) {
        // SAFETY: the calling thread's own JThread.
        unsafe { &mut *p }.locals.pop_frame(m);
    }
}

thread_local! {
    static OS_THREAD_KEY: u8 = const { 0 };
}

/// A non-zero key unique to the calling OS thread while it lives.
fn os_thread_key() -> usize {
    OS_THREAD_KEY.with(|k| k as *const u8 as usize)
}

/// Call one Rust agent. Never re-enters it: an event posted on a thread
/// already inside that agent's callback is dropped for that agent. Another
/// thread's callback is waited for in a safe region, and the agent's lock
/// is never held while leaving a safe region (that may wait for a
/// collection whose thread posts GC_START to the same agent): wait for the
/// lock to be free, let it go, leave the region, try again.
fn deliver_rust(a: &'static RustAgent, e: &Event<'_>) {
    loop {
        if let Some(mut g) = a.agent.try_lock() {
            a.owner.store(os_thread_key(), Ordering::Relaxed);
            g.event(&agents::RustProfiler { agent: a }, e);
            a.owner.store(0, Ordering::Relaxed);
            return;
        }
        if a.owner.load(Ordering::Relaxed) == os_thread_key() {
            return;
        }
        safe_region(|| drop(a.agent.lock()));
    }
}

/// Deliver a requested event to the C interface only (whatever its enable
/// set).
fn deliver_c(e: &Event<'_>) {
    let locals = push_local_frame();
    enter_callback();
    iface::notify_c(e);
    exit_callback();
    pop_local_frame(locals);
}

/// Load time is over and bootstrap is done: replay CLASS_LOAD for the
/// loaded classes and THREAD_START for the main thread, then post
/// JVM_INIT_DONE. Call on the main thread.
pub fn startup_done(t: &mut JThread) {
    {
        let _g = safe_region(|| MASK_LOCK.lock());
        LIVE.store(true, Ordering::SeqCst);
        republish();
        heapev::update_heap_hooks(all_masks());
    }
    // The order of a real start-up seen from the beginning, so that every
    // class id and object can be resolved when it is met: java.lang.Class's
    // own mirror and CLASS_LOAD, then every other class object and
    // CLASS_LOAD, then all the other objects.
    let v = crate::runtime::vm::vm();
    let jlc = v.wk().class;
    let is_class_object = |r: crate::heap::Ref| std::ptr::eq(r.class(), jlc);
    heapev::replay_heap(t, true, &|r| r == jlc.mirror_ref());
    let replay_classes = enabled(EventKind::ClassLoad);
    if replay_classes {
        post_class_load(jlc);
    }
    heapev::replay_heap(t, false, &|r| is_class_object(r) && r != jlc.mirror_ref());
    if replay_classes {
        // In load order (class ids are allocated as classes are defined).
        for i in 0..v.class_table.len() {
            let c = v.class_by_id(i as u32);
            if !c.is_primitive() && !std::ptr::eq(c, jlc) {
                post_class_load(c);
            }
        }
    }
    heapev::replay_heap(t, false, &|r| !is_class_object(r));
    announce(t, true);
    post_thread_start(t);
    INIT_DONE.store(true, Ordering::SeqCst);
    if enabled(EventKind::JvmInitDone) {
        dispatch(&Event::JvmInitDone { thread: current_id() });
    }
}

/// A class became loaded (from `loader::register`).
#[inline]
pub fn class_loaded(c: &'static crate::runtime::class::Class) {
    if enabled(EventKind::ClassLoad) {
        post_class_load(c);
    }
}

#[cold]
fn post_class_load(c: &'static crate::runtime::class::Class) {
    class_load_event(c, false, &mut |e| dispatch(e));
}

/// Build the CLASS_LOAD event of `c` and hand it to `sink`.
fn class_load_event(c: &'static crate::runtime::class::Class, requested: bool, sink: &mut dyn FnMut(&Event<'_>)) {
    if c.is_primitive() {
        return;
    }
    let name = c.java_name();
    let source = c.source_file.as_deref();
    let methods: Vec<MethodInfo<'_>> = if c.is_array() {
        Vec::new()
    } else {
        c.methods()
            .iter()
            .map(|m| {
                let (start, end) = match &m.code_attr {
                    Some(code) if !code.line_numbers.is_empty() => {
                        let lo = code.line_numbers.iter().map(|l| l.line_number as i32).min().unwrap_or(-1);
                        let hi = code.line_numbers.iter().map(|l| l.line_number as i32).max().unwrap_or(-1);
                        (lo, hi)
                    }
                    _ => (-1, -1),
                };
                MethodInfo {
                    name: &m.name,
                    signature: &m.descriptor,
                    start_line: start,
                    end_line: end,
                    id: heapev::method_id(m),
                }
            })
            .collect()
    };
    let fields = |statics: bool| -> Vec<FieldInfo<'_>> {
        if c.is_array() {
            return Vec::new();
        }
        c.fields.iter().filter(|f| f.is_static() == statics).map(|f| FieldInfo { name: &f.name, signature: &f.descriptor }).collect()
    };
    let statics = fields(true);
    let instances = fields(false);
    sink(&Event::ClassLoad {
        thread: current_id(),
        name: &name,
        source,
        num_interfaces: c.interfaces.len() as u32,
        methods: &methods,
        statics: &statics,
        instances: &instances,
        class: heapev::class_id(c),
        requested,
    });
}

/// The calling thread `t` starts (posted on `t` before it runs Java code).
#[inline]
pub fn thread_started(t: &JThread) {
    announce(t, true);
    if enabled(EventKind::ThreadStart) {
        post_thread_start(t);
    }
}

fn string_field(o: crate::heap::Ref, name: &str) -> String {
    if o.is_null() {
        return String::new();
    }
    match o.class().find_field_by_name(name) {
        Some(f) => {
            let s = o.get_ref(f.offset as usize);
            if s.is_null() {
                String::new()
            } else {
                crate::runtime::strings::rust_string(s)
            }
        }
        None => String::new(),
    }
}

fn ref_field(o: crate::heap::Ref, name: &str) -> crate::heap::Ref {
    if o.is_null() {
        return crate::heap::Ref::NULL;
    }
    match o.class().find_field_by_name(name) {
        Some(f) => o.get_ref(f.offset as usize),
        None => crate::heap::Ref::NULL,
    }
}

#[cold]
fn post_thread_start(t: &JThread) {
    if !enabled(EventKind::ThreadStart) {
        return;
    }
    let d = thread_start_data(t);
    d.post(false, &mut |e| dispatch(e));
}

/// What THREAD_START reports about a thread (read in the Java state).
struct ThreadStartData {
    name: String,
    group: String,
    parent: String,
    object: usize,
    env: *mut ffi::JNIEnv,
}

fn thread_start_data(t: &JThread) -> ThreadStartData {
    let tobj = t.thread_obj;
    let group = ref_field(tobj, "group");
    ThreadStartData {
        name: string_field(tobj, "name"),
        group: string_field(group, "name"),
        parent: string_field(ref_field(group, "parent"), "name"),
        object: tobj.addr(),
        env: env_of(t),
    }
}

impl ThreadStartData {
    /// The event's `env_id` is the described thread itself.
    fn post(&self, requested: bool, sink: &mut dyn FnMut(&Event<'_>)) {
        let env = ThreadId::from_ptr(self.env);
        sink(&Event::ThreadStart {
            thread: env,
            name: &self.name,
            group: &self.group,
            parent: &self.parent,
            thread_object: ObjectId(self.object),
            thread_env: env,
            requested,
        });
    }
}

/// The calling thread `t` ends.
#[inline]
pub fn thread_ended(t: &mut JThread) {
    hooks::end_hooks(t);
    if enabled(EventKind::ThreadEnd) {
        dispatch(&Event::ThreadEnd { thread: ThreadId::from_ptr(env_of(t)) });
    }
    announce(t, false);
}

/// The VM is about to exit (normal end, `System.exit`, `ProfilerExit`):
/// post JVM_SHUT_DOWN once.
pub fn vm_exit() {
    if SHUT_DOWN.swap(true, Ordering::SeqCst) {
        return;
    }
    if enabled(EventKind::JvmShutDown) {
        dispatch(&Event::JvmShutDown { thread: current_id() });
    }
}

/// At the normal end of the VM, on the main thread: THREAD_END for it, then
/// JVM_SHUT_DOWN.
pub fn main_thread_exit(t: &mut JThread) {
    if !SHUT_DOWN.load(Ordering::SeqCst) {
        thread_ended(t);
    }
    vm_exit();
}

// ---------------------------------------------------------------------------
// GC: DisableGC, RunGC
// ---------------------------------------------------------------------------

static GC_DISABLED: AtomicU32 = AtomicU32::new(0);
static GC_LOCK: Mutex<()> = Mutex::new(());
static GC_CV: Condvar = Condvar::new();

/// DisableGC: no collection starts until the matching EnableGC.
pub(crate) fn disable_gc() {
    let _g = GC_LOCK.lock();
    GC_DISABLED.fetch_add(1, Ordering::SeqCst);
    MY_GC_DISABLES.with(|c| c.set(c.get() + 1));
}

/// EnableGC: undo one DisableGC (ignored if GC is not disabled).
pub(crate) fn enable_gc() {
    let _g = GC_LOCK.lock();
    if GC_DISABLED.load(Ordering::SeqCst) == 0 {
        return;
    }
    GC_DISABLED.fetch_sub(1, Ordering::SeqCst);
    MY_GC_DISABLES.with(|c| c.set(c.get().saturating_sub(1)));
    GC_CV.notify_all();
}

// ---------------------------------------------------------------------------
// Collections and agent callbacks
// ---------------------------------------------------------------------------
//
// A collection does not run while another thread is inside an agent
// callback. Agents lock their data with a raw monitor in their callbacks and
// in GC_START..GC_FINISH; a callback that calls something which may wait
// out a collection (RequestEvent stopping the world, a contended raw
// monitor, ...) while holding that monitor would otherwise deadlock with
// the collecting thread blocked in GC_START on the same monitor. (HotSpot's
// JVMPI held collections off during event posting for the same reason.)
// Entering a callback never waits, so the ids an event carries stay valid;
// a collector that stopped the world while a callback was in progress (its
// thread inside a safe region) restarts the world and waits.

/// Callbacks in progress on threads that are not Java threads (Java
/// threads count theirs in their own `ThreadProf::callbacks`, see
/// `methods`).
static NATIVE_CALLBACKS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
static GATE: Mutex<()> = Mutex::new(());
static GATE_CV: Condvar = Condvar::new();
/// Collectors waiting on `GATE_CV` for callbacks to end.
static GATE_WAITERS: AtomicU32 = AtomicU32::new(0);

thread_local! {
    /// Callback nesting on this thread when it is not a Java thread.
    static MY_NATIVE_CALLBACKS: Cell<usize> = const { Cell::new(0) };
}

/// Entering agent code for an event (see above).
fn enter_callback() {
    match current() {
        // SAFETY: the calling thread's own JThread.
        Some(p) => hooks::enter_thread_callback(unsafe { &*p }),
        None => {
            let d = MY_NATIVE_CALLBACKS.with(|c| c.replace(c.get() + 1));
            if d == 0 {
                NATIVE_CALLBACKS.fetch_add(1, Ordering::SeqCst);
            }
        }
    }
}

/// Leaving the agent code entered by `enter_callback`.
fn exit_callback() {
    match current() {
        // SAFETY: the calling thread's own JThread.
        Some(p) => hooks::exit_thread_callback(unsafe { &*p }),
        None => {
            let d = MY_NATIVE_CALLBACKS.with(|c| c.replace(c.get().saturating_sub(1)));
            if d == 1 && NATIVE_CALLBACKS.fetch_sub(1, Ordering::SeqCst) == 1 {
                callback_ended();
            }
        }
    }
}

/// The last callback of a thread ended: wake a collector waiting for it.
/// (A wake-up missed by a race is made up by the waiter's timed wait.)
#[inline]
fn callback_ended() {
    if GATE_WAITERS.load(Ordering::SeqCst) != 0 {
        let _g = GATE.lock();
        GATE_CV.notify_all();
    }
}

/// Callbacks in progress on other threads that a collection by the calling
/// thread must wait for (none if the caller is itself inside one: a
/// collection started from a callback — RunGC, or an allocation an agent
/// caused — cannot wait for callbacks that may be waiting for it). The
/// calling thread's own callbacks never count (a collector posts GC events
/// itself).
fn foreign_callbacks() -> usize {
    // SAFETY: the calling thread's own JThread.
    let me = current().map(|p| unsafe { &*p });
    let mine = match me {
        Some(t) => t.prof.callbacks.load(Ordering::Relaxed) as usize,
        None => MY_NATIVE_CALLBACKS.with(|c| c.get()),
    };
    if mine > 0 {
        return 0;
    }
    NATIVE_CALLBACKS.load(Ordering::SeqCst) + hooks::callbacks_of_others(me)
}

/// Called with the world stopped, before collecting: false if a callback
/// is in progress elsewhere (its thread stopped inside it); the collector
/// then restarts the world, waits with [`gc_allowed`] and tries again.
pub fn gc_may_proceed() -> bool {
    foreign_callbacks() == 0
}

/// Called before a collection: waits (in a safe region) while an agent has
/// disabled GC or another thread is inside an agent callback. Returns false
/// if the collection must be skipped because the calling thread itself
/// disabled GC (waiting would never end).
#[inline]
pub fn gc_allowed(t: &JThread) -> bool {
    if GC_DISABLED.load(Ordering::SeqCst) == 0 && foreign_callbacks() == 0 {
        return true;
    }
    gc_wait(t)
}

#[cold]
fn gc_wait(t: &JThread) -> bool {
    if MY_GC_DISABLES.with(|c| c.get()) > 0 {
        return false;
    }
    crate::runtime::safepoint::blocking(t, || {
        {
            let mut g = GC_LOCK.lock();
            while GC_DISABLED.load(Ordering::SeqCst) > 0 {
                GC_CV.wait(&mut g);
            }
        }
        GATE_WAITERS.fetch_add(1, Ordering::SeqCst);
        let mut g = GATE.lock();
        while foreign_callbacks() > 0 {
            GATE_CV.wait_for(&mut g, std::time::Duration::from_millis(1));
        }
        drop(g);
        GATE_WAITERS.fetch_sub(1, Ordering::SeqCst);
    });
    true
}

/// RunGC: a full collection on the calling thread (System.gc semantics).
pub(crate) fn run_gc() {
    if crate::runtime::safepoint::world_stopped_by_me() {
        return; // called from a GC event: a collection is running
    }
    if let Some(p) = current() {
        // SAFETY: the current thread's JThread, used on its own OS thread.
        let t = unsafe { &mut *p };
        crate::runtime::vm::vm().heap.collect(t, crate::heap::GcCause::SystemGc, true);
    }
}

/// ProfilerExit: post JVM_SHUT_DOWN and end the process with `code`.
pub(crate) fn profiler_exit(code: i32) -> ! {
    vm_exit();
    std::process::exit(code)
}

// ---------------------------------------------------------------------------
// Thread operations shared by the C and Rust faces
// ---------------------------------------------------------------------------

pub(crate) fn suspend(env: *mut ffi::JNIEnv) -> i32 {
    if env == current_env() {
        return ffi::JVMPI_THREAD_LIST_OK; // suspending oneself is ignored
    }
    // Waiting for the target to stop happens in a safe region: two threads
    // suspending each other must not wait for each other.
    safe_region(|| {
        with_env(env, |t| {
            if t.suspended.load(Ordering::SeqCst) {
                return ffi::JVMPI_THREAD_LIST_ALREADY_SUSPENDED;
            }
            crate::runtime::safepoint::suspend(t);
            ffi::JVMPI_THREAD_LIST_OK
        })
    })
    .unwrap_or(ffi::JVMPI_THREAD_LIST_INVALID_THREAD)
}

pub(crate) fn resume(env: *mut ffi::JNIEnv) -> i32 {
    with_env(env, |t| {
        if !t.suspended.load(Ordering::SeqCst) {
            return ffi::JVMPI_THREAD_LIST_NOT_SUSPENDED;
        }
        // ThreadHasRun's reference point: a suspended thread makes no
        // progress, so its progress now is its progress at this suspension.
        t.progress_mark.store(read_progress(t), Ordering::SeqCst);
        crate::runtime::safepoint::resume(t);
        ffi::JVMPI_THREAD_LIST_OK
    })
    .unwrap_or(ffi::JVMPI_THREAD_LIST_INVALID_THREAD)
}

fn read_progress(t: &JThread) -> u64 {
    // SAFETY: an aligned u64 of a live JThread; the owner increments it
    // without synchronisation, so we read it volatile (a stale value only
    // makes ThreadHasRun less precise).
    unsafe { std::ptr::read_volatile(&t.progress) }
}

/// GetThreadStatus; None for an unknown thread.
pub(crate) fn thread_status(env: *mut ffi::JNIEnv) -> Option<i32> {
    with_env(env, status_word)
}

/// A thread's JVMPI status: its state plus the SUSPENDED and INTERRUPTED
/// flags (GetThreadStatus, monitor dumps).
pub(crate) fn status_word(t: &JThread) -> i32 {
    let mut s = t.status.load(Ordering::SeqCst) as i32;
    if t.suspended.load(Ordering::SeqCst) {
        s |= ffi::JVMPI_THREAD_SUSPENDED;
    }
    if t.interrupt_pending.load(Ordering::SeqCst) {
        s |= ffi::JVMPI_THREAD_INTERRUPTED;
    }
    s
}

/// ThreadHasRun: whether the thread ran since its previous suspension. The
/// mark is taken when that suspension ends (ResumeThread), so in the
/// samplers' loop (Suspend, ThreadHasRun, GetCallTrace, Resume) the check
/// inside one suspension compares with the one before it, not with itself.
pub(crate) fn thread_has_run(env: *mut ffi::JNIEnv) -> bool {
    with_env(env, |t| read_progress(t) != t.progress_mark.load(Ordering::SeqCst)).unwrap_or(false)
}

pub(crate) fn set_tls(env: *mut ffi::JNIEnv, v: usize) {
    with_env(env, |t| t.agent_tls.store(v, Ordering::SeqCst));
}

pub(crate) fn get_tls(env: *mut ffi::JNIEnv) -> usize {
    with_env(env, |t| t.agent_tls.load(Ordering::SeqCst)).unwrap_or(0)
}

pub(crate) fn cpu_time() -> u64 {
    match current() {
        // SAFETY: see `current`.
        Some(p) => unsafe { &*p }.cpu_time_ns(),
        None => 0,
    }
}

/// Helper for the C face: a NUL-terminated copy (interior NULs dropped).
pub(crate) fn c_string(s: &str) -> CString {
    CString::new(s.replace('\0', "")).unwrap_or_default()
}


fn iface_name(p: *const std::ffi::c_char) -> String {
    iface::c_name(p)
}

// ---------------------------------------------------------------------------
// RequestEvent
// ---------------------------------------------------------------------------

/// Run `f` on the calling Java thread in the Java state (heap addresses are
/// stable and no collection runs until it returns); the thread goes back to
/// its safe region afterwards if it was in one. `None` if the caller is not
/// a Java thread.
fn in_java<R>(f: impl FnOnce(&mut JThread) -> R) -> Option<R> {
    let p = current()?;
    // SAFETY: the calling thread's own JThread (see `current`).
    let t = unsafe { &mut *p };
    if t.state.load(Ordering::SeqCst) == crate::runtime::safepoint::SAFE {
        crate::runtime::safepoint::leave_safe(t);
        let r = f(t);
        crate::runtime::safepoint::enter_safe(t);
        Some(r)
    } else {
        Some(f(t))
    }
}

// ---------------------------------------------------------------------------
// Thread objects, method classes, JNI references
// ---------------------------------------------------------------------------

/// GetThreadObject: the `java.lang.Thread` object of a live thread (0 if
/// unknown). Like every object id, valid until the next collection.
pub(crate) fn thread_object(env: *mut ffi::JNIEnv) -> usize {
    if env == current_env() {
        // SAFETY: the calling thread's own JThread.
        return current().map(|p| unsafe { (*p).thread_obj.addr() }).unwrap_or(0);
    }
    with_env(env, |t| t.thread_obj.addr()).unwrap_or(0)
}

/// GetMethodClass: the class id (the `java.lang.Class` object) of the
/// class declaring the method `m` (a method id from CLASS_LOAD; 0 for
/// anything else: the id is checked, not trusted). Read in the Java state,
/// so the id is current; like every object id it is valid until the next
/// OBJECT_MOVE of that object.
pub(crate) fn method_class(m: usize) -> usize {
    let v = crate::runtime::vm::vm();
    let Some(c) = (0..v.class_table.len()).map(|i| v.class_by_id(i as u32)).find(|c| c.methods().iter().any(|&x| heapev::method_id(x).0 == m)) else {
        return 0;
    };
    in_java(|_| heapev::class_id(c).0).unwrap_or_else(|| heapev::class_id(c).0)
}

/// The announced, non-primitive class whose class id is `id` (call in the
/// Java state or with the world stopped, so that ids do not move).
pub(crate) fn class_of_id(id: usize) -> Option<&'static crate::runtime::class::Class> {
    if id == 0 {
        return None;
    }
    let v = crate::runtime::vm::vm();
    (0..v.class_table.len()).map(|i| v.class_by_id(i as u32)).find(|c| !c.is_primitive() && heapev::class_id(c).0 == id)
}

/// jobjectID2jobject: a JNI local reference to the object `obj`, in the
/// calling thread's innermost local frame (an event callback's references
/// are freed when it returns); NULL if `obj` is not in the heap or the
/// caller is not a Java thread.
pub(crate) fn object_to_jobject(obj: usize) -> usize {
    if !heapev::may_be_object(obj) {
        return 0;
    }
    in_java(|t| crate::jni::new_local(t, crate::heap::Ref(obj)) as usize).unwrap_or(0)
}

/// jobject2jobjectID: the object a JNI reference (local, global or weak)
/// refers to now (0 for NULL or a cleared reference).
pub(crate) fn jobject_to_object(j: usize) -> usize {
    if current().is_none() {
        return 0;
    }
    in_java(|_| crate::jni::handles::resolve(j).addr()).unwrap_or(0)
}

/// JNI_GLOBALREF_ALLOC / JNI_WEAK_GLOBALREF_ALLOC: `global_ref` now refers
/// to `obj` (posted by the JNI functions that create them).
#[inline]
pub fn jni_global_ref_alloc(t: &JThread, weak: bool, obj: crate::heap::Ref, global_ref: usize) {
    let kind = if weak { EventKind::JniWeakGlobalrefAlloc } else { EventKind::JniGlobalrefAlloc };
    if enabled(kind) {
        let (thread, object, global_ref) = (ThreadId::from_ptr(env_of(t)), ObjectId(obj.addr()), rjvm_profiler_api::JObject::from_ptr(global_ref as ffi::jobject));
        dispatch(&if weak { Event::JniWeakGlobalrefAlloc { thread, object, global_ref } } else { Event::JniGlobalrefAlloc { thread, object, global_ref } });
    }
}

/// JNI_GLOBALREF_FREE / JNI_WEAK_GLOBALREF_FREE: `global_ref` was deleted.
#[inline]
pub fn jni_global_ref_free(t: &JThread, weak: bool, global_ref: usize) {
    let kind = if weak { EventKind::JniWeakGlobalrefFree } else { EventKind::JniGlobalrefFree };
    if enabled(kind) {
        let (thread, global_ref) = (ThreadId::from_ptr(env_of(t)), rjvm_profiler_api::JObject::from_ptr(global_ref as ffi::jobject));
        dispatch(&if weak { Event::JniWeakGlobalrefFree { thread, global_ref } } else { Event::JniGlobalrefFree { thread, global_ref } });
    }
}

/// Why a request produced no event: an unknown object / thread / class id,
/// or a caller that is not a Java thread (JVMPI_FAIL). (Kinds that cannot
/// be requested never get this far: JVMPI_NOT_AVAILABLE.)
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum RequestError {
    Fail,
}

/// RequestEvent for THREAD_START, CLASS_LOAD and OBJECT_ALLOC: build the
/// event (REQUESTED bit set) and hand it to `sink` on the calling thread.
pub(crate) fn request(arg: rjvm_profiler_api::RequestArg, sink: &mut dyn FnMut(&Event<'_>)) -> Result<(), RequestError> {
    use rjvm_profiler_api::RequestArg;
    match arg {
        RequestArg::ClassLoad(id) => {
            // In the Java state: the class id of the event is current.
            in_java(|_| class_of_id(id.0).map(|c| class_load_event(c, true, sink))).flatten().ok_or(RequestError::Fail)
        }
        RequestArg::ThreadStart(obj) => {
            let d = in_java(|_| {
                let g = ENVS.lock();
                g.as_ref()?.values().find_map(|&p| {
                    // SAFETY: ENVS holds live threads (see `with_env`); we are
                    // in the Java state, so no object moves meanwhile.
                    let t = unsafe { &*(p as *const JThread) };
                    (!t.thread_obj.is_null() && t.thread_obj.addr() == obj.0 && announced(t)).then(|| thread_start_data(t))
                })
            })
            .flatten()
            .ok_or(RequestError::Fail)?;
            d.post(true, sink);
            Ok(())
        }
        // These stop the world: impossible from a callback of a thread that
        // has it stopped already (GC events).
        _ if crate::runtime::safepoint::world_stopped_by_me() => Err(RequestError::Fail),
        RequestArg::ObjectAlloc(obj) => in_java(|t| heapev::request_object_alloc(t, obj.0, sink)).unwrap_or(Err(RequestError::Fail)),
        RequestArg::HeapDump(level) => in_java(|t| dump::heap_dump(t, level, sink)).unwrap_or(Err(RequestError::Fail)),
        RequestArg::ObjectDump(obj) => in_java(|t| dump::object_dump(t, obj.0, sink)).unwrap_or(Err(RequestError::Fail)),
        RequestArg::MonitorDump => in_java(|t| dump::monitor_dump(t, sink)).unwrap_or(Err(RequestError::Fail)),
    }
}

/// A heap dump for the VM itself (`-XX:+HeapDumpOnOutOfMemoryError`, see
/// `services::heap_dumper`), on the Java thread `t`: a level-2 HEAP_DUMP,
/// preceded by the CLASS_LOAD event of every loaded class. All are
/// delivered while collections are held off, so the class ids of the
/// CLASS_LOAD events are those of the dump.
pub(crate) fn heap_dump_events(t: &mut JThread, sink: &mut dyn FnMut(&Event<'_>)) {
    let _ = dump::heap_dump(t, rjvm_profiler_api::DumpLevel::Level2, &mut |e| {
        let v = crate::runtime::vm::vm();
        for i in 0..v.class_table.len() {
            let c = v.class_by_id(i as u32);
            if !c.is_primitive() {
                class_load_event(c, true, sink);
            }
        }
        sink(e);
    });
}

/// The C RequestEvent: delivered to NotifyEvent only.
pub(crate) fn request_c(n: i32, arg: usize) -> i32 {
    use rjvm_profiler_api::{ClassId, RequestArg};
    let arg = match n {
        ffi::JVMPI_EVENT_THREAD_START => RequestArg::ThreadStart(ObjectId(arg)),
        ffi::JVMPI_EVENT_CLASS_LOAD => RequestArg::ClassLoad(ClassId(arg)),
        ffi::JVMPI_EVENT_OBJECT_ALLOC => RequestArg::ObjectAlloc(ObjectId(arg)),
        ffi::JVMPI_EVENT_OBJECT_DUMP => RequestArg::ObjectDump(ObjectId(arg)),
        ffi::JVMPI_EVENT_MONITOR_DUMP => RequestArg::MonitorDump,
        ffi::JVMPI_EVENT_HEAP_DUMP => {
            let level = if arg == 0 {
                rjvm_profiler_api::DumpLevel::Level2
            } else {
                // SAFETY: the agent passes a JVMPI_HeapDumpArg* (or NULL).
                let a = unsafe { &*(arg as *const ffi::JVMPI_HeapDumpArg) };
                match rjvm_profiler_api::DumpLevel::from_jvmpi(a.heap_dump_level) {
                    Some(l) => l,
                    None => return ffi::JVMPI_FAIL,
                }
            };
            RequestArg::HeapDump(level)
        }
        _ => return ffi::JVMPI_NOT_AVAILABLE,
    };
    match request(arg, &mut |e| deliver_c(e)) {
        Ok(()) => ffi::JVMPI_SUCCESS,
        Err(RequestError::Fail) => ffi::JVMPI_FAIL,
    }
}

// ---------------------------------------------------------------------------
// CreateSystemThread
// ---------------------------------------------------------------------------

/// CreateSystemThread: a daemon Java thread named `name` with `priority`
/// whose OS thread runs `body` in a safe region. False before
/// JVM_INIT_DONE, when the caller is not a Java thread, or if the thread
/// cannot be created.
///
/// As in HotSpot's `jvmpi::create_system_thread`, the caller makes the
/// child's `java.lang.Thread` (in the system thread group) before the OS
/// thread starts: the thread exists, for the heap and for a dump, as soon
/// as the call returns, however late the OS schedules it.
pub(crate) fn create_system_thread(name: &str, priority: i32, body: Box<dyn FnOnce() + Send>) -> bool {
    if !INIT_DONE.load(Ordering::SeqCst) || current().is_none() {
        return false;
    }
    let v = crate::runtime::vm::vm();
    let id = v.next_thread_id.fetch_add(1, Ordering::Relaxed);
    let mut child = JThread::new(id, v.options.stack_size);
    child.max_nesting = crate::runtime::thread::MAX_NESTING / 8;
    let cp: *mut JThread = Box::into_raw(child);
    // SAFETY: `cp` is fresh and exclusively ours (the child starts in the
    // SAFE state). Registering may wait for a safepoint: do it in a safe
    // region. Registered, its `thread_obj` is a root from here on.
    safe_region(|| crate::runtime::safepoint::register(unsafe { &mut *cp }, true));
    let made = in_java(|t| {
        // SAFETY: the child does not run yet and is only touched here.
        let r = new_system_thread_object(t, unsafe { &mut *cp }, name, priority);
        if r.is_err() {
            t.pending = crate::heap::Ref::NULL;
        }
        r.is_ok()
    });
    let forget = || {
        // SAFETY: the thread never started; we still own the JThread.
        crate::runtime::safepoint::unregister(unsafe { &mut *cp });
        drop(unsafe { Box::from_raw(cp) });
    };
    if made != Some(true) {
        forget();
        return false;
    }
    let addr = cp as usize;
    let name = name.to_string();
    let spawned = std::thread::Builder::new().name(name).stack_size(16 << 20).spawn(move || {
        // SAFETY: ownership of the JThread passes to this OS thread.
        let t: &mut JThread = unsafe { &mut *(addr as *mut JThread) };
        crate::runtime::thread::run_guarded(|| run_system_thread(t, body));
        // SAFETY: unregistered in run_system_thread; nobody refers to it now.
        drop(unsafe { Box::from_raw(addr as *mut JThread) });
    });
    if spawned.is_err() {
        forget();
        return false;
    }
    true
}

/// Set once JVM_INIT_DONE has been posted (CreateSystemThread is allowed).
static INIT_DONE: AtomicBool = AtomicBool::new(false);

/// The `java.lang.Thread` of system thread `child`, made by the creating
/// thread `t` as `Thread(systemGroup, name)` and started the way
/// `Thread.start` starts one (the group counts it; `Thread.exit` removes it).
pub(crate) fn new_system_thread_object(t: &mut JThread, child: &mut JThread, name: &str, priority: i32) -> crate::runtime::thread::JResult<()> {
    let v = crate::runtime::vm::vm();
    let class = v.wk().thread;
    // The system group: the root of the creator's group.
    let mut group = ref_field(t.thread_obj, "group");
    loop {
        let parent = ref_field(group, "parent");
        if parent.is_null() {
            break;
        }
        group = parent;
    }
    let hg = t.push_handle(group);
    let r = (|| {
        let o = crate::interp::alloc::new_object(t, class)?;
        let ho = t.push_handle(o);
        let jname = crate::runtime::strings::new_string(t, name)?;
        let init = class.declared_method("<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V").expect("Thread(ThreadGroup, String)");
        crate::interp::invoke::invoke(t, init, &[t.handle(ho).to_slot(), t.handle(hg).to_slot(), jname.to_slot()])?;
        let o = t.handle(ho);
        o.put::<u8>(class.field_offset("daemon"), 1);
        o.put::<i32>(class.field_offset("priority"), priority.clamp(1, 10));
        // Started and running: the library's own encoding of that state.
        let running = if v.library.is_jdk() { crate::classlib::jdk::thread_status::RUNNABLE } else { 1 };
        o.put::<i32>(class.field_offset("threadStatus"), running);
        o.put::<u64>(v.wk().thread_eetop, child as *mut JThread as u64);
        child.thread_obj = o;
        let g = ref_field(o, "group");
        if !g.is_null() {
            if let Some(add) = g.class().declared_method("add", "(Ljava/lang/Thread;)V") {
                crate::interp::invoke::invoke(t, add, &[g.to_slot(), o.to_slot()])?;
            }
        }
        Ok(())
    })();
    t.pop_handles(hg);
    r
}

fn run_system_thread(t: &mut JThread, body: Box<dyn FnOnce() + Send>) {
    use crate::runtime::safepoint;
    t.bind_os_thread();
    safepoint::leave_safe(t);
    thread_started(t);
    // The agent code runs no Java code: stay in a safe region so that
    // collections never wait for this thread.
    safepoint::enter_safe(t);
    body();
    safepoint::leave_safe(t);
    crate::runtime::boot::end_thread(t);
}
