//! `java.lang.StackWalker` (HotSpot's `prims/stackwalk.cpp`):
//! `JVM_CallStackWalk`, `JVM_MoreStackWalk` and `JVM_InitStackTraceElement`.
//!
//! # How a walk goes
//!
//! The JDK's `StackStreamFactory.AbstractStackWalker.walk()` calls the native
//! `callStackWalk`, which reaches [`JVM_CallStackWalk`] with a buffer of
//! frames to fill (`Class` mirrors in the class-only mode of
//! `getCallerClass`, else `StackFrameInfo` objects). The VM
//!
//! 1. starts a *stream* at the top of the calling thread's frames (the
//!    native `callStackWalk` frame itself) and steps over the frames of
//!    `StackWalker`, `AbstractStackWalker` and its direct subclasses (the
//!    walk's own machinery), then `skip_frames` more;
//! 2. fills the first batch: per frame, the `StackFrameInfo`'s `MemberName`
//!    (its method) and `bci`, leaving out hidden frames unless the walker
//!    shows them;
//! 3. calls back `AbstractStackWalker.doStackWalk(anchor, ...)`, which
//!    consumes the frames; the stream stays open for the duration of that
//!    call, and `fetchStackFrames` ([`JVM_MoreStackWalk`]) continues it
//!    batch by batch, naming it by its `anchor`;
//! 4. closes the stream when `doStackWalk` returns: a later fetch with that
//!    anchor fails as HotSpot's does ("doStackWalk: corrupted buffers").
//!
//! # Invariants
//!
//! The frames the stream walks lie below the `callStackWalk` frame, which
//! stays on the thread's frame stack while the stream is open; everything
//! `doStackWalk` pushes lies above it. So a stream is an index into
//! `JThread::frames` that only moves down, and it stays valid. As in
//! HotSpot (`setup_magic_on_entry`), element 0 of the frame buffer (the
//! Java side reserves it) holds the walking thread's `Thread` while the
//! stream is open: a fetch checks it, so it accepts the larger copy the
//! Java side makes when it grows the buffer, and rejects a buffer of
//! another walk. It is cleared when the stream closes.
#![allow(non_snake_case)]

use std::sync::atomic::{AtomicI64, Ordering};

use hashbrown::HashMap;
use parking_lot::Mutex;
use rjvm_profiler_api::ffi::{jint, jlong, jobject, JNIEnv};

use crate::heap::Ref;
use crate::jni::{new_local, resolve, with_thread};
use crate::runtime::class::{Class, Method};
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};

// StackStreamFactory's mode bits (JVM_STACKWALK_* in jvm.h).
const FILL_CLASS_REFS_ONLY: i64 = 0x2;
const GET_CALLER_CLASS: i64 = 0x4;
const SHOW_HIDDEN_FRAMES: i64 = 0x20;
const FILL_LIVE_STACK_FRAMES: i64 = 0x100;

// MethodHandleNatives.Constants, for the StackFrameInfo's MemberName.
const MN_IS_METHOD: i32 = 0x0001_0000;
const MN_IS_CONSTRUCTOR: i32 = 0x0002_0000;
const MN_REFERENCE_KIND_SHIFT: i32 = 24;
const REF_INVOKE_VIRTUAL: i32 = 5;
const REF_INVOKE_STATIC: i32 = 6;
const REF_INVOKE_SPECIAL: i32 = 7;
const REF_INVOKE_INTERFACE: i32 = 9;
/// `MemberName.vmindex` of a method that needs no selection (HotSpot's
/// `Method::nonvirtual_vtable_index`).
const NONVIRTUAL_VTABLE_INDEX: i64 = -2;

pub(super) fn register(m: &mut super::Table) {
    super::reg!(m, JVM_CallStackWalk, JVM_MoreStackWalk, JVM_InitStackTraceElement);
}

/// An open stream: where it is, on which thread, over which buffer.
struct Stream {
    thread: u64,
    /// Index in `JThread::frames` of the frame the stream is at (the last
    /// frame decoded); -1 at the end.
    pos: isize,
}

