//! Object monitors.
//!
//! The lock state lives in the object's mark word: bits 32..=55 hold the
//! recursion count and bits 56..=63 the owner's thread number. With a single
//! Java thread this is a counter; the threads issue inflates contended locks
//! into real monitors with wait sets.

use crate::heap::Ref;
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};

const COUNT_SHIFT: u32 = 32;
const COUNT_MASK: u64 = 0x00ff_ffff << COUNT_SHIFT;
const OWNER_SHIFT: u32 = 56;

fn count(m: u64) -> u64 {
    (m & COUNT_MASK) >> COUNT_SHIFT
}

fn owner(m: u64) -> u64 {
    m >> OWNER_SHIFT
}

fn me(t: &JThread) -> u64 {
    t.id & 0xff
}

pub fn enter(t: &mut JThread, o: Ref) {
    let m = o.mark();
    let c = count(m) + 1;
    let m = (m & !COUNT_MASK & !(0xff << OWNER_SHIFT)) | (c << COUNT_SHIFT) | (me(t) << OWNER_SHIFT);
    o.set_mark(m);
}

/// Whether the current thread owns `o`'s monitor.
pub fn owns(t: &JThread, o: Ref) -> bool {
    let m = o.mark();
    count(m) > 0 && owner(m) == me(t)
}

pub fn exit(t: &mut JThread, o: Ref) -> JResult<()> {
    if !owns(t, o) {
        return Err(throw_new(t, "java/lang/IllegalMonitorStateException", None));
    }
    exit_quiet(t, o);
    Ok(())
}

/// Release one level of the lock if held (method exit, unwinding).
pub fn exit_quiet(t: &mut JThread, o: Ref) {
    if o.is_null() || !owns(t, o) {
        return;
    }
    let m = o.mark();
    let c = count(m) - 1;
    let m = (m & !COUNT_MASK) | (c << COUNT_SHIFT);
    o.set_mark(if c == 0 { m & !(0xff << OWNER_SHIFT) } else { m });
}

/// Object.wait/notify precondition.
pub fn check_owner(t: &mut JThread, o: Ref) -> JResult<()> {
    if owns(t, o) {
        Ok(())
    } else {
        Err(throw_new(t, "java/lang/IllegalMonitorStateException", Some("current thread is not owner")))
    }
}
