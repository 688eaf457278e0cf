//! Decoded methods: bytecode is translated once, at first invocation, into a
//! dense array of 8-byte [`Insn`]s with branch targets as instruction indexes
//! and constants pre-decoded. Instructions that need a constant-pool lookup
//! start in an unresolved form; the first execution resolves and overwrites
//! them with a quickened form that carries resolved operands (field offset,
//! vtable index, method or class id).

use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::classfile::{CodeAttribute, Constant};
use crate::runtime::class::Method;

/// One decoded instruction. Operands: `u32` branch targets are instruction
/// indexes; `(u16, u32)` unresolved forms are (constant-pool index, cache index).
// `repr(u8)`: the tag is the first byte, so dispatch is one byte load and a
// jump-table lookup (the default layout made the match decode a niche).
#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Insn {
    Nop,
    AconstNull,
    Iconst(i32),
    /// 64-bit constant from `Code::consts64`.
    Lconst(u32),
    Ldc(u16, u32),
    LdcString(u32),
    LdcClass(u32),
    Load(u16),
    Load2(u16),
    Store(u16),
    Store2(u16),
    Iaload,
    Laload,
    Faload,
    Daload,
    Aaload,
    Baload,
    Caload,
    Saload,
    Iastore,
    Lastore,
    Fastore,
    Dastore,
    Aastore,
    Bastore,
    Castore,
    Sastore,
    Pop,
    Pop2,
    Dup,
    DupX1,
    DupX2,
    Dup2,
    Dup2X1,
    Dup2X2,
    Swap,
    Iadd,
    Ladd,
    Fadd,
    Dadd,
    Isub,
    Lsub,
    Fsub,
    Dsub,
    Imul,
    Lmul,
    Fmul,
    Dmul,
    Idiv,
    Ldiv,
    Fdiv,
    Ddiv,
    Irem,
    Lrem,
    Frem,
    Drem,
    Ineg,
    Lneg,
    Fneg,
    Dneg,
    Ishl,
    Lshl,
    Ishr,
    Lshr,
    Iushr,
    Lushr,
    Iand,
    Land,
    Ior,
    Lor,
    Ixor,
    Lxor,
    Iinc(u16, i16),
    I2l,
    I2f,
    I2d,
    L2i,
    L2f,
    L2d,
    F2i,
    F2l,
    F2d,
    D2i,
    D2l,
    D2f,
    I2b,
    I2c,
    I2s,
    Lcmp,
    Fcmpl,
    Fcmpg,
    Dcmpl,
    Dcmpg,
    Ifeq(u32),
    Ifne(u32),
    Iflt(u32),
    Ifge(u32),
    Ifgt(u32),
    Ifle(u32),
    IfIcmpeq(u32),
    IfIcmpne(u32),
    IfIcmplt(u32),
    IfIcmpge(u32),
    IfIcmpgt(u32),
    IfIcmple(u32),
    IfAcmpeq(u32),
    IfAcmpne(u32),
    Goto(u32),
    Jsr(u32),
    Ret(u16),
    Tableswitch(u32),
    Lookupswitch(u32),
    /// ireturn, freturn, areturn
    Return1,
    /// lreturn, dreturn
    Return2,
    Return,
    Getstatic(u16, u32),
    Putstatic(u16, u32),
    Getfield(u16, u32),
    Putfield(u16, u32),
    /// Static field access through the slot address in `caches[i].a`.
    GetstaticQ1(u32),
    GetstaticQ2(u32),
    PutstaticQ1(u32),
    PutstaticQ2(u32),
    GetfieldI(u32),
    GetfieldJ(u32),
    GetfieldA(u32),
    GetfieldB(u32),
    GetfieldC(u32),
    GetfieldS(u32),
    PutfieldI(u32),
    PutfieldJ(u32),
    PutfieldA(u32),
    PutfieldB(u32),
    PutfieldZ(u32),
    PutfieldC(u32),
    PutfieldS(u32),
    /// A store to a volatile field: (type code, offset); the store is
    /// followed by a full fence (Java's volatile write semantics).
    PutfieldVol(u8, u32),
    PutstaticVol1(u32),
    PutstaticVol2(u32),
    Invokevirtual(u16, u32),
    Invokespecial(u16, u32),
    Invokestatic(u16, u32),
    Invokeinterface(u16, u32),
    Invokedynamic(u16, u32),
    /// (argument slots incl. receiver, vtable index)
    InvokevirtualQ(u16, u32),
    /// A statically bound instance method (private, final, super, <init>): method id.
    InvokeDirect(u32),
    InvokestaticQ(u32),
    /// A static call made while its class is being initialised by the
    /// calling thread: never patched into the code, executed once.
    InvokeDirectStatic(u32),
    /// Interface dispatch through `caches[i]`: a = selector, b = arg slots,
    /// c/d = inline cache (receiver class, method).
    InvokeinterfaceQ(u32),
    /// `invokestatic` of `java.lang.Math.sqrt(D)D` or `StrictMath.sqrt(D)D`,
    /// or of a `Math` function the VM computes (`interp::math`), with the
    /// method id: the plain variant computes it in place, as HotSpot's
    /// interpreter does (its math entries); the profiling variants call the
    /// method, so events and bytecode counts stay exact. With the id
    /// `math::BODY` it is the body of such a method and always computes.
    InvokeMath(crate::interp::math::MathFn, u32),
    /// String concatenation: `caches[i].a` points at the recipe.
    IndyConcat(u32),
    /// A linked `invokehandle` or (JDK mode) `invokedynamic`
    /// (`interp::jsr292`): `caches[i]`: a = the adapter `Method`, b = its
    /// appendix's root index + 1 (0: none), c = 1 to null-check the receiver.
    InvokeHandle(u32),
    /// `MethodHandle.linkTo*`: (kind, argument slots incl. the trailing
    /// `MemberName`); kind `jsr292::LINK_BASIC` is `invokeBasic` (argument
    /// slots incl. the receiver).
    LinkTo(u8, u16),
    /// `ldc` of a resolved MethodType, MethodHandle or dynamic constant:
    /// its root index.
    LdcRef(u32),
    /// `ldc`/`ldc2_w` of a dynamic constant of a primitive type: (the type's
    /// `prim_index`, the root index of its box).
    LdcPrim(u8, u32),
    New(u16, u32),
    NewQ(u32),
    /// `new` of a class whose instances are registered for finalization
    /// (`Class::has_finalizer`): allocation calls into the class library.
    NewF(u32),
    Newarray(u8),
    Anewarray(u16, u32),
    AnewarrayQ(u32),
    Multianewarray(u8, u16, u32),
    Arraylength,
    Athrow,
    Checkcast(u16, u32),
    CheckcastQ(u32),
    Instanceof(u16, u32),
    InstanceofQ(u32),
    Monitorenter,
    Monitorexit,
    Ifnull(u32),
    Ifnonnull(u32),
    // Superinstructions (decode-time fusion of common sequences; the
    // instructions they cover stay in place so indexes, line numbers and
    // reference maps are unchanged, and the fused form skips them).
    /// Load a; Load b (two one-slot loads).
    LoadLoad(u16, u16),
    /// Load a; Load b; if_icmp<cond> t — (a, b, cond, target).
    IfLocals(u8, u8, u8, u32),
    /// Load a; Iconst c; if_icmp<cond> t — (a, cond, c, target).
    IfLocalConst(u8, u8, i8, u32),
    /// Load array; Load index; xaload — (element kind, array local, index local).
    ArrLoadLocals(u8, u8, u8),
    /// iinc a, d; goto t — (local, delta, target).
    IincGoto(u8, i16, u32),
    /// Load a; Load b; <op> — (op, a, b): pushes `local a <op> local b`
    /// (both loads one-slot or both two-slot, as the [`OP_IADD`].. op needs).
    OpLL(u8, u8, u8),
    /// Load a; Load b; <op>; Store c — (op, a, b, c).
    OpLLS(u8, u8, u8, u8),
    /// Load a; <op> — (op, a): the top of the stack becomes `top <op> local a`.
    OpL(u8, u16),
    /// Load a; <op>; Store c — (op, a, c).
    OpLS(u8, u8, u8),
    /// <op>; Store c — (op, c).
    OpS(u8, u16),
    // Register forms ([`crate::interp::regform`]): operands are frame slots
    // (`u8`, relative to local 0: locals below `max_locals`, operand-stack
    // slots above), decided at translation; execution always goes on at the
    // next instruction (or a branch target, a `u16` instruction index). `w`
    // is the number of bytecodes the instruction stands for (the counting
    // variant's weight), and a form that can throw has `pre`, the bytecodes
    // up to and including the one that throws.
    /// slot d = slot a — (d, a, w).
    RMove(u8, u8, u8),
    /// slot d = k — (d, w, k).
    RMoveK(u8, u8, i32),
    /// slot d = consts64[i] — (d, w, i).
    RConst64(u8, u8, u32),
    /// Int operations on two slots — (d, a, b, w).
    RIadd(u8, u8, u8, u8),
    RIsub(u8, u8, u8, u8),
    RImul(u8, u8, u8, u8),
    RIand(u8, u8, u8, u8),
    RIor(u8, u8, u8, u8),
    RIxor(u8, u8, u8, u8),
    RIshl(u8, u8, u8, u8),
    RIshr(u8, u8, u8, u8),
    RIushr(u8, u8, u8, u8),
    /// Int operations with a constant — (d, a, w, k).
    RIaddK(u8, u8, u8, i32),
    RImulK(u8, u8, u8, i32),
    RIandK(u8, u8, u8, i32),
    RIshlK(u8, u8, u8, i32),
    RIshrK(u8, u8, u8, i32),
    RIushrK(u8, u8, u8, i32),
    /// idiv, irem (throw on a zero divisor) — (d, a, b, w, pre).
    RIdiv(u8, u8, u8, u8, u8),
    RIrem(u8, u8, u8, u8, u8),
    RLadd(u8, u8, u8, u8),
    RLsub(u8, u8, u8, u8),
    RLmul(u8, u8, u8, u8),
    RLand(u8, u8, u8, u8),
    RLor(u8, u8, u8, u8),
    RLxor(u8, u8, u8, u8),
    /// Long shifts: slot a (long) by slot b (int) — (d, a, b, w).
    RLshl(u8, u8, u8, u8),
    RLshr(u8, u8, u8, u8),
    RLushr(u8, u8, u8, u8),
    RFadd(u8, u8, u8, u8),
    RFsub(u8, u8, u8, u8),
    RFmul(u8, u8, u8, u8),
    RFdiv(u8, u8, u8, u8),
    RDadd(u8, u8, u8, u8),
    RDsub(u8, u8, u8, u8),
    RDmul(u8, u8, u8, u8),
    RDdiv(u8, u8, u8, u8),
    /// Conversions — (d, a, w).
    RI2l(u8, u8, u8),
    RI2d(u8, u8, u8),
    RL2i(u8, u8, u8),
    RD2i(u8, u8, u8),
    RL2d(u8, u8, u8),
    RI2c(u8, u8, u8),
    /// Array loads: slot d = slot arr [slot idx] — (d, arr, idx, w, pre).
    /// `J` serves long and double arrays.
    RALoadI(u8, u8, u8, u8, u8),
    RALoadJ(u8, u8, u8, u8, u8),
    RALoadF(u8, u8, u8, u8, u8),
    RALoadA(u8, u8, u8, u8, u8),
    RALoadB(u8, u8, u8, u8, u8),
    RALoadC(u8, u8, u8, u8, u8),
    RALoadS(u8, u8, u8, u8, u8),
    /// Array stores: slot arr [slot idx] = slot val — (arr, idx, val, w,
    /// pre). `I` serves int and float arrays, `J` long and double, `C` char
    /// and short, `B` byte and boolean.
    RAStoreI(u8, u8, u8, u8, u8),
    RAStoreJ(u8, u8, u8, u8, u8),
    RAStoreB(u8, u8, u8, u8, u8),
    RAStoreC(u8, u8, u8, u8, u8),
    /// slot k += delta (iinc) — (k, w, delta).
    RIinc(u8, u8, i16),
    /// if (slot a <cond> slot b) goto target (int compare) — (a, b, w, target).
    RIfEq(u8, u8, u8, u16),
    RIfNe(u8, u8, u8, u16),
    RIfLt(u8, u8, u8, u16),
    RIfGe(u8, u8, u8, u16),
    RIfGt(u8, u8, u8, u16),
    RIfLe(u8, u8, u8, u16),
    /// if (slot a <cond> k) goto target — (a, w, k, target).
    RIfEqK(u8, u8, i16, u16),
    RIfNeK(u8, u8, i16, u16),
    RIfLtK(u8, u8, i16, u16),
    RIfGeK(u8, u8, i16, u16),
    RIfGtK(u8, u8, i16, u16),
    RIfLeK(u8, u8, i16, u16),
    /// [fd]cmp[lg]; if<cond> on slots — (a, b, kind, w, target); kind:
    /// bit 0 the `g` form (NaN compares greater), bit 1 double.
    RIfFEq(u8, u8, u8, u8, u16),
    RIfFNe(u8, u8, u8, u8, u16),
    RIfFLt(u8, u8, u8, u8, u16),
    RIfFGe(u8, u8, u8, u8, u16),
    RIfFGt(u8, u8, u8, u8, u16),
    RIfFLe(u8, u8, u8, u8, u16),
    /// lcmp; if<cond> on slots — (cond, a, b, w, target).
    RIfLcmp(u8, u8, u8, u8, u16),
}

