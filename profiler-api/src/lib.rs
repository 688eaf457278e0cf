//! The profiler interface of rjvm (JVMPI, JDK 1.2 style).
//!
//! Agents depend on this crate only, never on the `rjvm` crate. The C ABI
//! (`jvmpi.h`, `JVMPI_Interface`, `JVMPI_Event`) and the safe Rust `Agent`
//! trait arrive with the profiler-interface issue; this crate already exists so
//! that the workspace layout and the dependency direction are fixed.