/// Open streams by anchor.
fn streams() -> &'static Mutex<HashMap<i64, Stream>> {
    static S: std::sync::OnceLock<Mutex<HashMap<i64, Stream>>> = std::sync::OnceLock::new();
    S.get_or_init(|| Mutex::new(HashMap::new()))
}

/// The element of the frame buffer that holds the walking thread's
/// `Thread` while its stream is open (`StackStreamFactory`'s reserved
/// element, HotSpot's `magic_pos`).
const MAGIC_POS: usize = 0;

/// Anchors are never reused, so a stale one is always recognised.
static NEXT_ANCHOR: AtomicI64 = AtomicI64::new(1);

/// HotSpot's `Method::is_hidden` for stack walks: every method of a hidden
/// class (the VM's own lambda proxies included) and `@Hidden` methods such
/// as lambda forms (set by the loader).
fn is_hidden(m: &Method) -> bool {
    m.is_hidden()
}

/// The walk's own frames that the first batch steps over (HotSpot's check
/// in `fetchFirstBatch`).
fn is_walker_frame(m: &Method) -> bool {
    let c = m.class;
    let named = |k: &Class, n: &str| &*k.name == n;
    named(c, "java/lang/StackWalker")
        || named(c, "java/lang/StackStreamFactory$AbstractStackWalker")
        || c.super_class.is_some_and(|s| named(s, "java/lang/StackStreamFactory$AbstractStackWalker"))
}

/// The bytecode index of frame `i` of `t` (0 for a native method).
fn frame_bci(t: &JThread, i: usize) -> u32 {
    t.frames[i].bci()
}

/// The offset of field `name` of `o`'s class (a JDK class whose layout the
/// VM relies on; a library without it gets an InternalError).
fn field(t: &mut JThread, o: Ref, name: &str) -> JResult<usize> {
    match o.class().find_field_by_name(name) {
        Some(f) => Ok(f.offset as usize),
        None => Err(throw_new(t, "java/lang/InternalError", Some(&format!("{} has no field {name}", o.class().java_name())))),
    }
}

/// HotSpot's `init_method_MemberName` (through `CallInfo(method)`), for the
/// `MemberName` of a `StackFrameInfo`: the method's class, name, descriptor,
/// modifiers with its kind and reference kind, and the VM's identity of it
/// (a `ResolvedMethodName` whose injected `vmtarget` is the `Method`).
fn init_member_name(t: &mut JThread, mn: usize, m: &'static Method) -> JResult<()> {
    use crate::runtime::strings::{intern, new_string};
    let statically_bound = m.is_static() || m.is_private() || &*m.name == "<init>" || (!m.class.is_interface() && (m.is_final() || m.class.access_flags & crate::classfile::ACC_FINAL != 0));
    let (ref_kind, vmindex) = if statically_bound {
        (if m.is_static() { REF_INVOKE_STATIC } else { REF_INVOKE_SPECIAL }, NONVIRTUAL_VTABLE_INDEX)
    } else if !m.class.is_interface() {
        (REF_INVOKE_VIRTUAL, m.vtable_index.load(Ordering::Relaxed) as i64)
    } else {
        (REF_INVOKE_INTERFACE, m.selector as i64)
    };
    let kind = if &*m.name == "<init>" { MN_IS_CONSTRUCTOR } else { MN_IS_METHOD };
    let flags = m.access_flags as i32 | kind | (ref_kind << MN_REFERENCE_KIND_SHIFT);

    let rmn_class = crate::runtime::loader::load_class(t, "java/lang/invoke/ResolvedMethodName")?;
    crate::runtime::init::ensure_initialized(t, rmn_class)?;
    let mirror = crate::interp::link::mirror(t, m.class)?;
    let hm = t.push_handle(mirror);
    let rmn = crate::interp::alloc::new_object(t, rmn_class)?;
    t.push_handle(rmn);
    let name = new_string(t, &m.name)?;
    let name = intern(t, name)?;
    t.push_handle(name);
    let desc = new_string(t, &m.descriptor)?;
    let (mirror, rmn, name) = (t.handle(hm), t.handle(hm + 1), t.handle(hm + 2));
    t.pop_handles(hm);
    rmn.put::<u64>(field(t, rmn, "vmtarget")?, m as *const Method as u64);
    rmn.put_ref(field(t, rmn, "vmholder")?, mirror);
    let o = t.handle(mn);
    o.put_ref(field(t, o, "clazz")?, mirror);
    o.put_ref(field(t, o, "name")?, name);
    o.put_ref(field(t, o, "type")?, desc);
    o.put::<i32>(field(t, o, "flags")?, flags);
    o.put_ref(field(t, o, "method")?, rmn);
    o.put::<i64>(field(t, o, "vmindex")?, vmindex);
    Ok(())
}

