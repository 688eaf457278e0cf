//! The profiler interface of rjvm: JVMPI (JDK 1.2 style), for C agents and
//! for agents written in Rust.
//!
//! Agents depend on this crate only, never on the `rjvm` crate. It has three
//! parts:
//!
//! * `include/jni.h` and `include/jvmpi.h` (see [`C_INCLUDE_DIR`]): the C
//!   headers for agents loaded with `-Xrun<name>`, and [`ffi`], their
//!   `#[repr(C)]` Rust mirror with the exact x86_64 Linux layouts. The VM uses
//!   `ffi` to build the `JVMPI_Interface` and the `JVMPI_Event`s it gives C
//!   agents.
//! * The safe Rust side: [`Agent`] (implemented by an agent), [`Profiler`]
//!   (implemented by the VM: the 30 JVMPI operations in safe form) and
//!   [`Event`] (one variant per JVMPI event, borrowing the VM's data).
//! * [`encode`] and [`heapdump`]: reading (and writing) the heap and monitor
//!   dump buffers; [`classes`]: per-class data that follows class ids
//!   through collections.
//! * rjvm extensions for Rust agents: [`hooks`] (per-thread method and
//!   allocation hooks, called on the thread without the generic event
//!   path) and [`clock`] (per-thread CPU time from the cycle counter, scaled
//!   once per epoch, for agents that time every call).
//!
//! # The contract between the VM and a Rust agent
//!
//! * **Loading.** The VM creates the agent, then calls [`Agent::on_load`] once
//!   with the option text of `-Xrun<name>:<options>` (empty if none). An
//!   `Err` aborts start-up with that message. In `on_load` the agent enables
//!   the events it wants ([`Profiler::enable_event`]).
//! * **Start-up order** after `on_load`, the order of a real start-up seen
//!   from the beginning: if `ObjectAlloc` is enabled, one
//!   [`Event::ObjectAlloc`] for every `java.lang.Class` object that already
//!   exists; then [`Event::ClassLoad`] for every loaded class; then (if
//!   enabled) one `ObjectAlloc` for every other existing object; then
//!   [`Event::ThreadStart`] for every live thread; then
//!   [`Event::JvmInitDone`]. Only then may the agent call
//!   [`Profiler::create_system_thread`].
//! * **Only enabled events.** The VM never calls [`Agent::event`] with a kind
//!   the agent has not enabled, except for events the agent requested, which
//!   go to the sink given to [`Profiler::request_event`] instead.
//! * **Serialised, never re-entered.** The agent is behind `&mut self`: the VM
//!   delivers one event at a time (it holds a lock around each call). While a
//!   thread is inside `on_load` or `event`, the VM never calls into the agent
//!   again on that thread: requested events go to the sink closure, and the
//!   events of a collection started by [`Profiler::run_gc`] from inside a
//!   callback are not delivered to that agent. Events of other threads wait
//!   for the lock (in a safe region: a waiting thread never holds up a
//!   collection).
//! * **GC events** (`GcStart`, every `ObjectFree` / `ObjectMove` /
//!   `ArenaDelete`, `GcFinish`) come from one thread, with the Java threads
//!   stopped.
//! * **Identity.** A [`ThreadId`] is the thread's `JNIEnv*`; it stays the same
//!   from `ThreadStart` to `ThreadEnd`. An [`ObjectId`] is the object's
//!   address; it is invalidated by `ObjectMove`, `ObjectFree` and
//!   `ArenaDelete`, so agents key objects by `(ArenaId, ObjectId)`. A
//!   [`ClassId`] is the `ObjectId` of the class's `java.lang.Class` object:
//!   announced by `ObjectAlloc` before the class's `ClassLoad`, moved by
//!   `ObjectMove` like any object ([`classes::ClassTable`] follows it).
//! * **Borrowing.** An [`Event`] borrows the VM's data for the duration of
//!   the call; an agent copies what it wants to keep. Common events (method
//!   entry/exit, allocation, free, move, monitors, GC) carry only integers, so
//!   the VM builds them without allocating.

pub mod cagent;
pub mod classes;
pub mod clock;
pub mod encode;
pub mod ffi;
pub mod heapdump;
pub mod hooks;
pub mod tree;

pub use hooks::{AllocInfo, ContextTree, HookKinds, Hooks, ObjectMoved, RawFrame, ThreadHook};

use std::cell::RefCell;
use std::fmt;

/// The directory holding `jni.h` and `jvmpi.h` (pass it as `-I` when
/// compiling a C agent).
pub const C_INCLUDE_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/include");

// ---------------------------------------------------------------------------
// Handles
// ---------------------------------------------------------------------------

macro_rules! pointer_id {
    ($(#[$m:meta])* $name:ident, $ptr:ty) => {
        $(#[$m])*
        #[repr(transparent)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(pub usize);

        impl $name {
            /// The id of a C pointer value (no dereference).
            #[inline]
            pub fn from_ptr(p: $ptr) -> Self {
                $name(p as usize)
            }
            /// The C pointer value of this id.
            #[inline]
            pub fn as_ptr(self) -> $ptr {
                self.0 as $ptr
            }
            /// The id of a possibly-NULL C pointer: `None` for NULL.
            #[inline]
            pub fn from_nullable(p: $ptr) -> Option<Self> {
                if p.is_null() { None } else { Some($name(p as usize)) }
            }
        }
    };
}

pointer_id!(
    /// An object (`jobjectID`): its address in the heap. Invalidated by
    /// `ObjectMove` (which gives the new id), `ObjectFree` and `ArenaDelete`;
    /// agents key objects by `(ArenaId, ObjectId)`.
    ObjectId, ffi::jobjectID
);
pointer_id!(
    /// A class: the `jobjectID` of its `java.lang.Class` object (the
    /// `class_id` of `CLASS_LOAD`, `OBJECT_ALLOC`, the dumps and
    /// `GetMethodClass`). Like any object id it changes when a collector
    /// moves the object (`ObjectMove`); [`classes::ClassTable`] follows it.
    ClassId, ffi::jobjectID
);
pointer_id!(
    /// A method (`jmethodID`), as listed in the `ClassLoad` event of its class.
    MethodId, ffi::jmethodID
);
pointer_id!(
    /// A thread: the value of its `JNIEnv*`. Constant from `ThreadStart` to
    /// `ThreadEnd`, and the `env_id` of every event the thread posts.
    ThreadId, *mut ffi::JNIEnv
);
pointer_id!(
    /// A raw monitor (`JVMPI_RawMonitor`), created by
    /// [`Profiler::raw_monitor_create`]. The same value names the monitor in
    /// the `RawMonitorContended*` events and in monitor dumps.
    RawMonitor, ffi::JVMPI_RawMonitor
);
pointer_id!(
    /// A JNI reference (`jobject`): a global reference in the
    /// `JniGlobalref*` events, a local reference from
    /// [`Profiler::object_to_jobject`].
    JObject, ffi::jobject
);

impl ClassId {
    /// The class object as an ordinary object id.
    pub fn as_object(self) -> ObjectId {
        ObjectId(self.0)
    }
}

impl ObjectId {
    /// This object seen as a class id (when it is a `java.lang.Class`).
    pub fn as_class(self) -> ClassId {
        ClassId(self.0)
    }
}

/// A heap arena (space), as announced by `ArenaNew`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ArenaId(pub u32);

impl RawMonitor {
    /// [`Profiler::raw_monitor_enter`].
    pub fn enter(self, vm: &dyn Profiler) {
        vm.raw_monitor_enter(self)
    }
    /// [`Profiler::raw_monitor_exit`].
    pub fn exit(self, vm: &dyn Profiler) {
        vm.raw_monitor_exit(self)
    }
    /// [`Profiler::raw_monitor_wait`].
    pub fn wait(self, vm: &dyn Profiler, millis: i64) {
        vm.raw_monitor_wait(self, millis)
    }
    /// [`Profiler::raw_monitor_notify_all`].
    pub fn notify_all(self, vm: &dyn Profiler) {
        vm.raw_monitor_notify_all(self)
    }
    /// [`Profiler::raw_monitor_destroy`].
    pub fn destroy(self, vm: &dyn Profiler) {
        vm.raw_monitor_destroy(self)
    }
    /// Enters the monitor and returns a guard that exits it when dropped.
    pub fn lock(self, vm: &dyn Profiler) -> RawMonitorGuard<'_> {
        vm.raw_monitor_enter(self);
        RawMonitorGuard { vm, monitor: self }
    }
}

/// Holds a raw monitor entered by [`RawMonitor::lock`]; exits it on drop.
pub struct RawMonitorGuard<'v> {
    vm: &'v dyn Profiler,
    monitor: RawMonitor,
}

