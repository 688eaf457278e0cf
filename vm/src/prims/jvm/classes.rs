//! `JVM_*` functions for `Class`, class loaders, modules, stack traces and
//! reflection (HotSpot's `jvm.cpp`, second half).
#![allow(non_snake_case)]

use super::Table;

pub(super) fn register(m: &mut Table) {
    let _ = m;
}
