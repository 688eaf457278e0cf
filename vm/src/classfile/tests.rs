//! Unit tests for the class-file reader.

use super::constant_pool::*;
use super::descriptor::*;
use super::mutf8::*;
use super::*;

// ---------------------------------------------------------------------------
// Byte builder
// ---------------------------------------------------------------------------

fn u2(v: &mut Vec<u8>, x: u16) {
    v.extend_from_slice(&x.to_be_bytes());
}
fn u4(v: &mut Vec<u8>, x: u32) {
    v.extend_from_slice(&x.to_be_bytes());
}

#[derive(Default, Clone)]
struct Cp {
    bytes: Vec<u8>,
    next: u16,
}

impl Cp {
    fn new() -> Self {
        Cp {
            bytes: Vec::new(),
            next: 1,
        }
    }
    fn push(&mut self, entry: &[u8], slots: u16) -> u16 {
        let idx = self.next;
        self.bytes.extend_from_slice(entry);
        self.next += slots;
        idx
    }
    fn raw_utf8(&mut self, b: &[u8]) -> u16 {
        let mut e = vec![1];
        u2(&mut e, b.len() as u16);
        e.extend_from_slice(b);
        self.push(&e, 1)
    }
    fn utf8(&mut self, s: &str) -> u16 {
        self.raw_utf8(&encode_from_str(s))
    }
    fn tag2(&mut self, tag: u8, a: u16) -> u16 {
        let mut e = vec![tag];
        u2(&mut e, a);
        self.push(&e, 1)
    }
    fn tag4(&mut self, tag: u8, a: u16, b: u16) -> u16 {
        let mut e = vec![tag];
        u2(&mut e, a);
        u2(&mut e, b);
        self.push(&e, 1)
    }
    fn class(&mut self, name: &str) -> u16 {
        let n = self.utf8(name);
        self.tag2(7, n)
    }
    fn string(&mut self, s: &str) -> u16 {
        let n = self.utf8(s);
        self.tag2(8, n)
    }
    fn int(&mut self, v: i32) -> u16 {
        let mut e = vec![3];
        u4(&mut e, v as u32);
        self.push(&e, 1)
    }
    fn float(&mut self, v: f32) -> u16 {
        let mut e = vec![4];
        u4(&mut e, v.to_bits());
        self.push(&e, 1)
    }
    fn long(&mut self, v: i64) -> u16 {
        let mut e = vec![5];
        e.extend_from_slice(&v.to_be_bytes());
        self.push(&e, 2)
    }
    fn double(&mut self, v: f64) -> u16 {
        let mut e = vec![6];
        e.extend_from_slice(&v.to_bits().to_be_bytes());
        self.push(&e, 2)
    }
    fn nat(&mut self, name: &str, desc: &str) -> u16 {
        let n = self.utf8(name);
        let d = self.utf8(desc);
        self.tag4(12, n, d)
    }
    fn member(&mut self, tag: u8, class: &str, name: &str, desc: &str) -> u16 {
        let c = self.class(class);
        let nt = self.nat(name, desc);
        self.tag4(tag, c, nt)
    }
    fn method_handle(&mut self, kind: u8, r: u16) -> u16 {
        let mut e = vec![15, kind];
        u2(&mut e, r);
        self.push(&e, 1)
    }
}

fn attr(cp: &mut Cp, name: &str, body: &[u8]) -> Vec<u8> {
    let mut v = Vec::new();
    u2(&mut v, cp.utf8(name));
    u4(&mut v, body.len() as u32);
    v.extend_from_slice(body);
    v
}

fn code_attr(
    cp: &mut Cp,
    max_stack: u16,
    max_locals: u16,
    code: &[u8],
    et: &[(u16, u16, u16, u16)],
    attrs: &[Vec<u8>],
) -> Vec<u8> {
    let mut b = Vec::new();
    u2(&mut b, max_stack);
    u2(&mut b, max_locals);
    u4(&mut b, code.len() as u32);
    b.extend_from_slice(code);
    u2(&mut b, et.len() as u16);
    for &(s, e, h, c) in et {
        u2(&mut b, s);
        u2(&mut b, e);
        u2(&mut b, h);
        u2(&mut b, c);
    }
    u2(&mut b, attrs.len() as u16);
    for a in attrs {
        b.extend_from_slice(a);
    }
    attr(cp, "Code", &b)
}

fn member_info(cp: &mut Cp, flags: u16, name: &str, desc: &str, attrs: &[Vec<u8>]) -> Vec<u8> {
    let mut v = Vec::new();
    u2(&mut v, flags);
    u2(&mut v, cp.utf8(name));
    u2(&mut v, cp.utf8(desc));
    u2(&mut v, attrs.len() as u16);
    for a in attrs {
        v.extend_from_slice(a);
    }
    v
}

#[derive(Clone)]
struct ClassBuilder {
    minor: u16,
    major: u16,
    cp: Cp,
    flags: u16,
    this: u16,
    super_: u16,
    interfaces: Vec<u16>,
    fields: Vec<Vec<u8>>,
    methods: Vec<Vec<u8>>,
    attrs: Vec<Vec<u8>>,
}

impl ClassBuilder {
    fn new(name: &str) -> Self {
        Self::with_version(name, 52)
    }
    fn with_version(name: &str, major: u16) -> Self {
        let mut cp = Cp::new();
        let this = cp.class(name);
        let super_ = cp.class("java/lang/Object");
        ClassBuilder {
            minor: 0,
            major,
            cp,
            flags: ACC_PUBLIC | ACC_SUPER,
            this,
            super_,
            interfaces: vec![],
            fields: vec![],
            methods: vec![],
            attrs: vec![],
        }
    }
    fn field(&mut self, flags: u16, name: &str, desc: &str, attrs: &[Vec<u8>]) {
        let f = member_info(&mut self.cp, flags, name, desc, attrs);
        self.fields.push(f);
    }
    fn method(&mut self, flags: u16, name: &str, desc: &str, attrs: &[Vec<u8>]) {
        let m = member_info(&mut self.cp, flags, name, desc, attrs);
        self.methods.push(m);
    }
    /// A method whose body is `return` (void).
    fn simple_method(&mut self, flags: u16, name: &str, desc: &str, max_locals: u16) {
        let code = code_attr(&mut self.cp, 0, max_locals, &[0xB1], &[], &[]);
        self.method(flags, name, desc, &[code]);
    }
    fn build(&self) -> Vec<u8> {
        let mut v = Vec::new();
        u4(&mut v, 0xCAFE_BABE);
        u2(&mut v, self.minor);
        u2(&mut v, self.major);
        u2(&mut v, self.cp.next);
        v.extend_from_slice(&self.cp.bytes);
        u2(&mut v, self.flags);
        u2(&mut v, self.this);
        u2(&mut v, self.super_);
        u2(&mut v, self.interfaces.len() as u16);
        for &i in &self.interfaces {
            u2(&mut v, i);
        }
        for list in [&self.fields, &self.methods, &self.attrs] {
            u2(&mut v, list.len() as u16);
            for item in list.iter() {
                v.extend_from_slice(item);
            }
        }
        v
    }
}

fn parse_err(bytes: &[u8]) -> ClassFileError {
    match parse(bytes) {
        Ok(_) => panic!("expected an error"),
        Err(e) => e,
    }
}

fn assert_err(bytes: &[u8], expected: &str) {
    let e = parse_err(bytes);
    assert_eq!(e.kind, ClassFileErrorKind::Format, "{}", e.message);
    assert_eq!(e.message, expected);
}

fn assert_err_starts(bytes: &[u8], expected: &str) {
    let e = parse_err(bytes);
    assert!(
        e.message.starts_with(expected),
        "message {:?} does not start with {:?}",
        e.message,
        expected
    );
}