/// Store frame `i` of the thread in element `index` of the buffer.
fn fill_frame(t: &mut JThread, mode: i64, buffer: usize, index: usize, i: usize) -> JResult<()> {
    let m = t.frames[i].method;
    if mode & FILL_CLASS_REFS_ONLY != 0 {
        let mirror = crate::interp::link::mirror(t, m.class)?;
        t.handle(buffer).set_ref_elem(index, mirror);
        return Ok(());
    }
    let info = Ref::from_slot(t.handle(buffer).elem::<u64>(index));
    if info.is_null() {
        return Err(throw_new(t, "java/lang/NullPointerException", Some("stack frame buffer element is null")));
    }
    let bci = frame_bci(t, i);
    let hi = t.push_handle(info);
    let mn = info.get_ref(field(t, info, "memberName")?);
    let hmn = t.push_handle(mn);
    let r = init_member_name(t, hmn, m);
    let info = t.handle(hi);
    t.pop_handles(hi);
    r?;
    info.put::<i32>(field(t, info, "bci")?, bci as i32);
    Ok(())
}

/// HotSpot's `fill_in_frames`: decode up to `max` frames from the stream's
/// position (inclusive) into the buffer from `start`; returns the end index
/// and leaves the stream at the last frame decoded.
fn fill_in_frames(t: &mut JThread, mode: i64, stream: &mut Stream, buffer: usize, max: i32, start: i32) -> JResult<i32> {
    let mut end = start;
    let mut decoded = 0;
    let len = t.handle(buffer).array_length();
    while stream.pos >= 0 {
        let i = stream.pos as usize;
        let m = t.frames[i].method;
        let skip_hidden = mode & SHOW_HIDDEN_FRAMES == 0 || mode & GET_CALLER_CLASS != 0;
        if skip_hidden && is_hidden(m) {
            stream.pos -= 1;
            continue;
        }
        if end >= len {
            return Err(throw_new(t, "java/lang/InternalError", Some("not enough space in buffers")));
        }
        let index = end;
        end += 1;
        fill_frame(t, mode, buffer, index as usize, i)?;
        decoded += 1;
        if decoded >= max {
            break;
        }
        stream.pos -= 1;
    }
    Ok(end)
}

/// The `StackStreamFactory.AbstractStackWalker` method `name`.
fn walker_method(t: &mut JThread, stream_obj: Ref, name: &str, desc: &str) -> JResult<&'static Method> {
    let mut c = Some(stream_obj.class());
    while let Some(k) = c {
        if &*k.name == "java/lang/StackStreamFactory$AbstractStackWalker" {
            if let Some(m) = k.declared_method(name, desc) {
                return Ok(m);
            }
        }
        c = k.super_class;
    }
    Err(throw_new(t, "java/lang/InternalError", Some(&format!("stack walk: no AbstractStackWalker.{name}"))))
}

