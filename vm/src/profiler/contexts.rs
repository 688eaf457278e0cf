//! Calling-context trees kept by the VM for agents that ask for them
//! ([`HookKinds::contexts`](rjvm_profiler_api::HookKinds::contexts); the
//! exact profiler `mct` does).
//!
//! An exact calling-context profiler that receives METHOD_ENTRY/EXIT pays,
//! per call, for two events: the routing, a call into the agent, its shadow
//! stack and its tree step (about 165 instructions through hooks). Here the
//! interpreter does the tree step itself, inline in its `CONTEXTS` variant
//! (`interp::mode`; natives and Java called from native code reach it
//! through `hooks::method_entry`/`native_entry` and the `_synced` forms):
//!
//! * every thread has one [`Contexts`]: an [`IdTree`], the current node
//!   (the context of the top frame the tree saw entered), the number of
//!   frames entered and not yet exited (`depth`), and the thread's
//!   bytecode count at its previous event (`last`);
//! * entry ([`enter_fast`]): charge the bytecodes since `last` to the
//!   current node, then descend to the child for the method (the child
//!   found last is tried first, [`IdTree::enter_cached_unchecked`]; a
//!   miss is out of line) and count a call;
//! * exit ([`exit_fast`]): charge, then go back to the parent.
//!
//! That is work proportional to calls, none per bytecode: the count is the
//! interpreter's own (counting by position, `interp::exec`). The tree
//! semantics (what the root, the depth limit and unmatched exits mean) are
//! [`ContextTree`]'s.
//!
//! # Invariants
//!
//! * `cur` is a node of `tree`; `depth` counts the entries since the tree
//!   started that have not exited; the path from the root to `cur` has
//!   `min(depth, limit)` edges.
//! * A tree belongs to one registration generation ([`CTX_GEN`]); `gen` 0
//!   is a thread that has not started one. The fast paths do not test the
//!   generation: an unstarted tree is empty with an unlimited depth, so an
//!   entry misses the last-child cache and [`enter_miss`] sees `gen`, and an
//!   exit is at depth 0, where [`exit_fast`] sees it; both then return
//!   false and the cold path starts the tree (creating the thread's hooks),
//!   at the thread's first event as before. When the registrations change,
//!   every thread is asked to poll ([`registrations_changed`]); at its next
//!   poll (before its next call, at the latest) the interpreter hands a
//!   tree of an old generation over and leaves the thread unstarted
//!   ([`restart_if_stale`]). The cold paths may call agents (hook
//!   creation, delivery) and leave the Java state, so the interpreter saves
//!   its frame before them.
//! * Only the owning thread touches its `Contexts`, except
//!   [`take_all`], which runs with that thread stopped (never inside a fast
//!   path: they contain no safepoint).

use std::sync::atomic::{AtomicU32, Ordering};

use rjvm_profiler_api::tree::IdTree;
use rjvm_profiler_api::ContextTree;

use super::heapev;
use crate::runtime::class::Method;
use crate::runtime::thread::JThread;

/// Changed (never 0) whenever the registrations that want contexts change:
/// threads then start new trees.
static CTX_GEN: AtomicU32 = AtomicU32::new(1);
/// The deepest limit a registration asked for (`u32::MAX`: unlimited).
static CTX_LIMIT: AtomicU32 = AtomicU32::new(0);

/// A thread's calling-context tree (a field of `ThreadProf`).
pub struct Contexts {
    /// The current context.
    cur: u32,
    /// Frames entered since the tree started and not exited yet.
    depth: u32,
    /// Frames deeper than this stay in their ancestor's context.
    limit: u32,
    /// The [`CTX_GEN`] the tree was started for (0: no tree).
    gen: u32,
    /// The thread's bytecode count at its previous event.
    last: u64,
    /// Exits at depth 0.
    unmatched: u64,
    tree: IdTree,
}

impl Default for Contexts {
    /// Unstarted (see the module invariants).
    fn default() -> Self {
        Contexts { cur: IdTree::ROOT, depth: 0, limit: u32::MAX, gen: 0, last: 0, unmatched: 0, tree: IdTree::new() }
    }
}

impl Contexts {
    /// Charge the bytecodes since the previous event to the current node.
    #[inline(always)]
    fn charge(&mut self, count: u64) {
        // SAFETY: `cur` is a node of `tree` (module invariant).
        let n = unsafe { self.tree.node_unchecked_mut(self.cur) };
        n.weight = n.weight.wrapping_add(count.wrapping_sub(self.last));
        self.last = count;
    }

    /// The tree so far (charged up to `count`); a new one starts at the
    /// root.
    fn take(&mut self, count: u64) -> ContextTree {
        self.charge(count);
        let tree = std::mem::take(&mut self.tree);
        let unmatched_exits = std::mem::take(&mut self.unmatched);
        self.cur = IdTree::ROOT;
        self.depth = 0;
        ContextTree { tree, unmatched_exits }
    }
}

/// A registration with contexts changed: `limit` is the deepest one now
/// (`None`: none wants contexts).
/// The caller asks every thread to poll afterwards (`request_mode_check`).
pub(super) fn registrations_changed(limit: Option<usize>) {
    CTX_LIMIT.store(limit.map_or(0, |d| d.min(u32::MAX as usize) as u32), Ordering::SeqCst);
    let g = CTX_GEN.load(Ordering::SeqCst).wrapping_add(1).max(1);
    CTX_GEN.store(g, Ordering::SeqCst);
}

