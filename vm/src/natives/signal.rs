//! The embedded library's `jdk.internal.misc.Signal` natives: the same
//! three the JDK's libjava implements over `JVM_FindSignal`,
//! `JVM_RegisterSignal` and `JVM_RaiseSignal` (see `runtime::signals`).

use hashbrown::HashMap;

use super::{arg_ref, NativeFn};
use crate::runtime::exceptions::npe;

pub(super) fn register(m: &mut HashMap<&'static str, NativeFn>) {
    m.insert("jdk/internal/misc/Signal.findSignal0(Ljava/lang/String;)I", |t, a| {
        let name = arg_ref(a, 0);
        if name.is_null() {
            return Err(npe(t));
        }
        let s = crate::runtime::strings::rust_string(name);
        Ok(crate::runtime::signals::find(s.as_bytes()) as u32 as u64)
    });
    m.insert("jdk/internal/misc/Signal.handle0(IJ)J", |_, a| Ok(crate::runtime::signals::register(a[0] as i32, a[1] as usize) as i64 as u64));
    m.insert("jdk/internal/misc/Signal.raise0(I)V", |_, a| {
        crate::runtime::signals::raise(a[0] as i32);
        Ok(0)
    });
}
