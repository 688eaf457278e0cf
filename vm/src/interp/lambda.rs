//! Lambda proxy classes: what `LambdaMetafactory` does in the JDK, done by
//! generating a class file and loading it.
//!
//! For `Function<String,Integer> f = s -> s.length()` javac emits an
//! invokedynamic whose bootstrap arguments are the erased interface method
//! type `(Object)Object`, the implementation `lambda$main$0(String)Integer`
//! and the instantiated type `(String)Integer`. We generate
//!
//! ```text
//! final class Main$$Lambda$1 implements Function {
//!     private final <captured> arg$1 ...;
//!     private Main$$Lambda$1(<captured>) { super(); this.arg$1 = ...; }
//!     static Function get$Lambda(<captured>) { return new Main$$Lambda$1(...); }
//!     public Object apply(Object a) { return Main.lambda$main$0((String) a); }
//! }
//! ```
//!
//! with boxing, unboxing, widening and casts inserted as the metafactory
//! specifies.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use hashbrown::HashMap;

use crate::classfile::Constant;
use crate::runtime::class::Method;
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

/// The `source` of every lambda proxy class (also how access checks
/// recognise them as nestmates of their caller).
pub const PROXY_SOURCE: &str = "__JVM_LookupDefineClass__";

const FLAG_SERIALIZABLE: i32 = 1;
const FLAG_MARKERS: i32 = 2;
const FLAG_BRIDGES: i32 = 4;

/// The implementation method handle of a lambda.
struct ImplHandle {
    kind: u8,
    class: Arc<str>,
    name: Arc<str>,
    desc: Arc<str>,
    is_interface: bool,
}

/// Minimal class-file writer for proxy classes.
struct ClassWriter {
    cp: Vec<u8>,
    count: u16,
    map: HashMap<(u8, Vec<u8>), u16>,
}

impl ClassWriter {
    fn new() -> Self {
        ClassWriter { cp: Vec::new(), count: 1, map: HashMap::new() }
    }
    fn entry(&mut self, tag: u8, body: Vec<u8>) -> u16 {
        if let Some(&i) = self.map.get(&(tag, body.clone())) {
            return i;
        }
        self.cp.push(tag);
        self.cp.extend_from_slice(&body);
        let i = self.count;
        self.count += 1;
        self.map.insert((tag, body), i);
        i
    }
    fn utf8(&mut self, s: &str) -> u16 {
        let b = crate::classfile::mutf8::encode_from_str(s);
        let mut body = (b.len() as u16).to_be_bytes().to_vec();
        body.extend_from_slice(&b);
        self.entry(1, body)
    }
    fn class(&mut self, name: &str) -> u16 {
        let n = self.utf8(name);
        self.entry(7, n.to_be_bytes().to_vec())
    }
    fn nat(&mut self, name: &str, desc: &str) -> u16 {
        let n = self.utf8(name);
        let d = self.utf8(desc);
        let mut b = n.to_be_bytes().to_vec();
        b.extend_from_slice(&d.to_be_bytes());
        self.entry(12, b)
    }
    fn member(&mut self, tag: u8, class: &str, name: &str, desc: &str) -> u16 {
        let c = self.class(class);
        let nt = self.nat(name, desc);
        let mut b = c.to_be_bytes().to_vec();
        b.extend_from_slice(&nt.to_be_bytes());
        self.entry(tag, b)
    }
    fn field(&mut self, class: &str, name: &str, desc: &str) -> u16 {
        self.member(9, class, name, desc)
    }
    fn method(&mut self, class: &str, name: &str, desc: &str, iface: bool) -> u16 {
        self.member(if iface { 11 } else { 10 }, class, name, desc)
    }
}

/// Parameter descriptors and return descriptor, owned.
fn split_desc(desc: &str) -> (Vec<String>, String) {
    let (params, ret) = crate::runtime::class::split_method_descriptor(desc);
    (params.iter().map(|p| p.to_string()).collect(), ret.to_string())
}

fn slots(d: &str) -> u16 {
    match d {
        "J" | "D" => 2,
        "V" => 0,
        _ => 1,
    }
}

fn is_prim(d: &str) -> bool {
    d.len() == 1
}

