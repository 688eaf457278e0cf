//! rjvm: a Java virtual machine with a built-in JVMPI-style profiler interface.
//!
//! Subsystems: [`classfile`] (the class-file reader), [`runtime`] (classes,
//! loading, linking, initialisation, strings, threads, monitors), [`heap`]
//! (the managed heap and object layout), [`interp`] (decoding and the
//! interpreter), [`natives`] (the class library's native methods), [`jni`]
//! (the Java Native Interface: native calls, the JNIEnv functions, the
//! invocation interface), [`services`] (heap dumps) and [`launcher`] (the
//! `java`-style command line).

pub mod classfile;
pub mod classlib;
pub mod heap;
pub mod interp;
pub mod jni;
pub mod launcher;
pub mod natives;
pub mod prims;
pub mod profiler;
pub mod runtime;
pub mod services;
pub mod verify;

/// The class library compiled from `jdk-stubs/`, embedded at build time.
pub static JDK_STUBS: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/jdk-stubs.bin"));

/// Index the embedded class library: `java/lang/Object.class` → bytes.
pub fn boot_archive() -> hashbrown::HashMap<String, &'static [u8]> {
    let mut m = hashbrown::HashMap::new();
    let b = JDK_STUBS;
    let mut i = 0;
    let rd = |i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]) as usize;
    while i + 4 <= b.len() {
        let nl = rd(i);
        let name = String::from_utf8_lossy(&b[i + 4..i + 4 + nl]).into_owned();
        i += 4 + nl;
        let dl = rd(i);
        m.insert(name, &b[i + 4..i + 4 + dl]);
        i += 4 + dl;
    }
    m
}
