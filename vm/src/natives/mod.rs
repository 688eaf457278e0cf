//! Native methods of the class library, bound by (class, name, descriptor).

pub mod float;
pub mod io;
mod javaio;
mod lang;
mod reference;
mod resources;
mod nio;
mod loader;
mod threads;
mod signal;

use std::sync::OnceLock;

use hashbrown::HashMap;

use crate::heap::Ref;
use crate::runtime::class::Method;
use crate::runtime::thread::{JResult, JThread};

/// A native method: receives the argument slots (receiver first), returns the
/// result slot.
pub type NativeFn = fn(&mut JThread, &[u64]) -> JResult<u64>;

static TABLE: OnceLock<HashMap<&'static str, NativeFn>> = OnceLock::new();

/// A native of the embedded library by `class.name(descriptor)`: the JDK
/// mode's `JVM_*` functions reuse those whose contract is the same.
pub(crate) fn embedded(key: &str) -> Option<NativeFn> {
    table().get(key).copied()
}

fn table() -> &'static HashMap<&'static str, NativeFn> {
    TABLE.get_or_init(|| {
        let mut m: HashMap<&'static str, NativeFn> = HashMap::new();
        lang::register(&mut m);
        javaio::register(&mut m);
        resources::register(&mut m);
        threads::register(&mut m);
        signal::register(&mut m);
        reference::register(&mut m);
        nio::register(&mut m);
        crate::jni::lookup::register(&mut m);
        loader::register(&mut m);
        m
    })
}

/// `java.lang.Object`'s natives, which the VM implements for both libraries
/// (in JDK 17 HotSpot registers them itself).
pub(crate) fn register_object_natives(m: &mut HashMap<&'static str, NativeFn>) {
    for (k, f) in table().iter().filter(|(k, _)| k.starts_with("java/lang/Object.")) {
        m.insert(k, *f);
    }
}

pub(crate) use threads::{park0 as park, unpark0 as unpark};
pub(crate) use lang::modifier_flags;

/// The Rust implementation of a native method, if the VM has one: the
/// embedded library's natives, or in JDK mode the natives HotSpot
/// implements itself (`crate::prims`; the others are JNI functions of the
/// JDK's libraries).
pub fn lookup(m: &Method) -> Option<NativeFn> {
    let key = format!("{}.{}{}", m.class.name, m.name, m.descriptor);
    let table = if crate::runtime::vm::vm().library.is_jdk() { crate::prims::natives() } else { table() };
    table.get(key.as_str()).copied()
}

/// A new `String[]` holding `items`.
pub(crate) fn string_array<S: AsRef<str>>(t: &mut JThread, items: &[S]) -> JResult<Ref> {
    let v = crate::runtime::vm::vm();
    let arr_class = crate::runtime::loader::array_class_of(t, v.wk().string)?;
    let arr = crate::interp::alloc::new_array(t, arr_class, items.len() as i32)?;
    let h = t.push_handle(arr);
    for (i, s) in items.iter().enumerate() {
        match crate::runtime::strings::new_string(t, s.as_ref()) {
            Ok(r) => t.handle(h).set_ref_elem(i, r),
            Err(e) => {
                t.pop_handles(h);
                return Err(e);
            }
        }
    }
    let arr = t.handle(h);
    t.pop_handles(h);
    Ok(arr)
}

#[inline]
pub(crate) fn arg_ref(a: &[u64], i: usize) -> Ref {
    Ref::from_slot(a[i])
}