impl RawMonitorGuard<'_> {
    /// Waits on the held monitor (see [`Profiler::raw_monitor_wait`]).
    pub fn wait(&self, millis: i64) {
        self.vm.raw_monitor_wait(self.monitor, millis)
    }
    /// Wakes every waiter of the held monitor.
    pub fn notify_all(&self) {
        self.vm.raw_monitor_notify_all(self.monitor)
    }
}

impl Drop for RawMonitorGuard<'_> {
    fn drop(&mut self) {
        self.vm.raw_monitor_exit(self.monitor)
    }
}

// ---------------------------------------------------------------------------
// Event kinds
// ---------------------------------------------------------------------------

macro_rules! event_kinds {
    ($($(#[$m:meta])* $name:ident = $c:ident,)*) => {
        /// The JVMPI event types; the discriminant is the JVMPI number.
        #[repr(i32)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum EventKind {
            $($(#[$m])* $name = ffi::$c,)*
        }

        impl EventKind {
            /// Every event kind, in JVMPI number order.
            pub const ALL: &'static [EventKind] = &[$(EventKind::$name,)*];

            /// The kind with this JVMPI number. The `JVMPI_REQUESTED_EVENT`
            /// bit is ignored; unknown numbers give `None`.
            pub const fn from_jvmpi(n: i32) -> Option<EventKind> {
                match n & !ffi::JVMPI_REQUESTED_EVENT {
                    $(ffi::$c => Some(EventKind::$name),)*
                    _ => None,
                }
            }

            /// The name of the `JVMPI_EVENT_*` constant without the prefix
            /// (`"OBJECT_ALLOC"`).
            pub fn jvmpi_name(self) -> &'static str {
                match self {
                    $(EventKind::$name => stringify!($c).trim_start_matches("JVMPI_EVENT_").trim_start_matches("RJVM_EVENT_"),)*
                }
            }
        }
    };
}

event_kinds! {
    /// A method is entered (`u.method`).
    MethodEntry = JVMPI_EVENT_METHOD_ENTRY,
    /// A method is entered, with the receiver (`u.method_entry2`).
    MethodEntry2 = JVMPI_EVENT_METHOD_ENTRY2,
    /// A method returns or completes abruptly (`u.method`).
    MethodExit = JVMPI_EVENT_METHOD_EXIT,
    /// An object is allocated (`u.obj_alloc`); requestable.
    ObjectAlloc = JVMPI_EVENT_OBJECT_ALLOC,
    /// An object is freed by the collector (`u.obj_free`).
    ObjectFree = JVMPI_EVENT_OBJECT_FREE,
    /// An object is moved by the collector (`u.obj_move`).
    ObjectMove = JVMPI_EVENT_OBJECT_MOVE,
    /// A method is compiled (`u.compiled_method_load`).
    CompiledMethodLoad = JVMPI_EVENT_COMPILED_METHOD_LOAD,
    /// Compiled code is discarded (`u.compiled_method_unload`).
    CompiledMethodUnload = JVMPI_EVENT_COMPILED_METHOD_UNLOAD,
    /// A bytecode instruction is about to execute (`u.instruction`).
    InstructionStart = JVMPI_EVENT_INSTRUCTION_START,
    /// A thread starts (`u.thread_start`); requestable.
    ThreadStart = JVMPI_EVENT_THREAD_START,
    /// A thread ends (no data).
    ThreadEnd = JVMPI_EVENT_THREAD_END,
    /// A class file is about to be parsed; the agent may replace it (`u.class_load_hook`).
    ClassLoadHook = JVMPI_EVENT_CLASS_LOAD_HOOK,
    /// A heap dump (`u.heap_dump`); request-only.
    HeapDump = JVMPI_EVENT_HEAP_DUMP,
    /// A JNI global reference is created (`u.jni_globalref_alloc`).
    JniGlobalrefAlloc = JVMPI_EVENT_JNI_GLOBALREF_ALLOC,
    /// A JNI global reference is deleted (`u.jni_globalref_free`).
    JniGlobalrefFree = JVMPI_EVENT_JNI_GLOBALREF_FREE,
    /// A JNI weak global reference is created (`u.jni_globalref_alloc`).
    JniWeakGlobalrefAlloc = JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC,
    /// A JNI weak global reference is deleted (`u.jni_globalref_free`).
    JniWeakGlobalrefFree = JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE,
    /// A class is loaded (`u.class_load`); requestable.
    ClassLoad = JVMPI_EVENT_CLASS_LOAD,
    /// A class is unloaded (`u.class_unload`).
    ClassUnload = JVMPI_EVENT_CLASS_UNLOAD,
    /// The user asked for a profile dump (SIGQUIT, Ctrl-\).
    DataDumpRequest = JVMPI_EVENT_DATA_DUMP_REQUEST,
    /// The user asked to reset the profile data.
    DataResetRequest = JVMPI_EVENT_DATA_RESET_REQUEST,
    /// Start-up is complete.
    JvmInitDone = JVMPI_EVENT_JVM_INIT_DONE,
    /// The VM is shutting down (last event).
    JvmShutDown = JVMPI_EVENT_JVM_SHUT_DOWN,
    /// A heap arena is created (`u.new_arena`).
    ArenaNew = JVMPI_EVENT_ARENA_NEW,
    /// A heap arena is deleted with every object still in it (`u.delete_arena`).
    ArenaDelete = JVMPI_EVENT_ARENA_DELETE,
    /// One object's contents (`u.object_dump`); request-only.
    ObjectDump = JVMPI_EVENT_OBJECT_DUMP,
    /// A thread blocks entering a raw monitor held by another (`u.raw_monitor`).
    RawMonitorContendedEnter = JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER,
    /// It got the raw monitor after blocking (`u.raw_monitor`).
    RawMonitorContendedEntered = JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED,
    /// A thread exits a raw monitor another thread waits to enter (`u.raw_monitor`).
    RawMonitorContendedExit = JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT,
    /// A thread blocks entering a Java monitor held by another (`u.monitor`).
    MonitorContendedEnter = JVMPI_EVENT_MONITOR_CONTENDED_ENTER,
    /// It got the Java monitor after blocking (`u.monitor`).
    MonitorContendedEntered = JVMPI_EVENT_MONITOR_CONTENDED_ENTERED,
    /// A thread exits a Java monitor another thread waits to enter (`u.monitor`).
    MonitorContendedExit = JVMPI_EVENT_MONITOR_CONTENDED_EXIT,
    /// A thread is about to wait (`Object.wait`, `Thread.sleep`) (`u.monitor_wait`).
    MonitorWait = JVMPI_EVENT_MONITOR_WAIT,
    /// A thread finished waiting (`u.monitor_wait`).
    MonitorWaited = JVMPI_EVENT_MONITOR_WAITED,
    /// A dump of every monitor (`u.monitor_dump`); request-only.
    MonitorDump = JVMPI_EVENT_MONITOR_DUMP,
    /// A collection starts.
    GcStart = JVMPI_EVENT_GC_START,
    /// A collection finished (`u.gc_info`).
    GcFinish = JVMPI_EVENT_GC_FINISH,
    /// rjvm extension, for Rust agents only: the thread executed another
    /// sampling interval of bytecodes ([`Profiler::set_bytecode_sampling`]).
    BytecodeSample = RJVM_EVENT_BYTECODE_SAMPLE,
}

impl EventKind {
    /// The JVMPI event number (`JVMPI_EVENT_*`).
    #[inline]
    pub const fn as_jvmpi(self) -> i32 {
        self as i32
    }

    /// HEAP_DUMP, MONITOR_DUMP and OBJECT_DUMP exist only as answers to
    /// [`Profiler::request_event`]: enabling them is `NotAvailable`.
    pub const fn is_request_only(self) -> bool {
        matches!(
            self,
            EventKind::HeapDump | EventKind::MonitorDump | EventKind::ObjectDump
        )
    }

    /// Kinds that are rjvm extensions, not JVMPI events: the C interface
    /// neither accepts nor posts them.
    pub const fn is_extension(self) -> bool {
        matches!(self, EventKind::BytecodeSample)
    }

    /// Kinds [`Profiler::request_event`] can produce.
    pub const fn is_requestable(self) -> bool {
        matches!(
            self,
            EventKind::ObjectAlloc
                | EventKind::ThreadStart
                | EventKind::ClassLoad
                | EventKind::ObjectDump
                | EventKind::HeapDump
                | EventKind::MonitorDump
        )
    }
}

impl fmt::Display for EventKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.jvmpi_name())
    }
}

