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

pub fn npe(t: &mut JThread) -> Throw {
    throw_new(t, "java/lang/NullPointerException", None)
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
