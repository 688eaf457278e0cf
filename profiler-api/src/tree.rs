//! The calling-context tree keyed by method id ([`IdTree`]): the tree the
//! VM keeps for [`HookKinds::contexts`](crate::HookKinds::contexts), and
//! the one agents keep themselves (hprof's `cpu=times`, bcsample) while a
//! program runs. Agents name its methods afterwards (`rjvm_cct`).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::MethodId;

/// FxHash (the rustc hasher): a multiply and a rotate per word, for the
/// integer keys of agents and of [`IdTree`] (object and method ids,
/// frames), hashed on every allocation or method event, where SipHash's
/// resistance to chosen keys buys nothing (the keys are addresses, not
/// user input). Iteration order never reaches an agent's output.
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for c in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..c.len()].copy_from_slice(c);
            self.write_u64(u64::from_le_bytes(b));
        }
    }
    #[inline]
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    #[inline]
    fn write_u32(&mut self, v: u32) {
        self.write_u64(v as u64)
    }
    #[inline]
    fn write_usize(&mut self, v: usize) {
        self.write_u64(v as u64)
    }
    #[inline]
    fn write_i32(&mut self, v: i32) {
        self.write_u64(v as u32 as u64)
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

/// A `HashMap` with [`FxHasher`].
pub type FxHashMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// One node of an [`IdTree`].
#[derive(Clone, Copy, Debug)]
pub struct IdNode {
    /// The parent's index (the root is its own parent).
    pub parent: u32,
    /// The method of this context (`MethodId(0)` for the root).
    pub method: MethodId,
    /// Calls (exact profiler) or samples (sampling profiler).
    pub count: u64,
    /// Bytecodes (or estimated bytecodes) executed in this context,
    /// excluding callees.
    pub weight: u64,
}

/// A calling-context tree keyed by method id, for one thread while the
/// program runs. Node 0 ([`IdTree::ROOT`]) stands for "no method": work
/// done before the agent saw any frame of the thread.
///
/// [`IdTree::child`] is on the path of every method entry of the exact
/// profiler, so it is built for the common cases: the child a node asked
/// for last is asked for again (loops and recursion call the same method),
/// or was found before (a loop that calls two or three methods in turn:
/// a small direct-mapped memo keyed by parent and method), or is one of a
/// few siblings; only a node with many children is looked up in a hash
/// table.
#[derive(Clone, Debug)]
pub struct IdTree {
    nodes: Vec<IdNode>,
    /// Per node: its child found last, its first child and its next
    /// sibling (0: none), and how many children it has.
    links: Vec<Links>,
    /// Children of nodes with more than [`IdTree::SCAN`] children.
    index: FxHashMap<(u32, usize), u32>,
    /// Children found by the slow path, direct-mapped by (parent, method):
    /// a node that calls two or three methods in turn (a loop calling
    /// lambdas) misses the one-entry `last` every time, and this finds the
    /// child without walking the siblings. Empty until the first miss.
    memo: Vec<Memo>,
}

#[derive(Clone, Copy, Debug, Default)]
struct Memo {
    method: usize,
    parent: u32,
    child: u32,
}

#[derive(Clone, Copy, Debug, Default)]
struct Links {
    last: u32,
    first: u32,
    next: u32,
    children: u32,
}

impl Default for IdTree {
    fn default() -> Self {
        Self::new()
    }
}

impl IdTree {
    /// The root's index.
    pub const ROOT: u32 = 0;

    /// Children scanned in sibling order before a node's children go to the
    /// hash table.
    const SCAN: u32 = 8;

    /// A tree with only the root.
    pub fn new() -> Self {
        IdTree { nodes: vec![IdNode { parent: 0, method: MethodId(0), count: 0, weight: 0 }], links: vec![Links::default()], index: FxHashMap::default(), memo: Vec::new() }
    }

    /// The child of `parent` for `method`, created if new.
    #[inline]
    pub fn child(&mut self, parent: u32, method: MethodId) -> u32 {
        let last = self.links[parent as usize].last;
        // SAFETY: `last` is 0 or a node this tree created (nodes are never
        // removed), so it is in bounds.
        if last != 0 && unsafe { self.nodes.get_unchecked(last as usize) }.method == method {
            return last;
        }
        self.child_memo(parent, method)
    }

    /// [`enter`](Self::enter) for a caller that already found the child
    /// is not the one found last ([`enter_cached_unchecked`](Self::enter_cached_unchecked)
    /// returned `None`).
    #[inline]
    pub fn enter_uncached(&mut self, parent: u32, method: MethodId) -> u32 {
        let n = self.child_memo(parent, method);
        self.nodes[n as usize].count += 1;
        n
    }

    /// The child from the memo, else from [`child_slow`](Self::child_slow).
    #[inline]
    fn child_memo(&mut self, parent: u32, method: MethodId) -> u32 {
        let slot = Self::memo_slot(parent, method);
        if let Some(&Memo { method: m, parent: pa, child }) = self.memo.get(slot) {
            if child != 0 && pa == parent && m == method.0 {
                self.links[parent as usize].last = child;
                return child;
            }
        }
        self.child_slow(parent, method, slot)
    }

    /// [`child`](Self::child), with one more call counted on it: the
    /// method-entry step of an exact profiler.
    #[inline]
    pub fn enter(&mut self, parent: u32, method: MethodId) -> u32 {
        let n = self.child(parent, method);
        // SAFETY: `child` returns a node of this tree.
        unsafe { self.nodes.get_unchecked_mut(n as usize) }.count += 1;
        n
    }

    /// [`enter`](Self::enter) when the child is the one `parent` found
    /// last (loops and recursion call the same method again), else `None`:
    /// a few instructions, for callers that keep the miss out of line.
    /// `method` is never `MethodId(0)` (the root's).
    ///
    /// # Safety
    ///
    /// `parent` is a node of this tree (an index it returned, or
    /// [`ROOT`](Self::ROOT)).
    #[inline(always)]
    pub unsafe fn enter_cached_unchecked(&mut self, parent: u32, method: MethodId) -> Option<u32> {
        debug_assert!(method.0 != 0 && (parent as usize) < self.nodes.len());
        // SAFETY: `parent` is a node (the caller's contract); `links` has
        // one entry per node.
        let last = unsafe { self.links.get_unchecked(parent as usize) }.last;
        // SAFETY: `last` is 0 or a node this tree created (nodes are never
        // removed), so it is in bounds.
        let n = unsafe { self.nodes.get_unchecked_mut(last as usize) };
        // The root (0) has method 0, which is no method's id.
        if n.method == method {
            n.count += 1;
            Some(last)
        } else {
            None
        }
    }

    /// Entries of the memo (a power of two).
    const MEMO: usize = 1024;

    /// The memo slot of (`parent`, `method`).
    #[inline(always)]
    fn memo_slot(parent: u32, method: MethodId) -> usize {
        let h = (method.0 as u64 >> 3 ^ (parent as u64) << 20).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (h >> (64 - Self::MEMO.trailing_zeros())) as usize
    }

    /// A memo miss: search (or create) the child and remember it in `slot`.
    #[inline(never)]
    fn child_slow(&mut self, parent: u32, method: MethodId, slot: usize) -> u32 {
        let i = self.child_search(parent, method);
        if self.memo.is_empty() {
            self.memo = vec![Memo::default(); Self::MEMO];
        }
        self.memo[slot] = Memo { method: method.0, parent, child: i };
        i
    }

    /// The child of `parent` for `method` among its siblings or in the
    /// index, created if new; it becomes the child found last.
    fn child_search(&mut self, parent: u32, method: MethodId) -> u32 {
        let p = self.links[parent as usize];
        let found = if p.children <= Self::SCAN {
            let mut c = p.first;
            while c != 0 && self.nodes[c as usize].method != method {
                c = self.links[c as usize].next;
            }
            c
        } else {
            self.index.get(&(parent, method.0)).copied().unwrap_or(0)
        };
        let i = if found != 0 {
            found
        } else {
            let i = self.nodes.len() as u32;
            self.nodes.push(IdNode { parent, method, count: 0, weight: 0 });
            self.links.push(Links { next: p.first, ..Links::default() });
            let pl = &mut self.links[parent as usize];
            pl.first = i;
            pl.children += 1;
            if pl.children == Self::SCAN + 1 {
                // Too many to scan: index them all from now on.
                let mut c = i;
                while c != 0 {
                    self.index.insert((parent, self.nodes[c as usize].method.0), c);
                    c = self.links[c as usize].next;
                }
            } else if pl.children > Self::SCAN + 1 {
                self.index.insert((parent, method.0), i);
            }
            i
        };
        self.links[parent as usize].last = i;
        i
    }

    /// Node `i`, unchecked.
    ///
    /// # Safety
    ///
    /// `i` is a node of this tree.
    #[inline(always)]
    pub unsafe fn node_unchecked_mut(&mut self, i: u32) -> &mut IdNode {
        debug_assert!((i as usize) < self.nodes.len());
        // SAFETY: the caller's contract.
        unsafe { self.nodes.get_unchecked_mut(i as usize) }
    }

    /// Node `i`.
    #[inline]
    pub fn node_mut(&mut self, i: u32) -> &mut IdNode {
        &mut self.nodes[i as usize]
    }

    /// The nodes; a child always comes after its parent.
    pub fn nodes(&self) -> &[IdNode] {
        &self.nodes
    }
}

impl IdTree {
    /// The tree a profiler with depth limit `depth` would have built: the
    /// contexts deeper than `depth` are folded into their ancestor at
    /// that depth (weights added, counts dropped), as if it had stopped
    /// descending there.
    pub fn truncated(&self, depth: usize) -> IdTree {
        let mut level = vec![0usize; self.nodes.len()];
        let mut map = vec![Self::ROOT; self.nodes.len()];
        let mut out = IdTree::new();
        out.nodes[0] = self.nodes[0];
        for (i, n) in self.nodes.iter().enumerate().skip(1) {
            let p = n.parent as usize;
            level[i] = level[p] + 1;
            if level[i] > depth {
                map[i] = map[p];
                out.nodes[map[i] as usize].weight += n.weight;
            } else {
                let c = out.child(map[p], n.method);
                let o = &mut out.nodes[c as usize];
                o.count += n.count;
                o.weight += n.weight;
                map[i] = c;
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn children_are_found_again_past_the_scan_limit() {
        let mut t = IdTree::new();
        let kids: Vec<u32> = (1..=40).map(|m| t.enter(IdTree::ROOT, MethodId(m))).collect();
        for (m, &k) in (1..41).zip(&kids).rev() {
            assert_eq!(t.enter(IdTree::ROOT, MethodId(m)), k);
            assert_eq!(t.nodes()[k as usize].count, 2);
            assert_eq!(t.nodes()[k as usize].parent, IdTree::ROOT);
        }
        assert_eq!(t.nodes().len(), 41);
    }

    #[test]
    fn alternating_children_and_memo_collisions_find_the_right_node() {
        let mut t = IdTree::new();
        // 3000 parents, each calling three methods in turn: the memo's 1024
        // slots collide, and every answer must still be exact.
        let parents: Vec<u32> = (1..3001).map(|m| t.enter(IdTree::ROOT, MethodId(m * 8))).collect();
        for round in 0..3 {
            for &p in &parents {
                for m in [1usize, 2, 3] {
                    let c = t.enter(p, MethodId(m * 0x1000));
                    let n = t.nodes()[c as usize];
                    assert_eq!((n.parent, n.method, n.count), (p, MethodId(m * 0x1000), round + 1));
                }
            }
        }
        assert_eq!(t.nodes().len(), 1 + 3000 + 9000);
    }

    #[test]
    fn truncation_folds_deep_contexts_into_their_ancestor() {
        // root -> a -> b -> c, and root -> a -> d
        let mut t = IdTree::new();
        let a = t.enter(IdTree::ROOT, MethodId(1));
        let b = t.enter(a, MethodId(2));
        let c = t.enter(b, MethodId(3));
        let d = t.enter(a, MethodId(4));
        for (n, w) in [(IdTree::ROOT, 1), (a, 10), (b, 100), (c, 1000), (d, 10000)] {
            t.node_mut(n).weight = w;
        }
        let one = t.truncated(1);
        assert_eq!(one.nodes().len(), 2);
        assert_eq!((one.nodes()[1].method, one.nodes()[1].count, one.nodes()[1].weight), (MethodId(1), 1, 11110));
        assert_eq!(one.nodes()[0].weight, 1);
        let two = t.truncated(2);
        let w: Vec<(usize, u64, u64)> = two.nodes().iter().map(|n| (n.method.0, n.count, n.weight)).collect();
        assert_eq!(w, vec![(0, 0, 1), (1, 1, 10), (2, 1, 1100), (4, 1, 10000)]);
        assert_eq!(t.truncated(usize::MAX).nodes().len(), 5);
        assert_eq!(t.truncated(0).nodes()[0].weight, 11111);
    }
}
