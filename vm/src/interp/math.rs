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
//! 0.1–0.4 %, against 3–10 % for fdlibm; exact agreement would need a port
//! of the stubs' algorithms. `log10` is the exception: glibc's is an fdlibm
//! derivative (7 % off HotSpot), so it is rounded from the x87's extended
//! precision instead (0.04 %, at about 80 ns a call against 10).
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
            MathFn::Log10 => log10(x),
            MathFn::Exp => x.exp(),
            MathFn::Pow => java_pow(x, y),
        }
    }
}

extern "C" {
    fn rjvm_log10(x: f64) -> f64;
}

/// `Math.log10`: glibc's `log10` is an fdlibm derivative, one ulp off
/// HotSpot's stub on 7% of arguments; the C side (`math.c`) rounds the
/// x87's extended-precision result instead (0.04%).
fn log10(x: f64) -> f64 {
    // SAFETY: a pure C function of one double, no memory access.
    unsafe { rjvm_log10(x) }
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
    if y >= 2.0 && y <= MAX_EXACT_EXPONENT as f64 && y == y.trunc() {
        if let Some(r) = exact_int_pow(x, y as u32) {
            return r;
        }
    }
    x.powf(y)
}

/// The largest integer exponent [`exact_int_pow`] takes on.
const MAX_EXACT_EXPONENT: u32 = 64;

/// `x^n` correctly rounded (to nearest, ties to even), computed exactly in
/// integers: `x = m·2^e` with `m` odd, so `x^n = m^n·2^(e·n)`. glibc's
/// `pow` is not correctly rounded where `m^n` lands on or near a tie
/// (`pow(10, 23)`, `pow(3, 34)`: one ulp above HotSpot's, which is the
/// correctly rounded value). `None` where glibc is exact anyway (`m = 1`)
/// or the result is subnormal, zero or not finite.
fn exact_int_pow(x: f64, n: u32) -> Option<f64> {
    if !x.is_finite() || x == 0.0 {
        return None;
    }
    let bits = x.to_bits();
    let (field, frac) = ((bits >> 52) & 0x7ff, bits & ((1 << 52) - 1));
    let (mut m, mut e) = if field == 0 { (frac, -1074i64) } else { (frac | 1 << 52, field as i64 - 1075) };
    let tz = m.trailing_zeros();
    m >>= tz;
    e += tz as i64;
    if m == 1 {
        return None;
    }
    let negative = x < 0.0 && n % 2 == 1;
    let e = e * n as i64;
    // m^n in 128 bits (x^2 always fits): its conversion rounds to nearest
    // even, and the power of two only moves the exponent.
    let mut p = m as u128;
    let mut fits = true;
    for _ in 1..n {
        match p.checked_mul(m as u128) {
            Some(q) => p = q,
            None => {
                fits = false;
                break;
            }
        }
    }
    let (top, unbiased) = if fits {
        let f = (p as f64).to_bits();
        (f & ((1 << 52) - 1) | 1 << 52, ((f >> 52) as i64 - 1023) + e)
    } else {
        wide_int_pow(m, n, e)
    };
    if unbiased > 1023 {
        return Some(if negative { f64::NEG_INFINITY } else { f64::INFINITY });
    }
    if unbiased < -1022 {
        return None;
    }
    let r = f64::from_bits(((unbiased + 1023) as u64) << 52 | (top & ((1 << 52) - 1)));
    Some(if negative { -r } else { r })
}