/// A set of event kinds as a bit mask (bit `n` = JVMPI event number `n`,
/// all numbers are below 64). Handy for the VM's enable mask, which it can
/// keep in an `AtomicU64` and test with one AND on every posting site.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct EventSet(pub u64);

impl EventSet {
    /// No kinds.
    pub const EMPTY: EventSet = EventSet(0);

    /// The bit of one kind.
    #[inline]
    pub const fn bit(kind: EventKind) -> u64 {
        1u64 << (kind as i32 as u32)
    }
    /// Whether `kind` is in the set.
    #[inline]
    pub const fn contains(self, kind: EventKind) -> bool {
        self.0 & Self::bit(kind) != 0
    }
    /// The set with `kind` added.
    #[inline]
    pub const fn with(self, kind: EventKind) -> EventSet {
        EventSet(self.0 | Self::bit(kind))
    }
    /// The set with `kind` removed.
    #[inline]
    pub const fn without(self, kind: EventKind) -> EventSet {
        EventSet(self.0 & !Self::bit(kind))
    }
    /// Adds `kind`.
    pub fn insert(&mut self, kind: EventKind) {
        *self = self.with(kind);
    }
    /// Removes `kind`.
    pub fn remove(&mut self, kind: EventKind) {
        *self = self.without(kind);
    }
    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The kinds in the set, in number order.
    pub fn iter(self) -> impl Iterator<Item = EventKind> {
        EventKind::ALL
            .iter()
            .copied()
            .filter(move |k| self.contains(*k))
    }
}

impl fmt::Debug for EventSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl FromIterator<EventKind> for EventSet {
    fn from_iter<I: IntoIterator<Item = EventKind>>(iter: I) -> Self {
        let mut s = EventSet::EMPTY;
        for k in iter {
            s.insert(k);
        }
        s
    }
}

// ---------------------------------------------------------------------------
// Small value types
// ---------------------------------------------------------------------------

/// JVMPI type codes: `obj_alloc.is_array` and the `ty` bytes of dumps.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TypeCode {
    /// An instance (not an array), `JVMPI_NORMAL_OBJECT`.
    NormalObject = 0,
    /// A reference / an array of references, `JVMPI_CLASS`.
    Class = 2,
    Boolean = 4,
    Char = 5,
    Float = 6,
    Double = 7,
    Byte = 8,
    Short = 9,
    Int = 10,
    Long = 11,
}

impl TypeCode {
    /// The JVMPI code.
    pub const fn as_jvmpi(self) -> i32 {
        self as i32
    }
    /// The type with this JVMPI code.
    pub const fn from_jvmpi(n: i32) -> Option<TypeCode> {
        Some(match n {
            0 => TypeCode::NormalObject,
            2 => TypeCode::Class,
            4 => TypeCode::Boolean,
            5 => TypeCode::Char,
            6 => TypeCode::Float,
            7 => TypeCode::Double,
            8 => TypeCode::Byte,
            9 => TypeCode::Short,
            10 => TypeCode::Int,
            11 => TypeCode::Long,
            _ => return None,
        })
    }
    /// The type of a field or array element from its JVM descriptor
    /// (`"I"`, `"Ljava/lang/String;"`, `"[B"`): references give `Class`.
    pub fn from_signature(sig: &str) -> Option<TypeCode> {
        Some(match sig.as_bytes().first()? {
            b'L' | b'[' => TypeCode::Class,
            b'Z' => TypeCode::Boolean,
            b'C' => TypeCode::Char,
            b'F' => TypeCode::Float,
            b'D' => TypeCode::Double,
            b'B' => TypeCode::Byte,
            b'S' => TypeCode::Short,
            b'I' => TypeCode::Int,
            b'J' => TypeCode::Long,
            _ => return None,
        })
    }
    /// The size in bytes of a value of this type in a dump buffer: an id
    /// (native pointer size) for `Class` and `NormalObject`.
    pub const fn dump_size(self) -> usize {
        match self {
            TypeCode::NormalObject | TypeCode::Class => encode::ID_SIZE,
            TypeCode::Boolean | TypeCode::Byte => 1,
            TypeCode::Char | TypeCode::Short => 2,
            TypeCode::Float | TypeCode::Int => 4,
            TypeCode::Double | TypeCode::Long => 8,
        }
    }
    /// Whether this is a primitive type.
    pub const fn is_primitive(self) -> bool {
        !matches!(self, TypeCode::NormalObject | TypeCode::Class)
    }
}

/// Heap dump detail (`JVMPI_DUMP_LEVEL_*`).
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum DumpLevel {
    /// `{u1 type, id}` per object.
    Level0 = 0,
    /// Roots and records, without primitive values.
    Level1 = 1,
    /// Roots and records with every value (the default).
    #[default]
    Level2 = 2,
}

impl DumpLevel {
    /// The JVMPI number.
    pub const fn as_jvmpi(self) -> i32 {
        self as i32
    }
    /// The level with this number.
    pub const fn from_jvmpi(n: i32) -> Option<DumpLevel> {
        match n {
            0 => Some(DumpLevel::Level0),
            1 => Some(DumpLevel::Level1),
            2 => Some(DumpLevel::Level2),
            _ => None,
        }
    }
}