/// Operations of the `Op*` superinstructions (`binop`): int and float ops
/// work on one-slot values, long and double ops (from [`OP_LADD`]) on
/// two-slot values. None of them can throw.
pub const OP_IADD: u8 = 0;
pub const OP_ISUB: u8 = 1;
pub const OP_IMUL: u8 = 2;
pub const OP_IAND: u8 = 3;
pub const OP_IOR: u8 = 4;
pub const OP_IXOR: u8 = 5;
pub const OP_ISHL: u8 = 6;
pub const OP_ISHR: u8 = 7;
pub const OP_IUSHR: u8 = 8;
pub const OP_FADD: u8 = 9;
pub const OP_FSUB: u8 = 10;
pub const OP_FMUL: u8 = 11;
pub const OP_FDIV: u8 = 12;
pub const OP_LADD: u8 = 13;
pub const OP_LSUB: u8 = 14;
pub const OP_LMUL: u8 = 15;
pub const OP_LAND: u8 = 16;
pub const OP_LOR: u8 = 17;
pub const OP_LXOR: u8 = 18;
pub const OP_DADD: u8 = 19;
pub const OP_DSUB: u8 = 20;
pub const OP_DMUL: u8 = 21;
pub const OP_DDIV: u8 = 22;

/// The `Op*` operation of a binary arithmetic instruction that cannot throw.
fn binop_of(i: &Insn) -> Option<u8> {
    Some(match i {
        Insn::Iadd => OP_IADD,
        Insn::Isub => OP_ISUB,
        Insn::Imul => OP_IMUL,
        Insn::Iand => OP_IAND,
        Insn::Ior => OP_IOR,
        Insn::Ixor => OP_IXOR,
        Insn::Ishl => OP_ISHL,
        Insn::Ishr => OP_ISHR,
        Insn::Iushr => OP_IUSHR,
        Insn::Fadd => OP_FADD,
        Insn::Fsub => OP_FSUB,
        Insn::Fmul => OP_FMUL,
        Insn::Fdiv => OP_FDIV,
        Insn::Ladd => OP_LADD,
        Insn::Lsub => OP_LSUB,
        Insn::Lmul => OP_LMUL,
        Insn::Land => OP_LAND,
        Insn::Lor => OP_LOR,
        Insn::Lxor => OP_LXOR,
        Insn::Dadd => OP_DADD,
        Insn::Dsub => OP_DSUB,
        Insn::Dmul => OP_DMUL,
        Insn::Ddiv => OP_DDIV,
        _ => return None,
    })
}