/// `m^n·2^e` rounded to nearest even, for an `m^n` wider than 128 bits:
/// its 53-bit significand (leading bit set) and unbiased exponent.
fn wide_int_pow(m: u64, n: u32, e: i64) -> (u64, i64) {
    // m < 2^53 and n <= 64: at most 53·64 bits.
    const LIMBS: usize = (53 * MAX_EXACT_EXPONENT as usize).div_ceil(64) + 1;
    let mut big = [0u64; LIMBS];
    big[0] = m;
    let mut used = 1;
    for _ in 1..n {
        let mut carry = 0u128;
        for limb in big[..used].iter_mut() {
            let p = *limb as u128 * m as u128 + carry;
            *limb = p as u64;
            carry = p >> 64;
        }
        if carry != 0 {
            big[used] = carry as u64;
            used += 1;
        }
    }
    // The top 64 bits (the number is wider than 128), the rest as sticky.
    let hi = used - 1;
    let lz = big[hi].leading_zeros();
    let (t64, rest) = if lz == 0 { (big[hi], big[hi - 1]) } else { (big[hi] << lz | big[hi - 1] >> (64 - lz), big[hi - 1] << lz) };
    let sticky = t64 & 0x3ff != 0 || rest != 0 || big[..hi - 1].iter().any(|&l| l != 0);
    let mut top = t64 >> 11;
    let mut exp = (used as i64 * 64 - lz as i64) - 53;
    if t64 >> 10 & 1 == 1 && (sticky || top & 1 == 1) {
        top += 1;
        if top == 1 << 53 {
            top >>= 1;
            exp += 1;
        }
    }
    (top, exp + e + 52)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_powers_are_correctly_rounded() {
        // Ties: 10^23 and 3^34 lie halfway between two doubles.
        assert_eq!(java_pow(10.0, 23.0), "1e23".parse::<f64>().unwrap());
        assert_eq!(java_pow(3.0, 34.0), 16677181699666569u64 as f64);
        assert_eq!(java_pow(-3.0, 35.0), -(50031545098999707u128 as f64));
        // Against u128 arithmetic, whose conversion rounds to nearest even.
        for b in 2u128..200 {
            let mut p = b;
            for n in 2..=64u32 {
                let Some(q) = p.checked_mul(b) else { break };
                p = q;
                // p = b^n
                let want = p as f64;
                assert_eq!(java_pow(b as f64, n as f64), want, "{b}^{n}");
                // The same with a binary fraction: b/8.
                let scaled = want / 8f64.powi(n as i32);
                assert_eq!(java_pow(b as f64 / 8.0, n as f64), scaled, "({b}/8)^{n}");
            }
        }
        assert_eq!(java_pow(1e300, 2.0), f64::INFINITY);
        assert_eq!(java_pow(-1e300, 3.0), f64::NEG_INFINITY);
        assert_eq!(java_pow(0.1, 2.0), 0.1 * 0.1);
        assert_eq!(java_pow(2.0, 10.0), 1024.0);
        assert_eq!(java_pow(1e-200, 2.0), 0.0);
    }

    /// `b^n` in decimal (base-10^9 limbs).
    fn decimal_pow(b: u64, n: u32) -> String {
        let mut limbs: Vec<u64> = vec![1];
        for _ in 0..n {
            let mut carry = 0u128;
            for l in limbs.iter_mut() {
                let v = *l as u128 * b as u128 + carry;
                *l = (v % 1_000_000_000) as u64;
                carry = v / 1_000_000_000;
            }
            while carry != 0 {
                limbs.push((carry % 1_000_000_000) as u64);
                carry /= 1_000_000_000;
            }
        }
        let mut s = limbs.last().unwrap().to_string();
        for l in limbs.iter().rev().skip(1) {
            s.push_str(&format!("{l:09}"));
        }
        s
    }

    #[test]
    fn wide_integer_powers_are_correctly_rounded() {
        // Rust's decimal parsing rounds correctly: the reference.
        for b in [3u64, 7, 10, 11, 99, 103, 12345, 999_999_937, (1 << 53) - 1, (1 << 52) + 1] {
            for n in 2..=MAX_EXACT_EXPONENT {
                let want: f64 = decimal_pow(b, n).parse().unwrap();
                assert_eq!(java_pow(b as f64, n as f64), want, "{b}^{n}");
                let scaled = want / 1024f64.powi(n as i32);
                if scaled.is_normal() {
                    assert_eq!(java_pow(b as f64 / 1024.0, n as f64), scaled, "({b}/1024)^{n}");
                }
            }
        }
    }

    #[test]
    fn log10_of_powers_of_ten_is_exact() {
        for n in -300..=308 {
            let x: f64 = format!("1e{n}").parse().unwrap();
            assert_eq!(log10(x), n as f64, "1e{n}");
        }
        assert!(log10(-1.0).is_nan() && log10(f64::NAN).is_nan());
        assert_eq!(log10(0.0), f64::NEG_INFINITY);
        assert_eq!(log10(f64::INFINITY), f64::INFINITY);
    }
}
