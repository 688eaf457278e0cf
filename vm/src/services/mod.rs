//! Serviceability: what the VM offers for looking at a running program from
//! outside it (HotSpot's `services/`): heap dumps.

pub mod heap_dumper;