/// A richer class exercising most features.
fn rich_class() -> ClassBuilder {
    let mut b = ClassBuilder::new("p/Foo");
    let runnable = b.cp.class("java/lang/Runnable");
    b.interfaces.push(runnable);
    let cv_int = b.cp.int(42);
    let cv_long = b.cp.long(-7);
    let cv_double = b.cp.double(2.5);
    let cv_float = b.cp.float(1.5);
    let cv_str = b.cp.string("hi");
    let mk = |cp: &mut Cp, idx: u16| {
        let mut body = vec![];
        u2(&mut body, idx);
        attr(cp, "ConstantValue", &body)
    };
    let a = mk(&mut b.cp, cv_int);
    b.field(ACC_STATIC | ACC_FINAL, "I", "I", &[a]);
    let a = mk(&mut b.cp, cv_long);
    b.field(ACC_STATIC | ACC_FINAL, "J", "J", &[a]);
    let a = mk(&mut b.cp, cv_double);
    b.field(ACC_STATIC | ACC_FINAL, "D", "D", &[a]);
    let a = mk(&mut b.cp, cv_float);
    b.field(ACC_STATIC | ACC_FINAL, "F", "F", &[a]);
    let a = mk(&mut b.cp, cv_str);
    b.field(ACC_STATIC | ACC_FINAL, "S", "Ljava/lang/String;", &[a]);
    let a = mk(&mut b.cp, cv_int);
    b.field(ACC_FINAL, "inst", "Z", &[a]);
    b.field(ACC_PRIVATE, "arr", "[[Ljava/lang/Object;", &[]);

    let init = b.cp.member(10, "java/lang/Object", "<init>", "()V");
    let mut init_code = vec![0x2A, 0xB7];
    init_code.extend_from_slice(&init.to_be_bytes());
    init_code.push(0xB1);
    // Two LineNumberTables, given out of order; merged and sorted.
    let mut lnt1 = vec![];
    u2(&mut lnt1, 1);
    u2(&mut lnt1, 4);
    u2(&mut lnt1, 12);
    let lnt1 = attr(&mut b.cp, "LineNumberTable", &lnt1);
    let mut lnt2 = vec![];
    u2(&mut lnt2, 1);
    u2(&mut lnt2, 0);
    u2(&mut lnt2, 10);
    let lnt2 = attr(&mut b.cp, "LineNumberTable", &lnt2);
    let mut lvt = vec![];
    u2(&mut lvt, 1);
    u2(&mut lvt, 0);
    u2(&mut lvt, 5);
    let this_name = b.cp.utf8("this");
    let this_desc = b.cp.utf8("Lp/Foo;");
    u2(&mut lvt, this_name);
    u2(&mut lvt, this_desc);
    u2(&mut lvt, 0);
    let lvt = attr(&mut b.cp, "LocalVariableTable", &lvt);
    let smt = attr(&mut b.cp, "StackMapTable", &[0, 0]);
    let unknown = attr(&mut b.cp, "SomethingElse", &[1, 2, 3]);
    let code = code_attr(
        &mut b.cp,
        1,
        1,
        &init_code,
        &[],
        &[lnt1, lnt2, lvt, smt, unknown],
    );
    b.method(ACC_PUBLIC, "<init>", "()V", &[code]);

    let exc = b.cp.class("java/io/IOException");
    let mut exceptions = vec![];
    u2(&mut exceptions, 1);
    u2(&mut exceptions, exc);
    let exceptions = attr(&mut b.cp, "Exceptions", &exceptions);
    // try { nop } catch (IOException) { return }
    let code = code_attr(
        &mut b.cp,
        1,
        3,
        &[0x00, 0xB1, 0x4C, 0xB1],
        &[(0, 1, 2, exc), (0, 2, 2, 0)],
        &[],
    );
    b.method(ACC_PUBLIC, "run", "(J)V", &[code, exceptions]);
    b.method(ACC_PUBLIC | ACC_NATIVE, "nat", "()I", &[]);
    b.simple_method(ACC_STATIC, "<clinit>", "()V", 0);

    let sf = b.cp.utf8("Foo.java");
    let mut body = vec![];
    u2(&mut body, sf);
    let a = attr(&mut b.cp, "SourceFile", &body);
    b.attrs.push(a);
    let inner = b.cp.class("p/Foo$Bar");
    let inner_name = b.cp.utf8("Bar");
    let mut body = vec![];
    u2(&mut body, 1);
    u2(&mut body, inner);
    u2(&mut body, b.this);
    u2(&mut body, inner_name);
    u2(
        &mut body,
        ACC_PRIVATE | ACC_STATIC | 0x0800, /* unrecognized: masked */
    );
    let a = attr(&mut b.cp, "InnerClasses", &body);
    b.attrs.push(a);
    let sig = b.cp.utf8("Ljava/lang/Object;Ljava/lang/Runnable;");
    let mut body = vec![];
    u2(&mut body, sig);
    let a = attr(&mut b.cp, "Signature", &body);
    b.attrs.push(a);
    let mut body = vec![];
    u2(&mut body, inner);
    let a = attr(&mut b.cp, "NestMembers", &{
        let mut v = vec![];
        u2(&mut v, 1);
        v.extend_from_slice(&body);
        v
    });
    b.attrs.push(a);
    b.major = 55;
    b
}

// ---------------------------------------------------------------------------
// Successful parses
// ---------------------------------------------------------------------------

#[test]
fn minimal_class() {
    let b = ClassBuilder::new("Foo");
    let cf = parse(&b.build()).unwrap();
    assert_eq!(&*cf.name, "Foo");
    assert_eq!(cf.super_name.as_deref(), Some("java/lang/Object"));
    assert_eq!(cf.major_version, 52);
    assert_eq!(cf.access_flags, ACC_PUBLIC | ACC_SUPER);
    assert!(cf.fields.is_empty() && cf.methods.is_empty());
    assert_eq!(cf.constant_pool.len(), 5);
}

#[test]
fn java_lang_object_has_no_super() {
    let mut b = ClassBuilder::new("java/lang/Object");
    b.super_ = 0;
    let cf = parse(&b.build()).unwrap();
    assert!(cf.super_name.is_none());
}

#[test]
fn rich_class_parses() {
    let b = rich_class();
    let cf = parse(&b.build()).unwrap();
    assert_eq!(&*cf.name, "p/Foo");
    assert_eq!(cf.interfaces.len(), 1);
    assert_eq!(&*cf.interfaces[0], "java/lang/Runnable");
    assert_eq!(cf.source_file.as_deref(), Some("Foo.java"));
    assert_eq!(
        cf.signature.as_deref(),
        Some("Ljava/lang/Object;Ljava/lang/Runnable;")
    );
    assert_eq!(cf.nest_members.len(), 1);
    assert_eq!(cf.inner_classes.len(), 1);
    let ic = &cf.inner_classes[0];
    assert_eq!(ic.inner_class.as_deref(), Some("p/Foo$Bar"));
    assert_eq!(ic.outer_class.as_deref(), Some("p/Foo"));
    assert_eq!(ic.inner_name.as_deref(), Some("Bar"));
    assert_eq!(ic.access_flags, ACC_PRIVATE | ACC_STATIC);

    let cp = &cf.constant_pool;
    let f = cf.field("I", "I").unwrap();
    assert_eq!(
        cp.get(f.constant_value.unwrap()).unwrap(),
        &Constant::Integer(42)
    );
    let f = cf.field("J", "J").unwrap();
    assert_eq!(
        cp.get(f.constant_value.unwrap()).unwrap(),
        &Constant::Long(-7)
    );
    let long_idx = f.constant_value.unwrap();
    assert!(
        cp.get(long_idx + 1).is_err(),
        "slot after a Long is unusable"
    );
    assert_eq!(cp.entries()[long_idx as usize + 1], Constant::Unusable);
    let f = cf.field("D", "D").unwrap();
    assert_eq!(
        cp.get(f.constant_value.unwrap()).unwrap(),
        &Constant::Double(2.5)
    );
    let f = cf.field("F", "F").unwrap();
    assert_eq!(
        cp.get(f.constant_value.unwrap()).unwrap(),
        &Constant::Float(1.5)
    );
    let f = cf.field("S", "Ljava/lang/String;").unwrap();
    let s_idx = f.constant_value.unwrap();
    assert_eq!(
        cp.string_utf16(s_idx).unwrap(),
        "hi".encode_utf16().collect::<Vec<_>>()
    );
    // ConstantValue on a non-static field is checked but ignored.
    assert!(cf.field("inst", "Z").unwrap().constant_value.is_none());
    assert!(cf.field("arr", "[[Ljava/lang/Object;").is_some());

    let init = cf.method("<init>", "()V").unwrap();
    let code = init.code.as_ref().unwrap();
    assert_eq!(code.code.len(), 5);
    assert_eq!(
        code.line_numbers,
        vec![
            LineNumberEntry {
                start_pc: 0,
                line_number: 10
            },
            LineNumberEntry {
                start_pc: 4,
                line_number: 12
            }
        ]
    );
    assert_eq!(code.line_number_for(0), Some(10));
    assert_eq!(code.line_number_for(3), Some(10));
    assert_eq!(code.line_number_for(4), Some(12));
    assert_eq!(code.local_variables.len(), 1);
    assert_eq!(&*code.local_variables[0].name, "this");
    assert_eq!(code.stack_map_table.as_deref(), Some(&[0u8, 0][..]));
    // invokespecial operand resolves through member_ref
    let idx = u16::from_be_bytes([code.code[2], code.code[3]]);
    let (c, n, d) = cp.member_ref(idx).unwrap();
    assert_eq!((&**c, &**n, &**d), ("java/lang/Object", "<init>", "()V"));

    let run = cf.method("run", "(J)V").unwrap();
    assert_eq!(run.exceptions.len(), 1);
    assert_eq!(&*run.exceptions[0], "java/io/IOException");
    let code = run.code.as_ref().unwrap();
    assert_eq!(code.exception_table.len(), 2);
    assert_eq!(
        &**cp.class_name(code.exception_table[0].catch_type).unwrap(),
        "java/io/IOException"
    );
    assert_eq!(code.exception_table[1].catch_type, 0);

    let nat = cf.method("nat", "()I").unwrap();
    assert!(nat.code.is_none() && nat.is_native());
    let clinit = cf.class_initializer().unwrap();
    assert_eq!(clinit.access_flags, ACC_STATIC);
}

#[test]
fn constant_pool_accessors() {
    let mut b = ClassBuilder::new("Foo");
    let f = b.cp.member(9, "Foo", "x", "I");
    let m = b.cp.member(11, "java/lang/Runnable", "run", "()V");
    let nt = b.cp.nat("y", "J");
    let cf = parse(&b.build()).unwrap();
    let cp = &cf.constant_pool;
    assert!(cp.get(0).is_err());
    assert!(cp.get(cp.len() as u16).is_err());
    assert_eq!(
        cp.get(cp.len() as u16).unwrap_err().message,
        format!("Invalid constant pool index {}", cp.len())
    );
    assert_eq!(&**cp.class_name(b.this).unwrap(), "Foo");
    assert!(cp.utf8(b.this).is_err());
    assert!(cp.class_name(nt).is_err());
    let (n, d) = cp.name_and_type(nt).unwrap();
    assert_eq!((&**n, &**d), ("y", "J"));
    let (c, n, d) = cp.member_ref(f).unwrap();
    assert_eq!((&**c, &**n, &**d), ("Foo", "x", "I"));
    let (c, n, d) = cp.member_ref(m).unwrap();
    assert_eq!((&**c, &**n, &**d), ("java/lang/Runnable", "run", "()V"));
    assert!(cp.member_ref(nt).is_err());
}

