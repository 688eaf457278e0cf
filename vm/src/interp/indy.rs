//! `invokedynamic`, implemented inside the VM for the two bootstrap methods
//! javac emits:
//!
//! * `StringConcatFactory.makeConcat[WithConstants]`: the call site becomes an
//!   [`Insn::IndyConcat`] that builds the string natively from a recipe.
//! * `LambdaMetafactory.metafactory/altMetafactory`: the VM generates a small
//!   proxy class (a real class file, loaded like any other) whose interface
//!   method adapts its arguments and calls the implementation method; the call
//!   site becomes an `invokestatic` of the proxy's factory method. Lambdas thus
//!   run as ordinary bytecode: visible to profilers, precise for the GC.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use crate::classfile::Constant;
use crate::heap::Ref;
use crate::interp::code::{Cache, Insn};
use crate::runtime::class::{method_signature, BasicType, Method};
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

/// A piece of a concatenation recipe.
#[derive(Debug)]
pub enum Piece {
    Lit(Vec<u16>),
    /// Argument at this slot offset, of this type.
    Arg(usize, BasicType),
}

#[derive(Debug)]
pub struct ConcatRecipe {
    pub pieces: Vec<Piece>,
    pub arg_slots: usize,
}

struct Bsm {
    owner: Arc<str>,
    name: Arc<str>,
    args: Vec<u16>,
}

fn bootstrap(t: &mut JThread, m: &'static Method, idx: u16) -> JResult<(Bsm, Arc<str>, Arc<str>)> {
    let cf = m.class.classfile.as_ref().expect("class file");
    let cp = &cf.constant_pool;
    let bad = |t: &mut JThread, what: &str| throw_new(t, "java/lang/BootstrapMethodError", Some(what));
    let (bsm_index, nat) = match cp.get(idx) {
        Ok(Constant::InvokeDynamic(b, n)) => (*b, *n),
        _ => return Err(bad(t, "bad invokedynamic constant")),
    };
    let (name, desc) = match cp.name_and_type(nat) {
        Ok((a, b)) => (a.clone(), b.clone()),
        Err(_) => return Err(bad(t, "bad invokedynamic name and type")),
    };
    let Some(b) = cf.bootstrap_methods.get(bsm_index as usize) else {
        return Err(bad(t, "bootstrap method index out of range"));
    };
    // Resolve the bootstrap method handle like any method reference: a
    // missing class or method fails with the linkage error HotSpot throws
    // (NoClassDefFoundError, NoSuchMethodError, ...), not wrapped.
    let (kind, r) = match cp.get(b.method_ref) {
        Ok(Constant::MethodHandle(k, r)) => (*k, *r),
        _ => return Err(bad(t, "bad bootstrap method handle")),
    };
    let bsm = crate::runtime::resolve::resolve_method(t, m.class, r)?;
    if kind == crate::classfile::constant_pool::REF_INVOKE_STATIC && !bsm.is_static() {
        let msg = format!("Expected static method '{}'", crate::runtime::resolve::method_to_java(bsm.class, &bsm.name, &bsm.descriptor));
        return Err(throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg)));
    }
    let owner = if kind == crate::classfile::constant_pool::REF_INVOKE_STATIC { bsm.class.name.clone() } else { Arc::from("") };
    Ok((Bsm { owner, name: bsm.name.clone(), args: b.arguments.clone() }, name, desc))
}

/// Link an invokedynamic call site.
pub fn link_indy(t: &mut JThread, m: &'static Method, idx: u16, cache: &Cache) -> JResult<Insn> {
    // JDK mode: the JDK's own bootstrap machinery (LambdaMetafactory,
    // StringConcatFactory, ObjectMethods, ...).
    if vm().library.is_jdk() {
        return crate::interp::jsr292::link_indy(t, m, idx, cache);
    }
    let (bsm, name, desc) = bootstrap(t, m, idx)?;
    match (&*bsm.owner, &*bsm.name) {
        ("java/lang/invoke/StringConcatFactory", "makeConcatWithConstants" | "makeConcat") => {
            let recipe = concat_recipe(t, m, &bsm, &desc)?;
            let code = m.code.get().and_then(|r| r.as_ref().ok()).expect("decoded");
            cache.a.store(Box::leak(Box::new(recipe)) as *const ConcatRecipe as usize, Ordering::Release);
            let ci = (cache as *const Cache as usize - code.caches.as_ptr() as usize) / std::mem::size_of::<Cache>();
            Ok(Insn::IndyConcat(ci as u32))
        }
        ("java/lang/invoke/LambdaMetafactory", "metafactory" | "altMetafactory") => {
            let factory = crate::interp::lambda::spin_proxy(t, m, &bsm.name, &bsm.args, &name, &desc)?;
            Ok(Insn::InvokestaticQ(factory.id))
        }
        // A bootstrap method that resolves but is not one of the two javac
        // emits: running it would need method handles, which rjvm lacks.
        (o, n) => {
            let msg = format!("rjvm: unsupported bootstrap method {}.{}", o.replace('/', "."), n);
            Err(throw_new(t, "java/lang/BootstrapMethodError", Some(&msg)))
        }
    }
}