/// What a thread is doing, without the flags.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThreadState {
    /// Running or ready to run (`JVMPI_THREAD_RUNNABLE`).
    Runnable,
    /// Blocked entering a monitor (`JVMPI_THREAD_MONITOR_WAIT`).
    MonitorWait,
    /// In `Object.wait` or sleeping (`JVMPI_THREAD_CONDVAR_WAIT`).
    CondvarWait,
    /// Any other value.
    Other(i32),
}

/// A JVMPI thread status word: a [`ThreadState`] plus the SUSPENDED (0x8000)
/// and INTERRUPTED (0x4000) flags. Same representation as a C `jint`.
#[repr(transparent)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThreadStatus(pub i32);

impl ThreadStatus {
    const FLAGS: i32 = ffi::JVMPI_THREAD_SUSPENDED | ffi::JVMPI_THREAD_INTERRUPTED;

    /// Builds a status word.
    pub const fn new(state: ThreadState, suspended: bool, interrupted: bool) -> Self {
        let mut n = match state {
            ThreadState::Runnable => ffi::JVMPI_THREAD_RUNNABLE,
            ThreadState::MonitorWait => ffi::JVMPI_THREAD_MONITOR_WAIT,
            ThreadState::CondvarWait => ffi::JVMPI_THREAD_CONDVAR_WAIT,
            ThreadState::Other(n) => n & !Self::FLAGS,
        };
        if suspended {
            n |= ffi::JVMPI_THREAD_SUSPENDED;
        }
        if interrupted {
            n |= ffi::JVMPI_THREAD_INTERRUPTED;
        }
        ThreadStatus(n)
    }
    /// The state without the flags.
    pub const fn state(self) -> ThreadState {
        match self.0 & !Self::FLAGS {
            ffi::JVMPI_THREAD_RUNNABLE => ThreadState::Runnable,
            ffi::JVMPI_THREAD_MONITOR_WAIT => ThreadState::MonitorWait,
            ffi::JVMPI_THREAD_CONDVAR_WAIT => ThreadState::CondvarWait,
            n => ThreadState::Other(n),
        }
    }
    /// The SUSPENDED flag.
    pub const fn is_suspended(self) -> bool {
        self.0 & ffi::JVMPI_THREAD_SUSPENDED != 0
    }
    /// The INTERRUPTED flag.
    pub const fn is_interrupted(self) -> bool {
        self.0 & ffi::JVMPI_THREAD_INTERRUPTED != 0
    }
}

/// Thread priorities for [`Profiler::create_system_thread`].
pub mod priority {
    /// `JVMPI_MINIMUM_PRIORITY`.
    pub const MINIMUM: i32 = 1;
    /// `JVMPI_NORMAL_PRIORITY`.
    pub const NORMAL: i32 = 5;
    /// `JVMPI_MAXIMUM_PRIORITY`.
    pub const MAXIMUM: i32 = 10;
}

/// One frame of a call trace. Same layout as [`ffi::JVMPI_CallFrame`], so the
/// VM can pass slices either way ([`CallFrame::as_ffi`], [`CallFrame::from_ffi`]).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CallFrame {
    /// The source line; [`CallFrame::LINE_UNKNOWN`], [`CallFrame::LINE_COMPILED`]
    /// or [`CallFrame::LINE_NATIVE`] when there is none.
    pub line: i32,
    /// The method.
    pub method: MethodId,
}

impl CallFrame {
    /// No line number information (-1).
    pub const LINE_UNKNOWN: i32 = ffi::JVMPI_LINENO_UNKNOWN;
    /// A compiled frame (-2).
    pub const LINE_COMPILED: i32 = ffi::JVMPI_LINENO_COMPILED;
    /// A native method (-3).
    pub const LINE_NATIVE: i32 = ffi::JVMPI_LINENO_NATIVE;

    /// The frames as C frames (no copy).
    pub fn as_ffi(frames: &[CallFrame]) -> &[ffi::JVMPI_CallFrame] {
        // SAFETY: identical layout (asserted below), and every bit pattern of
        // a CallFrame is a valid JVMPI_CallFrame.
        unsafe { std::slice::from_raw_parts(frames.as_ptr().cast(), frames.len()) }
    }
    /// C frames as frames (no copy).
    pub fn from_ffi(frames: &[ffi::JVMPI_CallFrame]) -> &[CallFrame] {
        // SAFETY: identical layout; pointers become integers.
        unsafe { std::slice::from_raw_parts(frames.as_ptr().cast(), frames.len()) }
    }
}

/// One entry of a compiled method's line table: code offset → source line.
/// Same layout as [`ffi::JVMPI_Lineno`].
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LineNumber {
    /// Offset in the compiled code.
    pub offset: i32,
    /// Source line.
    pub line: i32,
}

const _: () = {
    use std::mem::{align_of, offset_of, size_of};
    assert!(size_of::<CallFrame>() == size_of::<ffi::JVMPI_CallFrame>());
    assert!(align_of::<CallFrame>() == align_of::<ffi::JVMPI_CallFrame>());
    assert!(offset_of!(CallFrame, line) == offset_of!(ffi::JVMPI_CallFrame, lineno));
    assert!(offset_of!(CallFrame, method) == offset_of!(ffi::JVMPI_CallFrame, method_id));
    assert!(size_of::<LineNumber>() == size_of::<ffi::JVMPI_Lineno>());
    assert!(size_of::<ThreadStatus>() == size_of::<ffi::jint>());
};

/// The stack of one thread in a heap or monitor dump.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThreadTrace<'a> {
    /// The thread.
    pub thread: ThreadId,
    /// Its frames, top first.
    pub frames: &'a [CallFrame],
}

/// A method of a loaded class (`JVMPI_Method`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MethodInfo<'a> {
    /// Simple name (`"<init>"`, `"main"`).
    pub name: &'a str,
    /// JVM descriptor (`"([Ljava/lang/String;)V"`).
    pub signature: &'a str,
    /// First source line of the method (-1 if unknown).
    pub start_line: i32,
    /// Last source line of the method (-1 if unknown).
    pub end_line: i32,
    /// The id used in method events and call frames.
    pub id: MethodId,
}

/// A field of a loaded class (`JVMPI_Field`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldInfo<'a> {
    /// Field name.
    pub name: &'a str,
    /// JVM descriptor (`"I"`, `"Ljava/lang/Object;"`).
    pub signature: &'a str,
}

/// The branch taken by the instruction of an `InstructionStart` event
/// (`u.instruction.u`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BranchInfo {
    /// Not a conditional branch or switch.
    None,
    /// An `if*` bytecode: whether the condition holds (the branch is taken).
    If { is_true: bool },
    /// A `tableswitch`: the key and the table bounds.
    TableSwitch { key: i32, low: i32, hi: i32 },
    /// A `lookupswitch`: the index of the matching pair (`pairs_count` for
    /// the default) and the number of pairs.
    LookupSwitch {
        chosen_pair_index: i32,
        pairs_count: i32,
    },
}

// ---------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------