#[test]
fn utf8_surrogates_and_nul() {
    let mut b = ClassBuilder::new("Foo");
    let lone = b.cp.raw_utf8(&[b'a', 0xED, 0xA0, 0x80, b'b']);
    let pair = b.cp.raw_utf8(&[0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80]);
    let nul = b.cp.raw_utf8(&[b'x', 0xC0, 0x80, b'y']);
    let two = b.cp.raw_utf8(&[0xC3, 0xA9]);
    let cf = parse(&b.build()).unwrap();
    let cp = &cf.constant_pool;
    assert_eq!(&**cp.utf8(lone).unwrap(), "a\u{FFFD}b");
    assert_eq!(cp.utf16(lone).unwrap(), vec![0x61, 0xD800, 0x62]);
    assert_eq!(&**cp.utf8(pair).unwrap(), "\u{1F600}");
    assert_eq!(cp.utf16(pair).unwrap(), vec![0xD83D, 0xDE00]);
    assert_eq!(&**cp.utf8(nul).unwrap(), "x\0y");
    assert_eq!(cp.utf16(nul).unwrap(), vec![0x78, 0, 0x79]);
    assert_eq!(&**cp.utf8(two).unwrap(), "é");
}

#[test]
fn mutf8_roundtrip_and_errors() {
    let units: Vec<u16> = vec![
        0, 0x41, 0x7F, 0x80, 0x7FF, 0x800, 0xD800, 0xDC00, 0xFFFF, 0xD83D, 0xDE00,
    ];
    let enc = encode_from_utf16(&units);
    assert!(!enc.contains(&0));
    assert_eq!(decode_to_utf16(&enc).unwrap(), units);
    assert_eq!(encode_from_utf16(&[0]), vec![0xC0, 0x80]);
    assert_eq!(
        encode_from_str("\u{1F600}"),
        vec![0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80]
    );
    assert_eq!(decode_to_string(b"hello").unwrap(), "hello");
    assert_eq!(decode_to_string(&[0xED, 0xA0, 0x80]).unwrap(), "\u{FFFD}");
    assert!(decode_to_utf16(&[0]).is_err());
    assert!(decode_to_utf16(&[b'a', 0]).is_err());
    assert!(decode_to_utf16(&[0xF0, 0x9F, 0x98, 0x80]).is_err());
    assert!(decode_to_utf16(&[0xFF]).is_err());
    assert!(decode_to_utf16(&[0x80]).is_err());
    assert!(decode_to_utf16(&[0xC3]).is_err());
    assert!(decode_to_utf16(&[0xE0, 0x80]).is_err());
    assert!(decode_to_utf16(&[0xC3, 0x41]).is_err());
    assert!(decode_to_string(&[0xE2, 0x82]).is_err());
    assert_eq!(decode_to_utf16(&[]).unwrap(), Vec::<u16>::new());
}

#[test]
fn version_handling() {
    // Old and boundary versions accepted.
    for (major, minor) in [
        (45, 3),
        (45, 0),
        (49, 7),
        (55, 123),
        (56, 0),
        (61, 0),
    ] {
        let mut b = ClassBuilder::with_version("Foo", major);
        b.minor = minor;
        assert!(parse(&b.build()).is_ok(), "{}.{}", major, minor);
    }
    let mut b = ClassBuilder::with_version("p/q/Foo", 62);
    let e = parse_err(&b.build());
    assert_eq!(e.kind, ClassFileErrorKind::UnsupportedVersion);
    assert_eq!(
        e.message,
        "p.q.Foo has been compiled by a more recent version of the Java Runtime (class file version 62.0), \
         this version of the Java Runtime only recognizes class file versions up to 61.0"
    );
    b.minor = 65535;
    let e = parse_err(&b.build());
    assert!(
        e.message.contains("(class file version 62.65535)"),
        "{}",
        e.message
    );
    // Preview features: only those of this release, only with --enable-preview.
    let mut b = ClassBuilder::with_version("p/Foo", 61);
    b.minor = 65535;
    let e = parse_err(&b.build());
    assert_eq!(e.kind, ClassFileErrorKind::UnsupportedVersion);
    assert_eq!(e.message, "Preview features are not enabled for p/Foo (class file version 61.65535). Try running with '--enable-preview'");
    crate::classfile::set_preview_enabled(true);
    let accepted = parse(&b.build()).is_ok();
    crate::classfile::set_preview_enabled(false);
    assert!(accepted);
    let mut b = ClassBuilder::with_version("p/Foo", 60);
    b.minor = 65535;
    assert_eq!(
        parse_err(&b.build()).message,
        "p/Foo (class file version 60.65535) was compiled with preview features that are unsupported. \
         This version of the Java Runtime only recognizes preview features for class file version 61.65535"
    );
    let e = parse_named(&ClassBuilder::with_version("X", 65).build(), Some("a/B")).unwrap_err();
    assert!(
        e.message.starts_with("a.B has been compiled"),
        "{}",
        e.message
    );

    let e = parse_err(&ClassBuilder::with_version("Foo", 44).build());
    assert_eq!(e.kind, ClassFileErrorKind::UnsupportedVersion);
    assert_eq!(
        e.message,
        "Foo (class file version 44.0) was compiled with an invalid major version"
    );

    let mut b = ClassBuilder::with_version("Foo", 57);
    b.minor = 3;
    let e = parse_err(&b.build());
    assert_eq!(e.kind, ClassFileErrorKind::UnsupportedVersion);
    assert_eq!(
        e.message,
        "Foo (class file version 57.3) was compiled with an invalid non-zero minor version"
    );
}

// ---------------------------------------------------------------------------
// Specific errors
// ---------------------------------------------------------------------------

#[test]
fn bad_magic() {
    let mut bytes = ClassBuilder::new("Foo").build();
    bytes[..4].copy_from_slice(&0xDEADBEEFu32.to_be_bytes());
    assert_err(&bytes, "Incompatible magic value 3735928559");
    let e = parse_named(&bytes, Some("Foo")).unwrap_err();
    assert_eq!(
        e.message,
        "Incompatible magic value 3735928559 in class file Foo"
    );
    assert_eq!(e.to_string(), e.message);
    assert_eq!(e.java_exception_class(), "java/lang/ClassFormatError");
}

#[test]
fn truncated_and_extra_bytes() {
    let bytes = ClassBuilder::new("Foo").build();
    assert_err(&bytes[..bytes.len() - 1], "Truncated class file");
    assert_err(&[], "Truncated class file");
    assert_err(&[0xCA, 0xFE], "Truncated class file");
    let mut extra = bytes.clone();
    extra.push(0);
    assert_err(&extra, "Extra bytes at the end of class file Foo");
}

#[test]
fn huge_counts_fail_fast() {
    // constant_pool_count 65535 in a 10-byte file
    let mut bytes = vec![0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 52, 0xFF, 0xFF];
    assert_err(&bytes, "Truncated class file");
    bytes.extend_from_slice(&[1, 0xFF, 0xFF]);
    assert_err(&bytes, "Truncated class file");
    // fields_count / methods_count / attributes_count 65535 at the end
    let good = ClassBuilder::new("Foo").build();
    let n = good.len();
    for cut in [n - 6, n - 4, n - 2] {
        let mut bad = good[..cut].to_vec();
        bad.extend_from_slice(&[0xFF, 0xFF]);
        assert_err(&bad, "Truncated class file");
    }
}

#[test]
fn invalid_constant_pool_index() {
    let mut b = ClassBuilder::new("Foo");
    b.cp.tag2(7, 77);
    assert_err(
        &b.build(),
        "Invalid constant pool index 77 in class file Foo",
    );
    // Right index, wrong kind.
    let mut b = ClassBuilder::new("Foo");
    let i = b.cp.int(3);
    b.cp.tag2(8, i);
    assert_err(
        &b.build(),
        &format!(
            "Invalid constant pool index {} in class file Foo",
            i
        ),
    );
    // Index 0
    let mut b = ClassBuilder::new("Foo");
    b.cp.tag4(9, 0, 0);
    assert_err(
        &b.build(),
        "Invalid constant pool index 0 in class file Foo",
    );
    // Fieldref whose NameAndType slot is a Class
    let mut b = ClassBuilder::new("Foo");
    let this = b.this;
    b.cp.tag4(9, this, this);
    assert_err_starts(
        &b.build(),
        &format!(
            "Invalid constant pool index {} in class file Foo",
            this
        ),
    );
    // Reference to the unusable second half of a Long.
    let mut b = ClassBuilder::new("Foo");
    let l = b.cp.long(1);
    b.cp.tag2(8, l + 1);
    assert_err(
        &b.build(),
        &format!("Invalid constant pool index {} in class file Foo", l + 1),
    );
}

#[test]
fn module_constants_and_module_info_are_not_classes() {
    // CONSTANT_Module and CONSTANT_Package are unknown tags in a class (as in HotSpot).
    for tag in [19, 20] {
        let mut b = ClassBuilder::with_version("Foo", 61);
        let n = b.cp.utf8("m");
        b.cp.tag2(tag, n);
        assert_eq!(parse_named(&b.build(), Some("Foo")).unwrap_err().message, format!("Unknown constant tag {} in class file Foo", tag));
    }
    // ACC_MODULE from version 53 on: NoClassDefFoundError; ignored before.
    let mut b = ClassBuilder::with_version("p/Foo", 53);
    b.flags = ACC_MODULE;
    let e = parse_err(&b.build());
    assert_eq!(e.kind, ClassFileErrorKind::NoClassDef);
    assert_eq!(e.java_exception_class(), "java/lang/NoClassDefFoundError");
    assert_eq!(e.message, "p/Foo is not a class because access_flag ACC_MODULE is set");
    let mut b = ClassBuilder::with_version("p/Foo", 52);
    b.flags = ACC_MODULE | ACC_PUBLIC | ACC_SUPER;
    assert_eq!(parse(&b.build()).unwrap().access_flags, ACC_PUBLIC | ACC_SUPER);
}

