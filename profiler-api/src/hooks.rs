//! Per-thread hooks: method entries and exits, and allocations, for Rust
//! agents without the generic event path; and the objects collections
//! move, in batches (an rjvm extension, not part of the JVMPI).
//!
//! A profiler that times or counts every call (hprof's `cpu=times`, the
//! exact bytecode profiler) receives two events per call, and one that
//! tracks allocation sites (`heap=sites`) one per object. Through
//! [`Agent::event`](crate::Agent::event) each is an [`Event`](crate::Event)
//! built by the VM, a lock on the agent (one thread at a time), a `match`,
//! a look-up of the thread's data, and for an allocation a stack walk with
//! line numbers. A hook avoids all of that:
//!
//! * the agent registers one [`Hooks`] object with the kinds it wants
//!   ([`Profiler::set_hooks`](crate::Profiler::set_hooks), [`HookKinds`]);
//! * at a thread's first hooked event the VM asks it for that thread's
//!   [`ThreadHook`] ([`Hooks::thread_start`]) and keeps it with the thread;
//! * from then on every entry and exit (and allocation) of that thread is a
//!   direct call of [`ThreadHook::entry`] / [`ThreadHook::exit`]
//!   ([`ThreadHook::alloc`]) on the thread itself. No lock (each hook object
//!   belongs to one thread), no allocation by the VM, no look-up.
//!
//! An exact call-tree profiler needs even less: with
//! [`HookKinds::contexts`] the VM keeps each thread's calling-context tree
//! itself ([`ContextTree`]), in the interpreter, and hands it to
//! [`ThreadHook::contexts`] when the thread ends
//! ([`Profiler::take_contexts`](crate::Profiler::take_contexts) for the
//! live threads): no call per event at all.
//!
//! # Contract
//!
//! * Hooks are called in the Java state, with the thread's frames
//!   synchronised, and must neither block (no lock another thread may hold
//!   for long, in particular across a VM call; no waiting) nor call back
//!   into the VM: a collection cannot start while a thread is inside a
//!   hook, so a hook that waits for another thread can deadlock the VM.
//!   [`Hooks::thread_start`] has the same restrictions.
//! * Entries and exits pair up per thread: a frame that an exception
//!   unwinds gets its `exit` too, and natives get both. Frames that were
//!   active when the hooks were registered (or before the thread's hook
//!   was created) get an `exit` without an `entry`.
//! * An agent with allocation hooks receives the allocations of running
//!   threads through [`ThreadHook::alloc`] *instead of* OBJECT_ALLOC
//!   events; the start-up report of existing objects and requested events
//!   still come as events (if it enabled OBJECT_ALLOC).
//! * [`ThreadHook::thread_end`] is called once, on the thread, when it ends
//!   (before its THREAD_END event), outside the Java state: there it may
//!   take locks (for example to hand its data to the agent).
//! * [`Profiler::visit_hooks`](crate::Profiler::visit_hooks) gives the
//!   agent every live thread's hook with the other threads stopped (none is
//!   inside a hook then), for dumps.
//! * Hooks are called while the profile is live, like events: from the end
//!   of start-up (the start-up report) on.
//! * An agent with move hooks ([`HookKinds::moves`]) receives the objects a
//!   collection moves through [`Hooks::objects_moved`], in batches, *instead
//!   of* OBJECT_MOVE events: on the collecting thread, with the world
//!   stopped (as OBJECT_MOVE events are), in the order the collector moved
//!   them, and always before the collection's GC_FINISH and before any
//!   other heap event of the collection (OBJECT_FREE, ARENA_DELETE) reaches
//!   any agent. A collection of a large young generation moves hundreds of
//!   thousands of objects; as events each is a trip through the event
//!   dispatch and a lock on the agent, in a batch a loop iteration.

use std::any::Any;

use crate::tree::IdTree;
use crate::{ClassId, MethodId, ObjectId, ThreadId, TypeCode};