/// Whether `t` has a tree of an earlier generation (checked at polls that
/// saw `POLL_MODE`).
pub fn stale(t: &JThread) -> bool {
    let g = t.prof.contexts.gen;
    g != 0 && g != CTX_GEN.load(Ordering::Relaxed)
}

/// Hand a tree of an earlier generation to the hooks and leave `t`
/// unstarted (its frames saved, its count written out).
#[cold]
pub fn restart_if_stale(t: &mut JThread) {
    if stale(t) {
        let (b, limit) = (t.bytecodes, t.prof.contexts.limit);
        let tree = t.prof.contexts.take(b);
        t.prof.contexts = Contexts::default();
        super::hooks::deliver_contexts(t, tree, limit);
    }
}

/// `m` was entered on `t` (its frame pushed) with the thread's count at
/// `count`. False: the tree is not current, call [`enter_cold`] with the
/// frame saved and the count written out.
#[inline(always)]
pub fn enter_fast(t: &mut JThread, m: &'static Method, count: u64) -> bool {
    let c = &mut t.prof.contexts;
    // Charges the caller's node (an unstarted tree's root, which is
    // dropped, when this returns false).
    c.charge(count);
    let d = c.depth;
    if d < c.limit {
        let id = heapev::method_id(m);
        // SAFETY: `cur` is a node of `tree` (module invariant).
        c.cur = match unsafe { c.tree.enter_cached_unchecked(c.cur, id) } {
            Some(n) => n,
            None => match enter_miss(c, id) {
                Some(n) => n,
                None => return false,
            },
        };
    }
    c.depth = d.wrapping_add(1);
    true
}

/// The tree step of an entry whose child is not the one found last; `None`
/// if the tree is not started (see the module invariants).
#[inline(never)]
fn enter_miss(c: &mut Contexts, id: rjvm_profiler_api::MethodId) -> Option<u32> {
    if c.gen != CTX_GEN.load(Ordering::Relaxed) {
        return None;
    }
    Some(c.tree.enter_uncached(c.cur, id))
}

/// The top frame of `t` exits, the thread's count at `count`. False: as in
/// [`enter_fast`], call [`exit_cold`].
#[inline(always)]
pub fn exit_fast(t: &mut JThread, count: u64) -> bool {
    let c = &mut t.prof.contexts;
    if c.depth == 0 {
        // An unstarted tree is at depth 0: start it first.
        if c.gen != CTX_GEN.load(Ordering::Relaxed) {
            return false;
        }
        c.charge(count);
        c.unmatched += 1;
        return true;
    }
    c.charge(count);
    c.depth -= 1;
    if c.depth < c.limit {
        // SAFETY: as in `charge`.
        c.cur = unsafe { c.tree.node_unchecked_mut(c.cur) }.parent;
    }
    true
}

/// [`enter_fast`] after starting the thread's tree (frames saved, count
/// in `t.bytecodes`).
#[cold]
#[inline(never)]
pub fn enter_cold(t: &mut JThread, m: &'static Method) {
    start(t);
    enter_fast(t, m, t.bytecodes);
}

/// [`exit_fast`] after starting the thread's tree.
#[cold]
#[inline(never)]
pub fn exit_cold(t: &mut JThread) {
    start(t);
    exit_fast(t, t.bytecodes);
}

/// Entry from code that has its frames saved and its count written out
/// (natives, Java called from native code).
#[inline]
pub(super) fn enter_synced(t: &mut JThread, m: &'static Method) {
    if t.prof.contexts.gen != CTX_GEN.load(Ordering::Relaxed) || !enter_fast(t, m, t.bytecodes) {
        enter_cold(t, m);
    }
}

/// Exit, as [`enter_synced`].
#[inline]
pub(super) fn exit_synced(t: &mut JThread) {
    if t.prof.contexts.gen != CTX_GEN.load(Ordering::Relaxed) || !exit_fast(t, t.bytecodes) {
        exit_cold(t);
    }
}

/// Start a tree for the current generation: hand a tree of an earlier one
/// to the hooks, bring the thread's hooks up to date (the agent's
/// `thread_start`), start at the root with the current count.
fn start(t: &mut JThread) {
    let b = t.bytecodes;
    if t.prof.contexts.gen != 0 {
        let limit = t.prof.contexts.limit;
        let tree = t.prof.contexts.take(b);
        super::hooks::deliver_contexts(t, tree, limit);
    }
    super::hooks::refresh_if_stale(t);
    t.prof.contexts = Contexts { last: b, limit: CTX_LIMIT.load(Ordering::SeqCst), gen: CTX_GEN.load(Ordering::SeqCst), ..Contexts::default() };
}

/// The thread ends (before its hooks' `thread_end`): its tree, if it has
/// one, charged up to its final count.
pub(super) fn finish(t: &mut JThread) -> Option<(ContextTree, u32)> {
    let b = t.bytecodes;
    let c = &mut t.prof.contexts;
    if c.gen == 0 {
        return None;
    }
    let limit = c.limit;
    let tree = c.take(b);
    *c = Contexts::default();
    Some((tree, limit))
}

/// `Profiler::take_contexts`, for one thread (stopped, or the caller): its
/// tree so far to its hooks; it goes on in a new tree.
pub(super) fn take_all(t: &mut JThread) {
    if t.prof.contexts.gen == 0 {
        return;
    }
    let (b, limit) = (t.bytecodes, t.prof.contexts.limit);
    let tree = t.prof.contexts.take(b);
    super::hooks::deliver_contexts(t, tree, limit);
}