#[test]
fn unknown_tag_and_bad_utf8() {
    let mut b = ClassBuilder::new("Foo");
    b.cp.push(&[42, 0, 0], 1);
    assert_err(&b.build(), "Unknown constant tag 42");
    assert_eq!(
        parse_named(&b.build(), Some("Foo")).unwrap_err().message,
        "Unknown constant tag 42 in class file Foo"
    );
    // Strings are checked as the pool is read: the class name comes from the loader.
    for bad in [&[b'a', 0][..], &[0xF0, 0x9F, 0x98, 0x80][..]] {
        let mut b = ClassBuilder::new("Foo");
        b.cp.raw_utf8(bad);
        assert_eq!(parse_named(&b.build(), Some("Foo")).unwrap_err().message, "Illegal UTF8 string in constant pool in class file Foo");
        assert_err(&b.build(), "Illegal UTF8 string in constant pool");
    }
    // The class's own name is illegal: no name to report.
    let mut cp = Cp::new();
    let n = cp.raw_utf8(&[0xC3]);
    let this = cp.tag2(7, n);
    let mut b = ClassBuilder::new("Foo");
    b.cp = cp;
    b.this = this;
    b.super_ = 0;
    assert_err(&b.build(), "Illegal UTF8 string in constant pool");
}

#[test]
fn long_in_last_slot() {
    let mut b = ClassBuilder::new("Foo");
    b.cp.long(5);
    let mut bytes = b.build();
    // Lower constant_pool_count by one so the Long's second slot is outside.
    let count = u16::from_be_bytes([bytes[8], bytes[9]]) - 1;
    bytes[8..10].copy_from_slice(&count.to_be_bytes());
    assert_err_starts(
        &bytes,
        &format!("Invalid constant pool entry {}", count - 1),
    );
}

#[test]
fn constant_tags_require_versions() {
    let mut b = ClassBuilder::with_version("Foo", 50);
    let d = b.cp.utf8("()V");
    b.cp.tag2(16, d);
    assert_err(
        &b.build(),
        "Class file version does not support constant tag 16 in class file Foo",
    );
    b.major = 51;
    assert!(parse(&b.build()).is_ok());
}

#[test]
fn method_handle_rules() {
    let mk = |kind: u8, tag: u8, name: &str, desc: &str, major: u16| {
        let mut b = ClassBuilder::with_version("Foo", major);
        let r = b.cp.member(tag, "Foo", name, desc);
        b.cp.method_handle(kind, r);
        b.build()
    };
    assert!(parse(&mk(1, 9, "x", "I", 52)).is_ok());
    assert!(parse(&mk(4, 9, "x", "I", 52)).is_ok());
    assert!(parse(&mk(5, 10, "m", "()V", 52)).is_ok());
    assert!(parse(&mk(6, 11, "m", "()V", 52)).is_ok());
    assert!(parse(&mk(6, 11, "m", "()V", 51)).is_err());
    assert!(parse(&mk(7, 10, "m", "()V", 51)).is_ok());
    assert!(parse(&mk(8, 10, "<init>", "()V", 52)).is_ok());
    assert!(parse(&mk(9, 11, "m", "()V", 52)).is_ok());
    assert!(parse(&mk(9, 10, "m", "()V", 52)).is_err());
    assert!(parse(&mk(1, 10, "m", "()V", 52)).is_err());
    assert!(parse(&mk(5, 9, "x", "I", 52)).is_err());
    let e = parse_err(&mk(8, 10, "m", "()V", 52));
    assert!(
        e.message
            .starts_with("Bad method handle name at constant pool index"),
        "{}",
        e.message
    );
    let e = parse_err(&mk(5, 10, "<init>", "()V", 52));
    assert!(
        e.message.starts_with("Bad method handle name"),
        "{}",
        e.message
    );
    let e = parse_err(&mk(10, 10, "m", "()V", 52));
    assert!(
        e.message
            .starts_with("Bad method handle kind at constant pool index"),
        "{}",
        e.message
    );
    let e = parse_err(&mk(0, 10, "m", "()V", 52));
    assert!(
        e.message.starts_with("Bad method handle kind"),
        "{}",
        e.message
    );
}

/// Class `Foo` whose constant pool holds a member reference (`tag` 9 field,
/// 10 method) to `Foo.name:desc`.
fn member_ref_class(tag: u8, name: &str, desc: &str) -> Vec<u8> {
    let mut b = ClassBuilder::new("Foo");
    b.cp.member(tag, "Foo", name, desc);
    b.build()
}

/// A boot class gets HotSpot's relaxed checks: illegal names and
/// descriptors pass, structural errors do not.
#[test]
fn trusted_classes_skip_legality_checks_only() {
    let mk = member_ref_class;
    for (tag, name, desc) in [(9, "a.b", "I"), (9, "x", "()V"), (10, "m", "I"), (10, "a<b", "()V")] {
        let bytes = mk(tag, name, desc);
        assert!(parse(&bytes).is_err(), "{name}{desc}");
        assert!(parse_trusted(&bytes, None).is_ok(), "{name}{desc}");
    }
    let mut b = ClassBuilder::new("Foo");
    b.cp.class("a//b");
    assert!(parse(&b.build()).is_err() && parse_trusted(&b.build(), None).is_ok());
    // Structure and the expected name are checked all the same.
    let good = ClassBuilder::new("Foo").build();
    for cut in [10, good.len() / 2, good.len() - 1] {
        assert_eq!(parse_trusted(&good[..cut], None).is_err(), parse(&good[..cut]).is_err(), "cut at {cut}");
        assert!(parse_trusted(&good[..cut], None).is_err(), "cut at {cut}");
    }
    assert!(parse_trusted(&good, Some("Bar")).is_err(), "wrong name");
}

#[test]
fn member_ref_name_and_descriptor_checks() {
    let mk = member_ref_class;
    assert_err(
        &mk(9, "x", "()V"),
        "Field \"x\" in class Foo has illegal signature \"()V\"",
    );
    assert_err(
        &mk(9, "a.b", "I"),
        "Illegal field name \"a.b\" in class Foo",
    );
    assert_err(
        &mk(10, "m", "I"),
        "Method \"m\" in class Foo has illegal signature \"I\"",
    );
    assert_err(
        &mk(10, "<init>", "()I"),
        "Method \"<init>\" in class Foo has illegal signature \"()I\"",
    );
    assert_err_starts(
        &mk(10, "<clinit>", "()V"),
        "Bad method name at constant pool index",
    );
    assert_err(
        &mk(10, "a<b", "()V"),
        "Illegal method name \"a<b\" in class Foo",
    );
    let mut b = ClassBuilder::new("Foo");
    b.cp.class("a//b");
    assert_err(&b.build(), "Illegal class name \"a//b\" in class file Foo");
    let mut b = ClassBuilder::new("Foo");
    b.cp.class(&format!("{}I", "[".repeat(256)));
    assert_err_starts(&b.build(), "Illegal class name");
    let mut b = ClassBuilder::new("Foo");
    b.cp.class(&format!("{}I", "[".repeat(255)));
    b.cp.class("[Ljava/lang/String;");
    assert!(parse(&b.build()).is_ok());
}

#[test]
fn invokedynamic_needs_bootstrap_methods() {
    let mut b = ClassBuilder::new("Foo");
    let nt = b.cp.nat("run", "()Ljava/lang/Runnable;");
    b.cp.tag4(18, 0, nt);
    assert_err(
        &b.build(),
        "Missing BootstrapMethods attribute in class file Foo",
    );

    let target = b.cp.member(
        10,
        "java/lang/invoke/LambdaMetafactory",
        "metafactory",
        "()V",
    );
    let mh = b.cp.method_handle(6, target);
    let arg = b.cp.string("x");
    let mut body = vec![];
    u2(&mut body, 1);
    u2(&mut body, mh);
    u2(&mut body, 1);
    u2(&mut body, arg);
    let a = attr(&mut b.cp, "BootstrapMethods", &body);
    b.attrs.push(a);
    let cf = parse(&b.build()).unwrap();
    assert_eq!(
        cf.bootstrap_methods,
        vec![BootstrapMethod {
            method_ref: mh,
            arguments: vec![arg]
        }]
    );

    // Bootstrap index out of range.
    let mut b2 = b.clone();
    b2.cp.tag4(18, 1, nt);
    assert_err(&b2.build(), "Short length on BootstrapMethods in class file Foo");
    // Non-loadable bootstrap argument.
    let mut b3 = b.clone();
    let bad_arg = nt;
    let mut body = vec![];
    u2(&mut body, 1);
    u2(&mut body, mh);
    u2(&mut body, 1);
    u2(&mut body, bad_arg);
    b3.attrs[0] = attr(&mut b3.cp, "BootstrapMethods", &body);
    assert_err(&b3.build(), &format!("argument_index {} has bad constant type in class file Foo", bad_arg));
    // A bootstrap method that is not a MethodHandle, or out of range.
    for bad in [arg, 999] {
        let mut b5 = b.clone();
        let mut body = vec![];
        u2(&mut body, 1);
        u2(&mut body, bad);
        u2(&mut body, 0);
        b5.attrs[0] = attr(&mut b5.cp, "BootstrapMethods", &body);
        assert_err(&b5.build(), &format!("bootstrap_method_index {} has bad constant type in class file Foo", bad));
    }
    // Wrong length.
    let mut b4 = b.clone();
    let mut body = vec![];
    u2(&mut body, 1);
    u2(&mut body, mh);
    u2(&mut body, 1);
    u2(&mut body, arg);
    body.push(0);
    b4.attrs[0] = attr(&mut b4.cp, "BootstrapMethods", &body);
    assert_err(
        &b4.build(),
        "Wrong BootstrapMethods attribute length 9 in class file Foo",
    );
}

