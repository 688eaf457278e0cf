//! The VM's side of the interfaces the JDK's own class library uses
//! (HotSpot's `prims`): the `JVM_*` functions of `jvm.h` that its native
//! libraries call through rjvm's `libjvm.so` ([`libjvm`], [`jvm`]).

pub mod jvm;
pub mod libjvm;
pub mod unsafe_natives;

use std::sync::OnceLock;

use hashbrown::HashMap;

use crate::natives::NativeFn;

/// The natives of the JDK's classes that HotSpot implements itself rather
/// than its libraries (`Object`'s monitor and identity natives, `Unsafe`,
/// ...), by `class.name(descriptor)`.
pub fn natives() -> &'static HashMap<&'static str, NativeFn> {
    static TABLE: OnceLock<HashMap<&'static str, NativeFn>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut m: HashMap<&'static str, NativeFn> = HashMap::new();
        crate::natives::register_object_natives(&mut m);
        unsafe_natives::register(&mut m);
        m
    })
}