fn wrapper(p: &str) -> &'static str {
    match p {
        "Z" => "java/lang/Boolean",
        "B" => "java/lang/Byte",
        "C" => "java/lang/Character",
        "S" => "java/lang/Short",
        "I" => "java/lang/Integer",
        "J" => "java/lang/Long",
        "F" => "java/lang/Float",
        "D" => "java/lang/Double",
        _ => "java/lang/Object",
    }
}

fn unwrapped(class_desc: &str) -> Option<&'static str> {
    Some(match class_desc {
        "Ljava/lang/Boolean;" => "Z",
        "Ljava/lang/Byte;" => "B",
        "Ljava/lang/Character;" => "C",
        "Ljava/lang/Short;" => "S",
        "Ljava/lang/Integer;" => "I",
        "Ljava/lang/Long;" => "J",
        "Ljava/lang/Float;" => "F",
        "Ljava/lang/Double;" => "D",
        _ => return None,
    })
}

fn prim_name(p: &str) -> &'static str {
    match p {
        "Z" => "boolean",
        "B" => "byte",
        "C" => "char",
        "S" => "short",
        "I" => "int",
        "J" => "long",
        "F" => "float",
        _ => "double",
    }
}

fn load_op(d: &str) -> u8 {
    match d {
        "J" => 0x16,
        "F" => 0x17,
        "D" => 0x18,
        "Z" | "B" | "C" | "S" | "I" => 0x15,
        _ => 0x19,
    }
}

fn return_op(d: &str) -> u8 {
    match d {
        "V" => 0xb1,
        "J" => 0xad,
        "F" => 0xae,
        "D" => 0xaf,
        "Z" | "B" | "C" | "S" | "I" => 0xac,
        _ => 0xb0,
    }
}

/// Primitive widening opcodes (JLS 5.1.2) from `a` to `b`.
fn widen(code: &mut Vec<u8>, a: &str, b: &str) {
    let a = if matches!(a, "Z" | "B" | "C" | "S") { "I" } else { a };
    match (a, b) {
        ("I", "J") => code.push(0x85),
        ("I", "F") => code.push(0x86),
        ("I", "D") => code.push(0x87),
        ("J", "F") => code.push(0x89),
        ("J", "D") => code.push(0x8a),
        ("F", "D") => code.push(0x8d),
        _ => {}
    }
}

/// Emit code converting the value on the stack from descriptor `from` to
/// descriptor `to` (`hint` is the instantiated type, used to pick a wrapper).
fn convert(cw: &mut ClassWriter, code: &mut Vec<u8>, from: &str, to: &str, hint: &str) {
    if from == to || to == "V" {
        return;
    }
    match (is_prim(from), is_prim(to)) {
        (true, true) => widen(code, from, to),
        (true, false) => {
            let w = wrapper(from);
            let desc = format!("({})L{};", from, w);
            let m = cw.method(w, "valueOf", &desc, false);
            code.push(0xb8);
            code.extend_from_slice(&m.to_be_bytes());
        }
        (false, true) => {
            let src_prim = unwrapped(from).or_else(|| unwrapped(hint)).unwrap_or(to);
            let w = wrapper(src_prim);
            if from != format!("L{w};") {
                let c = cw.class(w);
                code.push(0xc0);
                code.extend_from_slice(&c.to_be_bytes());
            }
            let m = cw.method(w, &format!("{}Value", prim_name(src_prim)), &format!("(){}", src_prim), false);
            code.push(0xb6);
            code.extend_from_slice(&m.to_be_bytes());
            widen(code, src_prim, to);
        }
        (false, false) => {
            if to != "Ljava/lang/Object;" {
                let name = if to.starts_with('L') { &to[1..to.len() - 1] } else { to };
                let c = cw.class(name);
                code.push(0xc0);
                code.extend_from_slice(&c.to_be_bytes());
            }
        }
    }
}

fn method_type_desc(cp: &crate::classfile::ConstantPool, i: u16) -> Option<Arc<str>> {
    match cp.get(i) {
        Ok(Constant::MethodType(d)) => cp.utf8(*d).ok().cloned(),
        _ => None,
    }
}