#[test]
fn attributes_of_newer_versions_are_ignored() {
    // BootstrapMethods (51) and NestHost (55) with garbage contents in a 50 file.
    let mut b = ClassBuilder::with_version("Foo", 50);
    let a = attr(&mut b.cp, "BootstrapMethods", &[9, 9, 9]);
    b.attrs.push(a);
    let a = attr(&mut b.cp, "NestHost", &[0xFF]);
    b.attrs.push(a);
    let a = attr(&mut b.cp, "NestMembers", &[]);
    b.attrs.push(a);
    assert!(parse(&b.build()).is_ok());
    b.major = 55;
    assert!(parse(&b.build()).is_err());
    // StackMapTable ignored before 50.
    let mut b = ClassBuilder::with_version("Foo", 49);
    let smt = attr(&mut b.cp, "StackMapTable", &[1]);
    let code = code_attr(&mut b.cp, 0, 1, &[0xB1], &[], &[smt.clone(), smt]);
    b.method(0, "m", "()V", &[code]);
    let cf = parse(&b.build()).unwrap();
    assert!(cf.methods[0]
        .code
        .as_ref()
        .unwrap()
        .stack_map_table
        .is_none());
    b.major = 50;
    assert_err(
        &b.build(),
        "Multiple StackMapTable attributes in class file Foo",
    );
}

#[test]
fn attribute_length_errors() {
    // SourceFile of length 3
    let mut b = ClassBuilder::new("Foo");
    let sf = b.cp.utf8("Foo.java");
    let mut body = vec![];
    u2(&mut body, sf);
    body.push(0);
    let a = attr(&mut b.cp, "SourceFile", &body);
    b.attrs.push(a);
    assert_err(
        &b.build(),
        "Wrong SourceFile attribute length 3 in class file Foo",
    );
    // Duplicate SourceFile
    let mut b = ClassBuilder::new("Foo");
    let sf = b.cp.utf8("Foo.java");
    let a = attr(&mut b.cp, "SourceFile", &sf.to_be_bytes());
    b.attrs.push(a.clone());
    b.attrs.push(a);
    assert_err(
        &b.build(),
        "Multiple SourceFile attributes in class file Foo",
    );
    // Declared attribute length overruns the file.
    let mut b = ClassBuilder::new("Foo");
    let mut a = attr(&mut b.cp, "Whatever", &[1, 2]);
    a[5] = 200;
    b.attrs.push(a);
    assert_err(&b.build(), "Truncated class file");
    // Nested attribute overruns the Code attribute.
    let mut b = ClassBuilder::new("Foo");
    let mut lnt = attr(&mut b.cp, "LineNumberTable", &[0, 0]);
    lnt[5] = 3;
    let code = code_attr(&mut b.cp, 0, 1, &[0xB1], &[], &[lnt]);
    b.method(0, "m", "()V", &[code]);
    // (HotSpot reads a LineNumberTable by its entry count and checks the length against it.)
    assert_err(&b.build(), "LineNumberTable attribute has wrong length in class file Foo");
    // LineNumberTable whose count disagrees with its length.
    let mut b = ClassBuilder::new("Foo");
    let lnt = attr(&mut b.cp, "LineNumberTable", &[0, 2, 0, 0, 0, 1]);
    let code = code_attr(&mut b.cp, 0, 1, &[0xB1], &[], &[lnt]);
    b.method(0, "m", "()V", &[code]);
    assert_err(&b.build(), "LineNumberTable attribute has wrong length in class file Foo");
    // Code attribute with trailing garbage.
    let mut b = ClassBuilder::new("Foo");
    let mut code = code_attr(&mut b.cp, 0, 1, &[0xB1], &[], &[]);
    code.push(0);
    code[5] += 1;
    b.method(0, "m", "()V", &[code]);
    assert_err(&b.build(), "Code segment has wrong length in class file Foo");
    // LineNumberTable pc outside code.
    let mut b = ClassBuilder::new("Foo");
    let lnt = attr(&mut b.cp, "LineNumberTable", &[0, 1, 0, 1, 0, 1]);
    let code = code_attr(&mut b.cp, 0, 1, &[0xB1], &[], &[lnt]);
    b.method(0, "m", "()V", &[code]);
    assert_err(
        &b.build(),
        "Invalid pc in LineNumberTable in class file Foo",
    );
}

#[test]
fn code_checks() {
    let with_code = |code: Vec<u8>| {
        let mut b = ClassBuilder::new("Foo");
        let c = code_attr(&mut b.cp, 0, 1, &code, &[], &[]);
        b.method(0, "m", "()V", &[c]);
        b.build()
    };
    assert_err(
        &with_code(vec![]),
        "Invalid method Code length 0 in class file Foo",
    );
    assert!(parse(&with_code(vec![0; 65535])).is_ok());
    assert_err(
        &with_code(vec![0; 65536]),
        "Invalid method Code length 65536 in class file Foo",
    );

    let with_et = |et: (u16, u16, u16, u16)| {
        let mut b = ClassBuilder::new("Foo");
        let c = code_attr(&mut b.cp, 0, 1, &[0, 0, 0xB1], &[et], &[]);
        b.method(0, "m", "()V", &[c]);
        b.build()
    };
    assert!(parse(&with_et((0, 3, 2, 0))).is_ok());
    assert_err(
        &with_et((1, 1, 2, 0)),
        "Illegal exception table range in class file Foo",
    );
    assert_err(
        &with_et((0, 4, 2, 0)),
        "Illegal exception table range in class file Foo",
    );
    assert_err(
        &with_et((0, 1, 3, 0)),
        "Illegal exception table handler in class file Foo",
    );
    assert_err(&with_et((0, 1, 2, 1)), "Catch type in exception table has bad constant type in class file Foo");

    // Arguments must fit in max_locals.
    let mut b = ClassBuilder::new("Foo");
    let c = code_attr(&mut b.cp, 0, 2, &[0xB1], &[], &[]);
    b.method(0, "m", "(J)V", &[c]);
    assert_err(&b.build(), "Arguments can't fit into locals in class file Foo");
    // 256 parameter slots (255 ints + this) is too many.
    let mut b = ClassBuilder::new("Foo");
    b.method(ACC_NATIVE, "m", &format!("({})V", "I".repeat(255)), &[]);
    assert_err(
        &b.build(),
        "Too many arguments in method signature in class file Foo",
    );
    let mut b = ClassBuilder::new("Foo");
    b.method(
        ACC_NATIVE | ACC_STATIC,
        "m",
        &format!("({})V", "I".repeat(255)),
        &[],
    );
    assert!(parse(&b.build()).is_ok());
}

#[test]
fn code_presence() {
    let mut b = ClassBuilder::new("Foo");
    b.method(ACC_PUBLIC, "m", "()V", &[]);
    assert_err(
        &b.build(),
        "Absent Code attribute in method that is not native or abstract in class file Foo",
    );
    let mut b = ClassBuilder::new("Foo");
    b.flags |= ACC_ABSTRACT;
    b.simple_method(ACC_PUBLIC | ACC_ABSTRACT, "m", "()V", 1);
    assert_err(
        &b.build(),
        "Code attribute in native or abstract methods in class file Foo",
    );
    let mut b = ClassBuilder::new("Foo");
    let c1 = code_attr(&mut b.cp, 0, 1, &[0xB1], &[], &[]);
    b.method(0, "m", "()V", &[c1.clone(), c1]);
    assert_err(&b.build(), "Multiple Code attributes in class file Foo");
}

#[test]
fn constant_value_checks() {
    let mk = |desc: &str, which: u8, flags: u16| {
        let mut b = ClassBuilder::new("Foo");
        let idx = match which {
            0 => b.cp.int(1),
            1 => b.cp.long(1),
            2 => b.cp.string("s"),
            3 => b.cp.float(1.0),
            _ => 999,
        };
        let a = attr(&mut b.cp, "ConstantValue", &idx.to_be_bytes());
        b.field(flags, "f", desc, &[a]);
        b.build()
    };
    for d in ["I", "S", "C", "B", "Z"] {
        assert!(parse(&mk(d, 0, ACC_STATIC)).is_ok(), "{}", d);
    }
    assert!(parse(&mk("J", 1, ACC_STATIC)).is_ok());
    assert!(parse(&mk("F", 3, ACC_STATIC)).is_ok());
    assert!(parse(&mk("Ljava/lang/String;", 2, ACC_STATIC)).is_ok());
    assert_err(
        &mk("J", 0, ACC_STATIC),
        "Inconsistent constant value type in class file Foo",
    );
    assert_err(
        &mk("I", 1, ACC_STATIC),
        "Inconsistent constant value type in class file Foo",
    );
    assert_err(
        &mk("Ljava/lang/Object;", 2, ACC_STATIC),
        "Inconsistent constant value type in class file Foo",
    );
    assert_err(
        &mk("D", 3, 0),
        "Inconsistent constant value type in class file Foo",
    );
    assert_err(
        &mk("I", 9, ACC_STATIC),
        "Bad initial value index 999 in ConstantValue attribute in class file Foo",
    );
    let mut b = ClassBuilder::new("Foo");
    let i = b.cp.int(1);
    let a = attr(&mut b.cp, "ConstantValue", &i.to_be_bytes());
    b.field(ACC_STATIC, "f", "I", &[a.clone(), a]);
    assert_err(
        &b.build(),
        "Duplicate ConstantValue attribute in class file Foo",
    );
}