/// One JVMPI event, borrowing the VM's data for the duration of
/// [`Agent::event`]. Every variant has `thread`: the thread the event happens
/// in (the `env_id` of the C event). Variants that [`Profiler::request_event`]
/// can produce say so; `requested` is `true` exactly then.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Event<'a> {
    /// METHOD_ENTRY: `method` is entered.
    MethodEntry { thread: ThreadId, method: MethodId },
    /// METHOD_ENTRY2: `method` is entered; `receiver` is `this` (`None` for
    /// static methods).
    MethodEntry2 {
        thread: ThreadId,
        method: MethodId,
        receiver: Option<ObjectId>,
    },
    /// METHOD_EXIT: `method` returns or completes with an exception.
    MethodExit { thread: ThreadId, method: MethodId },
    /// OBJECT_ALLOC: an object is allocated in `arena`. For an instance,
    /// `class` is its class and `is_array` is `NormalObject`; for an object
    /// array, `class` is the *element* class and `is_array` is `Class`; for a
    /// primitive array, `class` is `None` and `is_array` is the element type.
    /// `size` is in bytes. Agents call [`Profiler::call_trace`] for `thread`
    /// from here. Requestable (argument: the object).
    ObjectAlloc {
        thread: ThreadId,
        arena: ArenaId,
        class: Option<ClassId>,
        is_array: TypeCode,
        size: u64,
        object: ObjectId,
        requested: bool,
    },
    /// OBJECT_FREE: the collector freed `object` (posted during a GC).
    ObjectFree { thread: ThreadId, object: ObjectId },
    /// OBJECT_MOVE: the collector moved an object; the old id is dead, the
    /// new id (in `new_arena`) names it from now on.
    ObjectMove {
        thread: ThreadId,
        arena: ArenaId,
        object: ObjectId,
        new_arena: ArenaId,
        new_object: ObjectId,
    },
    /// COMPILED_METHOD_LOAD: `method` was compiled to `code_size` bytes at
    /// `code_addr`, with a line table.
    CompiledMethodLoad {
        thread: ThreadId,
        method: MethodId,
        code_addr: usize,
        code_size: u32,
        line_table: &'a [LineNumber],
    },
    /// COMPILED_METHOD_UNLOAD: the compiled code of `method` is discarded.
    CompiledMethodUnload { thread: ThreadId, method: MethodId },
    /// INSTRUCTION_START: the bytecode at `offset` of `method` is about to
    /// execute; for branches and switches, which way it goes.
    InstructionStart {
        thread: ThreadId,
        method: MethodId,
        offset: u32,
        branch: BranchInfo,
    },
    /// THREAD_START: a thread started. `thread` is the posting thread (the new
    /// thread itself, or the requester); `thread_env` is the started thread's
    /// id and `thread_object` its `java.lang.Thread`. `parent` is the parent
    /// thread group's name. Requestable (argument: the thread object).
    ThreadStart {
        thread: ThreadId,
        name: &'a str,
        group: &'a str,
        parent: &'a str,
        thread_object: ObjectId,
        thread_env: ThreadId,
        requested: bool,
    },
    /// THREAD_END: `thread` ends (posted on that thread).
    ThreadEnd { thread: ThreadId },
    /// CLASS_LOAD_HOOK: a class file is about to be parsed. To replace it,
    /// store the new bytes in `replacement` (`*replacement.borrow_mut() =
    /// Some(bytes)`); the VM reads it after `event` returns.
    ClassLoadHook {
        thread: ThreadId,
        class_data: &'a [u8],
        replacement: &'a RefCell<Option<Vec<u8>>>,
    },
    /// CLASS_LOAD: a class is loaded. `name` is the dotted external name
    /// (`java.lang.String`, `[Ljava.lang.String;`, `[C`); `source` the source
    /// file name if known; array classes have no methods or fields.
    /// `statics` and `instances` are in the order their values appear in heap
    /// dumps (instances: the class's own fields; superclass fields come from
    /// the superclass's event). Requestable (argument: the class).
    ClassLoad {
        thread: ThreadId,
        name: &'a str,
        source: Option<&'a str>,
        num_interfaces: u32,
        methods: &'a [MethodInfo<'a>],
        statics: &'a [FieldInfo<'a>],
        instances: &'a [FieldInfo<'a>],
        class: ClassId,
        requested: bool,
    },
    /// CLASS_UNLOAD: `class` is unloaded.
    ClassUnload { thread: ThreadId, class: ClassId },
    /// HEAP_DUMP (only requested): the dump buffer (see [`encode`]) at
    /// `level`, and the stacks of all threads.
    HeapDump {
        thread: ThreadId,
        level: DumpLevel,
        data: &'a [u8],
        traces: &'a [ThreadTrace<'a>],
    },
    /// JNI_GLOBALREF_ALLOC: `global_ref` now refers to `object`.
    JniGlobalrefAlloc {
        thread: ThreadId,
        object: ObjectId,
        global_ref: JObject,
    },
    /// JNI_GLOBALREF_FREE: `global_ref` was deleted.
    JniGlobalrefFree {
        thread: ThreadId,
        global_ref: JObject,
    },
    /// JNI_WEAK_GLOBALREF_ALLOC: the weak `global_ref` now refers to `object`.
    JniWeakGlobalrefAlloc {
        thread: ThreadId,
        object: ObjectId,
        global_ref: JObject,
    },
    /// JNI_WEAK_GLOBALREF_FREE: the weak `global_ref` was deleted.
    JniWeakGlobalrefFree {
        thread: ThreadId,
        global_ref: JObject,
    },
    /// DATA_DUMP_REQUEST: the user asked for a dump (SIGQUIT, Ctrl-\).
    DataDumpRequest { thread: ThreadId },
    /// DATA_RESET_REQUEST: the user asked to reset the profile.
    DataResetRequest { thread: ThreadId },
    /// JVM_INIT_DONE: start-up is complete; system threads may be created.
    JvmInitDone { thread: ThreadId },
    /// JVM_SHUT_DOWN: the VM is about to exit; the last event.
    JvmShutDown { thread: ThreadId },
    /// ARENA_NEW: the collector created arena `arena` called `name`.
    ArenaNew {
        thread: ThreadId,
        arena: ArenaId,
        name: &'a str,
    },
    /// ARENA_DELETE: arena `arena` is gone, with every object still in it.
    ArenaDelete { thread: ThreadId, arena: ArenaId },
    /// OBJECT_DUMP (only requested): one object's record (see [`encode`]).
    ObjectDump { thread: ThreadId, data: &'a [u8] },
    /// RAW_MONITOR_CONTENDED_ENTER: `thread` blocks on a raw monitor held by another.
    RawMonitorContendedEnter {
        thread: ThreadId,
        name: &'a str,
        monitor: RawMonitor,
    },
    /// RAW_MONITOR_CONTENDED_ENTERED: `thread` got the raw monitor after blocking.
    RawMonitorContendedEntered {
        thread: ThreadId,
        name: &'a str,
        monitor: RawMonitor,
    },
    /// RAW_MONITOR_CONTENDED_EXIT: `thread` released a raw monitor others wait for.
    RawMonitorContendedExit {
        thread: ThreadId,
        name: &'a str,
        monitor: RawMonitor,
    },
    /// MONITOR_CONTENDED_ENTER: `thread` blocks on `object`'s monitor held by another.
    MonitorContendedEnter { thread: ThreadId, object: ObjectId },
    /// MONITOR_CONTENDED_ENTERED: `thread` got `object`'s monitor after blocking.
    MonitorContendedEntered { thread: ThreadId, object: ObjectId },
    /// MONITOR_CONTENDED_EXIT: `thread` released `object`'s monitor others wait for.
    MonitorContendedExit { thread: ThreadId, object: ObjectId },
    /// MONITOR_WAIT: `thread` is about to wait on `object` (`None`: sleeping,
    /// no object) for at most `timeout_ms` (0 = no limit).
    MonitorWait {
        thread: ThreadId,
        object: Option<ObjectId>,
        timeout_ms: i64,
    },
    /// MONITOR_WAITED: `thread` finished waiting on `object` after
    /// `timeout_ms` milliseconds.
    MonitorWaited {
        thread: ThreadId,
        object: Option<ObjectId>,
        timeout_ms: i64,
    },
    /// MONITOR_DUMP (only requested): the monitor records (see
    /// [`encode::MonitorRecord`]), the stacks of all threads and, in the same
    /// order, their status.
    MonitorDump {
        thread: ThreadId,
        data: &'a [u8],
        traces: &'a [ThreadTrace<'a>],
        statuses: &'a [ThreadStatus],
    },
    /// GC_START: a collection starts (Java threads are stopped until GcFinish).
    GcStart { thread: ThreadId },
    /// GC_FINISH: the collection ended: live objects, their bytes, and the
    /// heap's capacity in bytes.
    GcFinish {
        thread: ThreadId,
        used_objects: u64,
        used_object_space: u64,
        total_object_space: u64,
    },
    /// rjvm extension (Rust agents only): `thread` executed another sampling
    /// interval of bytecodes and is stopped before its next bytecode, so
    /// [`Profiler::call_trace`] of `thread` gives the sampled stack;
    /// `bytecodes` is its executed-bytecode count so far.
    BytecodeSample { thread: ThreadId, bytecodes: u64 },
}

