//! The order in which HotSpot lists a class's declared methods and
//! constructors, which programs see through `getDeclaredMethods()` (and
//! through everything built on it: annotation member maps, test runners
//! that call methods in reflection order, ...).
//!
//! HotSpot keeps a class's methods sorted by the *address* of their name
//! symbol (`Method::sort_methods`, its own quicksort, not stable), and
//! `JVM_GetClassDeclaredMethods` walks that array. The addresses follow a
//! pattern rjvm reproduces:
//! * a name in the class-data-sharing archive HotSpot maps at start-up
//!   (`lib/server/classes.jsa`) has an address in the archive, where the
//!   archived symbols lie in ascending order, below every symbol created
//!   at run time; rjvm reads the same archive to learn that order;
//! * any other name was created when the first class file containing it
//!   was parsed, in constant-pool order, at an address above the earlier
//!   ones: rjvm numbers the class files it parses ([`ClassFile::parse_seq`])
//!   and uses (parse number, constant-pool index) of the name's first
//!   occurrence.
//!
//! The archive stores each symbol as a 16-bit reference count
//! (0xffff: permanent), a 16-bit hash, a 16-bit length and the modified
//! UTF-8 bytes, padded to 8 bytes, one after the other; the longest such
//! run in the file is the symbol area. Without an archive every name falls
//! into the second group, as in HotSpot without sharing. The emulation
//! is exact for archived names and for the new names of one class among
//! themselves (checked on library classes and on the application classes
//! of the test programs). It can differ for a name that an *earlier*
//! application class created: HotSpot allocates the symbols of
//! application classes with `malloc`, which reuses freed memory (the
//! buffers of classes parsed in between), so their addresses follow
//! creation order only roughly.
//!
//! [`ClassFile::parse_seq`]: crate::classfile::ClassFile::parse_seq

use std::path::Path;
use std::sync::Arc;

use hashbrown::HashMap;
use parking_lot::Mutex;

use crate::classfile::Constant;
use crate::runtime::class::Class;
use crate::runtime::vm::vm;

/// Where a symbol would lie in HotSpot's address space, as a sort key.
type Key = u64;

/// Names created at run time sort after every archived name.
const RUNTIME: Key = 1 << 62;

struct SymbolOrder {
    /// Archived names and their rank in the archive.
    archive: HashMap<Box<str>, u32>,
    /// Other names and the (parse number, constant-pool index) of their
    /// first occurrence.
    created: HashMap<Arc<str>, (u64, u16)>,
    /// Classes of the class table below this id have been scanned.
    scanned: u32,
}

static ORDER: Mutex<Option<SymbolOrder>> = Mutex::new(None);

/// The indices of `c`'s methods (`Class::methods`, class-file order) in
/// HotSpot's method-array order.
pub(super) fn method_order(c: &Class) -> Vec<usize> {
    let ms = c.methods();
    let mut order: Vec<usize> = (0..ms.len()).collect();
    if ms.len() < 2 {
        return order;
    }
    let keys: Vec<Key> = {
        let mut guard = ORDER.lock();
        let o = guard.get_or_insert_with(|| SymbolOrder { archive: load_archive(), created: HashMap::new(), scanned: 0 });
        o.scan_new_classes();
        ms.iter().enumerate().map(|(i, m)| o.key(&m.name).unwrap_or(RUNTIME * 2 + i as Key)).collect()
    };
    quicksort(&mut order, &|a: &usize, b: &usize| keys[*a].cmp(&keys[*b]));
    order
}

impl SymbolOrder {
    fn key(&self, name: &str) -> Option<Key> {
        if let Some(&r) = self.archive.get(name) {
            return Some(r as Key);
        }
        self.created.get(name).map(|&(seq, idx)| RUNTIME + (seq << 16) + idx as Key)
    }

    /// Record the names of the class files parsed since the last call.
    fn scan_new_classes(&mut self) {
        let v = vm();
        let n = v.class_table.len() as u32;
        for id in self.scanned..n {
            let c = v.class_by_id(id);
            let Some(cf) = c.classfile.as_ref() else { continue };
            for (idx, e) in cf.constant_pool.entries().iter().enumerate() {
                let Constant::Utf8(s) = e else { continue };
                if self.archive.contains_key(&**s) {
                    continue;
                }
                let here = (cf.parse_seq, idx as u16);
                self.created.entry(s.clone()).and_modify(|first| *first = (*first).min(here)).or_insert(here);
            }
        }
        self.scanned = n;
    }
}

/// The archived symbol names of the JDK in use, by rank (empty without an
/// archive, or in the embedded library).
fn load_archive() -> HashMap<Box<str>, u32> {
    let crate::classlib::Library::Jdk(j) = &vm().library else { return HashMap::new() };
    for f in ["lib/server/classes.jsa", "lib/server/classes_nocoops.jsa"] {
        if let Ok(bytes) = std::fs::read(j.home.join(Path::new(f))) {
            let names = archived_symbols(&bytes);
            if !names.is_empty() {
                let mut m = HashMap::with_capacity(names.len());
                for (i, n) in names.into_iter().enumerate() {
                    m.entry(n).or_insert(i as u32);
                }
                return m;
            }
        }
    }
    HashMap::new()
}