/// Evaluate an `Op*` operation on slot values (a two-slot result is the
/// value of its first slot).
#[inline(always)]
pub fn binop(op: u8, a: u64, b: u64) -> u64 {
    let f = |x: u64| f32::from_bits(x as u32);
    let d = f64::from_bits;
    match op {
        OP_IADD => (a as i32).wrapping_add(b as i32) as u32 as u64,
        OP_ISUB => (a as i32).wrapping_sub(b as i32) as u32 as u64,
        OP_IMUL => (a as i32).wrapping_mul(b as i32) as u32 as u64,
        OP_IAND => (a & b) & 0xffff_ffff,
        OP_IOR => (a | b) & 0xffff_ffff,
        OP_IXOR => (a ^ b) & 0xffff_ffff,
        OP_ISHL => (a as i32).wrapping_shl(b as u32 & 31) as u32 as u64,
        OP_ISHR => (a as i32).wrapping_shr(b as u32 & 31) as u32 as u64,
        OP_IUSHR => ((a as u32) >> (b as u32 & 31)) as u64,
        OP_FADD => (f(a) + f(b)).to_bits() as u64,
        OP_FSUB => (f(a) - f(b)).to_bits() as u64,
        OP_FMUL => (f(a) * f(b)).to_bits() as u64,
        OP_FDIV => (f(a) / f(b)).to_bits() as u64,
        OP_LADD => a.wrapping_add(b),
        OP_LSUB => a.wrapping_sub(b),
        OP_LMUL => a.wrapping_mul(b),
        OP_LAND => a & b,
        OP_LOR => a | b,
        OP_LXOR => a ^ b,
        OP_DADD => (d(a) + d(b)).to_bits(),
        OP_DSUB => (d(a) - d(b)).to_bits(),
        OP_DMUL => (d(a) * d(b)).to_bits(),
        _ => (d(a) / d(b)).to_bits(),
    }
}

/// A load of the width an `Op*` operation needs: the local's index.
fn op_load(i: &Insn, op: u8) -> Option<u16> {
    match (*i, op >= OP_LADD) {
        (Insn::Load(a), false) | (Insn::Load2(a), true) => Some(a),
        _ => None,
    }
}

/// A store of the width an `Op*` operation produces: the local's index.
fn op_store(i: &Insn, op: u8) -> Option<u16> {
    match (*i, op >= OP_LADD) {
        (Insn::Store(a), false) | (Insn::Store2(a), true) => Some(a),
        _ => None,
    }
}

/// Element kinds of `ArrLoadLocals`.
pub const ELEM_I: u8 = 0;
pub const ELEM_J: u8 = 1;
pub const ELEM_F: u8 = 2;
pub const ELEM_D: u8 = 3;
pub const ELEM_A: u8 = 4;
pub const ELEM_B: u8 = 5;
pub const ELEM_C: u8 = 6;
pub const ELEM_S: u8 = 7;

fn array_load_kind(i: &Insn) -> Option<u8> {
    Some(match i {
        Insn::Iaload => ELEM_I,
        Insn::Laload => ELEM_J,
        Insn::Faload => ELEM_F,
        Insn::Daload => ELEM_D,
        Insn::Aaload => ELEM_A,
        Insn::Baload => ELEM_B,
        Insn::Caload => ELEM_C,
        Insn::Saload => ELEM_S,
        _ => return None,
    })
}

/// Condition codes of the fused compare-and-branch instructions.
pub const COND_EQ: u8 = 0;
pub const COND_NE: u8 = 1;
pub const COND_LT: u8 = 2;
pub const COND_GE: u8 = 3;
pub const COND_GT: u8 = 4;
pub const COND_LE: u8 = 5;

/// Evaluate a condition code on a comparison result. Branch-free (a bit
/// table indexed by condition and ordering): the instructions that take a
/// condition operand share one handler for all six conditions, and a jump
/// table there was a second, poorly predicted indirect branch.
#[inline(always)]
pub fn cond_holds(cond: u8, o: std::cmp::Ordering) -> bool {
    // Three bits per condition (eq ne lt ge gt le from the low end), one per
    // ordering: bit 0 less, bit 1 equal, bit 2 greater.
    const MASKS: u32 = 0b011_100_110_001_101_010;
    let ord = (o as i32 + 1) as u32;
    (MASKS >> (cond as u32 * 3 + ord)) & 1 != 0
}

fn icmp_cond(i: &Insn) -> Option<(u8, u32)> {
    Some(match *i {
        Insn::IfIcmpeq(t) => (COND_EQ, t),
        Insn::IfIcmpne(t) => (COND_NE, t),
        Insn::IfIcmplt(t) => (COND_LT, t),
        Insn::IfIcmpge(t) => (COND_GE, t),
        Insn::IfIcmpgt(t) => (COND_GT, t),
        Insn::IfIcmple(t) => (COND_LE, t),
        _ => return None,
    })
}