impl Event<'_> {
    /// The event's kind.
    pub fn kind(&self) -> EventKind {
        use Event as E;
        use EventKind as K;
        match self {
            E::MethodEntry { .. } => K::MethodEntry,
            E::MethodEntry2 { .. } => K::MethodEntry2,
            E::MethodExit { .. } => K::MethodExit,
            E::ObjectAlloc { .. } => K::ObjectAlloc,
            E::ObjectFree { .. } => K::ObjectFree,
            E::ObjectMove { .. } => K::ObjectMove,
            E::CompiledMethodLoad { .. } => K::CompiledMethodLoad,
            E::CompiledMethodUnload { .. } => K::CompiledMethodUnload,
            E::InstructionStart { .. } => K::InstructionStart,
            E::ThreadStart { .. } => K::ThreadStart,
            E::ThreadEnd { .. } => K::ThreadEnd,
            E::ClassLoadHook { .. } => K::ClassLoadHook,
            E::ClassLoad { .. } => K::ClassLoad,
            E::ClassUnload { .. } => K::ClassUnload,
            E::HeapDump { .. } => K::HeapDump,
            E::JniGlobalrefAlloc { .. } => K::JniGlobalrefAlloc,
            E::JniGlobalrefFree { .. } => K::JniGlobalrefFree,
            E::JniWeakGlobalrefAlloc { .. } => K::JniWeakGlobalrefAlloc,
            E::JniWeakGlobalrefFree { .. } => K::JniWeakGlobalrefFree,
            E::DataDumpRequest { .. } => K::DataDumpRequest,
            E::DataResetRequest { .. } => K::DataResetRequest,
            E::JvmInitDone { .. } => K::JvmInitDone,
            E::JvmShutDown { .. } => K::JvmShutDown,
            E::ArenaNew { .. } => K::ArenaNew,
            E::ArenaDelete { .. } => K::ArenaDelete,
            E::ObjectDump { .. } => K::ObjectDump,
            E::RawMonitorContendedEnter { .. } => K::RawMonitorContendedEnter,
            E::RawMonitorContendedEntered { .. } => K::RawMonitorContendedEntered,
            E::RawMonitorContendedExit { .. } => K::RawMonitorContendedExit,
            E::MonitorContendedEnter { .. } => K::MonitorContendedEnter,
            E::MonitorContendedEntered { .. } => K::MonitorContendedEntered,
            E::MonitorContendedExit { .. } => K::MonitorContendedExit,
            E::MonitorWait { .. } => K::MonitorWait,
            E::MonitorWaited { .. } => K::MonitorWaited,
            E::MonitorDump { .. } => K::MonitorDump,
            E::GcStart { .. } => K::GcStart,
            E::GcFinish { .. } => K::GcFinish,
            E::BytecodeSample { .. } => K::BytecodeSample,
        }
    }

    /// The thread the event happens in (`env_id`).
    pub fn thread(&self) -> ThreadId {
        use Event as E;
        match *self {
            E::MethodEntry { thread, .. }
            | E::MethodEntry2 { thread, .. }
            | E::MethodExit { thread, .. }
            | E::ObjectAlloc { thread, .. }
            | E::ObjectFree { thread, .. }
            | E::ObjectMove { thread, .. }
            | E::CompiledMethodLoad { thread, .. }
            | E::CompiledMethodUnload { thread, .. }
            | E::InstructionStart { thread, .. }
            | E::ThreadStart { thread, .. }
            | E::ThreadEnd { thread }
            | E::ClassLoadHook { thread, .. }
            | E::ClassLoad { thread, .. }
            | E::ClassUnload { thread, .. }
            | E::HeapDump { thread, .. }
            | E::JniGlobalrefAlloc { thread, .. }
            | E::JniGlobalrefFree { thread, .. }
            | E::JniWeakGlobalrefAlloc { thread, .. }
            | E::JniWeakGlobalrefFree { thread, .. }
            | E::DataDumpRequest { thread }
            | E::DataResetRequest { thread }
            | E::JvmInitDone { thread }
            | E::JvmShutDown { thread }
            | E::ArenaNew { thread, .. }
            | E::ArenaDelete { thread, .. }
            | E::ObjectDump { thread, .. }
            | E::RawMonitorContendedEnter { thread, .. }
            | E::RawMonitorContendedEntered { thread, .. }
            | E::RawMonitorContendedExit { thread, .. }
            | E::MonitorContendedEnter { thread, .. }
            | E::MonitorContendedEntered { thread, .. }
            | E::MonitorContendedExit { thread, .. }
            | E::MonitorWait { thread, .. }
            | E::MonitorWaited { thread, .. }
            | E::MonitorDump { thread, .. }
            | E::GcStart { thread }
            | E::GcFinish { thread, .. }
            | E::BytecodeSample { thread, .. } => thread,
        }
    }

    /// Whether the event answers a [`Profiler::request_event`] call (the dump
    /// events always do).
    pub fn is_requested(&self) -> bool {
        match *self {
            Event::ObjectAlloc { requested, .. }
            | Event::ThreadStart { requested, .. }
            | Event::ClassLoad { requested, .. } => requested,
            Event::HeapDump { .. } | Event::MonitorDump { .. } | Event::ObjectDump { .. } => true,
            _ => false,
        }
    }

    /// The C `event_type`: the JVMPI number, with `JVMPI_REQUESTED_EVENT`
    /// OR-ed in for requested events.
    pub fn jvmpi_event_type(&self) -> i32 {
        let n = self.kind().as_jvmpi();
        if self.is_requested() {
            n | ffi::JVMPI_REQUESTED_EVENT
        } else {
            n
        }
    }
}

