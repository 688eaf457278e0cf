//! Throwing Java exceptions from VM code.

use crate::heap::Ref;
use crate::runtime::thread::{JThread, Throw};
use crate::runtime::vm::vm;

/// Create an exception of class `class_name` (internal name) with `msg` and
/// make it pending. Returns the `Throw` marker for `?`/`Err`.
pub fn throw_new(t: &mut JThread, class_name: &str, msg: Option<&str>) -> Throw {
    if vm().well_known.get().is_none() {
        crate::natives::io::write_stderr(
            format!("Error occurred during initialization of VM\n{}: {}\n", class_name.replace('/', "."), msg.unwrap_or("")).as_bytes(),
        );
        std::process::exit(1);
    }
    if t.nesting > t.max_nesting + 50 {
        // No room to run a constructor: fail hard but cleanly.
        crate::natives::io::write_stderr(format!("Fatal: cannot create {class_name}: native stack exhausted\n").as_bytes());
        std::process::exit(1);
    }
    // A new exception replaces any pending one.
    t.take_pending();
    let class = match crate::runtime::loader::load_class(t, class_name) {
        Ok(c) => c,
        Err(th) => return th,
    };
    // Handles pushed below are dropped on every path, errors included.
    let mark = t.handles.len();
    let r = (|| -> Result<Ref, Throw> {
        crate::runtime::init::ensure_initialized(t, class)?;
        let obj = crate::interp::alloc::new_object(t, class)?;
        let h = t.push_handle(obj);
        let msg_ref = match msg {
            Some(m) => crate::runtime::strings::new_string(t, m)?,
            None => Ref::NULL,
        };
        let obj = t.handle(h);
        t.pop_handles(h);
        let ctor = crate::runtime::resolve::find_method_in_hierarchy(class, "<init>", "(Ljava/lang/String;)V")
            .filter(|m| std::ptr::eq(m.class, class));
        match ctor {
            Some(c) => {
                let h = t.push_handle(obj);
                crate::interp::invoke::invoke(t, c, &[obj.to_slot(), msg_ref.to_slot()])?;
                let obj = t.handle(h);
                t.pop_handles(h);
                Ok(obj)
            }
            None => {
                let c = crate::runtime::resolve::find_method_in_hierarchy(class, "<init>", "()V")
                    .filter(|m| std::ptr::eq(m.class, class))
                    .expect("exception class without usable constructor");
                let h = t.push_handle(obj);
                crate::interp::invoke::invoke(t, c, &[obj.to_slot()])?;
                let obj = t.handle(h);
                t.pop_handles(h);
                Ok(obj)
            }
        }
    })();
    t.pop_handles(mark);
    match r {
        Ok(obj) => {
            t.pending = obj;
            Throw
        }
        Err(th) => th,
    }
}

/// Make an existing exception object pending.
pub fn throw_obj(t: &mut JThread, ex: Ref) -> Throw {
    t.pending = ex;
    Throw
}

/// A NullPointerException without a message. Thrown at a bytecode by the interpreter, its
/// message is computed when asked for (`interp::npe_message`); thrown by a native, it has none.
pub fn npe(t: &mut JThread) -> Throw {
    throw_new(t, "java/lang/NullPointerException", None)
}

/// One frame of a Throwable's backtrace: the VM-private `backtrace` field is a `long[]` of
/// frames, innermost first, each `method id << 32 | bci` (a native method's frame has bci 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BacktraceEntry {
    pub method: u32,
    pub bci: u32,
}

impl BacktraceEntry {
    pub fn encode(self) -> u64 {
        ((self.method as u64) << 32) | (self.bci & 0xffff) as u64
    }
}

/// Set in the first element of a backtrace when the frame that raised the
/// exception was hidden (HotSpot's `has_hidden_top_frame`): its message
/// cannot be computed. Decoding ignores it (a bci has 16 bits).
pub const BT_HIDDEN_TOP: u64 = 1 << 31;

/// Decode one element of a backtrace.
pub fn backtrace_entry(e: u64) -> BacktraceEntry {
    BacktraceEntry { method: (e >> 32) as u32, bci: (e & 0xffff) as u32 }
}

pub fn aioobe(t: &mut JThread, index: i32, len: i32) -> Throw {
    let msg = format!("Index {index} out of bounds for length {len}");
    throw_new(t, "java/lang/ArrayIndexOutOfBoundsException", Some(&msg))
}

pub fn arithmetic_div0(t: &mut JThread) -> Throw {
    throw_new(t, "java/lang/ArithmeticException", Some("/ by zero"))
}

/// `ClassName: message` (or just the class name) of an exception, as
/// `Throwable.toString` prints it, without running Java code.
pub fn describe(ex: Ref) -> String {
    let name = ex.class().java_name();
    let msg = ex.class().find_field_by_name("detailMessage").map(|f| ex.get_ref(f.offset as usize)).unwrap_or(Ref::NULL);
    if msg.is_null() {
        name
    } else {
        format!("{name}: {}", crate::runtime::strings::rust_string(msg))
    }
}