/// Replace common sequences by superinstructions. `entry[i]` is true when
/// instruction i can be reached other than by falling through from i-1
/// (branch and switch targets, handlers, subroutine returns): a fused
/// instruction never swallows such an instruction.
fn fuse(insns: &mut [Insn], entry: &[bool], covered: &[bool]) {
    let n = insns.len();
    let mut i = 0;
    while i + 1 < n {
        if covered[i] {
            i += 1;
            continue;
        }
        let free = |k: usize| k < n && !entry[k] && !covered[k];
        // Arithmetic on locals: Load a; Load b; op [; Store c] and
        // Load a; op [; Store c].
        if free(i + 1) && i + 2 < n && free(i + 2) {
            if let Some(op) = binop_of(&insns[i + 2]) {
                if let (Some(a), Some(b)) = (op_load(&insns[i], op), op_load(&insns[i + 1], op)) {
                    if a < 256 && b < 256 {
                        if let Some(c) = insns.get(i + 3).and_then(|x| op_store(x, op)).filter(|&c| c < 256 && free(i + 3)) {
                            insns[i] = Insn::OpLLS(op, a as u8, b as u8, c as u8);
                            i += 4;
                        } else {
                            insns[i] = Insn::OpLL(op, a as u8, b as u8);
                            i += 3;
                        }
                        continue;
                    }
                }
            }
        }
        if free(i + 1) {
            if let Some(op) = binop_of(&insns[i + 1]) {
                if let Some(a) = op_load(&insns[i], op) {
                    if let Some(c) = insns.get(i + 2).and_then(|x| op_store(x, op)).filter(|&c| a < 256 && c < 256 && free(i + 2)) {
                        insns[i] = Insn::OpLS(op, a as u8, c as u8);
                        i += 3;
                    } else {
                        insns[i] = Insn::OpL(op, a);
                        i += 2;
                    }
                    continue;
                }
            }
        }
        if let (Insn::Load(a), Insn::Load(b)) = (insns[i], insns[i + 1]) {
            if free(i + 1) && i + 2 < n && free(i + 2) && a < 256 && b < 256 {
                if let Some(k) = array_load_kind(&insns[i + 2]) {
                    insns[i] = Insn::ArrLoadLocals(k, a as u8, b as u8);
                    i += 3;
                    continue;
                }
            }
            if free(i + 1) {
                if i + 2 < n && free(i + 2) && a < 256 && b < 256 {
                    if let Some((c, t)) = icmp_cond(&insns[i + 2]) {
                        insns[i] = Insn::IfLocals(a as u8, b as u8, c, t);
                        i += 3;
                        continue;
                    }
                }
                insns[i] = Insn::LoadLoad(a, b);
                i += 2;
                continue;
            }
        }
        if let (Insn::Load(a), Insn::Iconst(k)) = (insns[i], insns[i + 1]) {
            if free(i + 1) && i + 2 < n && free(i + 2) && a < 256 && (-128..=127).contains(&k) {
                if let Some((c, t)) = icmp_cond(&insns[i + 2]) {
                    insns[i] = Insn::IfLocalConst(a as u8, c, k as i8, t);
                    i += 3;
                    continue;
                }
            }
        }
        if free(i + 1) {
            if let Some(op) = binop_of(&insns[i]) {
                if let Some(c) = op_store(&insns[i + 1], op) {
                    insns[i] = Insn::OpS(op, c);
                    i += 2;
                    continue;
                }
            }
            if let (Insn::Iinc(a, d), Insn::Goto(t)) = (insns[i], insns[i + 1]) {
                if a < 256 {
                    insns[i] = Insn::IincGoto(a as u8, d, t);
                    i += 2;
                    continue;
                }
            }
        }
        i += 1;
    }
}

/// The instruction with every branch target `t` replaced by `f(t)`.
fn map_targets(i: Insn, f: impl Fn(usize) -> u32) -> Insn {
    use Insn::*;
    let g = |t: u32| f(t as usize);
    let h = |t: u16| f(t as usize) as u16;
    match i {
        Ifeq(t) => Ifeq(g(t)),
        Ifne(t) => Ifne(g(t)),
        Iflt(t) => Iflt(g(t)),
        Ifge(t) => Ifge(g(t)),
        Ifgt(t) => Ifgt(g(t)),
        Ifle(t) => Ifle(g(t)),
        IfIcmpeq(t) => IfIcmpeq(g(t)),
        IfIcmpne(t) => IfIcmpne(g(t)),
        IfIcmplt(t) => IfIcmplt(g(t)),
        IfIcmpge(t) => IfIcmpge(g(t)),
        IfIcmpgt(t) => IfIcmpgt(g(t)),
        IfIcmple(t) => IfIcmple(g(t)),
        IfAcmpeq(t) => IfAcmpeq(g(t)),
        IfAcmpne(t) => IfAcmpne(g(t)),
        Goto(t) => Goto(g(t)),
        Jsr(t) => Jsr(g(t)),
        Ifnull(t) => Ifnull(g(t)),
        Ifnonnull(t) => Ifnonnull(g(t)),
        IfLocals(a, b, c, t) => IfLocals(a, b, c, g(t)),
        IfLocalConst(a, c, k, t) => IfLocalConst(a, c, k, g(t)),
        IincGoto(a, d, t) => IincGoto(a, d, g(t)),
        RIfEq(a, b, w, t) => RIfEq(a, b, w, h(t)),
        RIfNe(a, b, w, t) => RIfNe(a, b, w, h(t)),
        RIfLt(a, b, w, t) => RIfLt(a, b, w, h(t)),
        RIfGe(a, b, w, t) => RIfGe(a, b, w, h(t)),
        RIfGt(a, b, w, t) => RIfGt(a, b, w, h(t)),
        RIfLe(a, b, w, t) => RIfLe(a, b, w, h(t)),
        RIfEqK(a, w, k, t) => RIfEqK(a, w, k, h(t)),
        RIfNeK(a, w, k, t) => RIfNeK(a, w, k, h(t)),
        RIfLtK(a, w, k, t) => RIfLtK(a, w, k, h(t)),
        RIfGeK(a, w, k, t) => RIfGeK(a, w, k, h(t)),
        RIfGtK(a, w, k, t) => RIfGtK(a, w, k, h(t)),
        RIfLeK(a, w, k, t) => RIfLeK(a, w, k, h(t)),
        RIfFEq(a, b, k, w, t) => RIfFEq(a, b, k, w, h(t)),
        RIfFNe(a, b, k, w, t) => RIfFNe(a, b, k, w, h(t)),
        RIfFLt(a, b, k, w, t) => RIfFLt(a, b, k, w, h(t)),
        RIfFGe(a, b, k, w, t) => RIfFGe(a, b, k, w, h(t)),
        RIfFGt(a, b, k, w, t) => RIfFGt(a, b, k, w, h(t)),
        RIfFLe(a, b, k, w, t) => RIfFLe(a, b, k, w, h(t)),
        RIfLcmp(c, a, b, w, t) => RIfLcmp(c, a, b, w, h(t)),
        other => other,
    }
}

const _: () = assert!(std::mem::size_of::<Insn>() == 8);

