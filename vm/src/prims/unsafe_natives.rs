//! `jdk.internal.misc.Unsafe`: the natives HotSpot implements itself
//! (`prims/unsafe.cpp`), for the JDK class library.
//!
//! # Addresses
//!
//! Every accessor takes `(Object o, long offset)`:
//! * `o == null`: `offset` is an absolute native address (`allocateMemory`).
//! * `o` an object or array: `offset` is a byte offset from the object's
//!   start, as handed out by `objectFieldOffset*` (the field's layout offset)
//!   and `arrayBaseOffset` (24) + index × `arrayIndexScale`.
//! * static fields: rjvm keeps statics in the class's own slot array, not in
//!   the mirror, so `staticFieldBase` returns the mirror and
//!   `staticFieldOffset` a tagged slot number ([`STATIC_TAG`]); an access
//!   whose offset carries the tag goes to that class's static slot.
//!
//! Reference stores into the heap mark the card (the generational write
//! barrier); volatile accesses and the compare-and-set family are atomic
//! operations on the field's memory (sequentially consistent).
// SAFETY (module-wide contract): Unsafe is, as its name says, unchecked in
// the JDK too: callers (the JDK's own code) pass offsets obtained from the
// methods above, so every computed address lies inside the object, array,
// static slot or native block it names, and is aligned for the access.
// Heap references are only used between safepoints (no allocation happens
// between reading an argument and the access).

use std::sync::atomic::{AtomicI32, AtomicI64, AtomicU16, AtomicU8, Ordering};

use hashbrown::HashMap;

use crate::heap::object::ARRAY_BASE;
use crate::heap::Ref;
use crate::interp::link::class_of_mirror;
use crate::natives::{arg_ref, NativeFn};
use crate::runtime::class::Class;
use crate::runtime::exceptions::{npe, throw_new};
use crate::runtime::thread::{JResult, JThread};

/// Marks a `staticFieldOffset`: slot number in the low bits.
pub const STATIC_TAG: i64 = 1 << 40;

/// The address an `(o, offset)` pair names.
#[inline]
fn address(o: Ref, offset: i64) -> *mut u8 {
    if o.is_null() {
        return offset as usize as *mut u8;
    }
    if offset & STATIC_TAG != 0 && std::ptr::eq(o.class(), crate::runtime::vm::vm().wk().class) {
        let c = class_of_mirror(o);
        return c.static_slot((offset & !STATIC_TAG) as u32 / 8).cast();
    }
    (o.addr() as i64).wrapping_add(offset) as usize as *mut u8
}

/// Whether a store at `p` is into the heap (and needs the card mark).
#[inline]
fn barrier(p: *mut u8) {
    crate::heap::cards::mark(p as usize);
}

macro_rules! plain_access {
    ($m:ident, $get:literal, $put:literal, $desc:literal, $ty:ty, $to:expr, $from:expr) => {
        $m.insert(concat!("jdk/internal/misc/Unsafe.", $get, "(Ljava/lang/Object;J)", $desc), |_, a| {
            // SAFETY: module contract.
            let v: $ty = unsafe { std::ptr::read_unaligned(address(arg_ref(a, 1), a[2] as i64).cast::<$ty>()) };
            Ok($to(v))
        });
        $m.insert(concat!("jdk/internal/misc/Unsafe.", $put, "(Ljava/lang/Object;J", $desc, ")V"), |_, a| {
            let v: $ty = $from(a[4]);
            // SAFETY: module contract.
            unsafe { std::ptr::write_unaligned(address(arg_ref(a, 1), a[2] as i64).cast::<$ty>(), v) };
            Ok(0)
        });
    };
}

