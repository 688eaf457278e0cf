//! Calling a native method: the one boundary both kinds of native code
//! cross, the C functions of JNI libraries and the VM's own Rust natives.
//!
//! [`call_native`] does, for every native call:
//!
//! 1. push a **native frame** on the thread's frame stack (`Frame::code` is
//!    null). It covers the argument slots, which the caller's frame gives up,
//!    so the collector visits the reference arguments exactly once, as roots
//!    of this frame (`NativeBinding::ref_slots`). Stack traces show the frame
//!    as `(Native Method)`, JVMPI call traces with line -3;
//! 2. lock the receiver or the class of a `synchronized` native, post
//!    METHOD_ENTRY if enabled;
//! 3. push a **local reference frame**, call the implementation, pop it:
//!    * a Rust native (`natives/`, `NativeFn`) gets a copy of the argument
//!      slots and runs in the VM state;
//!    * a C function gets `JNIEnv*`, `this` or the class, and the arguments
//!      converted to their C types, through libffi. Reference arguments are
//!      passed as the addresses of their slots in the native frame (so they
//!      are local references the collector keeps up to date); the class of a
//!      static method is stored in one more slot of the frame for the same
//!      reason. The thread is in a safe region while the C code runs: a
//!      collection proceeds without it (HotSpot's `_thread_in_native`), and
//!      every JNI function it calls enters the VM state for the call
//!      (`jni::with_thread`). A reference result is resolved before the local
//!      frame is popped; a boolean result is normalised to 0 or 1;
//! 4. post METHOD_EXIT, unlock, pop the native frame; an exception pending
//!    after a C function (Throw, ThrowNew, an exception of a Java call it
//!    made) propagates to the caller.
//!
//! Binding: a method is bound to a C function by `RegisterNatives` or, at
//! its first call, by looking up its JNI names (`jni::lookup::link`); a method
//! without one runs the VM's Rust native, if the VM has one; otherwise the
//! call throws `UnsatisfiedLinkError: 'void Foo.bar(int)'`, and the lookup is
//! tried again at the next call (a library may be loaded meanwhile).

use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use libffi::middle::{Cif, Type};

use crate::heap::Ref;
use crate::interp::link::{abstract_method_error, stack_overflow};
use crate::natives::NativeFn;
use crate::runtime::class::{BasicType, Method, MethodKind};
use crate::runtime::safepoint;
use crate::runtime::thread::{Frame, JResult, JThread, Throw};

/// How a native method is bound (`Method::native`).
pub struct NativeBinding {
    /// The VM's own implementation, looked up once at the first call.
    vm_fn: OnceLock<Option<NativeFn>>,
    /// The C function bound by lookup or RegisterNatives (0: none); it takes
    /// precedence over `vm_fn`.
    c_fn: AtomicUsize,
    /// The libffi call interface of the C function (its signature is the
    /// method's, whatever function is bound).
    ffi: OnceLock<FfiSig>,
    /// Native-frame slots (relative to the first argument) that hold
    /// references: the receiver or, one past the arguments, the class of a
    /// static method, and the reference parameters.
    ref_slots: Box<[u16]>,
}

impl NativeBinding {
    /// The binding of a method with these flags and parameters (empty for a
    /// method that is not native).
    pub fn new(is_native: bool, is_static: bool, params: &[BasicType], arg_slots: usize) -> NativeBinding {
        let mut ref_slots = Vec::new();
        if is_native {
            if is_static {
                ref_slots.push(arg_slots as u16);
            }
            ref_slots.extend(crate::runtime::class::reference_arg_slots(is_static, params).into_iter().map(|i| i as u16));
        }
        NativeBinding { vm_fn: OnceLock::new(), c_fn: AtomicUsize::new(0), ffi: OnceLock::new(), ref_slots: ref_slots.into_boxed_slice() }
    }

    /// The slots of a native frame of this method that hold references.
    pub fn ref_slots(&self) -> &[u16] {
        &self.ref_slots
    }