/// An instruction slot, aligned so that quickening is a single 8-byte store.
#[repr(C, align(8))]
pub struct InsnCell(pub UnsafeCell<Insn>);

impl InsnCell {
    /// The instruction, read as one 8-byte load: another thread may be
    /// quickening it (`Code::patch`). A volatile load of the enum itself
    /// may be split, tag and operands apart, and then the old tag meets the
    /// new operands (an `Invokestatic` whose cache index was the quickened
    /// form's method id: an index far out of bounds).
    #[inline(always)]
    pub fn load(&self) -> Insn {
        // SAFETY: the cell is 8 bytes and 8-aligned, and only ever written
        // whole (at decoding, or by `Code::patch`), so its bits are always
        // a valid `Insn`.
        unsafe { std::mem::transmute::<u64, Insn>(std::ptr::read_volatile(self.0.get() as *const u64)) }
    }
}

/// Per-instruction resolution cache.
#[derive(Default)]
pub struct Cache {
    pub a: AtomicUsize,
    pub b: AtomicUsize,
    pub c: AtomicUsize,
    pub d: AtomicUsize,
}

#[derive(Debug, Clone)]
pub struct Handler {
    pub start: u32,
    pub end: u32,
    pub target: u32,
    pub catch_type: u16,
}

#[derive(Debug)]
pub enum Switch {
    Table { low: i32, targets: Vec<u32>, default: u32 },
    Lookup { pairs: Vec<(i32, u32)>, default: u32 },
}

/// A decoded method body.
pub struct Code {
    pub insns: Box<[InsnCell]>,
    /// Instruction index → bytecode offset.
    pub bc_pc: Box<[u32]>,
    pub caches: Box<[Cache]>,
    pub handlers: Box<[Handler]>,
    pub switches: Box<[Switch]>,
    pub consts64: Box<[u64]>,
    pub max_locals: u16,
    pub max_stack: u16,
    /// Where the bytecode ordinals are ([`Code::ordinals`]): their table
    /// (`insns.len() + 1` u64 entries, owned) starts `ord_off` bytes after
    /// the instructions (wrapping), with the instructions' stride, so the
    /// ordinal of the instruction at `ip` is the word at `ip + ord_off`:
    /// one load, no index arithmetic ([`Code::ordinal_at`]). 0 until the
    /// counting variant first runs the method: the plain variant never
    /// builds it. Crate-visible only for `interp::math::body`, which builds
    /// a `Code` too (always 0).
    pub(crate) ord_off: AtomicUsize,
}

impl Drop for Code {
    fn drop(&mut self) {
        let off = *self.ord_off.get_mut();
        if off != 0 {
            let p = std::ptr::with_exposed_provenance_mut::<u64>(self.insns.as_ptr().addr().wrapping_add(off));
            // SAFETY: `build_ordinals` leaked a boxed slice of this length
            // there (and exposed its provenance).
            drop(unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(p, self.insns.len() + 1)) });
        }
    }
}

/// Bytes of ordinal tables built so far, and of decoded instructions
/// (printed at exit when the environment has `RJVM_ORD_STATS`: the memory
/// the counting variant's tables cost, see docs/bytecode-profiling.md).
pub static ORD_BYTES: AtomicUsize = AtomicUsize::new(0);
pub static INSN_BYTES: AtomicUsize = AtomicUsize::new(0);

// SAFETY: instructions are only overwritten by equivalent quickened forms with
// one aligned 8-byte store; caches are atomics.
unsafe impl Sync for Code {}
unsafe impl Send for Code {}

impl Code {
    /// The method's bytecode ordinals: `ord[i]` is the number of bytecodes
    /// executed before instruction `i` when control falls through from
    /// instruction 0 to it, the prefix sums of the instructions' weights
    /// (a register form stands for `w` bytecodes, every other index for
    /// one; a superinstruction spans as many indexes as it stands for).
    /// `n + 1` entries: the last is the whole method's. Built once, on first
    /// use by the counting interpreter (`interp::exec`), which counts by
    /// position with them. Returns the table's offset from the
    /// instructions (see `ord_off`, [`Code::ordinal_at`]).
    #[inline(always)]
    pub fn ordinals(&self) -> usize {
        let off = self.ord_off.load(Ordering::Acquire);
        if off != 0 {
            return off;
        }
        self.build_ordinals()
    }

    /// The ordinal table's offset for a method whose table this thread has
    /// seen built (through [`Code::ordinals`]): one plain load, no check.
    #[inline(always)]
    pub fn ordinals_built(&self) -> usize {
        // Relaxed: this thread's earlier Acquire load saw the table.
        self.ord_off.load(Ordering::Relaxed)
    }

    /// The ordinal of the instruction at `ip` (or one past the last), given
    /// the table's offset `off`.
    ///
    /// # Safety
    /// `ip` points into (or just past) the instructions of a `Code` whose
    /// table is built at offset `off`.
    #[inline(always)]
    pub unsafe fn ordinal_at(ip: *const InsnCell, off: usize) -> u64 {
        // SAFETY: (caller) the word at `ip + off` is the ordinal entry of
        // `ip`'s index in a live table whose provenance was exposed.
        unsafe { *std::ptr::with_exposed_provenance::<u64>(ip.addr().wrapping_add(off)) }
    }

    // Out of line: the interpreter's loop stays the size it was.
    #[cold]
    #[inline(never)]
    fn build_ordinals(&self) -> usize {
        let mut ord: Vec<u64> = Vec::with_capacity(self.insns.len() + 1);
        let mut n = 0u64;
        ord.push(0);
        for c in self.insns.iter() {
            // Quickening keeps the weight.
            let i = c.load();
            n += crate::interp::regform::weight(&i) as u64;
            ord.push(n);
        }
        let len = ord.len();
        let p = Box::into_raw(ord.into_boxed_slice()) as *mut u64;
        // Never 0: the table and the instructions are distinct allocations.
        let off = p.expose_provenance().wrapping_sub(self.insns.as_ptr().addr());
        match self.ord_off.compare_exchange(0, off, Ordering::AcqRel, Ordering::Acquire) {
            Ok(_) => {
                ORD_BYTES.fetch_add(len * 8, Ordering::Relaxed);
                off
            }
            Err(other) => {
                // Another thread built it first.
                // SAFETY: `p` is the slice leaked just above.
                drop(unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(p, len)) });
                other
            }
        }
    }

    /// Replace an instruction by its quickened form.
    pub fn patch(&self, pc: usize, insn: Insn) {
        // Everything the quickened form relies on (its cache entry) must be
        // visible to a thread that sees the new instruction.
        std::sync::atomic::fence(std::sync::atomic::Ordering::Release);
        // SAFETY: `InsnCell` is 8-aligned and 8 bytes; a single u64 store is
        // atomic on the supported targets, so a concurrent reader sees either
        // the old or the new (equivalent) instruction.
        unsafe {
            let bits: u64 = std::mem::transmute(insn);
            std::ptr::write_volatile(self.insns[pc].0.get() as *mut u64, bits);
        }
    }
}

