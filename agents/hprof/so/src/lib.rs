//! `libhprof.so`: the hprof agent as a C JVMPI agent library, for VMs that
//! load `-Xrun<name>` libraries (rjvm picks its built-in hprof for
//! `-Xrunhprof`; load this one under another name, e.g. copied to
//! `libhprofc.so` and run with `-Xrunhprofc`).

rjvm_profiler_api::export_agent!(rjvm_hprof::new_agent);