    /// Bind the method `m` (whose binding this is) to the C function at `f`:
    /// found by its JNI name (`registered` false) or given to
    /// RegisterNatives; `-verbose:jni` logs it as HotSpot does.
    pub fn bind(&self, m: &Method, f: usize, registered: bool) {
        self.c_fn.store(f, Ordering::Release);
        let v = crate::runtime::vm::vm();
        if v.options.verbose_jni {
            let secs = v.start.elapsed().as_secs_f64();
            let what = if registered {
                format!("[Registering JNI native method {}.{}]", m.class.java_name(), m.name)
            } else {
                format!("[Dynamic-linking native method {}.{} ... JNI]", m.class.java_name(), m.name)
            };
            crate::natives::io::write_stdout(format!("[{secs:.3}s][debug][jni,resolve] {what}\n").as_bytes());
        }
    }

    /// Bind a native the VM made itself (a method-handle intrinsic, which
    /// has no name to look up) to its Rust implementation.
    pub fn preset(&self, f: NativeFn) {
        let _ = self.vm_fn.set(Some(f));
    }

    /// Forget the C function (UnregisterNatives): the next call runs the
    /// VM's native or looks the method's JNI names up again.
    pub fn unbind(&self) {
        self.c_fn.store(0, Ordering::Release);
    }

    fn vm_fn(&self, m: &Method) -> Option<NativeFn> {
        *self.vm_fn.get_or_init(|| crate::natives::lookup(m))
    }
}

/// A prepared libffi call interface.
struct FfiSig(Cif);

// SAFETY: a prepared `ffi_cif` (and the type descriptions it points to,
// owned by the `Cif`) is never changed again; `ffi_call` only reads it, so
// any number of threads may call through it at once.
unsafe impl Send for FfiSig {}
unsafe impl Sync for FfiSig {}

fn ffi_type(bt: BasicType) -> Type {
    match bt {
        BasicType::Boolean => Type::u8(),
        BasicType::Byte => Type::i8(),
        BasicType::Char => Type::u16(),
        BasicType::Short => Type::i16(),
        BasicType::Int => Type::i32(),
        BasicType::Float => Type::f32(),
        BasicType::Long => Type::i64(),
        BasicType::Double => Type::f64(),
        BasicType::Ref => Type::pointer(),
        BasicType::Void => Type::void(),
    }
}

impl FfiSig {
    /// `ret f(JNIEnv *, jobject or jclass, params...)`.
    fn new(m: &Method) -> FfiSig {
        let args: Vec<Type> = [Type::pointer(), Type::pointer()].into_iter().chain(m.params.iter().map(|&p| ffi_type(p))).collect();
        FfiSig(Cif::new(args, ffi_type(m.ret)))
    }
}

/// Call the native (or abstract) method `m` whose `n` argument slots start
/// at value-stack index `base`, just above the caller's frame. Returns the
/// result slot.
pub fn call_native(t: &mut JThread, m: &'static Method, base: usize, n: usize) -> JResult<u64> {
    if let MethodKind::Abstract = m.kind {
        // An abstract method reached through a vtable: HotSpot's abstract
        // method entry, which knows no receiver.
        return Err(abstract_method_error(t, None, m, None));
    }
    // Room for the frame: its arguments and the class slot of a static method.
    if t.frames.len() >= t.max_frames || base + n + 1 > t.stack_limit() {
        return Err(stack_overflow(t));
    }
    if let Some(caller) = t.frames.last_mut() {
        // The interpreter synchronised its frame with the arguments still on
        // its operand stack; from now on they belong to the native frame.
        if caller.sp as usize > base {
            caller.sp = base as u32;
        }
    }
    t.frames.push(Frame { method: m, code: std::ptr::null(), pc: 0, locals: base as u32, sp: (base + n) as u32 });
    t.nesting += 1;
    let mut r = if t.nesting > t.max_nesting { Err(stack_overflow(t)) } else { run(t, m, base, n) };
    // Thread.stop: thrown as the native returns (a sleep, wait or park the
    // stop interrupted ends here).
    if t.poll.load(Ordering::Relaxed) & crate::runtime::safepoint::POLL_ASYNC != 0 && crate::runtime::thread_control::deliver(t) {
        r = Err(crate::runtime::thread::Throw);
    }
    t.nesting -= 1;
    t.frames.pop();
    r
}