/// Generate, load and initialise the proxy class for a lambda call site;
/// returns its static factory method.
pub fn spin_proxy(t: &mut JThread, caller: &'static Method, bsm_name: &str, bsm_args: &[u16], sam_name: &str, indy_desc: &str) -> JResult<&'static Method> {
    let cf = caller.class.classfile.as_ref().expect("class file");
    let cp = &cf.constant_pool;
    let bad = |t: &mut JThread, w: &str| throw_new(t, "java/lang/invoke/LambdaConversionException", Some(w));
    if bsm_args.len() < 3 {
        return Err(bad(t, "metafactory needs 3 arguments"));
    }
    let Some(sam_desc) = method_type_desc(cp, bsm_args[0]) else { return Err(bad(t, "bad samMethodType")) };
    let Some(inst_desc) = method_type_desc(cp, bsm_args[2]) else { return Err(bad(t, "bad instantiatedMethodType")) };
    let imp = match cp.get(bsm_args[1]) {
        Ok(Constant::MethodHandle(kind, r)) => {
            let is_interface = matches!(cp.get(*r), Ok(Constant::InterfaceMethodref(..)));
            match cp.member_ref(*r) {
                Ok((c, n, d)) => ImplHandle { kind: *kind, class: c.clone(), name: n.clone(), desc: d.clone(), is_interface },
                Err(_) => return Err(bad(t, "bad implementation handle")),
            }
        }
        _ => return Err(bad(t, "bad implementation handle")),
    };
    let mut markers: Vec<String> = Vec::new();
    let mut bridges: Vec<Arc<str>> = Vec::new();
    if bsm_name == "altMetafactory" && bsm_args.len() > 3 {
        let flags = match cp.get(bsm_args[3]) {
            Ok(Constant::Integer(f)) => *f,
            _ => 0,
        };
        let mut i = 4;
        // A serializable lambda (`(Comparator<T> & Serializable) ...`)
        // implements Serializable: casts to it must succeed. (Its
        // `writeReplace`, for actually serializing it, is not generated.)
        if flags & FLAG_SERIALIZABLE != 0 {
            markers.push("java/io/Serializable".to_string());
        }
        if flags & FLAG_MARKERS != 0 {
            let n = match cp.get(*bsm_args.get(i).unwrap_or(&0)) {
                Ok(Constant::Integer(n)) => *n as usize,
                _ => 0,
            };
            i += 1;
            for k in 0..n {
                if let Some(&ci) = bsm_args.get(i + k) {
                    if let Ok(name) = cp.class_name(ci) {
                        markers.push(name.to_string());
                    }
                }
            }
            i += n;
        }
        if flags & FLAG_BRIDGES != 0 {
            let n = match cp.get(*bsm_args.get(i).unwrap_or(&0)) {
                Ok(Constant::Integer(n)) => *n as usize,
                _ => 0,
            };
            i += 1;
            for k in 0..n {
                if let Some(d) = bsm_args.get(i + k).and_then(|&ci| method_type_desc(cp, ci)) {
                    bridges.push(d);
                }
            }
        }
    }

    let (captured, iface_desc) = split_desc(indy_desc);
    let iface = iface_desc[1..iface_desc.len() - 1].to_string();
    let n = vm().lambda_counter.fetch_add(1, Ordering::Relaxed);
    let proxy = format!("{}$$Lambda${}", caller.class.name, n);

    let mut cw = ClassWriter::new();
    let this_c = cw.class(&proxy);
    let super_c = cw.class("java/lang/Object");
    let mut ifaces = vec![cw.class(&iface)];
    for mk in &markers {
        let c = cw.class(mk);
        if !ifaces.contains(&c) {
            ifaces.push(c);
        }
    }
    let code_name = cw.utf8("Code");
    let mut fields_bin: Vec<u8> = Vec::new();
    let mut methods_bin: Vec<Vec<u8>> = Vec::new();
    let fname: Vec<String> = (0..captured.len()).map(|i| format!("arg${}", i + 1)).collect();
    for (i, d) in captured.iter().enumerate() {
        let nm = cw.utf8(&fname[i]);
        let ds = cw.utf8(d);
        fields_bin.extend_from_slice(&(0x0012u16).to_be_bytes());
        fields_bin.extend_from_slice(&nm.to_be_bytes());
        fields_bin.extend_from_slice(&ds.to_be_bytes());
        fields_bin.extend_from_slice(&0u16.to_be_bytes());
    }
    let cap_slots: u16 = captured.iter().map(|d| slots(d)).sum();
    let ctor_desc = format!("({})V", captured.concat());

    let mut emit_method = |cw: &mut ClassWriter, flags: u16, name: &str, desc: &str, code: Vec<u8>, max_stack: u16, max_locals: u16| {
        let nm = cw.utf8(name);
        let ds = cw.utf8(desc);
        let mut m = Vec::new();
        m.extend_from_slice(&flags.to_be_bytes());
        m.extend_from_slice(&nm.to_be_bytes());
        m.extend_from_slice(&ds.to_be_bytes());
        m.extend_from_slice(&1u16.to_be_bytes());
        m.extend_from_slice(&code_name.to_be_bytes());
        m.extend_from_slice(&((12 + code.len()) as u32).to_be_bytes());
        m.extend_from_slice(&max_stack.to_be_bytes());
        m.extend_from_slice(&max_locals.to_be_bytes());
        m.extend_from_slice(&(code.len() as u32).to_be_bytes());
        m.extend_from_slice(&code);
        m.extend_from_slice(&0u16.to_be_bytes());
        m.extend_from_slice(&0u16.to_be_bytes());
        methods_bin.push(m);
    };

    // Constructor.
    {
        let mut code = vec![0x2a, 0xb7];
        let oi = cw.method("java/lang/Object", "<init>", "()V", false);
        code.extend_from_slice(&oi.to_be_bytes());
        let mut slot = 1u16;
        for (i, d) in captured.iter().enumerate() {
            code.push(0x2a);
            code.push(0xc4);
            code.push(load_op(d));
            code.extend_from_slice(&slot.to_be_bytes());
            let f = cw.field(&proxy, &fname[i], d);
            code.push(0xb5);
            code.extend_from_slice(&f.to_be_bytes());
            slot += slots(d);
        }
        code.push(0xb1);
        emit_method(&mut cw, 0x0002, "<init>", &ctor_desc, code, 3 + cap_slots, slot);
    }
    // Factory.
    {
        let mut code = vec![0xbb];
        code.extend_from_slice(&this_c.to_be_bytes());
        code.push(0x59);
        let mut slot = 0u16;
        for d in &captured {
            code.push(0xc4);
            code.push(load_op(d));
            code.extend_from_slice(&slot.to_be_bytes());
            slot += slots(d);
        }
        let ci = cw.method(&proxy, "<init>", &ctor_desc, false);
        code.push(0xb7);
        code.extend_from_slice(&ci.to_be_bytes());
        code.push(0xb0);
        emit_method(&mut cw, 0x0008, "get$Lambda", &format!("({}){}", captured.concat(), iface_desc), code, 2 + cap_slots, slot.max(1));
    }
    // The interface method and its bridges.
    let (inst_params, inst_ret) = split_desc(&inst_desc);
    let (impl_params, impl_ret) = split_desc(&imp.desc);
    let is_ctor = imp.kind == 8;
    let has_receiver = matches!(imp.kind, 5 | 7 | 9);
    let mut impl_args: Vec<String> = Vec::new();
    if has_receiver {
        impl_args.push(format!("L{};", imp.class));
    }
    impl_args.extend(impl_params.iter().cloned());
    let impl_result = if is_ctor { format!("L{};", imp.class) } else { impl_ret.clone() };
    let mut descs: Vec<Arc<str>> = vec![sam_desc.clone()];
    for b in bridges {
        if !descs.contains(&b) {
            descs.push(b);
        }
    }
    for d in &descs {
        let (sam_params, sam_ret) = split_desc(d);
        if sam_params.len() + captured.len() != impl_args.len() {
            return Err(bad(t, &format!("Incorrect number of parameters for lambda {}.{}{}", imp.class, imp.name, imp.desc)));
        }
        let mut code = Vec::new();
        if is_ctor {
            let c = cw.class(&imp.class);
            code.push(0xbb);
            code.extend_from_slice(&c.to_be_bytes());
            code.push(0x59);
        }
        for (i, cd) in captured.iter().enumerate() {
            code.push(0x2a);
            let f = cw.field(&proxy, &fname[i], cd);
            code.push(0xb4);
            code.extend_from_slice(&f.to_be_bytes());
            convert(&mut cw, &mut code, cd, &impl_args[i], cd);
        }
        let mut slot = 1u16;
        for (j, pd) in sam_params.iter().enumerate() {
            code.push(0xc4);
            code.push(load_op(pd));
            code.extend_from_slice(&slot.to_be_bytes());
            slot += slots(pd);
            let hint = inst_params.get(j).map(|s| s.as_str()).unwrap_or(pd);
            let target = &impl_args[captured.len() + j];
            // Cast to the instantiated type first when it is more specific.
            if !is_prim(pd) && !is_prim(hint) && hint != pd && !is_prim(target) {
                convert(&mut cw, &mut code, pd, hint, hint);
                convert(&mut cw, &mut code, hint, target, hint);
            } else {
                convert(&mut cw, &mut code, pd, target, hint);
            }
        }
        match imp.kind {
            5 => {
                let m = cw.method(&imp.class, &imp.name, &imp.desc, false);
                code.push(0xb6);
                code.extend_from_slice(&m.to_be_bytes());
            }
            6 => {
                let m = cw.method(&imp.class, &imp.name, &imp.desc, imp.is_interface);
                code.push(0xb8);
                code.extend_from_slice(&m.to_be_bytes());
            }
            7 | 8 => {
                let m = cw.method(&imp.class, &imp.name, &imp.desc, imp.is_interface);
                code.push(0xb7);
                code.extend_from_slice(&m.to_be_bytes());
            }
            9 => {
                let m = cw.method(&imp.class, &imp.name, &imp.desc, true);
                code.push(0xb9);
                code.extend_from_slice(&m.to_be_bytes());
                let count: u16 = 1 + impl_params.iter().map(|p| slots(p)).sum::<u16>();
                code.push(count as u8);
                code.push(0);
            }
            k => return Err(bad(t, &format!("unsupported implementation method kind {k}"))),
        }
        if sam_ret == "V" {
            match slots(&impl_result) {
                1 => code.push(0x57),
                2 => code.push(0x58),
                _ => {}
            }
        } else {
            let hint = if inst_ret.is_empty() { sam_ret.clone() } else { inst_ret.clone() };
            if impl_result == "V" {
                code.push(0x01);
            } else {
                convert(&mut cw, &mut code, &impl_result, &sam_ret, &hint);
            }
        }
        code.push(return_op(&sam_ret));
        let sam_slots: u16 = sam_params.iter().map(|p| slots(p)).sum();
        let max_stack = 4 + cap_slots + sam_slots + impl_args.iter().map(|a| slots(a)).sum::<u16>();
        emit_method(&mut cw, 0x0001, sam_name, d, code, max_stack, 1 + sam_slots);
    }

    let mut out = Vec::new();
    out.extend_from_slice(&0xCAFEBABEu32.to_be_bytes());
    out.extend_from_slice(&0u16.to_be_bytes());
    out.extend_from_slice(&52u16.to_be_bytes());
    out.extend_from_slice(&cw.count.to_be_bytes());
    out.extend_from_slice(&cw.cp);
    out.extend_from_slice(&(0x1030u16).to_be_bytes()); // final super synthetic
    out.extend_from_slice(&this_c.to_be_bytes());
    out.extend_from_slice(&super_c.to_be_bytes());
    out.extend_from_slice(&(ifaces.len() as u16).to_be_bytes());
    for i in &ifaces {
        out.extend_from_slice(&i.to_be_bytes());
    }
    out.extend_from_slice(&(captured.len() as u16).to_be_bytes());
    out.extend_from_slice(&fields_bin);
    out.extend_from_slice(&(methods_bin.len() as u16).to_be_bytes());
    for m in &methods_bin {
        out.extend_from_slice(m);
    }
    out.extend_from_slice(&0u16.to_be_bytes());

    let class = crate::runtime::loader::define_class(t, caller.class.loader, &proxy, &out, Arc::from(PROXY_SOURCE))?;
    crate::runtime::init::ensure_initialized(t, class)?;
    Ok(class.declared_method("get$Lambda", &format!("({}){}", captured.concat(), iface_desc)).expect("factory"))
}
