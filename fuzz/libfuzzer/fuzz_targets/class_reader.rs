//! The class-file reader on arbitrary bytes: any panic is a bug.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = rjvm::classfile::parse(data);
});