/// The monitor of a synchronized native: the receiver or the class mirror.
fn lock_object(t: &mut JThread, m: &'static Method, base: usize) -> JResult<Ref> {
    if m.is_static() {
        crate::interp::link::mirror(t, m.class)
    } else {
        Ok(Ref::from_slot(t.stack[base]))
    }
}

/// Steps 2 to 4 of the module documentation, inside the native frame.
fn run(t: &mut JThread, m: &'static Method, base: usize, n: usize) -> JResult<u64> {
    let synced = m.is_synchronized();
    if synced {
        let o = lock_object(t, m, base)?;
        crate::runtime::monitor::enter(t, o);
    }
    let events = cfg!(feature = "profiler") && crate::profiler::native_events();
    if events {
        let recv = if m.is_static() { Ref::NULL } else { Ref::from_slot(t.stack[base]) };
        crate::profiler::native_entry(t, m, recv);
    }
    let r = invoke(t, m, base, n);
    if events || synced {
        // Posting and unlocking may let a collection run: keep a reference
        // result in a handle meanwhile.
        let keep = r.is_ok() && m.ret == BasicType::Ref;
        let h = keep.then(|| t.push_handle(Ref::from_slot(*r.as_ref().unwrap_or(&0))));
        if events {
            crate::profiler::native_exit(t, m);
        }
        if synced {
            let o = if m.is_static() { m.class.mirror_ref() } else { Ref::from_slot(t.stack[base]) };
            crate::runtime::monitor::exit_quiet(t, o);
        }
        if let Some(h) = h {
            let v = t.handle(h).to_slot();
            t.pop_handles(h);
            return Ok(v);
        }
    }
    r
}

/// Run the method's implementation (binding it first if needed).
fn invoke(t: &mut JThread, m: &'static Method, base: usize, n: usize) -> JResult<u64> {
    let c = m.native.c_fn.load(Ordering::Acquire);
    if c != 0 {
        return call_c(t, m, base, n, c);
    }
    if let Some(f) = m.native.vm_fn(m) {
        return call_vm(t, f, base, n);
    }
    let c = super::lookup::link(t, m)?;
    call_c(t, m, base, n, c)
}

/// A Rust native: a copy of the argument slots, in the VM state.
fn call_vm(t: &mut JThread, f: NativeFn, base: usize, n: usize) -> JResult<u64> {
    let mark = t.locals.push_frame(t.frames.len());
    let mut buf = [0u64; 8];
    let r = if n <= buf.len() {
        buf[..n].copy_from_slice(&t.stack[base..base + n]);
        f(t, &buf[..n])
    } else {
        let args = t.stack[base..base + n].to_vec();
        f(t, &args)
    };
    t.locals.pop_frame(mark);
    r
}

/// Arguments of up to this many entries are prepared on the Rust stack.
const INLINE_ARGS: usize = 24;

