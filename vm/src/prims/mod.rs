//! The VM's side of the interfaces the JDK's own class library uses
//! (HotSpot's `prims`): the `JVM_*` functions of `jvm.h` that its native
//! libraries call through rjvm's `libjvm.so` ([`libjvm`], [`jvm`]).

pub mod jvm;
pub mod libjvm;