/// A decoding failure: (Java error class, message).
pub type DecodeError = (&'static str, String);

fn verify_err(m: &Method, msg: impl std::fmt::Display) -> DecodeError {
    (
        "java/lang/VerifyError",
        format!("(class: {}, method: {} signature: {}) {}", m.class.name, m.name, m.descriptor, msg),
    )
}

/// Decode a method's bytecode.
pub fn decode(m: &Method) -> Result<Code, DecodeError> {
    let attr: &CodeAttribute = m.code_attr.as_ref().ok_or_else(|| verify_err(m, "no code"))?;
    if let Some(c) = crate::interp::math::body(m) {
        return Ok(c);
    }
    let cf = m.class.classfile.as_ref().ok_or_else(|| verify_err(m, "no class file"))?;
    let cp = &cf.constant_pool;
    let code = &attr.code;
    let n = code.len();
    if n == 0 {
        return Err(verify_err(m, "Code of a method has length 0"));
    }
    let rd_u8 = |i: usize| -> Result<u8, DecodeError> { code.get(i).copied().ok_or_else(|| verify_err(m, "Instruction runs off the end of the code")) };
    let rd_u16 = |i: usize| -> Result<u16, DecodeError> { Ok(((rd_u8(i)? as u16) << 8) | rd_u8(i + 1)? as u16) };
    let rd_i32 = |i: usize| -> Result<i32, DecodeError> { Ok(((rd_u16(i)? as u32) << 16 | rd_u16(i + 2)? as u32) as i32) };

    // Pass 1: instruction boundaries.
    let mut index_of = vec![u32::MAX; n + 1];
    let mut starts = Vec::new();
    let mut pc = 0usize;
    while pc < n {
        index_of[pc] = starts.len() as u32;
        starts.push(pc);
        pc += insn_length(code, pc).ok_or_else(|| verify_err(m, format!("Bad instruction at offset {pc}")))?;
    }
    if pc != n {
        return Err(verify_err(m, "Instruction runs off the end of the code"));
    }
    index_of[n] = starts.len() as u32;
    let target = |from: usize, off: i32| -> Result<u32, DecodeError> {
        let t = from as i64 + off as i64;
        if t < 0 || t as usize >= n || index_of[t as usize] == u32::MAX {
            return Err(verify_err(m, format!("Illegal target of jump or branch at offset {from}")));
        }
        Ok(index_of[t as usize])
    };

    let mut insns = Vec::with_capacity(starts.len());
    let mut consts64: Vec<u64> = Vec::new();
    let mut switches = Vec::new();
    let mut ncache = 0u32;
    let mut cache = || {
        ncache += 1;
        ncache - 1
    };
    let local = |i: u16| -> Result<u16, DecodeError> {
        if i >= attr.max_locals {
            return Err(verify_err(m, format!("Illegal local variable number {i}")));
        }
        Ok(i)
    };
    let local2 = |i: u16| -> Result<u16, DecodeError> {
        if i as u32 + 1 >= attr.max_locals as u32 {
            return Err(verify_err(m, format!("Illegal local variable number {i}")));
        }
        Ok(i)
    };

    for &pc in &starts {
        let op = code[pc];
        use Insn::*;
        let insn = match op {
            0x00 => Nop,
            0x01 => AconstNull,
            0x02..=0x08 => Iconst(op as i32 - 3),
            0x09 | 0x0a => {
                consts64.push((op as i64 - 9) as u64);
                Lconst(consts64.len() as u32 - 1)
            }
            0x0b..=0x0d => Iconst(((op - 0x0b) as f32).to_bits() as i32),
            0x0e | 0x0f => {
                consts64.push(((op - 0x0e) as f64).to_bits());
                Lconst(consts64.len() as u32 - 1)
            }
            0x10 => Iconst(rd_u8(pc + 1)? as i8 as i32),
            0x11 => Iconst(rd_u16(pc + 1)? as i16 as i32),
            0x12 | 0x13 => {
                let idx = if op == 0x12 { rd_u8(pc + 1)? as u16 } else { rd_u16(pc + 1)? };
                match cp.get(idx) {
                    Ok(Constant::Integer(i)) => Iconst(*i),
                    Ok(Constant::Float(f)) => Iconst(f.to_bits() as i32),
                    Ok(Constant::String(_) | Constant::Class(_) | Constant::MethodType(_) | Constant::MethodHandle(..) | Constant::Dynamic(..)) => Ldc(idx, cache()),
                    _ => return Err(verify_err(m, format!("Illegal type at constant pool entry {idx}"))),
                }
            }
            0x14 => {
                let idx = rd_u16(pc + 1)?;
                let v = match cp.get(idx) {
                    Ok(Constant::Long(l)) => *l as u64,
                    Ok(Constant::Double(d)) => d.to_bits(),
                    Ok(Constant::Dynamic(..)) => {
                        insns.push(Ldc(idx, cache()));
                        continue;
                    }
                    _ => return Err(verify_err(m, format!("Illegal type at constant pool entry {idx}"))),
                };
                consts64.push(v);
                Lconst(consts64.len() as u32 - 1)
            }
            0x15 | 0x17 | 0x19 => Load(local(rd_u8(pc + 1)? as u16)?),
            0x16 | 0x18 => Load2(local2(rd_u8(pc + 1)? as u16)?),
            0x1a..=0x1d => Load(local((op - 0x1a) as u16)?),
            0x1e..=0x21 => Load2(local2((op - 0x1e) as u16)?),
            0x22..=0x25 => Load(local((op - 0x22) as u16)?),
            0x26..=0x29 => Load2(local2((op - 0x26) as u16)?),
            0x2a..=0x2d => Load(local((op - 0x2a) as u16)?),
            0x2e => Iaload,
            0x2f => Laload,
            0x30 => Faload,
            0x31 => Daload,
            0x32 => Aaload,
            0x33 => Baload,
            0x34 => Caload,
            0x35 => Saload,
            0x36 | 0x38 | 0x3a => Store(local(rd_u8(pc + 1)? as u16)?),
            0x37 | 0x39 => Store2(local2(rd_u8(pc + 1)? as u16)?),
            0x3b..=0x3e => Store(local((op - 0x3b) as u16)?),
            0x3f..=0x42 => Store2(local2((op - 0x3f) as u16)?),
            0x43..=0x46 => Store(local((op - 0x43) as u16)?),
            0x47..=0x4a => Store2(local2((op - 0x47) as u16)?),
            0x4b..=0x4e => Store(local((op - 0x4b) as u16)?),
            0x4f => Iastore,
            0x50 => Lastore,
            0x51 => Fastore,
            0x52 => Dastore,
            0x53 => Aastore,
            0x54 => Bastore,
            0x55 => Castore,
            0x56 => Sastore,
            0x57 => Pop,
            0x58 => Pop2,
            0x59 => Dup,
            0x5a => DupX1,
            0x5b => DupX2,
            0x5c => Dup2,
            0x5d => Dup2X1,
            0x5e => Dup2X2,
            0x5f => Swap,
            0x60 => Iadd,
            0x61 => Ladd,
            0x62 => Fadd,
            0x63 => Dadd,
            0x64 => Isub,
            0x65 => Lsub,
            0x66 => Fsub,
            0x67 => Dsub,
            0x68 => Imul,
            0x69 => Lmul,
            0x6a => Fmul,
            0x6b => Dmul,
            0x6c => Idiv,
            0x6d => Ldiv,
            0x6e => Fdiv,
            0x6f => Ddiv,
            0x70 => Irem,
            0x71 => Lrem,
            0x72 => Frem,
            0x73 => Drem,
            0x74 => Ineg,
            0x75 => Lneg,
            0x76 => Fneg,
            0x77 => Dneg,
            0x78 => Ishl,
            0x79 => Lshl,
            0x7a => Ishr,
            0x7b => Lshr,
            0x7c => Iushr,
            0x7d => Lushr,
            0x7e => Iand,
            0x7f => Land,
            0x80 => Ior,
            0x81 => Lor,
            0x82 => Ixor,
            0x83 => Lxor,
            0x84 => Iinc(local(rd_u8(pc + 1)? as u16)?, rd_u8(pc + 2)? as i8 as i16),
            0x85 => I2l,
            0x86 => I2f,
            0x87 => I2d,
            0x88 => L2i,
            0x89 => L2f,
            0x8a => L2d,
            0x8b => F2i,
            0x8c => F2l,
            0x8d => F2d,
            0x8e => D2i,
            0x8f => D2l,
            0x90 => D2f,
            0x91 => I2b,
            0x92 => I2c,
            0x93 => I2s,
            0x94 => Lcmp,
            0x95 => Fcmpl,
            0x96 => Fcmpg,
            0x97 => Dcmpl,
            0x98 => Dcmpg,
            0x99..=0xa8 | 0xc6 | 0xc7 => {
                let t = target(pc, rd_u16(pc + 1)? as i16 as i32)?;
                match op {
                    0x99 => Ifeq(t),
                    0x9a => Ifne(t),
                    0x9b => Iflt(t),
                    0x9c => Ifge(t),
                    0x9d => Ifgt(t),
                    0x9e => Ifle(t),
                    0x9f => IfIcmpeq(t),
                    0xa0 => IfIcmpne(t),
                    0xa1 => IfIcmplt(t),
                    0xa2 => IfIcmpge(t),
                    0xa3 => IfIcmpgt(t),
                    0xa4 => IfIcmple(t),
                    0xa5 => IfAcmpeq(t),
                    0xa6 => IfAcmpne(t),
                    0xa7 => Goto(t),
                    0xa8 => Jsr(t),
                    0xc6 => Ifnull(t),
                    _ => Ifnonnull(t),
                }
            }
            0xa9 => Ret(local(rd_u8(pc + 1)? as u16)?),
            0xaa => {
                let base = (pc + 4) & !3;
                let default = target(pc, rd_i32(base)?)?;
                let low = rd_i32(base + 4)?;
                let high = rd_i32(base + 8)?;
                let mut targets = Vec::new();
                for i in 0..=(high as i64 - low as i64) {
                    targets.push(target(pc, rd_i32(base + 12 + 4 * i as usize)?)?);
                }
                switches.push(Switch::Table { low, targets, default });
                Tableswitch(switches.len() as u32 - 1)
            }
            0xab => {
                let base = (pc + 4) & !3;
                let default = target(pc, rd_i32(base)?)?;
                let npairs = rd_i32(base + 4)?;
                let mut pairs = Vec::new();
                for i in 0..npairs as usize {
                    pairs.push((rd_i32(base + 8 + 8 * i)?, target(pc, rd_i32(base + 12 + 8 * i)?)?));
                }
                pairs.sort_by_key(|p| p.0);
                switches.push(Switch::Lookup { pairs, default });
                Lookupswitch(switches.len() as u32 - 1)
            }
            0xac | 0xae | 0xb0 => Return1,
            0xad | 0xaf => Return2,
            0xb1 => Return,
            0xb2 => Getstatic(rd_u16(pc + 1)?, cache()),
            0xb3 => Putstatic(rd_u16(pc + 1)?, cache()),
            0xb4 => Getfield(rd_u16(pc + 1)?, cache()),
            0xb5 => Putfield(rd_u16(pc + 1)?, cache()),
            0xb6 => Invokevirtual(rd_u16(pc + 1)?, cache()),
            0xb7 => Invokespecial(rd_u16(pc + 1)?, cache()),
            0xb8 => Invokestatic(rd_u16(pc + 1)?, cache()),
            0xb9 => Invokeinterface(rd_u16(pc + 1)?, cache()),
            0xba => Invokedynamic(rd_u16(pc + 1)?, cache()),
            0xbb => New(rd_u16(pc + 1)?, cache()),
            0xbc => {
                let t = rd_u8(pc + 1)?;
                if !(4..=11).contains(&t) {
                    return Err(verify_err(m, format!("Illegal newarray type {t}")));
                }
                Newarray(t)
            }
            0xbd => Anewarray(rd_u16(pc + 1)?, cache()),
            0xbe => Arraylength,
            0xbf => Athrow,
            0xc0 => Checkcast(rd_u16(pc + 1)?, cache()),
            0xc1 => Instanceof(rd_u16(pc + 1)?, cache()),
            0xc2 => Monitorenter,
            0xc3 => Monitorexit,
            0xc4 => {
                let op2 = rd_u8(pc + 1)?;
                let idx = rd_u16(pc + 2)?;
                match op2 {
                    0x15 | 0x17 | 0x19 => Load(local(idx)?),
                    0x16 | 0x18 => Load2(local2(idx)?),
                    0x36 | 0x38 | 0x3a => Store(local(idx)?),
                    0x37 | 0x39 => Store2(local2(idx)?),
                    0xa9 => Ret(local(idx)?),
                    0x84 => Iinc(local(idx)?, rd_u16(pc + 4)? as i16),
                    _ => return Err(verify_err(m, format!("Bad wide instruction at offset {pc}"))),
                }
            }
            0xc5 => {
                let dims = rd_u8(pc + 3)?;
                if dims == 0 {
                    return Err(verify_err(m, "multianewarray with zero dimensions"));
                }
                Multianewarray(dims, rd_u16(pc + 1)?, cache())
            }
            0xc8 => Goto(target(pc, rd_i32(pc + 1)?)?),
            0xc9 => Jsr(target(pc, rd_i32(pc + 1)?)?),
            _ => return Err(verify_err(m, format!("Bad instruction: {op:#x} at offset {pc}"))),
        };
        insns.push(insn);
    }
    // The last instruction must not fall off the end.
    match insns.last() {
        Some(Insn::Goto(_) | Insn::Return | Insn::Return1 | Insn::Return2 | Insn::Athrow | Insn::Ret(_) | Insn::Tableswitch(_) | Insn::Lookupswitch(_)) => {}
        _ => return Err(verify_err(m, "Falling off the end of the code")),
    }
    let mut handlers = Vec::new();
    for e in &attr.exception_table {
        let (s, en, h) = (e.start_pc as usize, e.end_pc as usize, e.handler_pc as usize);
        if s >= n || en > n || s >= en || h >= n || index_of[s] == u32::MAX || index_of[en] == u32::MAX || index_of[h] == u32::MAX {
            return Err(verify_err(m, "Illegal exception table range"));
        }
        handlers.push(Handler { start: index_of[s], end: index_of[en], target: index_of[h], catch_type: e.catch_type });
    }
    // Entry points: everything that can be reached other than by falling through.
    let mut entry = vec![false; insns.len()];
    if let Some(e) = entry.first_mut() {
        *e = true;
    }
    for (i, ins) in insns.iter().enumerate() {
        match *ins {
            Insn::Ifeq(t) | Insn::Ifne(t) | Insn::Iflt(t) | Insn::Ifge(t) | Insn::Ifgt(t) | Insn::Ifle(t) | Insn::IfIcmpeq(t) | Insn::IfIcmpne(t)
            | Insn::IfIcmplt(t) | Insn::IfIcmpge(t) | Insn::IfIcmpgt(t) | Insn::IfIcmple(t) | Insn::IfAcmpeq(t) | Insn::IfAcmpne(t) | Insn::Goto(t)
            | Insn::Ifnull(t) | Insn::Ifnonnull(t) => entry[t as usize] = true,
            Insn::Jsr(t) => {
                entry[t as usize] = true;
                if i + 1 < entry.len() {
                    entry[i + 1] = true;
                }
            }
            _ => {}
        }
    }
    for sw in &switches {
        match sw {
            Switch::Table { targets, default, .. } => {
                entry[*default as usize] = true;
                for &t in targets {
                    entry[t as usize] = true;
                }
            }
            Switch::Lookup { pairs, default } => {
                entry[*default as usize] = true;
                for &(_, t) in pairs {
                    entry[t as usize] = true;
                }
            }
        }
    }
    for h in &handlers {
        for k in [h.start as usize, h.end as usize, h.target as usize] {
            if k < entry.len() {
                entry[k] = true;
            }
        }
    }
    // Register forms first; the stack-form superinstructions then fuse
    // what is left (never inside a register group).
    // They need the operand-stack depth at each instruction: from the
    // reference maps when they exist, else (a trusted boot method) from the
    // quick depth pass, else from maps computed now.
    let depths = match m.refmaps.get() {
        Some(Ok(maps)) => Some(maps.stack_depths(&starts[..insns.len()])),
        Some(Err(_)) => None,
        None => match crate::interp::refmap::quick_stack_depths(attr, cp) {
            Some(d) => Some(starts[..insns.len()].iter().map(|&pc| Some(d[pc]).filter(|&x| x != u32::MAX)).collect()),
            None => match m.refmaps.get_or_init(|| crate::interp::refmap::compute(m)) {
                Ok(maps) => Some(maps.stack_depths(&starts[..insns.len()])),
                Err(_) => None,
            },
        },
    };
    let tr = match depths {
        Some(d) => crate::interp::regform::translate(&mut insns, &entry, &d, attr.max_locals as usize),
        None => crate::interp::regform::Translation::none(insns.len()),
    };
    fuse(&mut insns, &entry, &tr.covered);
    // Drop the slots register groups left unused, renumbering branch
    // targets, handler ranges and switch tables.
    let mut new_of = vec![u32::MAX; insns.len() + 1];
    let mut kept = 0u32;
    for (p, d) in tr.dead.iter().enumerate() {
        if !d {
            new_of[p] = kept;
            kept += 1;
        }
    }
    new_of[insns.len()] = kept;
    let bc_pc: Box<[u32]> = (0..insns.len()).filter(|&p| !tr.dead[p]).map(|p| starts[tr.origin[p] as usize] as u32).collect();
    let mut out = Vec::with_capacity(kept as usize);
    for (p, ins) in insns.iter().enumerate() {
        if !tr.dead[p] {
            out.push(map_targets(*ins, |t| new_of[t]));
        }
    }
    let insns = out;
    for h in &mut handlers {
        h.start = new_of[h.start as usize];
        h.end = new_of[h.end as usize];
        h.target = new_of[h.target as usize];
    }
    for sw in &mut switches {
        match sw {
            Switch::Table { targets, default, .. } => {
                *default = new_of[*default as usize];
                for t in targets.iter_mut() {
                    *t = new_of[*t as usize];
                }
            }
            Switch::Lookup { pairs, default } => {
                *default = new_of[*default as usize];
                for p in pairs.iter_mut() {
                    p.1 = new_of[p.1 as usize];
                }
            }
        }
    }
    let caches = (0..ncache).map(|_| Cache::default()).collect();
    INSN_BYTES.fetch_add(insns.len() * std::mem::size_of::<Insn>(), std::sync::atomic::Ordering::Relaxed);
    Ok(Code {
        insns: insns.into_iter().map(|i| InsnCell(UnsafeCell::new(i))).collect(),
        bc_pc,
        caches,
        handlers: handlers.into_boxed_slice(),
        switches: switches.into_boxed_slice(),
        consts64: consts64.into_boxed_slice(),
        max_locals: attr.max_locals,
        max_stack: attr.max_stack,
        ord_off: AtomicUsize::new(0),
    })
}

/// Length of the instruction at `pc`, or None for an unknown opcode.
pub fn insn_length(code: &[u8], pc: usize) -> Option<usize> {
    let op = *code.get(pc)?;
    Some(match op {
        0x10 | 0x12 | 0x15..=0x19 | 0x36..=0x3a | 0xa9 | 0xbc => 2,
        0x11 | 0x13 | 0x14 | 0x84 | 0x99..=0xa8 | 0xb2..=0xb8 | 0xbb | 0xbd | 0xc0 | 0xc1 | 0xc6 | 0xc7 => 3,
        0xc5 => 4,
        0xb9 | 0xba | 0xc8 | 0xc9 => 5,
        0xaa => {
            let base = (pc + 4) & !3;
            let rd = |i: usize| -> Option<i32> { Some(i32::from_be_bytes(code.get(i..i + 4)?.try_into().ok()?)) };
            let low = rd(base + 4)?;
            let high = rd(base + 8)?;
            if high < low {
                return None;
            }
            let count = (high as i64 - low as i64 + 1) as usize;
            if count > 65536 {
                return None;
            }
            base + 12 + 4 * count - pc
        }
        0xab => {
            let base = (pc + 4) & !3;
            let npairs = i32::from_be_bytes(code.get(base + 4..base + 8)?.try_into().ok()?);
            if !(0..=65536).contains(&npairs) {
                return None;
            }
            base + 8 + 8 * npairs as usize - pc
        }
        0xc4 => match *code.get(pc + 1)? {
            0x84 => 6,
            0x15..=0x19 | 0x36..=0x3a | 0xa9 => 4,
            _ => return None,
        },
        0x00..=0x0f | 0x1a..=0x35 | 0x3b..=0x83 | 0x85..=0x98 | 0xac..=0xb1 | 0xbe | 0xbf | 0xc2 | 0xc3 => 1,
        _ => return None,
    })
}
