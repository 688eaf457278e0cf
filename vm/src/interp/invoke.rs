//! Calling Java from Rust (natives, class initialisers, the launcher).

use crate::heap::Ref;
use crate::runtime::class::{Method, MethodKind};
use crate::runtime::thread::{Frame, JResult, JThread};

/// Invoke `m` with argument slots `args` (receiver first for instance
/// methods; long/double take two slots). Returns the result slot (0 for void).
pub fn invoke(t: &mut JThread, m: &'static Method, args: &[u64]) -> JResult<u64> {
    debug_assert_eq!(args.len(), m.arg_slots as usize);
    // Samples due in the activation this call leaves (bytecode counting)
    // are taken before the callee's frame hides it.
    #[cfg(feature = "profiler")]
    let due_args;
    #[cfg(feature = "profiler")]
    let args = if crate::profiler::samples_due(t) {
        due_args = with_args_held(t, m, args, crate::profiler::bytecode_sample);
        &due_args[..]
    } else {
        args
    };
    if !matches!(m.kind, MethodKind::Bytecode) {
        let base = t.top();
        if base + args.len() + 16 > t.stack_limit() {
            return Err(crate::interp::link::stack_overflow(t));
        }
        t.stack[base..base + args.len()].copy_from_slice(args);
        // The arguments sit above the current frame: the native frame
        // call_native pushes covers them.
        return crate::jni::native::call_native(t, m, base, args.len());
    }
    let (code, own_args);
    let args = match m.code.get() {
        Some(Ok(c)) => {
            code = c;
            args
        }
        _ => {
            // The first call decodes (and may verify, loading classes, which
            // may collect).
            let mut r = None;
            own_args = with_args_held(t, m, args, |t| r = Some(crate::interp::link::decoded(t, m)));
            code = r.expect("ran")?;
            &own_args[..]
        }
    };
    let base = t.top();
    let need = base + code.max_locals as usize + code.max_stack as usize;
    if need > t.stack_limit() || t.frames.len() >= t.max_frames || t.nesting >= t.max_nesting {
        return Err(crate::interp::link::stack_overflow(t));
    }
    t.stack[base..base + args.len()].copy_from_slice(args);
    let depth = t.frames.len();
    t.frames.push(Frame {
        method: m,
        code: code as *const _,
        pc: 0,
        locals: base as u32,
        sp: (base + code.max_locals as usize) as u32,
    });
    if m.is_synchronized() {
        // The receiver is read from the new frame (a root): creating the
        // mirror may collect.
        let lock = if m.is_static() { crate::interp::link::mirror(t, m.class) } else { Ok(Ref::from_slot(t.stack[base])) };
        match lock {
            Ok(lock) => crate::runtime::monitor::enter(t, lock),
            Err(th) => {
                t.frames.pop();
                return Err(th);
            }
        }
    }
    // Posted iff `execute` below runs a METHODS or CONTEXTS variant, which
    // posts the matching exit.
    if crate::interp::mode::current() & (crate::interp::mode::METHODS | crate::interp::mode::CONTEXTS) != 0 {
        crate::profiler::method_entry(t);
    }
    t.nesting += 1;
    let r = crate::interp::exec::execute(t, depth);
    t.nesting -= 1;
    r.map(|_| t.stack[base])
}

/// Run `f`, which may collect, with the reference arguments among `args`
/// held in handles; the arguments as they are after it.
fn with_args_held(t: &mut JThread, m: &'static Method, args: &[u64], f: impl FnOnce(&mut JThread)) -> Vec<u64> {
    let mut a = args.to_vec();
    let refs = crate::runtime::class::reference_arg_slots(m.is_static(), &m.params);
    let mark = t.handles.len();
    for &i in &refs {
        t.push_handle(Ref::from_slot(a[i]));
    }
    f(t);
    for (k, &i) in refs.iter().enumerate() {
        a[i] = t.handle(mark + k).to_slot();
    }
    t.pop_handles(mark);
    a
}