/// What a registration asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HookKinds {
    /// [`ThreadHook::entry`] and [`ThreadHook::exit`] at every method
    /// entry and exit.
    pub methods: bool,
    /// [`ThreadHook::alloc`] at every allocation, with at most this many
    /// frames of the allocating stack (`None`: no allocation hooks).
    pub allocations: Option<usize>,
    /// The VM keeps this thread's calling-context tree, at most this deep
    /// (`usize::MAX`: unlimited), and hands it to
    /// [`ThreadHook::contexts`] (`None`: no tree). See [`ContextTree`].
    pub contexts: Option<usize>,
    /// [`Hooks::objects_moved`] for the objects collections move, instead
    /// of OBJECT_MOVE events.
    pub moves: bool,
}

/// One object a collection moved (an OBJECT_MOVE).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ObjectMoved {
    pub arena: crate::ArenaId,
    pub object: ObjectId,
    pub new_arena: crate::ArenaId,
    pub new_object: ObjectId,
}

/// A thread's calling-context tree, kept by the VM for an agent that asked
/// for it ([`HookKinds::contexts`]): the exact method call tree of the
/// thread, with calls ([`IdNode::count`](crate::tree::IdNode::count)) and
/// executed bytecodes excluding callees
/// ([`IdNode::weight`](crate::tree::IdNode::weight)) per context, for a
/// few instructions per call in the interpreter and no hook call.
///
/// * The root ([`IdTree::ROOT`]) is "no method": the bytecodes executed
///   outside every frame the tree saw entered (after the tree started;
///   those before it are not counted).
/// * Every method entry (bytecode or native) enters the child of the
///   current context for its method and counts a call; every exit (return
///   or unwinding) goes back to the parent. The bytecodes executed between
///   two events belong to the context current between them, so the
///   caller's `invoke*` is the caller's and the callee's `*return` the
///   callee's. Weights advance only while counting is on
///   ([`Profiler::bytecode_counting`](crate::Profiler::bytecode_counting)).
/// * Past the depth limit a frame stays in its ancestor's context (no call
///   is counted for it, its bytecodes are the ancestor's).
/// * An exit at depth 0 (of a frame entered before the tree started) stays
///   at the root and is counted in `unmatched_exits`.
/// * Node order depends on the order contexts were first entered; the
///   contexts, calls and bytecodes do not.
#[derive(Clone, Debug, Default)]
pub struct ContextTree {
    /// The tree.
    pub tree: IdTree,
    /// Exits of frames entered before the tree started.
    pub unmatched_exits: u64,
}

/// One frame of an allocation's stack, as the interpreter has it: the
/// method and the index of the current bytecode in it (not a byte offset:
/// the `i`-th instruction of the method). The source line is
/// [`Profiler::line_of`](crate::Profiler::line_of).
///
/// One word, `method << 16 | index`, so that an agent hashes and compares a
/// frame as one integer ([`RawFrame::bits`]): a method id is the address of
/// the VM's method, a user-space address below 2^48 on the platforms rjvm
/// runs on (the VM checks it as it loads each method), and an index is below
/// 2^16 (a method has at most 65535 bytes of code). Frames order by method,
/// then index.
#[repr(transparent)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RawFrame(u64);

impl RawFrame {
    /// The frame of instruction `index` of `method` (`method.0 < 2^48`,
    /// `index < 2^16`).
    #[inline(always)]
    pub const fn new(method: MethodId, index: u32) -> RawFrame {
        debug_assert!(method.0 as u64 >> 48 == 0 && index >> 16 == 0);
        RawFrame((method.0 as u64) << 16 | (index & 0xffff) as u64)
    }

    /// The method.
    #[inline(always)]
    pub const fn method(self) -> MethodId {
        MethodId((self.0 >> 16) as usize)
    }

    /// The index of the current instruction.
    #[inline(always)]
    pub const fn index(self) -> u32 {
        (self.0 & 0xffff) as u32
    }

    /// The frame as one word (distinct frames have distinct words).
    #[inline(always)]
    pub const fn bits(self) -> u64 {
        self.0
    }
}

impl std::fmt::Debug for RawFrame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RawFrame").field("method", &self.method()).field("index", &self.index()).finish()
    }
}