#[test]
fn field_and_method_declaration_checks() {
    let mut b = ClassBuilder::new("Foo");
    b.field(0, "x", "Q", &[]);
    assert_err(
        &b.build(),
        "Field \"x\" in class Foo has illegal signature \"Q\"",
    );
    let mut b = ClassBuilder::new("Foo");
    b.field(0, "x", "V", &[]);
    assert_err(
        &b.build(),
        "Field \"x\" in class Foo has illegal signature \"V\"",
    );
    let mut b = ClassBuilder::new("Foo");
    b.field(0, "", "I", &[]);
    assert_err(&b.build(), "Illegal field name \"\" in class Foo");
    let mut b = ClassBuilder::new("Foo");
    b.field(0, "x", "I", &[]);
    b.field(0, "x", "I", &[]);
    assert_err(
        &b.build(),
        "Duplicate field name \"x\" with signature \"I\" in class file Foo",
    );
    let mut b = ClassBuilder::new("Foo");
    b.field(0, "x", "I", &[]);
    b.field(0, "x", "J", &[]);
    assert!(parse(&b.build()).is_ok());
    let mut b = ClassBuilder::new("Foo");
    b.field(ACC_PUBLIC | ACC_PRIVATE, "x", "I", &[]);
    assert_err(&b.build(), "Illegal field modifiers in class Foo: 0x3");
    let mut b = ClassBuilder::new("Foo");
    b.field(ACC_FINAL | ACC_VOLATILE, "x", "I", &[]);
    assert_err(&b.build(), "Illegal field modifiers in class Foo: 0x50");

    let mut b = ClassBuilder::new("Foo");
    b.simple_method(0, "<foo>", "()V", 1);
    assert_err(&b.build(), "Illegal method name \"<foo>\" in class Foo");
    // A constructor's modifiers are checked before its signature (HotSpot's order).
    let mut b = ClassBuilder::new("Foo");
    b.method(ACC_NATIVE, "<init>", "()I", &[]);
    assert_err(&b.build(), "Method <init> in class Foo has illegal modifiers: 0x100");
    let mut b = ClassBuilder::new("Foo");
    b.method(ACC_PUBLIC, "<init>", "()I", &[]);
    assert_err(
        &b.build(),
        "Method \"<init>\" in class Foo has illegal signature \"()I\"",
    );
    let mut b = ClassBuilder::new("Foo");
    b.method(ACC_NATIVE, "m", "(V)V", &[]);
    assert_err(
        &b.build(),
        "Method \"m\" in class Foo has illegal signature \"(V)V\"",
    );
    let mut b = ClassBuilder::new("Foo");
    b.simple_method(0, "m", "()V", 1);
    b.simple_method(ACC_STATIC, "m", "()V", 1);
    assert_err(
        &b.build(),
        "Duplicate method name \"m\" with signature \"()V\" in class file Foo",
    );
    let mut b = ClassBuilder::new("Foo");
    b.simple_method(ACC_STATIC, "<init>", "()V", 1);
    assert_err(
        &b.build(),
        "Method <init> in class Foo has illegal modifiers: 0x8",
    );
    let mut b = ClassBuilder::new("Foo");
    b.method(ACC_ABSTRACT | ACC_PRIVATE, "m", "()V", &[]);
    assert_err(
        &b.build(),
        "Method m in class Foo has illegal modifiers: 0x402",
    );
    let mut b = ClassBuilder::new("Foo");
    b.simple_method(ACC_PUBLIC | ACC_PROTECTED, "m", "()V", 1);
    assert_err(
        &b.build(),
        "Method m in class Foo has illegal modifiers: 0x5",
    );

    // <clinit>: must be static from 51 on; flags normalized.
    let mut b = ClassBuilder::with_version("Foo", 51);
    b.simple_method(0, "<clinit>", "()V", 0);
    assert_err(
        &b.build(),
        "Method <clinit> is not static in class file Foo",
    );
    b.major = 50;
    let cf = parse(&b.build()).unwrap();
    assert_eq!(cf.methods[0].access_flags, ACC_STATIC);
    let mut b = ClassBuilder::with_version("Foo", 52);
    b.simple_method(ACC_STATIC | ACC_PUBLIC | ACC_FINAL, "<clinit>", "()V", 0);
    assert_eq!(
        parse(&b.build()).unwrap().methods[0].access_flags,
        ACC_STATIC
    );
    let mut b = ClassBuilder::with_version("Foo", 52);
    b.simple_method(ACC_STATIC, "<clinit>", "(I)V", 1);
    assert_err(
        &b.build(),
        "Method \"<clinit>\" in class Foo has illegal signature \"(I)V\"",
    );
}

#[test]
fn class_flag_checks() {
    let mut b = ClassBuilder::new("Foo");
    b.flags = ACC_PUBLIC | ACC_INTERFACE;
    assert_err(&b.build(), "Illegal class modifiers in class Foo: 0x201");
    b.flags = ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT;
    let cf = parse(&b.build()).unwrap();
    assert!(cf.is_interface());
    // Old class files: interfaces get ACC_ABSTRACT implicitly.
    b.major = 49;
    b.flags = ACC_PUBLIC | ACC_INTERFACE;
    assert_eq!(
        parse(&b.build()).unwrap().access_flags,
        ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT
    );
    let mut b = ClassBuilder::new("Foo");
    b.flags = ACC_FINAL | ACC_ABSTRACT;
    assert_err(&b.build(), "Illegal class modifiers in class Foo: 0x410");
    b.flags = ACC_ANNOTATION;
    assert_err(&b.build(), "Illegal class modifiers in class Foo: 0x2000");
    // Unrecognized bits are masked.
    b.flags = ACC_PUBLIC | 0x0002;
    assert_eq!(parse(&b.build()).unwrap().access_flags, ACC_PUBLIC);
    // Interface with a non-Object superclass.
    let mut b = ClassBuilder::new("Foo");
    b.flags = ACC_INTERFACE | ACC_ABSTRACT;
    b.super_ = b.cp.class("java/lang/Number");
    assert_err(
        &b.build(),
        "Interfaces must have java.lang.Object as superclass in class file Foo",
    );
    // Missing super.
    let mut b = ClassBuilder::new("Foo");
    b.super_ = 0;
    assert_err(&b.build(), "Invalid superclass index 0 in class file Foo");
    // Bad this_class.
    let mut b = ClassBuilder::new("Foo");
    b.this = b.cp.int(5);
    // this_class is not a Class, so the name is unknown.
    assert_err(
        &b.build(),
        &format!("Invalid this class index {} in constant pool", b.this),
    );
    let e = parse_named(&b.build(), Some("Foo")).unwrap_err();
    assert_eq!(
        e.message,
        format!(
            "Invalid this class index {} in constant pool in class file Foo",
            b.this
        )
    );
    // Duplicate interface.
    let mut b = ClassBuilder::new("Foo");
    let i = b.cp.class("java/lang/Runnable");
    b.interfaces = vec![i, i];
    assert_err(
        &b.build(),
        "Duplicate interface name \"java/lang/Runnable\" in class file Foo",
    );
}

#[test]
fn interface_member_checks() {
    let iface = |major: u16| {
        let mut b = ClassBuilder::with_version("I", major);
        b.flags = ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT;
        b
    };
    let mut b = iface(52);
    b.field(ACC_PUBLIC | ACC_STATIC | ACC_FINAL, "X", "I", &[]);
    b.method(ACC_PUBLIC | ACC_ABSTRACT, "m", "()V", &[]);
    b.simple_method(ACC_PUBLIC, "d", "()V", 1);
    b.simple_method(ACC_PRIVATE, "p", "()V", 1);
    b.simple_method(ACC_PUBLIC | ACC_STATIC, "s", "()V", 0);
    b.simple_method(ACC_STATIC, "<clinit>", "()V", 0);
    assert!(parse(&b.build()).is_ok());
    let mut b = iface(52);
    b.field(ACC_PUBLIC | ACC_STATIC, "X", "I", &[]);
    assert_err(&b.build(), "Illegal field modifiers in class I: 0x9");
    let mut b = iface(52);
    b.simple_method(ACC_PUBLIC, "<init>", "()V", 1);
    assert_err(
        &b.build(),
        "Interface cannot have a method named <init> in class file I",
    );
    let mut b = iface(52);
    b.method(0, "m", "()V", &[]);
    assert_err(&b.build(), "Method m in class I has illegal modifiers: 0x0");
    // Before 52, interface methods must be public abstract.
    let mut b = iface(51);
    b.simple_method(ACC_PUBLIC, "d", "()V", 1);
    assert_err(&b.build(), "Method d in class I has illegal modifiers: 0x1");
}

#[test]
fn inner_classes_and_nest_checks() {
    let mut b = ClassBuilder::new("Foo");
    let mut body = vec![];
    u2(&mut body, 1);
    u2(&mut body, b.this);
    u2(&mut body, b.this);
    u2(&mut body, 0);
    u2(&mut body, 0);
    let a = attr(&mut b.cp, "InnerClasses", &body);
    b.attrs.push(a);
    assert_err(
        &b.build(),
        "Class is both outer and inner class in class file Foo",
    );

    let mut b = ClassBuilder::new("Foo");
    let mut body = vec![];
    u2(&mut body, 1);
    u2(&mut body, b.this);
    u2(&mut body, 0);
    u2(&mut body, 0);
    u2(&mut body, 0);
    let a = attr(&mut b.cp, "InnerClasses", &body);
    b.attrs.push(a);
    let cf = parse(&b.build()).unwrap();
    assert_eq!(cf.inner_classes[0].outer_class, None);
    assert_eq!(cf.inner_classes[0].inner_name, None);

    let mut b = ClassBuilder::with_version("Foo", 55);
    let host = b.cp.class("Outer");
    let a = attr(&mut b.cp, "NestHost", &host.to_be_bytes());
    b.attrs.push(a);
    let cf = parse(&b.build()).unwrap();
    assert_eq!(cf.nest_host.as_deref(), Some("Outer"));
    let a = attr(&mut b.cp, "NestMembers", &[0, 0]);
    b.attrs.push(a);
    assert_err(
        &b.build(),
        "Conflicting NestHost and NestMembers attributes in class file Foo",
    );

    let mut b = ClassBuilder::new("Foo$1");
    let outer = b.cp.class("Foo");
    let nt = b.cp.nat("run", "()V");
    let mut body = vec![];
    u2(&mut body, outer);
    u2(&mut body, nt);
    let a = attr(&mut b.cp, "EnclosingMethod", &body);
    b.attrs.push(a);
    let cf = parse(&b.build()).unwrap();
    let (c, m) = cf.enclosing_method.unwrap();
    assert_eq!(&*c, "Foo");
    let (n, d) = m.unwrap();
    assert_eq!((&*n, &*d), ("run", "()V"));
}