/// `jobject JVM_CallStackWalk(JNIEnv *env, jobject stackStream, jlong mode,
/// jint skip_frames, jint frame_count, jint start_index, jobjectArray
/// frames)`: fill the first batch, then call `doStackWalk` (see the module
/// documentation) and return what it returns.
pub(super) unsafe extern "C" fn JVM_CallStackWalk(
    env: *mut JNIEnv,
    stack_stream: jobject,
    mode: jlong,
    skip_frames: jint,
    frame_count: jint,
    start_index: jint,
    frames: jobject,
) -> jobject {
    with_thread(env, |t| {
        let mark = t.handles.len();
        let r = call_stack_walk(t, stack_stream, mode, skip_frames, frame_count, start_index, frames);
        t.pop_handles(mark);
        match r {
            Ok(o) if !o.is_null() => new_local(t, o),
            _ => std::ptr::null_mut(),
        }
    })
}

fn call_stack_walk(t: &mut JThread, stack_stream: jobject, mode: i64, skip_frames: i32, frame_count: i32, start_index: i32, frames: jobject) -> JResult<Ref> {
    let (so, buf) = (resolve(stack_stream), resolve(frames));
    if so.is_null() || buf.is_null() {
        return Err(throw_new(t, "java/lang/NullPointerException", None));
    }
    if mode & FILL_LIVE_STACK_FRAMES != 0 {
        // LiveStackFrame (locals, operands, monitors) is a JDK-internal API
        // (java.lang.LiveStackFrame is not exported).
        return Err(throw_new(t, "java/lang/UnsupportedOperationException", Some("rjvm: StackWalker live stack frames (LiveStackFrame) are not supported")));
    }
    if start_index <= MAGIC_POS as i32 || frame_count < 0 || start_index as i64 + frame_count as i64 > buf.array_length() as i64 {
        return Err(throw_new(t, "java/lang/InternalError", Some("not enough space in buffers")));
    }
    let hs = t.push_handle(so);
    let buffer = t.push_handle(buf);
    // The top frame is the native callStackWalk; step over the walk's own
    // frames, then skip_frames more.
    let mut pos = t.frames.len() as isize - 1;
    while pos >= 0 && is_walker_frame(t.frames[pos as usize].method) {
        pos -= 1;
    }
    let mut n = 0;
    while n < skip_frames && pos >= 0 {
        pos -= 1;
        n += 1;
    }
    let mut stream = Stream { thread: t.id, pos };
    let mut end = start_index;
    if stream.pos >= 0 {
        end = fill_in_frames(t, mode, &mut stream, buffer, frame_count, start_index)?;
        if end == start_index {
            return Err(throw_new(t, "java/lang/InternalError", Some("stack walk: decode failed")));
        }
    }
    let anchor = NEXT_ANCHOR.fetch_add(1, Ordering::Relaxed);
    streams().lock().insert(anchor, stream);
    t.handle(buffer).set_ref_elem(MAGIC_POS, t.thread_obj);
    let r = (|| {
        let m = walker_method(t, t.handle(hs), "doStackWalk", "(JIIII)Ljava/lang/Object;")?;
        let so = t.handle(hs);
        let a = anchor as u64;
        crate::interp::invoke::invoke(t, m, &[so.to_slot(), a, 0, skip_frames as u32 as u64, frame_count as u32 as u64, start_index as u32 as u64, end as u32 as u64])
    })();
    // Close the stream whatever happened: its frames are about to go.
    streams().lock().remove(&anchor);
    t.handle(buffer).set_ref_elem(MAGIC_POS, Ref::NULL);
    Ok(Ref::from_slot(r?))
}

/// `jint JVM_MoreStackWalk(JNIEnv *env, jobject stackStream, jlong mode,
/// jlong anchor, jint frame_count, jint start_index, jobjectArray frames)`:
/// the next batch of the open stream `anchor`, after the last frame of the
/// previous one; returns the end index.
pub(super) unsafe extern "C" fn JVM_MoreStackWalk(
    env: *mut JNIEnv,
    _stack_stream: jobject,
    mode: jlong,
    anchor: jlong,
    frame_count: jint,
    start_index: jint,
    frames: jobject,
) -> jint {
    with_thread(env, |t| more_stack_walk(t, mode, anchor, frame_count, start_index, frames).unwrap_or(0))
}

