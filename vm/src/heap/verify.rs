//! The heap verifier: after a collection, every root and every reference
//! field must point at the start of a live object (or be null), and every
//! object's class word must name a loaded class.

use hashbrown::HashSet;

use crate::heap::object::{for_each_ref_field, Ref};
use crate::heap::{Collector, RootVisitor};
use crate::runtime::vm::vm;

pub fn verify_heap(gc: &dyn Collector, roots: &mut dyn RootVisitor) -> Result<(), String> {
    let v = vm();
    let classes: HashSet<usize> = (0..v.class_table.len()).map(|i| v.class_table.get(i as u32)).collect();
    let mut objects: HashSet<usize> = HashSet::new();
    let mut bad: Option<String> = None;
    gc.for_each_object(&mut |r: Ref| {
        // SAFETY: the collector hands out object starts; the class word is
        // read raw so that a corrupt one is reported, not dereferenced.
        let cw = unsafe { *(r.0 as *const usize) };
        if !classes.contains(&cw) && bad.is_none() {
            bad = Some(format!("object {:#x} has invalid class word {:#x}", r.0, cw));
        }
        objects.insert(r.0);
    });
    if let Some(b) = bad {
        return Err(b);
    }
    let mut err: Option<String> = None;
    gc.for_each_object(&mut |r: Ref| {
        for_each_ref_field(r, |p| {
            // SAFETY: p is a reference field of a live object.
            let x = unsafe { *p };
            if x != 0 && !objects.contains(&x) && err.is_none() {
                err = Some(format!("field at {:#x} of {} {:#x} points to {:#x}, not an object", p as usize, r.class().java_name(), r.0, x));
            }
        });
    });
    if let Some(e) = err {
        return Err(e);
    }
    roots.visit(&mut |p| {
        // SAFETY: roots are valid slots.
        let x = unsafe { *p };
        if x != 0 && !objects.contains(&x) && err.is_none() {
            err = Some(format!("root slot {:#x} points to {:#x}, not an object", p as usize, x));
        }
    });
    match err {
        Some(e) => Err(e),
        None => Ok(()),
    }
}