/// What [`Profiler::request_event`] asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RequestArg {
    /// An `ObjectAlloc` event for an existing object (a class id's
    /// [`ClassId::as_object`] included: class objects are objects).
    ObjectAlloc(ObjectId),
    /// A `ThreadStart` event for the thread whose `java.lang.Thread` object
    /// this is.
    ThreadStart(ObjectId),
    /// A `ClassLoad` event for this class.
    ClassLoad(ClassId),
    /// An `ObjectDump` of this object.
    ObjectDump(ObjectId),
    /// A `HeapDump` at this level (C: a NULL argument means level 2).
    HeapDump(DumpLevel),
    /// A `MonitorDump`.
    MonitorDump,
}

impl RequestArg {
    /// The kind of the event this request produces.
    pub fn kind(&self) -> EventKind {
        match self {
            RequestArg::ObjectAlloc(_) => EventKind::ObjectAlloc,
            RequestArg::ThreadStart(_) => EventKind::ThreadStart,
            RequestArg::ClassLoad(_) => EventKind::ClassLoad,
            RequestArg::ObjectDump(_) => EventKind::ObjectDump,
            RequestArg::HeapDump(_) => EventKind::HeapDump,
            RequestArg::MonitorDump => EventKind::MonitorDump,
        }
    }
}

/// `JVMPI_NOT_AVAILABLE`: the VM does not support this event or request
/// (or the argument names nothing that exists).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NotAvailable;

impl fmt::Display for NotAvailable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not available")
    }
}

impl std::error::Error for NotAvailable {}

/// An operation failed (`JNI_ERR` / `JVMPI_FAIL`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Failed(pub String);

impl fmt::Display for Failed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Failed {}

/// Result of one thread in [`Profiler::suspend_thread_list`] /
/// [`Profiler::resume_thread_list`] (the C `results[]` codes).
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThreadListResult {
    /// Done (0).
    Ok = ffi::JVMPI_THREAD_LIST_OK,
    /// No such live thread (10).
    InvalidThread = ffi::JVMPI_THREAD_LIST_INVALID_THREAD,
    /// Resume of a thread that is not suspended (13).
    NotSuspended = ffi::JVMPI_THREAD_LIST_NOT_SUSPENDED,
    /// Suspend of a thread that is already suspended (14).
    AlreadySuspended = ffi::JVMPI_THREAD_LIST_ALREADY_SUSPENDED,
}

impl ThreadListResult {
    /// The C result code.
    pub const fn as_jvmpi(self) -> i32 {
        self as i32
    }
}

/// The body of a system thread: runs on the new thread, with the profiler.
pub type SystemThreadBody = Box<dyn FnOnce(&dyn Profiler) + Send + 'static>;

// ---------------------------------------------------------------------------
// The traits
// ---------------------------------------------------------------------------

/// A profiler agent written in Rust. The VM owns it (boxed, behind a lock)
/// and calls it as described in the [crate documentation](crate).
pub trait Agent: Send {
    /// Called once, before any event, with the text after `-Xrun<name>:`
    /// (empty if none). Enable events here. `Err(message)` aborts start-up
    /// (the C equivalent is `JVM_OnLoad` returning a negative value).
    fn on_load(&mut self, vm: &dyn Profiler, options: &str) -> Result<(), String>;

    /// Called for every enabled event (the C `NotifyEvent`). `e` and
    /// everything it borrows are valid only during the call.
    fn event(&mut self, vm: &dyn Profiler, e: &Event<'_>);
}

/// A built-in Rust agent as the VM's registry lists it: `-Xrun<name>` picks
/// the entry with that name.
#[derive(Clone, Copy, Debug)]
pub struct BuiltinAgent {
    /// The name after `-Xrun` (`"hprof"`).
    pub name: &'static str,
    /// Creates a fresh agent.
    pub create: fn() -> Box<dyn Agent>,
}

/// The VM side: the JVMPI operations (slots 2–29 of `JVMPI_Interface`) in
/// safe form. Implemented by the VM and handed to the agent as
/// `&dyn Profiler`. Callable from any Java thread and from system threads.
pub trait Profiler {
    /// `EnableEvent`: start posting `kind`. `Err(NotAvailable)` for the
    /// request-only kinds (HEAP_DUMP, MONITOR_DUMP, OBJECT_DUMP) and any kind
    /// the VM cannot post. Must succeed for CLASS_LOAD, CLASS_UNLOAD,
    /// THREAD_START/END, DATA_DUMP/RESET_REQUEST, JVM_INIT_DONE,
    /// JVM_SHUT_DOWN, GC_START/FINISH, OBJECT_ALLOC/FREE/MOVE, ARENA_NEW/DELETE,
    /// JNI_GLOBALREF_ALLOC/FREE, METHOD_ENTRY/EXIT and the eight monitor
    /// events (a widely used agent refuses to start otherwise).
    fn enable_event(&self, kind: EventKind) -> Result<(), NotAvailable>;

    /// `DisableEvent`: stop posting `kind`; same availability as `enable_event`.
    fn disable_event(&self, kind: EventKind) -> Result<(), NotAvailable>;