// ---------------------------------------------------------------------------
// Descriptors
// ---------------------------------------------------------------------------

#[test]
fn descriptors_valid() {
    assert_eq!(parse_field_descriptor("I").unwrap(), FieldType::Int);
    assert_eq!(
        parse_field_descriptor("Ljava/lang/String;").unwrap(),
        FieldType::Object(Arc::from("java/lang/String"))
    );
    let t = parse_field_descriptor("[[J").unwrap();
    assert_eq!(
        t,
        FieldType::Array(Box::new(FieldType::Array(Box::new(FieldType::Long))))
    );
    assert_eq!(t.dimensions(), 2);
    assert_eq!(t.slots(), 1);
    assert!(t.is_reference());
    assert_eq!(t.descriptor(), "[[J");
    assert_eq!(FieldType::Long.slots(), 2);
    assert_eq!(FieldType::Double.slots(), 2);
    assert_eq!(FieldType::Boolean.slots(), 1);
    assert!(!FieldType::Int.is_reference());
    for d in [
        "B",
        "C",
        "D",
        "F",
        "I",
        "J",
        "S",
        "Z",
        "Ljava/lang/Object;",
        "[Z",
        "[[[La/b/C;",
        "La$b;",
        "L<x>;",
    ] {
        assert_eq!(parse_field_descriptor(d).unwrap().descriptor(), d);
    }
    let max = format!("{}I", "[".repeat(255));
    assert_eq!(parse_field_descriptor(&max).unwrap().dimensions(), 255);

    let m = parse_method_descriptor("(IJD[JLjava/lang/Object;)V").unwrap();
    assert_eq!(m.params.len(), 5);
    assert_eq!(m.param_slots(), 7);
    assert_eq!(m.ret, None);
    assert_eq!(m.descriptor(), "(IJD[JLjava/lang/Object;)V");
    let m = parse_method_descriptor("()Ljava/lang/String;").unwrap();
    assert!(m.params.is_empty());
    assert_eq!(
        m.ret,
        Some(FieldType::Object(Arc::from("java/lang/String")))
    );
    assert_eq!(check_method_descriptor("(JJ)[I"), Some((4, false)));
    assert_eq!(check_method_descriptor("()V"), Some((0, true)));
    assert_eq!(check_field_descriptor("D"), Some(2));
}

#[test]
fn descriptors_invalid() {
    let too_deep = format!("{}I", "[".repeat(256));
    for d in [
        "",
        "L;",
        "[",
        "V",
        "[V",
        "Q",
        "Ljava/lang/String",
        "La//b;",
        "L/a;",
        "La/;",
        "La.b;",
        "La[b;",
        "II",
        "I ",
        "(I",
        "()V",
        &too_deep,
    ] {
        assert!(parse_field_descriptor(d).is_err(), "{:?}", d);
        assert!(check_field_descriptor(d).is_none(), "{:?}", d);
    }
    assert_eq!(
        parse_field_descriptor("L;").unwrap_err().message,
        "Invalid field descriptor \"L;\""
    );
    let too_deep_m = format!("({})V", too_deep);
    for d in [
        "",
        "(",
        "(I",
        "()",
        "(V)V",
        "()VV",
        "()II",
        "I",
        "V",
        "(I)",
        ")V",
        "(L;)V",
        "()[V",
        "(I)V ",
        &too_deep_m,
    ] {
        assert!(parse_method_descriptor(d).is_err(), "{:?}", d);
        assert!(check_method_descriptor(d).is_none(), "{:?}", d);
    }
    assert_eq!(
        parse_method_descriptor("(I").unwrap_err().message,
        "Invalid method descriptor \"(I\""
    );
}

#[test]
fn name_validity() {
    assert!(is_valid_unqualified_name("x$y<z>"));
    assert!(!is_valid_unqualified_name("a/b"));
    assert!(!is_valid_unqualified_name(""));
    assert!(is_valid_method_name("<init>"));
    assert!(is_valid_method_name("<clinit>"));
    assert!(!is_valid_method_name("<x>"));
    assert!(!is_valid_method_name("a;"));
    assert!(is_valid_class_name("java/lang/Object"));
    assert!(is_valid_class_name("[I"));
    assert!(!is_valid_class_name("[X"));
    assert!(!is_valid_class_name("java.lang.Object"));
    assert!(!is_valid_class_name("a/"));
}

// ---------------------------------------------------------------------------
// Robustness
// ---------------------------------------------------------------------------

struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

fn check_all_truncations(bytes: &[u8]) {
    assert!(parse(bytes).is_ok());
    for len in 0..bytes.len() {
        assert!(
            parse(&bytes[..len]).is_err(),
            "prefix of length {} parsed",
            len
        );
    }
}

fn fuzz(bytes: &[u8], seed: u64, rounds: usize) {
    let mut rng = Lcg(seed);
    for _ in 0..rounds {
        let mut m = bytes.to_vec();
        let flips = 1 + (rng.next() % 4) as usize;
        for _ in 0..flips {
            let pos = (rng.next() as usize) % m.len();
            match rng.next() % 4 {
                0 => m[pos] ^= 1 << (rng.next() % 8),
                1 => m[pos] = rng.next() as u8,
                2 => m[pos] = 0xFF,
                _ => m[pos] = 0,
            }
        }
        // Must not panic; the result itself does not matter.
        let _ = parse(&m);
    }
}

#[test]
fn truncations_of_built_class() {
    check_all_truncations(&rich_class().build());
}

#[test]
fn random_mutations_of_built_class() {
    fuzz(&rich_class().build(), 0x1234_5678, 5000);
}

// ---------------------------------------------------------------------------
// Real class files from javac (skipped when javac is unavailable)
// ---------------------------------------------------------------------------

const JAVA_SOURCES: &[(&str, &str)] = &[
    (
        "demo/Shapes.java",
        r#"package demo;
import java.util.*;
import java.util.function.*;
public class Shapes implements Comparable<Shapes> {
    public static final long BIG = 1234567890123L;
    public static final double PI2 = 6.283185307179586;
    public static final float F = 1.5f;
    public static final String NAME = "shapes\u0000\uD800x\u00e9\u4e2d";
    public static final int ANSWER = 42;
    public static final char CH = 'x';
    public static final boolean FLAG = true;
    private final int id;
    private static int counter;
    static { counter = (int) (BIG % 7); }
    public Shapes(int id) { this.id = id; }
    public int compareTo(Shapes o) { return Integer.compare(id, o.id); }
    public String describe(String prefix, long n, double d) { return prefix + ":" + id + "/" + n + "/" + d; }
    public List<Supplier<String>> lambdas() {
        List<Supplier<String>> l = new ArrayList<>();
        for (int i = 0; i < 3; i++) { final int j = i; l.add(() -> "x" + j + id); }
        l.add(this::toString);
        Function<Integer, int[]> mk = int[]::new;
        l.add(() -> String.valueOf(mk.apply(3).length));
        return l;
    }
    public static int sw(String s) {
        switch (s) { case "a": return 1; case "b": return 2; default: return 0; }
    }
    public synchronized int tryIt(int x) {
        try { return 10 / x; } catch (ArithmeticException e) { return -1; } finally { counter++; }
    }
    public native void nat();
    class Inner { int v = id; }
    static class Nested { Runnable r = new Runnable() { public void run() { counter++; } }; }
    enum Color { RED, GREEN { @Override public String toString() { return "g"; } }, BLUE }
    interface Greeter { String greet(); default String twice() { return greet() + greet(); } static Greeter of(String s) { return () -> s; } }
    @interface Marker { int value() default 3; }
    abstract static class Base<T extends Number> { abstract T get(); double[][] grid = new double[2][3]; }
    public Object anon() { class Local { int x; } return new Local(); }
}
"#,
    ),
    (
        "demo/Main.java",
        r#"package demo;
public class Main {
    public static void main(String[] args) throws Exception {
        Shapes s = new Shapes(1);
        System.out.println(s.describe("p", Long.MAX_VALUE, Double.NaN));
        Object o = new Object() { @Override public String toString() { return "anon" + args.length; } };
        System.out.println(o);
        long[] arr = {1L, 2L};
        System.out.println(arr.length + Shapes.sw("a"));
    }
}
"#,
    ),
];

