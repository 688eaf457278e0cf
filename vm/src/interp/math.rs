//! `java.lang.Math`'s transcendental functions as the VM computes them.
//!
//! HotSpot never runs the bytecode of `Math.sin`, `cos`, `tan`, `log`,
//! `log10`, `exp` and `pow`: on x86_64 its interpreter and compilers enter
//! these methods through math stubs (Intel's LIBM algorithms), whose results
//! differ from `StrictMath`'s fdlibm port (the bytecode `Math.pow` delegates
//! to) in about one last bit in ten. So does every program printing
//! such a value: in JDK mode, where rjvm runs the JDK's own `Math`, running
//! its bytecode gave `Math.pow(10, -6) * x` one ulp off HotSpot's.
//!
//! rjvm computes them with the host C library instead (what the embedded
//! library's `StrictMath` natives use). Measured against HotSpot 17 on
//! x86_64 over 10^6 random arguments each, glibc 2.36 agrees on all but
//! 0.1–0.4 % (log10: 8 %), against 3–10 % for fdlibm; exact agreement would
//! need a port of the stubs' algorithms.
//!
//! The methods keep their identity (frames, JVMPI events, reflection, method
//! handles): [`body`] replaces the decoded code of the method itself, so
//! every way of calling it computes the same function, and
//! [`Insn::InvokeMath`] additionally computes a linked `invokestatic` in
//! place, without a frame, as HotSpot's interpreter math entries do.
//! Invariant: the replacement body never allocates or reaches a safepoint
//! with a value on its operand stack that is not a double.

use std::cell::UnsafeCell;

use crate::interp::code::{Code, Insn, InsnCell};
use crate::runtime::class::Method;

/// The method id of [`Insn::InvokeMath`] in a replacement [`body`]: compute,
/// never call (the method is the one running).
pub const BODY: u32 = u32::MAX;

/// A `java.lang.Math` method the VM computes itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum MathFn {
    /// `Math.sqrt` and `StrictMath.sqrt` (correctly rounded, so the same
    /// function): only computed in place at call sites.
    Sqrt,
    Sin,
    Cos,
    Tan,
    Log,
    Log10,
    Exp,
    Pow,
}

impl MathFn {
    /// The function `m` is, if it is one of boot `java.lang.Math`'s
    /// intrinsified methods.
    pub fn of(m: &Method) -> Option<MathFn> {
        if &*m.class.name != "java/lang/Math" || !m.class.loader.is_boot() || !m.is_static() {
            return None;
        }
        let f = match (&*m.name, &*m.descriptor) {
            ("sin", "(D)D") => MathFn::Sin,
            ("cos", "(D)D") => MathFn::Cos,
            ("tan", "(D)D") => MathFn::Tan,
            ("log", "(D)D") => MathFn::Log,
            ("log10", "(D)D") => MathFn::Log10,
            ("exp", "(D)D") => MathFn::Exp,
            ("pow", "(DD)D") => MathFn::Pow,
            _ => return None,
        };
        Some(f)
    }

    /// Operand stack slots the arguments take (two per double).
    pub fn arg_slots(self) -> usize {
        if self == MathFn::Pow {
            4
        } else {
            2
        }
    }

    /// The unary function (`x`) or `pow(x, y)`.
    pub fn apply(self, x: f64, y: f64) -> f64 {
        match self {
            MathFn::Sqrt => x.sqrt(),
            MathFn::Sin => x.sin(),
            MathFn::Cos => x.cos(),
            MathFn::Tan => x.tan(),
            MathFn::Log => x.ln(),
            MathFn::Log10 => x.log10(),
            MathFn::Exp => x.exp(),
            MathFn::Pow => java_pow(x, y),
        }
    }
}

/// `Math.pow`'s special cases where C's `pow` differs (`pow(±1, ±∞)` and a
/// NaN exponent are NaN in Java, 1 in C); the rest is C's.
pub fn java_pow(x: f64, y: f64) -> f64 {
    if y.is_nan() || (x.is_nan() && y != 0.0) {
        return f64::NAN;
    }
    if (x == 1.0 || x == -1.0) && y.is_infinite() {
        return f64::NAN;
    }
    x.powf(y)
}

/// The decoded code of an intrinsified `Math` method: load the arguments,
/// compute, return. `None` for any other method (decoded from bytecode).
/// The bytecode has been verified and its reference maps computed before
/// this runs; every instruction maps to bytecode offset 0, where the stack
/// is empty and the locals are the double arguments, so the maps stay true.
pub fn body(m: &Method) -> Option<Code> {
    let f = MathFn::of(m)?;
    let attr = m.code_attr.as_ref()?;
    let mut insns = vec![Insn::Load2(0)];
    if f == MathFn::Pow {
        insns.push(Insn::Load2(2));
    }
    insns.push(Insn::InvokeMath(f, BODY));
    insns.push(Insn::Return2);
    Some(Code {
        bc_pc: vec![0; insns.len()].into_boxed_slice(),
        insns: insns.into_iter().map(|i| InsnCell(UnsafeCell::new(i))).collect(),
        caches: Box::new([]),
        handlers: Box::new([]),
        switches: Box::new([]),
        consts64: Box::new([]),
        max_locals: attr.max_locals.max(f.arg_slots() as u16),
        max_stack: attr.max_stack.max(f.arg_slots() as u16),
        ord_off: std::sync::atomic::AtomicUsize::new(0),
    })
}