/// A C function through libffi, in a safe region.
fn call_c(t: &mut JThread, m: &'static Method, base: usize, n: usize, code: usize) -> JResult<u64> {
    let sig = m.native.ffi.get_or_init(|| FfiSig::new(m));
    let this_slot = if m.is_static() {
        let mirror = crate::interp::link::mirror(t, m.class)?;
        t.stack[base + n] = mirror.to_slot();
        if let Some(f) = t.frames.last_mut() {
            f.sp += 1;
        }
        base + n
    } else {
        base
    };
    let mark = t.locals.push_frame(t.frames.len());
    let nargs = 2 + m.params.len();
    // The argument values libffi passes (only `vals[i]` for the env, the
    // receiver or class, and the references are used) and the pointers to
    // them, on the Rust stack for the usual numbers of parameters.
    let mut vals_inline = [std::mem::MaybeUninit::<usize>::uninit(); INLINE_ARGS];
    let mut ptrs_inline = [std::mem::MaybeUninit::<*mut c_void>::uninit(); INLINE_ARGS];
    let (mut vals_heap, mut ptrs_heap);
    let (vals, ptrs): (&mut [std::mem::MaybeUninit<usize>], &mut [std::mem::MaybeUninit<*mut c_void>]) = if nargs <= INLINE_ARGS {
        (&mut vals_inline[..nargs], &mut ptrs_inline[..nargs])
    } else {
        vals_heap = vec![std::mem::MaybeUninit::<usize>::uninit(); nargs];
        ptrs_heap = vec![std::mem::MaybeUninit::<*mut c_void>::uninit(); nargs];
        (&mut vals_heap[..], &mut ptrs_heap[..])
    };
    let stack = t.stack.as_mut_ptr();
    // A reference argument is the address of its slot (NULL for null).
    let slot_ref = |i: usize| -> usize {
        // SAFETY: every slot index is below base + n + 1, inside the value
        // stack (checked in `call_native`).
        let p = unsafe { stack.add(i) };
        // SAFETY: a slot of the native frame.
        if unsafe { *p } == 0 {
            0
        } else {
            p as usize
        }
    };
    vals[0].write(super::env_of(t) as usize);
    vals[1].write(slot_ref(this_slot));
    ptrs[0].write(vals[0].as_mut_ptr().cast());
    ptrs[1].write(vals[1].as_mut_ptr().cast());
    let mut slot = base + usize::from(!m.is_static());
    for (k, &p) in m.params.iter().enumerate() {
        let i = 2 + k;
        if p == BasicType::Ref {
            vals[i].write(slot_ref(slot));
            ptrs[i].write(vals[i].as_mut_ptr().cast());
        } else {
            // A primitive is passed from its slot: ints, floats and smaller
            // types sit in the low bytes (little-endian), which is what libffi
            // reads for their C types; longs and doubles fill the slot.
            // SAFETY: a slot of the native frame.
            ptrs[i].write(unsafe { stack.add(slot) }.cast());
        }
        slot += p.slots();
    }
    let mut ret: u64 = 0;
    safepoint::enter_native(t);
    // SAFETY: `code` is the address of the native method's C function: its
    // JNI signature is the method's, which `sig` describes; `ptrs` holds (all
    // `nargs` entries written above) a pointer to a value of the right C type
    // for each parameter, all alive until the call returns; `ret` has room
    // for any return type (libffi writes at least a full register).
    unsafe {
        let f: unsafe extern "C" fn() = std::mem::transmute::<usize, unsafe extern "C" fn()>(code);
        libffi::raw::ffi_call(sig.0.as_raw_ptr(), Some(f), (&mut ret as *mut u64).cast(), ptrs.as_mut_ptr().cast());
    }
    safepoint::leave_safe(t);
    let v = match m.ret {
        BasicType::Void => 0,
        BasicType::Boolean => u64::from(ret as u8 != 0),
        BasicType::Byte => ret as i8 as i32 as u32 as u64,
        BasicType::Char => ret as u16 as u64,
        BasicType::Short => ret as i16 as i32 as u32 as u64,
        BasicType::Int | BasicType::Float => ret as u32 as u64,
        BasicType::Long | BasicType::Double => ret,
        BasicType::Ref => super::resolve(ret as usize as rjvm_profiler_api::ffi::jobject).to_slot(),
    };
    t.locals.pop_frame(mark);
    if !t.pending.is_null() {
        return Err(Throw);
    }
    Ok(v)
}