fn concat_recipe(t: &mut JThread, m: &'static Method, bsm: &Bsm, desc: &str) -> JResult<ConcatRecipe> {
    let cf = m.class.classfile.as_ref().expect("class file");
    let cp = &cf.constant_pool;
    let (params, _) = method_signature(desc);
    let mut offsets = Vec::new();
    let mut off = 0;
    for p in &params {
        offsets.push(off);
        off += p.slots();
    }
    let mut pieces = Vec::new();
    if &*bsm.name == "makeConcat" {
        for (i, p) in params.iter().enumerate() {
            pieces.push(Piece::Arg(offsets[i], *p));
        }
        return Ok(ConcatRecipe { pieces, arg_slots: off });
    }
    let const_units = |t: &mut JThread, i: u16| -> JResult<Vec<u16>> {
        match cp.get(i) {
            Ok(Constant::String(s)) => cp.utf16(*s).map_err(|_| throw_new(t, "java/lang/BootstrapMethodError", Some("bad recipe"))),
            Ok(Constant::Integer(v)) => Ok(v.to_string().encode_utf16().collect()),
            Ok(Constant::Long(v)) => Ok(v.to_string().encode_utf16().collect()),
            Ok(Constant::Float(v)) => Ok(crate::natives::float::float_to_java_string(*v).encode_utf16().collect()),
            Ok(Constant::Double(v)) => Ok(crate::natives::float::double_to_java_string(*v).encode_utf16().collect()),
            _ => Err(throw_new(t, "java/lang/BootstrapMethodError", Some("bad recipe constant"))),
        }
    };
    let Some(&recipe_idx) = bsm.args.first() else {
        return Err(throw_new(t, "java/lang/BootstrapMethodError", Some("missing recipe")));
    };
    let recipe = const_units(t, recipe_idx)?;
    let mut consts = bsm.args[1..].iter();
    let mut lit: Vec<u16> = Vec::new();
    let mut argi = 0;
    for &u in &recipe {
        match u {
            1 => {
                if !lit.is_empty() {
                    pieces.push(Piece::Lit(std::mem::take(&mut lit)));
                }
                let Some(p) = params.get(argi) else {
                    return Err(throw_new(t, "java/lang/BootstrapMethodError", Some("recipe has more arguments than the call site")));
                };
                pieces.push(Piece::Arg(offsets[argi], *p));
                argi += 1;
            }
            2 => {
                let Some(&c) = consts.next() else {
                    return Err(throw_new(t, "java/lang/BootstrapMethodError", Some("missing recipe constant")));
                };
                lit.extend(const_units(t, c)?);
            }
            _ => lit.push(u),
        }
    }
    if !lit.is_empty() {
        pieces.push(Piece::Lit(lit));
    }
    Ok(ConcatRecipe { pieces, arg_slots: off })
}

/// Build the concatenated string from the arguments at value-stack index
/// `base`. They stay on the caller's operand stack (a GC root) and are read
/// one at a time, because converting an object calls `toString()`, which may
/// allocate and move objects.
pub fn concat(t: &mut JThread, r: &ConcatRecipe, base: usize) -> JResult<Ref> {
    let mut out: Vec<u16> = Vec::new();
    for p in &r.pieces {
        match p {
            Piece::Lit(u) => out.extend_from_slice(u),
            Piece::Arg(off, ty) => {
                let s = t.stack[base + *off];
                match ty {
                    BasicType::Int | BasicType::Byte | BasicType::Short => push_ascii(&mut out, &(s as i32).to_string()),
                    BasicType::Long => push_ascii(&mut out, &(s as i64).to_string()),
                    BasicType::Char => out.push(s as u16),
                    BasicType::Boolean => push_ascii(&mut out, if s as u32 != 0 { "true" } else { "false" }),
                    BasicType::Float => push_ascii(&mut out, &crate::natives::float::float_to_java_string(f32::from_bits(s as u32))),
                    BasicType::Double => push_ascii(&mut out, &crate::natives::float::double_to_java_string(f64::from_bits(s))),
                    BasicType::Ref | BasicType::Void => {
                        let o = Ref::from_slot(s);
                        if o.is_null() {
                            push_ascii(&mut out, "null");
                        } else if std::ptr::eq(o.class(), vm().wk().string) {
                            out.extend_from_slice(&crate::runtime::strings::string_chars(o));
                        } else {
                            let s = to_java_string(t, o)?;
                            if s.is_null() {
                                push_ascii(&mut out, "null");
                            } else {
                                out.extend_from_slice(&crate::runtime::strings::string_chars(s));
                            }
                        }
                    }
                }
            }
        }
    }
    crate::runtime::strings::new_string_utf16(t, &out)
}

fn push_ascii(out: &mut Vec<u16>, s: &str) {
    out.extend(s.bytes().map(|b| b as u16));
}

/// `String.valueOf(o)`.
pub fn to_java_string(t: &mut JThread, o: Ref) -> JResult<Ref> {
    let string = vm().wk().string;
    let m = string.declared_method("valueOf", "(Ljava/lang/Object;)Ljava/lang/String;").expect("String.valueOf(Object)");
    // String is initialised at start-up (`boot::bootstrap`): nothing runs
    // between here and the call that could move `o`.
    debug_assert!(string.is_initialized());
    let r = crate::interp::invoke::invoke(t, m, &[o.to_slot()])?;
    Ok(Ref::from_slot(r))
}
