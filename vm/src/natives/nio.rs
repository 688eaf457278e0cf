//! Natives of `rjvm.internal.Memory`: native memory for direct buffers.

use hashbrown::HashMap;

use super::NativeFn;
use crate::runtime::thread::{JResult, JThread};

pub(super) fn register(m: &mut HashMap<&'static str, NativeFn>) {
    m.insert("rjvm/internal/Memory.allocate(J)J", allocate);
    m.insert("rjvm/internal/Memory.getByte(J)B", get_byte);
    m.insert("rjvm/internal/Memory.putByte(JB)V", put_byte);
}

/// `allocate(long size)`: zeroed native memory, never freed (a direct
/// buffer has no cleaner in rjvm).
fn allocate(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let size = (a[0] as i64).max(1) as usize;
    // SAFETY: plain calloc.
    let p = unsafe { libc::calloc(size, 1) };
    if p.is_null() {
        return Err(crate::interp::alloc::out_of_memory(t, "Direct buffer memory"));
    }
    Ok(p as u64)
}

/// `getByte(long address)`.
fn get_byte(_t: &mut JThread, a: &[u64]) -> JResult<u64> {
    // SAFETY: the address of a byte of a direct buffer: `Buffer` checked the
    // index against the capacity, and the memory is the buffer's (allocated
    // above, or handed over by native code through NewDirectByteBuffer,
    // which makes it responsible for its validity, as in the JDK).
    let b = unsafe { *(a[0] as usize as *const i8) };
    Ok(b as i32 as u32 as u64)
}

/// `putByte(long address, byte b)`.
fn put_byte(_t: &mut JThread, a: &[u64]) -> JResult<u64> {
    // SAFETY: as for `get_byte`.
    unsafe { *(a[0] as usize as *mut i8) = a[2] as i8 };
    Ok(0)
}