fn more_stack_walk(t: &mut JThread, mode: i64, anchor: i64, frame_count: i32, start_index: i32, frames: jobject) -> JResult<i32> {
    let buf = resolve(frames);
    if buf.is_null() {
        return Err(throw_new(t, "java/lang/NullPointerException", Some("frames_array is NULL")));
    }
    let taken = streams().lock().remove(&anchor);
    let valid = buf.array_length() > MAGIC_POS as i32 && Ref::from_slot(buf.elem::<u64>(MAGIC_POS)) == t.thread_obj;
    let mut stream = match taken {
        Some(s) if s.thread == t.id && valid => s,
        other => {
            if let Some(s) = other {
                streams().lock().insert(anchor, s);
            }
            return Err(throw_new(t, "java/lang/InternalError", Some("doStackWalk: corrupted buffers")));
        }
    };
    let buffer = t.push_handle(buf);
    let r = (|| {
        let buf = t.handle(buffer);
        if frame_count <= 0 {
            return Ok(start_index);
        }
        if start_index <= MAGIC_POS as i32 || start_index as i64 + frame_count as i64 > buf.array_length() as i64 {
            return Err(throw_new(t, "java/lang/InternalError", Some("not enough space in buffers")));
        }
        if stream.pos < 0 {
            return Ok(start_index);
        }
        // Past the last frame of the previous batch.
        stream.pos -= 1;
        if stream.pos < 0 {
            return Ok(start_index);
        }
        let end = fill_in_frames(t, mode, &mut stream, buffer, frame_count, start_index)?;
        if end == start_index {
            return Err(throw_new(t, "java/lang/InternalError", Some("doStackWalk: later decode failed")));
        }
        Ok(end)
    })();
    t.pop_handles(buffer);
    streams().lock().insert(anchor, stream);
    r
}

/// `void JVM_InitStackTraceElement(JNIEnv *env, jobject element, jobject
/// stackFrameInfo)`: `StackFrame.toStackTraceElement()`, from the frame's
/// method (its `MemberName`'s `vmtarget`) and `bci`, filled as a
/// throwable's elements are.
pub(super) unsafe extern "C" fn JVM_InitStackTraceElement(env: *mut JNIEnv, element: jobject, info: jobject) {
    with_thread(env, |t| {
        let _ = (|| -> JResult<()> {
            let (el, sfi) = (resolve(element), resolve(info));
            if el.is_null() || sfi.is_null() {
                return Err(throw_new(t, "java/lang/NullPointerException", None));
            }
            let mn = sfi.get_ref(field(t, sfi, "memberName")?);
            let rmn = if mn.is_null() { Ref::NULL } else { mn.get_ref(field(t, mn, "method")?) };
            let target = if rmn.is_null() { 0 } else { rmn.get::<u64>(field(t, rmn, "vmtarget")?) };
            if target == 0 {
                return Err(throw_new(t, "java/lang/InternalError", Some("stack frame info without a method")));
            }
            // SAFETY: vmtarget holds the address of a leaked `Method` (written
            // by init_member_name or java.lang.invoke's resolution).
            let m: &'static Method = unsafe { &*(target as usize as *const Method) };
            let bci = sfi.get::<i32>(field(t, sfi, "bci")?).max(0) as u32;
            // One-element array for the throwable path's element filler.
            let arr_class = crate::runtime::loader::load_class(t, "[Ljava/lang/StackTraceElement;")?;
            let arr = crate::interp::alloc::new_array(t, arr_class, 1)?;
            arr.set_ref_elem(0, resolve(element));
            let arr = new_local(t, arr);
            super::classes::init_element(t, arr, 0, m, bci)
        })();
    })
}