macro_rules! volatile_access {
    ($m:ident, $get:literal, $put:literal, $desc:literal, $atomic:ty, $to:expr, $from:expr) => {
        $m.insert(concat!("jdk/internal/misc/Unsafe.", $get, "(Ljava/lang/Object;J)", $desc), |_, a| {
            // SAFETY: module contract (aligned: volatile fields are naturally aligned).
            let v = unsafe { <$atomic>::from_ptr(address(arg_ref(a, 1), a[2] as i64).cast()) }.load(Ordering::SeqCst);
            Ok($to(v))
        });
        $m.insert(concat!("jdk/internal/misc/Unsafe.", $put, "(Ljava/lang/Object;J", $desc, ")V"), |_, a| {
            // SAFETY: module contract.
            unsafe { <$atomic>::from_ptr(address(arg_ref(a, 1), a[2] as i64).cast()) }.store($from(a[4]), Ordering::SeqCst);
            Ok(0)
        });
    };
}

fn slot_i(v: i32) -> u64 {
    v as u32 as u64
}

pub(crate) fn register(m: &mut HashMap<&'static str, NativeFn>) {
    m.insert("jdk/internal/misc/Unsafe.registerNatives()V", |_, _| Ok(0));
    plain_access!(m, "getInt", "putInt", "I", i32, slot_i, |s: u64| s as i32);
    plain_access!(m, "getLong", "putLong", "J", i64, |v: i64| v as u64, |s: u64| s as i64);
    plain_access!(m, "getShort", "putShort", "S", i16, |v: i16| slot_i(v as i32), |s: u64| s as i16);
    plain_access!(m, "getChar", "putChar", "C", u16, |v: u16| v as u64, |s: u64| s as u16);
    plain_access!(m, "getByte", "putByte", "B", i8, |v: i8| slot_i(v as i32), |s: u64| s as i8);
    plain_access!(m, "getBoolean", "putBoolean", "Z", u8, |v: u8| (v != 0) as u64, |s: u64| (s as u32 != 0) as u8);
    plain_access!(m, "getFloat", "putFloat", "F", u32, |v: u32| v as u64, |s: u64| s as u32);
    plain_access!(m, "getDouble", "putDouble", "D", u64, |v: u64| v, |s: u64| s);
    volatile_access!(m, "getIntVolatile", "putIntVolatile", "I", AtomicI32, slot_i, |s: u64| s as i32);
    volatile_access!(m, "getLongVolatile", "putLongVolatile", "J", AtomicI64, |v: i64| v as u64, |s: u64| s as i64);
    volatile_access!(m, "getShortVolatile", "putShortVolatile", "S", AtomicU16, |v: u16| slot_i(v as i16 as i32), |s: u64| s as u16);
    volatile_access!(m, "getCharVolatile", "putCharVolatile", "C", AtomicU16, |v: u16| v as u64, |s: u64| s as u16);
    volatile_access!(m, "getByteVolatile", "putByteVolatile", "B", AtomicU8, |v: u8| slot_i(v as i8 as i32), |s: u64| s as u8);
    volatile_access!(m, "getBooleanVolatile", "putBooleanVolatile", "Z", AtomicU8, |v: u8| (v != 0) as u64, |s: u64| (s as u32 != 0) as u8);
    volatile_access!(m, "getFloatVolatile", "putFloatVolatile", "F", AtomicI32, |v: i32| v as u32 as u64, |s: u64| s as i32);
    volatile_access!(m, "getDoubleVolatile", "putDoubleVolatile", "D", AtomicI64, |v: i64| v as u64, |s: u64| s as i64);

    m.insert("jdk/internal/misc/Unsafe.getReference(Ljava/lang/Object;J)Ljava/lang/Object;", |_, a| {
        // SAFETY: module contract.
        Ok(unsafe { std::ptr::read(address(arg_ref(a, 1), a[2] as i64).cast::<u64>()) })
    });
    m.insert("jdk/internal/misc/Unsafe.putReference(Ljava/lang/Object;JLjava/lang/Object;)V", |_, a| {
        let p = address(arg_ref(a, 1), a[2] as i64);
        // SAFETY: module contract.
        unsafe { std::ptr::write(p.cast::<u64>(), a[4]) };
        barrier(p);
        Ok(0)
    });
    m.insert("jdk/internal/misc/Unsafe.getReferenceVolatile(Ljava/lang/Object;J)Ljava/lang/Object;", |_, a| {
        // SAFETY: module contract.
        Ok(unsafe { AtomicI64::from_ptr(address(arg_ref(a, 1), a[2] as i64).cast()) }.load(Ordering::SeqCst) as u64)
    });
    m.insert("jdk/internal/misc/Unsafe.putReferenceVolatile(Ljava/lang/Object;JLjava/lang/Object;)V", |_, a| {
        let p = address(arg_ref(a, 1), a[2] as i64);
        // SAFETY: module contract.
        unsafe { AtomicI64::from_ptr(p.cast()) }.store(a[4] as i64, Ordering::SeqCst);
        barrier(p);
        Ok(0)
    });
    m.insert("jdk/internal/misc/Unsafe.getUncompressedObject(J)Ljava/lang/Object;", |_, a| {
        // SAFETY: the address holds a reference (the JDK passes the address
        // of a reference slot it was given by the VM).
        Ok(unsafe { std::ptr::read(a[1] as usize as *const u64) })
    });

    // Compare-and-set / exchange: (Object o, long offset, T expected, T x).
    m.insert("jdk/internal/misc/Unsafe.compareAndSetInt(Ljava/lang/Object;JII)Z", |_, a| {
        let p = address(arg_ref(a, 1), a[2] as i64);
        // SAFETY: module contract.
        let r = unsafe { AtomicI32::from_ptr(p.cast()) }.compare_exchange(a[4] as i32, a[5] as i32, Ordering::SeqCst, Ordering::SeqCst);
        Ok(r.is_ok() as u64)
    });
    m.insert("jdk/internal/misc/Unsafe.compareAndExchangeInt(Ljava/lang/Object;JII)I", |_, a| {
        let p = address(arg_ref(a, 1), a[2] as i64);
        // SAFETY: module contract.
        let r = unsafe { AtomicI32::from_ptr(p.cast()) }.compare_exchange(a[4] as i32, a[5] as i32, Ordering::SeqCst, Ordering::SeqCst);
        Ok(slot_i(r.unwrap_or_else(|v| v)))
    });
    m.insert("jdk/internal/misc/Unsafe.compareAndSetLong(Ljava/lang/Object;JJJ)Z", |_, a| {
        let p = address(arg_ref(a, 1), a[2] as i64);
        // SAFETY: module contract.
        let r = unsafe { AtomicI64::from_ptr(p.cast()) }.compare_exchange(a[4] as i64, a[6] as i64, Ordering::SeqCst, Ordering::SeqCst);
        Ok(r.is_ok() as u64)
    });
    m.insert("jdk/internal/misc/Unsafe.compareAndExchangeLong(Ljava/lang/Object;JJJ)J", |_, a| {
        let p = address(arg_ref(a, 1), a[2] as i64);
        // SAFETY: module contract.
        let r = unsafe { AtomicI64::from_ptr(p.cast()) }.compare_exchange(a[4] as i64, a[6] as i64, Ordering::SeqCst, Ordering::SeqCst);
        Ok(r.unwrap_or_else(|v| v) as u64)
    });
    m.insert("jdk/internal/misc/Unsafe.compareAndSetReference(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z", |_, a| {
        let p = address(arg_ref(a, 1), a[2] as i64);
        // SAFETY: module contract.
        let r = unsafe { AtomicI64::from_ptr(p.cast()) }.compare_exchange(a[4] as i64, a[5] as i64, Ordering::SeqCst, Ordering::SeqCst);
        if r.is_ok() {
            barrier(p);
        }
        Ok(r.is_ok() as u64)
    });
    m.insert("jdk/internal/misc/Unsafe.compareAndExchangeReference(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;", |_, a| {
        let p = address(arg_ref(a, 1), a[2] as i64);
        // SAFETY: module contract.
        let r = unsafe { AtomicI64::from_ptr(p.cast()) }.compare_exchange(a[4] as i64, a[5] as i64, Ordering::SeqCst, Ordering::SeqCst);
        if r.is_ok() {
            barrier(p);
        }
        Ok(r.unwrap_or_else(|v| v) as u64)
    });

    m.insert("jdk/internal/misc/Unsafe.loadFence()V", |_, _| {
        std::sync::atomic::fence(Ordering::Acquire);
        Ok(0)
    });
    m.insert("jdk/internal/misc/Unsafe.storeFence()V", |_, _| {
        std::sync::atomic::fence(Ordering::Release);
        Ok(0)
    });
    m.insert("jdk/internal/misc/Unsafe.fullFence()V", |_, _| {
        std::sync::atomic::fence(Ordering::SeqCst);
        Ok(0)
    });

    // Native memory.
    m.insert("jdk/internal/misc/Unsafe.allocateMemory0(J)J", |_, a| {
        // SAFETY: malloc of a size the JDK checked to be positive.
        Ok(unsafe { libc::malloc(a[1] as usize) } as u64)
    });
    m.insert("jdk/internal/misc/Unsafe.reallocateMemory0(JJ)J", |_, a| {
        // SAFETY: the address came from allocateMemory0 (or is 0).
        Ok(unsafe { libc::realloc(a[1] as usize as *mut libc::c_void, a[3] as usize) } as u64)
    });
    m.insert("jdk/internal/misc/Unsafe.freeMemory0(J)V", |_, a| {
        // SAFETY: as above.
        unsafe { libc::free(a[1] as usize as *mut libc::c_void) };
        Ok(0)
    });
    m.insert("jdk/internal/misc/Unsafe.setMemory0(Ljava/lang/Object;JJB)V", |_, a| {
        let p = address(arg_ref(a, 1), a[2] as i64);
        // SAFETY: module contract (the JDK checked the range).
        unsafe { std::ptr::write_bytes(p, a[5] as u8, a[3] as usize) };
        Ok(0)
    });
    m.insert("jdk/internal/misc/Unsafe.copyMemory0(Ljava/lang/Object;JLjava/lang/Object;JJ)V", |_, a| {
        let src = address(arg_ref(a, 1), a[2] as i64);
        let dst = address(arg_ref(a, 4), a[5] as i64);
        // SAFETY: module contract; the JDK only copies primitive data this way.
        unsafe { std::ptr::copy(src, dst, a[7] as usize) };
        Ok(0)
    });
    m.insert("jdk/internal/misc/Unsafe.copySwapMemory0(Ljava/lang/Object;JLjava/lang/Object;JJJ)V", |_, a| {
        let src = address(arg_ref(a, 1), a[2] as i64);
        let dst = address(arg_ref(a, 4), a[5] as i64);
        let (bytes, elem) = (a[7] as usize, a[9] as usize);
        let mut buf = [0u8; 8];
        let mut i = 0;
        while elem > 0 && elem <= 8 && i + elem <= bytes {
            // SAFETY: module contract; element-wise copy handles overlap
            // through the temporary buffer.
            unsafe {
                std::ptr::copy_nonoverlapping(src.add(i), buf.as_mut_ptr(), elem);
                buf[..elem].reverse();
                std::ptr::copy_nonoverlapping(buf.as_ptr(), dst.add(i), elem);
            }
            i += elem;
        }
        Ok(0)
    });
    m.insert("jdk/internal/misc/Unsafe.writeback0(J)V", |_, _| Ok(0));
    m.insert("jdk/internal/misc/Unsafe.writebackPreSync0()V", |_, _| Ok(0));
    m.insert("jdk/internal/misc/Unsafe.writebackPostSync0()V", |_, _| Ok(0));

    // Layout queries.
    m.insert("jdk/internal/misc/Unsafe.objectFieldOffset0(Ljava/lang/reflect/Field;)J", |t, a| {
        let (c, i) = reflected_field(t, arg_ref(a, 1))?;
        Ok(c.fields[i].offset as u64)
    });
    m.insert("jdk/internal/misc/Unsafe.objectFieldOffset1(Ljava/lang/Class;Ljava/lang/String;)J", |t, a| {
        let c = class_of_mirror(arg_ref(a, 1));
        let name = crate::runtime::strings::rust_string(arg_ref(a, 2));
        match c.fields.iter().find(|f| &*f.name == name && !f.is_static()) {
            Some(f) => Ok(f.offset as u64),
            None => Err(throw_new(t, "java/lang/InternalError", Some(&name))),
        }
    });
    m.insert("jdk/internal/misc/Unsafe.staticFieldOffset0(Ljava/lang/reflect/Field;)J", |t, a| {
        let (c, i) = reflected_field(t, arg_ref(a, 1))?;
        Ok((STATIC_TAG | (c.fields[i].offset as i64 * 8)) as u64)
    });
    m.insert("jdk/internal/misc/Unsafe.staticFieldBase0(Ljava/lang/reflect/Field;)Ljava/lang/Object;", |t, a| {
        let (c, _) = reflected_field(t, arg_ref(a, 1))?;
        Ok(crate::interp::link::mirror(t, c)?.to_slot())
    });
    m.insert("jdk/internal/misc/Unsafe.arrayBaseOffset0(Ljava/lang/Class;)I", |_, _| Ok(ARRAY_BASE as u64));
    m.insert("jdk/internal/misc/Unsafe.arrayIndexScale0(Ljava/lang/Class;)I", |_, a| {
        let c = class_of_mirror(arg_ref(a, 1));
        Ok(c.elem_type().size() as u64)
    });
    m.insert("jdk/internal/misc/Unsafe.shouldBeInitialized0(Ljava/lang/Class;)Z", |_, a| Ok(!class_of_mirror(arg_ref(a, 1)).is_initialized() as u64));
    m.insert("jdk/internal/misc/Unsafe.ensureClassInitialized0(Ljava/lang/Class;)V", |t, a| {
        crate::runtime::init::ensure_initialized(t, class_of_mirror(arg_ref(a, 1)))?;
        Ok(0)
    });
    m.insert("jdk/internal/misc/Unsafe.allocateInstance(Ljava/lang/Class;)Ljava/lang/Object;", |t, a| {
        let c = class_of_mirror(arg_ref(a, 1));
        if c.is_interface() || c.is_abstract() || c.is_array() || c.is_primitive() {
            return Err(throw_new(t, "java/lang/InstantiationException", Some(&c.java_name())));
        }
        crate::runtime::init::ensure_initialized(t, c)?;
        Ok(crate::interp::alloc::new_object(t, c)?.to_slot())
    });
    m.insert("jdk/internal/misc/Unsafe.throwException(Ljava/lang/Throwable;)V", |t, a| {
        let ex = arg_ref(a, 1);
        if ex.is_null() {
            return Err(npe(t));
        }
        Err(crate::runtime::exceptions::throw_obj(t, ex))
    });
    m.insert("jdk/internal/misc/Unsafe.getLoadAverage0([DI)I", |_, a| {
        let arr = arg_ref(a, 1);
        let n = (a[2] as i32).clamp(0, 3) as usize;
        let mut avg = [0f64; 3];
        // SAFETY: getloadavg writes at most `n` (≤ 3) doubles.
        let got = unsafe { libc::getloadavg(avg.as_mut_ptr(), n as i32) };
        if got > 0 {
            for (i, v) in avg.iter().take(got as usize).enumerate() {
                arr.set_elem::<f64>(i, *v);
            }
        }
        Ok(slot_i(got))
    });
    m.insert("jdk/internal/misc/Unsafe.park(ZJ)V", |t, a| crate::natives::park(t, &a[1..]));
    m.insert("jdk/internal/misc/Unsafe.unpark(Ljava/lang/Object;)V", |t, a| crate::natives::unpark(t, &a[1..]));
}

/// The class and field index behind a `java.lang.reflect.Field`
/// (`clazz` and `slot`, the index in the class's declared fields).
pub fn reflected_field(t: &mut JThread, f: Ref) -> JResult<(&'static Class, usize)> {
    if f.is_null() {
        return Err(npe(t));
    }
    let fc = f.class();
    let clazz = class_of_mirror(f.get_ref(fc.field_offset("clazz")));
    let slot = f.get::<i32>(fc.field_offset("slot"));
    match usize::try_from(slot).ok().filter(|&i| i < clazz.fields.len()) {
        Some(i) => Ok((clazz, i)),
        None => Err(throw_new(t, "java/lang/InternalError", Some("bad field slot"))),
    }
}