/// `CDS_ARCHIVE_MAGIC` of a static archive.
const CDS_MAGIC: u32 = 0xf00b_aba2;

/// The symbol at `off` (8-aligned) and the offset after it, if the bytes
/// there are one.
fn symbol_at(b: &[u8], off: usize) -> Option<(&[u8], usize)> {
    let head = b.get(off..off + 6)?;
    if head[0..2] != [0xff, 0xff] {
        return None;
    }
    let len = u16::from_le_bytes([head[4], head[5]]) as usize;
    let end = off + 6 + len;
    let next = (end + 7) & !7;
    let body = b.get(off + 6..end)?;
    if body.contains(&0) || b.get(end..next)?.iter().any(|&x| x != 0) {
        return None;
    }
    Some((body, next))
}

/// The names in the longest run of consecutive symbols of a CDS archive.
fn archived_symbols(b: &[u8]) -> Vec<Box<str>> {
    if b.len() < 4 || u32::from_le_bytes([b[0], b[1], b[2], b[3]]) != CDS_MAGIC {
        return Vec::new();
    }
    let (mut best, mut best_len) = (0usize, 0usize);
    let mut off = 0;
    while off + 8 <= b.len() {
        let start = off;
        let mut n = 0;
        while let Some((_, next)) = symbol_at(b, off) {
            n += 1;
            off = next;
        }
        if n > best_len {
            (best, best_len) = (start, n);
        }
        if off == start {
            off += 8;
        }
    }
    let mut names = Vec::with_capacity(best_len);
    let mut off = best;
    for _ in 0..best_len {
        let (body, next) = symbol_at(b, off).expect("scanned above");
        // A name that is not valid modified UTF-8 cannot be a method name.
        names.push(crate::classfile::mutf8::decode_to_string(body).map(String::into_boxed_str).unwrap_or_default());
        off = next;
    }
    names
}

/// HotSpot's `QuickSort::sort` (utilities/quickSort.hpp) with
/// `idempotent == false`, step for step: equal elements (overloads, which
/// share their name) end up in the order this algorithm leaves them.
fn quicksort<T: Copy>(a: &mut [T], cmp: &dyn Fn(&T, &T) -> std::cmp::Ordering) {
    use std::cmp::Ordering::{Greater, Less};
    let len = a.len();
    if len < 2 {
        return;
    }
    // Median of first, middle and last, swapped into place.
    let mid = len / 2;
    let last = len - 1;
    if cmp(&a[0], &a[mid]) == Greater {
        a.swap(0, mid);
    }
    if cmp(&a[0], &a[last]) == Greater {
        a.swap(0, last);
    }
    if cmp(&a[mid], &a[last]) == Greater {
        a.swap(mid, last);
    }
    if len < 4 {
        return;
    }
    let pivot = a[mid];
    let (mut l, mut r) = (0usize, last);
    let split = loop {
        while cmp(&a[l], &pivot) == Less {
            l += 1;
        }
        while cmp(&a[r], &pivot) == Greater {
            r -= 1;
        }
        if l < r {
            a.swap(l, r);
            l += 1;
            r -= 1;
        } else {
            break r;
        }
    };
    let (first, second) = a.split_at_mut(split + 1);
    quicksort(first, cmp);
    quicksort(second, cmp);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quicksort_sorts() {
        let mut v: Vec<u32> = (0..200).map(|i| (i * 7919) % 211).collect();
        quicksort(&mut v, &|a, b| a.cmp(b));
        assert!(v.windows(2).all(|w| w[0] <= w[1]));
    }

    #[test]
    fn quicksort_is_hotspots_for_equal_keys() {
        // Keys with duplicates; the tags show where equal keys end up.
        // Worked by hand through HotSpot's algorithm: median-of-three gives
        // c b d a with pivot d; the partition swaps c and d and splits
        // after b.
        let mut v = vec![(2, 'a'), (1, 'b'), (1, 'c'), (1, 'd')];
        quicksort(&mut v, &|a, b| a.0.cmp(&b.0));
        assert_eq!(v, vec![(1, 'd'), (1, 'b'), (1, 'c'), (2, 'a')]);
    }

    #[test]
    fn symbols_are_read_in_order() {
        let mut b = CDS_MAGIC.to_le_bytes().to_vec();
        b.resize(8, 0);
        for s in ["main", "x", "toString"] {
            let start = b.len();
            b.extend_from_slice(&[0xff, 0xff, 0x12, 0x34]);
            b.extend_from_slice(&(s.len() as u16).to_le_bytes());
            b.extend_from_slice(s.as_bytes());
            b.resize((b.len() - start + 7) / 8 * 8 + start, 0);
        }
        let names = archived_symbols(&b);
        assert_eq!(names.iter().map(|s| &**s).collect::<Vec<_>>(), ["main", "x", "toString"]);
    }
}