    /// `RequestEvent`: produce one event now, synchronously on the calling
    /// thread, and hand it to `sink` (with `requested` set) before returning.
    /// The event goes to `sink`, not to [`Agent::event`], whether or not the
    /// kind is enabled. `Err(NotAvailable)` if the VM cannot produce it (for
    /// example the object or class does not exist).
    fn request_event(
        &self,
        arg: RequestArg,
        sink: &mut dyn FnMut(&Event<'_>),
    ) -> Result<(), NotAvailable>;

    /// `GetCallTrace`: the Java stack of `thread`, at most `depth` frames,
    /// top frame first, replacing the contents of `frames`. `thread` must be
    /// the current thread or a suspended one; otherwise (or for an unknown
    /// thread) `frames` is left empty. Agents call this from inside
    /// `ObjectAlloc` for the allocating thread.
    fn call_trace_into(&self, thread: ThreadId, depth: usize, frames: &mut Vec<CallFrame>);

    /// [`call_trace_into`](Profiler::call_trace_into) into a new vector.
    fn call_trace(&self, thread: ThreadId, depth: usize) -> Vec<CallFrame> {
        let mut v = Vec::with_capacity(depth.min(64));
        self.call_trace_into(thread, depth, &mut v);
        v
    }

    /// `ProfilerExit`: end the VM with exit status `code`. Does not return.
    fn profiler_exit(&self, code: i32) -> !;

    /// `RawMonitorCreate`: a new raw monitor named `name` (the name appears
    /// in contended events and monitor dumps). Raw monitors are re-entrant
    /// and owner-checked, and are not Java objects (a raw monitor can be held
    /// across GC_START .. GC_FINISH).
    fn raw_monitor_create(&self, name: &str) -> RawMonitor;

    /// `RawMonitorEnter`: enter (re-entrantly), blocking while another
    /// thread owns it.
    fn raw_monitor_enter(&self, m: RawMonitor);

    /// `RawMonitorExit`: leave once; ignored if the caller is not the owner.
    fn raw_monitor_exit(&self, m: RawMonitor);

    /// `RawMonitorWait`: release the monitor (all entries), wait for a
    /// notification or `millis` milliseconds (0 = no limit), then re-enter
    /// with the same count. The caller must own it.
    fn raw_monitor_wait(&self, m: RawMonitor, millis: i64);

    /// `RawMonitorNotifyAll`: wake every waiter. The caller must own it.
    fn raw_monitor_notify_all(&self, m: RawMonitor);

    /// `RawMonitorDestroy`: free the monitor (it must not be in use).
    fn raw_monitor_destroy(&self, m: RawMonitor);

    /// `GetCurrentThreadCpuTime`: CPU time used by the calling thread, in
    /// nanoseconds.
    fn current_thread_cpu_time(&self) -> u64;

    /// `SuspendThread`: stop `thread` at its next safepoint (it keeps running
    /// any agent or native code it is in). Suspending oneself is ignored.
    fn suspend_thread(&self, thread: ThreadId);

    /// `ResumeThread`: let a suspended thread run again.
    fn resume_thread(&self, thread: ThreadId);

    /// `SuspendThreadList`: suspend each thread; one result per thread, in
    /// order (`Ok`, `InvalidThread`, `AlreadySuspended`).
    fn suspend_thread_list(&self, threads: &[ThreadId]) -> Vec<ThreadListResult>;

    /// `ResumeThreadList`: resume each thread; one result per thread, in order
    /// (`Ok`, `InvalidThread`, `NotSuspended`).
    fn resume_thread_list(&self, threads: &[ThreadId]) -> Vec<ThreadListResult>;

    /// `GetThreadStatus`: the status of `thread` (`Object.wait` and sleep are
    /// `CondvarWait`, blocking on monitor entry is `MonitorWait`), `None` if
    /// it is not a live thread.
    fn thread_status(&self, thread: ThreadId) -> Option<ThreadStatus>;

    /// `ThreadHasRun`: whether `thread` ran since its previous suspension
    /// (lets a sampler skip idle threads). Samplers ask it while the thread
    /// is suspended (suspend, `thread_has_run`, `call_trace`, resume): the
    /// reference point is the suspension before, not the current one.
    fn thread_has_run(&self, thread: ThreadId) -> bool;

    /// `CreateSystemThread`: start a daemon Java thread called `name` at
    /// `priority` (1–10, see [`priority`]) running `body`. It has its own
    /// [`ThreadId`] and posts THREAD_START/THREAD_END like any thread. Only
    /// allowed after `JvmInitDone`; before that, or if the thread cannot be
    /// created, `Err`.
    fn create_system_thread(
        &self,
        name: &str,
        priority: i32,
        body: SystemThreadBody,
    ) -> Result<(), Failed>;

    /// `SetThreadLocalStorage`: one word of agent data per thread.
    fn set_thread_local(&self, thread: ThreadId, value: usize);

    /// `GetThreadLocalStorage`: the word stored for `thread` (0 if none).
    fn get_thread_local(&self, thread: ThreadId) -> usize;

    /// `DisableGC`: no collection starts until the matching `enable_gc`
    /// (calls nest). Object ids stay valid meanwhile.
    fn disable_gc(&self);

    /// `EnableGC`: undo one `disable_gc`.
    fn enable_gc(&self);

    /// `RunGC`: force a full collection (GC events are posted as usual,
    /// except to an agent calling this from inside its own callback, which
    /// is never re-entered). Ignored inside a GC event.
    fn run_gc(&self);

    /// `GetThreadObject`: the `java.lang.Thread` object of `thread`.
    fn thread_object(&self, thread: ThreadId) -> Option<ObjectId>;

    /// `GetMethodClass`: the class that declares `method`, by its current
    /// class id (it changes when the class object moves).
    fn method_class(&self, method: MethodId) -> Option<ClassId>;

    /// `jobjectID2jobject`: a JNI local reference to `object` in the calling
    /// thread (call with GC disabled, since `object` is an address).
    fn object_to_jobject(&self, object: ObjectId) -> JObject;

    /// `jobject2jobjectID`: the object a JNI reference refers to; the id is
    /// valid until the next GC (call with GC disabled).
    fn jobject_to_object(&self, obj: JObject) -> Option<ObjectId>;

    /// The calling thread's id (what C agents get from `GetEnv` with a JNI
    /// version). Not a JVMPI slot; `None` on a thread the VM does not know.
    fn current_thread(&self) -> Option<ThreadId>;

    // ---- rjvm extensions (not JVMPI slots) ----

    /// Count the bytecodes every thread executes (on) or stop counting
    /// (off; calls from several agents nest). While on, the interpreter runs
    /// a counting variant; while off, counting costs nothing. A bytecode
    /// counts when it starts executing, so an instruction that throws
    /// counts, and the totals are exact. `Err` if the VM cannot count.
    fn bytecode_counting(&self, on: bool) -> Result<(), NotAvailable> {
        let _ = on;
        Err(NotAvailable)
    }

    /// The bytecodes `thread` executed while counting was on (cheap for the
    /// calling thread, which is the common case: an agent reading it in
    /// MethodEntry/MethodExit). `None` for an unknown thread or a VM that
    /// does not count.
    fn bytecode_count(&self, thread: ThreadId) -> Option<u64> {
        let _ = thread;
        None
    }

    /// Configure [`Event::BytecodeSample`]: each thread is sampled after
    /// every `interval` executed bytecodes plus a pseudo-random offset in
    /// `0..=jitter` drawn from a per-thread generator seeded from `seed`
    /// and the thread's start order (so runs are reproducible). Takes
    /// effect for each thread at its next sample (or at once for threads
    /// not yet sampling). Enabling the event switches counting on.
    fn set_bytecode_sampling(&self, interval: u64, jitter: u64, seed: u64) -> Result<(), NotAvailable> {
        let _ = (interval, jitter, seed);
        Err(NotAvailable)
    }

    /// Register this agent's hooks (`Some`) for the `kinds` given,
    /// replacing any it had, or remove them (`None`): from then on every
    /// thread calls its own [`ThreadHook`] at each method entry and exit
    /// and/or allocation, without the generic event path (see [`hooks`]).
    /// Independent of the agent's METHOD_ENTRY/EXIT enable bits; an agent
    /// with allocation hooks gets live allocations only through them. `Err`
    /// if the VM has no hooks (a C agent library then falls back to the
    /// events).
    fn set_hooks(&self, hooks: Option<std::sync::Arc<dyn Hooks>>, kinds: HookKinds) -> Result<(), NotAvailable> {
        let _ = (hooks, kinds);
        Err(NotAvailable)
    }

    /// Call `f` with every live thread's hook of this agent, its thread and
    /// that thread's executed-bytecode count, with the other Java threads
    /// stopped (so no hook runs meanwhile). For dumps; call it from an
    /// event callback or a system thread, never from a hook.
    fn visit_hooks(&self, f: &mut dyn FnMut(ThreadId, u64, &mut dyn ThreadHook)) -> Result<(), NotAvailable> {
        let _ = f;
        Err(NotAvailable)
    }

    /// Hand every live thread's calling-context tree so far
    /// ([`HookKinds::contexts`]) to its hook ([`ThreadHook::contexts`]),
    /// with the other Java threads stopped; each thread then starts a new
    /// tree at its root (exits of the frames it is in count as unmatched).
    /// For the final report; call it from an event callback or a system
    /// thread, never from a hook.
    fn take_contexts(&self) -> Result<(), NotAvailable> {
        Err(NotAvailable)
    }

    /// The current id of the class whose stable key is `key`
    /// ([`AllocInfo::class_key`]); `None` for an unknown key.
    fn class_of_key(&self, key: u32) -> Option<ClassId> {
        let _ = key;
        None
    }

    /// The source line of instruction `index` of `method` (a
    /// [`RawFrame`]): what [`Profiler::call_trace_into`] would report for
    /// that frame ([`CallFrame::LINE_UNKNOWN`] without line information).
    fn line_of(&self, frame: RawFrame) -> i32 {
        let _ = frame;
        CallFrame::LINE_UNKNOWN
    }
}

#[cfg(test)]
mod tests;