fn javac_available() -> bool {
    std::process::Command::new("javac")
        .arg("-version")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

/// Compiles the test sources with the given extra javac flags; returns all
/// produced class files, or None when javac is unavailable.
fn compile_java(tag: &str, flags: &[&str]) -> Option<Vec<(String, Vec<u8>)>> {
    if !javac_available() {
        eprintln!("javac not found; skipping");
        return None;
    }
    let dir = std::env::temp_dir().join(format!(
        "rjvm-classfile-test-{}-{}",
        std::process::id(),
        tag
    ));
    let src = dir.join("src");
    let out = dir.join("out");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(src.join("demo")).unwrap();
    std::fs::create_dir_all(&out).unwrap();
    let mut files = vec![];
    for (path, text) in JAVA_SOURCES {
        let p = src.join(path);
        std::fs::write(&p, text).unwrap();
        files.push(p);
    }
    let status = std::process::Command::new("javac")
        .args(flags)
        .arg("-g")
        .arg("-d")
        .arg(&out)
        .args(&files)
        .status()
        .unwrap();
    assert!(status.success(), "javac failed");
    let mut classes = vec![];
    let mut stack = vec![out.clone()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "class") {
                classes.push((p.display().to_string(), std::fs::read(&p).unwrap()));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    classes.sort();
    assert!(
        classes.len() >= 10,
        "expected many classes, got {}",
        classes.len()
    );
    Some(classes)
}

fn check_real_classes(classes: &[(String, Vec<u8>)], expect_major: u16) {
    let mut saw_indy = false;
    for (path, bytes) in classes {
        let cf = parse(bytes).unwrap_or_else(|e| panic!("{}: {}", path, e));
        assert_eq!(cf.major_version, expect_major, "{}", path);
        assert!(
            path.ends_with(&format!("{}.class", cf.name.rsplit('/').next().unwrap())),
            "{}",
            path
        );
        for m in &cf.methods {
            parse_method_descriptor(&m.descriptor).unwrap();
            if let Some(code) = &m.code {
                for w in code.line_numbers.windows(2) {
                    assert!(w[0].start_pc <= w[1].start_pc);
                }
                if expect_major >= 50 && code.code.len() > 40 {
                    // Methods with branches have stack maps; just check shape.
                    if let Some(smt) = &code.stack_map_table {
                        assert!(smt.len() >= 2);
                    }
                }
            }
        }
        for f in &cf.fields {
            parse_field_descriptor(&f.descriptor).unwrap();
        }
        if cf
            .constant_pool
            .entries()
            .iter()
            .any(|c| matches!(c, Constant::InvokeDynamic(..)))
        {
            saw_indy = true;
            assert!(!cf.bootstrap_methods.is_empty());
        }
        // Every member reference resolves.
        for (i, c) in cf.constant_pool.entries().iter().enumerate() {
            if matches!(
                c,
                Constant::Fieldref(..) | Constant::Methodref(..) | Constant::InterfaceMethodref(..)
            ) {
                cf.constant_pool.member_ref(i as u16).unwrap();
            }
        }
    }
    assert!(saw_indy, "lambdas should produce invokedynamic");

    let shapes = classes
        .iter()
        .find(|(p, _)| p.ends_with("demo/Shapes.class"))
        .unwrap();
    let cf = parse(&shapes.1).unwrap();
    assert_eq!(&*cf.name, "demo/Shapes");
    assert_eq!(cf.source_file.as_deref(), Some("Shapes.java"));
    assert!(cf.signature.is_some());
    assert!(cf.inner_classes.len() >= 5);
    let cp = &cf.constant_pool;
    let big = cf.field("BIG", "J").unwrap();
    assert_eq!(
        cp.get(big.constant_value.unwrap()).unwrap(),
        &Constant::Long(1234567890123)
    );
    let pi2 = cf.field("PI2", "D").unwrap();
    assert_eq!(
        cp.get(pi2.constant_value.unwrap()).unwrap(),
        &Constant::Double(std::f64::consts::TAU)
    );
    let name = cf.field("NAME", "Ljava/lang/String;").unwrap();
    let expected: Vec<u16> = vec![
        's' as u16, 'h' as u16, 'a' as u16, 'p' as u16, 'e' as u16, 's' as u16, 0, 0xD800,
        'x' as u16, 0xE9, 0x4E2D,
    ];
    assert_eq!(
        cp.string_utf16(name.constant_value.unwrap()).unwrap(),
        expected
    );
    let ch = cf.field("CH", "C").unwrap();
    assert_eq!(
        cp.get(ch.constant_value.unwrap()).unwrap(),
        &Constant::Integer('x' as i32)
    );
    assert!(cf.method("nat", "()V").unwrap().code.is_none());
    let try_it = cf.method("tryIt", "(I)I").unwrap();
    let code = try_it.code.as_ref().unwrap();
    assert!(!code.exception_table.is_empty());
    assert!(!code.line_numbers.is_empty());
    assert!(code
        .local_variables
        .iter()
        .any(|v| &*v.name == "x" && &*v.descriptor == "I"));
    assert!(try_it.access_flags & ACC_SYNCHRONIZED != 0);
    assert!(cf.class_initializer().is_some());
    if expect_major >= 55 {
        assert!(!cf.nest_members.is_empty());
    }

    let greeter = classes
        .iter()
        .find(|(p, _)| p.ends_with("Shapes$Greeter.class"))
        .unwrap();
    let g = parse(&greeter.1).unwrap();
    assert!(g.is_interface());
    assert!(g
        .method("twice", "()Ljava/lang/String;")
        .unwrap()
        .code
        .is_some());
    assert!(g
        .method("greet", "()Ljava/lang/String;")
        .unwrap()
        .is_abstract());
    if expect_major >= 55 {
        assert_eq!(g.nest_host.as_deref(), Some("demo/Shapes"));
    }
    let local = classes
        .iter()
        .find(|(p, _)| p.ends_with("Shapes$1Local.class"))
        .unwrap();
    let l = parse(&local.1).unwrap();
    let (c, m) = l.enclosing_method.unwrap();
    assert_eq!(&*c, "demo/Shapes");
    assert_eq!(m.unwrap().0.as_ref(), "anon");
    let color = classes
        .iter()
        .find(|(p, _)| p.ends_with("Shapes$Color.class"))
        .unwrap();
    let c = parse(&color.1).unwrap();
    assert!(c.access_flags & ACC_ENUM != 0);
    assert!(c
        .fields
        .iter()
        .any(|f| &*f.name == "RED" && f.access_flags & ACC_ENUM != 0));
}

#[test]
fn javac_classes_release_17() {
    if let Some(classes) = compile_java("17", &[]) {
        check_real_classes(&classes, 61);
    }
}

#[test]
fn javac_classes_release_8() {
    if let Some(classes) = compile_java("8", &["--release", "8"]) {
        check_real_classes(&classes, 52);
    }
}

#[test]
fn javac_class_corruption() {
    let Some(classes) = compile_java("corrupt", &[]) else {
        return;
    };
    let shapes = &classes
        .iter()
        .find(|(p, _)| p.ends_with("demo/Shapes.class"))
        .unwrap()
        .1;
    check_all_truncations(shapes);
    fuzz(shapes, 42, 3000);
    for (i, (_, bytes)) in classes.iter().enumerate() {
        fuzz(bytes, 1000 + i as u64, 300);
    }
    let mut extra = shapes.clone();
    extra.extend_from_slice(&[0, 0]);
    assert_eq!(
        parse(&extra).unwrap_err().message,
        "Extra bytes at the end of class file demo/Shapes"
    );
}

/// LocalVariableTable and LocalVariableTypeTable checks, with HotSpot's messages.
#[test]
fn local_variable_tables() {
    // (start, length, name, descriptor, index) entries of a table in method m of a 3-byte body.
    let with = |table: &str, entries: &[(u16, u16, &str, &str, u16)], extra: usize| {
        let mut b = ClassBuilder::new("Foo");
        let mut body = vec![];
        u2(&mut body, entries.len() as u16);
        for &(s, l, n, d, i) in entries {
            u2(&mut body, s);
            u2(&mut body, l);
            let n = if n == "#int" { b.cp.int(1) } else { b.cp.utf8(n) };
            let d = if d == "#int" { b.cp.int(2) } else { b.cp.utf8(d) };
            u2(&mut body, n);
            u2(&mut body, d);
            u2(&mut body, i);
        }
        body.extend(std::iter::repeat_n(0, extra));
        let t = attr(&mut b.cp, table, &body);
        let code = code_attr(&mut b.cp, 1, 3, &[0x00, 0x00, 0xB1], &[], &[t]);
        b.method(ACC_STATIC, "m", "()V", &[code]);
        b.build()
    };
    let lvt = "LocalVariableTable";
    let lvtt = "LocalVariableTypeTable";
    assert_eq!(parse(&with(lvt, &[(0, 3, "x", "I", 2)], 0)).unwrap().methods[0].code.as_ref().unwrap().local_variables.len(), 1);
    assert!(parse(&with(lvtt, &[(0, 3, "x", "TT;", 2)], 0)).is_ok());
    assert_err(&with(lvt, &[(0, 3, "x", "I", 0)], 2), "LocalVariableTable has wrong length in class file Foo");
    assert_err(&with(lvt, &[(3, 0, "x", "I", 0)], 0), "Invalid start_pc 3 in LocalVariableTable in class file Foo");
    assert_err(&with(lvtt, &[(1, 3, "x", "I", 0)], 0), "Invalid length 3 in LocalVariableTypeTable in class file Foo");
    assert_err_starts(&with(lvt, &[(0, 1, "#int", "I", 0)], 0), "Name index ");
    assert_err_starts(&with(lvtt, &[(0, 1, "x", "#int", 0)], 0), "Signature index ");
    assert_err(&with(lvt, &[(0, 1, "a.b", "I", 0)], 0), "Illegal field name \"a.b\" in class Foo");
    assert_err(&with(lvt, &[(0, 1, "x", "Q", 0)], 0), "Field \"x\" in class Foo has illegal signature \"Q\"");
    // A long takes two slots: index 2 of 3 is out of range for a J, not for a type signature.
    assert_err(&with(lvt, &[(0, 1, "x", "J", 2)], 0), "Invalid index 2 in LocalVariableTable in class file Foo");
    assert!(parse(&with(lvtt, &[(0, 1, "x", "J", 2)], 0)).is_ok());
}
