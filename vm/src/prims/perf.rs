//! `jdk.internal.perf.Perf`: the instrumentation counters HotSpot keeps
//! itself (`prims/perf.cpp`). The JDK's library creates them for its own
//! statistics (`sun.zip.zipFiles`, `sun.cls.*` ...) through
//! `jdk.internal.perf.PerfCounter`, as direct byte buffers over VM memory.
//!
//! rjvm has no shared `hsperfdata` file (nothing can attach to it), so a
//! counter is a block of C heap that lives as long as the process, like
//! HotSpot's counters with `-XX:-UsePerfData`. The names are registered, so
//! that a second counter of the same name fails as in HotSpot.
//!
//! Invariant: every block handed out is never freed (the JDK keeps the
//! buffers in static fields and writes them until exit).

use std::sync::{Mutex, OnceLock};
use std::time::Instant;

use hashbrown::{HashMap, HashSet};

use crate::heap::Ref;
use crate::natives::{arg_ref, NativeFn};
use crate::runtime::exceptions::{npe, throw_new};
use crate::runtime::thread::{JResult, JThread};

/// `PerfData::Variability` (`V_Constant` .. `V_Variable`).
const V_CONSTANT: i32 = 1;
const V_VARIABLE: i32 = 3;
/// `PerfData::Units` (`U_None` .. `U_Hertz`); `U_String` is 5.
const U_NONE: i32 = 1;
const U_STRING: i32 = 5;
const U_HERTZ: i32 = 6;

/// The names of the counters created so far.
fn names() -> &'static Mutex<HashSet<String>> {
    static NAMES: OnceLock<Mutex<HashSet<String>>> = OnceLock::new();
    NAMES.get_or_init(|| Mutex::new(HashSet::new()))
}

/// The start of `highResCounter` (HotSpot's `os::elapsed_counter` counts
/// from the VM's start).
fn start() -> Instant {
    static START: OnceLock<Instant> = OnceLock::new();
    *START.get_or_init(Instant::now)
}

/// A new `DirectByteBuffer(address, capacity)`, as JNI's
/// `NewDirectByteBuffer` makes it.
fn direct_buffer(t: &mut JThread, address: *mut u8, capacity: i32) -> JResult<Ref> {
    crate::classlib::jdk::construct(t, "java/nio/DirectByteBuffer", "(JI)V", &[address as u64, 0, capacity as u32 as u64])
}

/// `name`, checked and registered (HotSpot's `PerfDataManager::exists`).
fn register_name(t: &mut JThread, name: Ref, kind: &str) -> JResult<()> {
    if name.is_null() {
        return Err(npe(t));
    }
    let name = crate::runtime::strings::rust_string(name);
    if !names().lock().unwrap_or_else(|e| e.into_inner()).insert(name) {
        return Err(throw_new(t, "java/lang/IllegalArgumentException", Some(&format!("{kind} name already exists"))));
    }
    Ok(())
}

/// A zeroed block of `size` bytes that is never freed.
fn block(t: &mut JThread, size: usize) -> JResult<*mut u8> {
    // SAFETY: calloc has no preconditions; the result is checked.
    let p = unsafe { libc::calloc(1, size.max(1)) }.cast::<u8>();
    if p.is_null() {
        return Err(throw_new(t, "java/lang/OutOfMemoryError", Some("Perf counter")));
    }
    Ok(p)
}

/// Register the natives of `jdk.internal.perf.Perf` (HotSpot binds them in
/// `JVM_RegisterPerfMethods`; rjvm binds them by name).
pub fn register(m: &mut HashMap<&'static str, NativeFn>) {
    start();
    m.insert("jdk/internal/perf/Perf.registerNatives()V", |_, _| Ok(0));
    m.insert("jdk/internal/perf/Perf.attach(Ljava/lang/String;II)Ljava/nio/ByteBuffer;", |t, _| {
        Err(throw_new(t, "java/io/IOException", Some("rjvm: no instrumentation buffer to attach to (no hsperfdata)")))
    });
    m.insert("jdk/internal/perf/Perf.detach(Ljava/nio/ByteBuffer;)V", |_, _| Ok(0));
    m.insert("jdk/internal/perf/Perf.createLong(Ljava/lang/String;IIJ)Ljava/nio/ByteBuffer;", |t, a| {
        let (variability, units, value) = (a[2] as i32, a[3] as i32, a[4] as i64);
        if !(V_CONSTANT..=V_VARIABLE).contains(&variability) {
            return Err(throw_new(t, "java/lang/IllegalArgumentException", Some("unexpected variability value")));
        }
        if !(U_NONE..=U_HERTZ).contains(&units) {
            return Err(throw_new(t, "java/lang/IllegalArgumentException", Some("unexpected units argument")));
        }
        register_name(t, arg_ref(a, 1), "PerfLong")?;
        let p = block(t, 8)?;
        // SAFETY: `p` is a fresh 8-byte block (calloc aligns for any type).
        unsafe { p.cast::<i64>().write(value) };
        Ok(direct_buffer(t, p, 8)?.to_slot())
    });
    m.insert("jdk/internal/perf/Perf.createByteArray(Ljava/lang/String;II[BI)Ljava/nio/ByteBuffer;", |t, a| {
        let (variability, units, value, max_len) = (a[2] as i32, a[3] as i32, arg_ref(a, 4), a[5] as i32);
        if value.is_null() {
            return Err(npe(t));
        }
        if units != U_STRING {
            return Err(throw_new(t, "java/lang/IllegalArgumentException", Some("unexpected units value passed to Perf_CreateByteArray")));
        }
        if !(V_CONSTANT..=V_VARIABLE).contains(&variability) {
            return Err(throw_new(t, "java/lang/IllegalArgumentException", Some("unexpected variability value")));
        }
        register_name(t, arg_ref(a, 1), "PerfByteArray")?;
        let bytes: Vec<u8> = value.array_slice::<u8>().to_vec();
        // A constant is exactly its value; a variable has room for
        // `maxLength` bytes. Either way one more for the C string's NUL.
        let len = if variability == V_CONSTANT { bytes.len() } else { (max_len.max(0) as usize).max(bytes.len()) };
        let p = block(t, len + 1)?;
        // SAFETY: `p` holds `len + 1 >= bytes.len()` bytes.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), p, bytes.len()) };
        Ok(direct_buffer(t, p, (len + 1) as i32)?.to_slot())
    });
    m.insert("jdk/internal/perf/Perf.highResCounter()J", |_, _| Ok(start().elapsed().as_nanos() as u64));
    m.insert("jdk/internal/perf/Perf.highResFrequency()J", |_, _| Ok(1_000_000_000));
}