/// An allocation, as [`ThreadHook::alloc`] receives it (the fields of
/// OBJECT_ALLOC, a stable class key and the stack).
#[derive(Clone, Copy, Debug)]
pub struct AllocInfo<'a> {
    /// The new object (its arena is not given: finding it costs a lock;
    /// agents that follow arenas use OBJECT_ALLOC events).
    pub object: ObjectId,
    /// As in OBJECT_ALLOC: the class of an instance, the element class of
    /// an object array, `None` for a primitive array.
    pub class: Option<ClassId>,
    /// A key of that class that never changes (unlike its id, which moves
    /// with the class object); 0 for `None`. The class's current id is
    /// [`Profiler::class_of_key`](crate::Profiler::class_of_key).
    pub class_key: u32,
    /// As in OBJECT_ALLOC.
    pub is_array: TypeCode,
    /// Size in bytes.
    pub size: u64,
    /// The allocating stack, top first, at most the registered depth.
    pub frames: &'a [RawFrame],
}

/// One thread's receiver of hooked events (see the [module
/// documentation](self)). Every method has a default that ignores the
/// event, so an agent implements what it registered for.
pub trait ThreadHook: Send + 'static {
    /// `method` was entered on this thread; `bytecodes` is the thread's
    /// executed-bytecode count ([`Profiler::bytecode_count`](crate::Profiler::bytecode_count);
    /// it advances only while counting is on).
    fn entry(&mut self, method: MethodId, bytecodes: u64) {
        let _ = (method, bytecodes);
    }

    /// `method` returns or is unwound by an exception.
    fn exit(&mut self, method: MethodId, bytecodes: u64) {
        let _ = (method, bytecodes);
    }

    /// An object was allocated by this thread.
    fn alloc(&mut self, a: &AllocInfo<'_>) {
        let _ = a;
    }

    /// This thread's calling-context tree ([`HookKinds::contexts`]):
    /// called once when the thread ends, just before
    /// [`thread_end`](Self::thread_end), and for live threads by
    /// [`Profiler::take_contexts`](crate::Profiler::take_contexts) (the
    /// thread then starts a new tree). Same restrictions as a hook when
    /// called from `take_contexts`; outside the Java state at thread end.
    fn contexts(&mut self, tree: ContextTree) {
        let _ = tree;
    }

    /// The thread ends: called once, on the thread, outside the Java state
    /// (locks may be taken). The default drops the hook.
    fn thread_end(self: Box<Self>, bytecodes: u64) {
        let _ = bytecodes;
    }

    /// The hook as `Any`, so that a visitor
    /// ([`Profiler::visit_hooks`](crate::Profiler::visit_hooks)) can
    /// downcast it to the agent's type.
    fn as_any(&mut self) -> &mut dyn Any;
}

/// An agent's factory of per-thread hooks.
pub trait Hooks: Send + Sync + 'static {
    /// The hook of `thread`, asked at its first hooked event after the
    /// hooks were registered (on the thread, in the Java state: see the
    /// contract). `bytecodes` is the thread's executed-bytecode count at
    /// that point.
    fn thread_start(&self, thread: ThreadId, bytecodes: u64) -> Box<dyn ThreadHook>;

    /// Objects a collection moved, in order ([`HookKinds::moves`]; see the
    /// contract). Called on the collecting thread with the world stopped;
    /// it may take the agent's own locks (no thread is inside one of the
    /// agent's callbacks during a collection) but must not call the VM.
    fn objects_moved(&self, moves: &[ObjectMoved]) {
        let _ = moves;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_frames_pack_method_and_index_in_one_word() {
        let f = RawFrame::new(MethodId(0x7fff_dead_bee8), 65535);
        assert_eq!((f.method(), f.index()), (MethodId(0x7fff_dead_bee8), 65535));
        assert_eq!(f.bits(), 0x7fff_dead_bee8 << 16 | 0xffff);
        let g = RawFrame::new(MethodId(0x1000), 0);
        assert_eq!((g.method(), g.index()), (MethodId(0x1000), 0));
        // By method, then index; distinct frames, distinct words.
        let mut v = [RawFrame::new(MethodId(0x2000), 1), RawFrame::new(MethodId(0x1000), 9), RawFrame::new(MethodId(0x1000), 2)];
        v.sort();
        assert_eq!(v.map(|f| (f.method().0, f.index())), [(0x1000, 2), (0x1000, 9), (0x2000, 1)]);
        assert_ne!(RawFrame::new(MethodId(0x1000), 1).bits(), RawFrame::new(MethodId(0x1001), 1).bits());
        assert_eq!(format!("{g:?}"), "RawFrame { method: MethodId(4096), index: 0 }");
    }
}
