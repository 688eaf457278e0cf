//! Unit tests of the NPE message analysis on hand-assembled methods. The expected texts are
//! HotSpot 17's (the differential programs NpeMessages and NpeBytecodes check the same rules
//! against `java` itself).

use std::sync::Arc;

use super::*;
use crate::classfile::{Constant, ConstantPool, ExceptionTableEntry, LocalVariableEntry};

/// A constant pool under construction; members are added by name.
#[derive(Default)]
struct Pool {
    entries: Vec<Constant>,
}

impl Pool {
    fn new() -> Pool {
        Pool { entries: vec![Constant::Unusable] }
    }
    fn add(&mut self, c: Constant) -> u16 {
        self.entries.push(c);
        (self.entries.len() - 1) as u16
    }
    fn utf8(&mut self, s: &str) -> u16 {
        self.add(Constant::Utf8(Arc::from(s)))
    }
    fn member(&mut self, field: bool, class: &str, name: &str, desc: &str) -> u16 {
        let cn = self.utf8(class);
        let c = self.add(Constant::Class(cn));
        let (n, d) = (self.utf8(name), self.utf8(desc));
        let nt = self.add(Constant::NameAndType(n, d));
        self.add(if field { Constant::Fieldref(c, nt) } else { Constant::Methodref(c, nt) })
    }
    fn method(&mut self, class: &str, name: &str, desc: &str) -> [u8; 2] {
        self.member(false, class, name, desc).to_be_bytes()
    }
    fn field(&mut self, class: &str, name: &str, desc: &str) -> [u8; 2] {
        self.member(true, class, name, desc).to_be_bytes()
    }
    fn build(self) -> ConstantPool {
        ConstantPool::new(self.entries)
    }
}

struct Method {
    code: Vec<u8>,
    cp: ConstantPool,
    handlers: Vec<ExceptionTableEntry>,
    locals: Vec<LocalVariableEntry>,
    is_static: bool,
    descriptor: &'static str,
}

impl Method {
    fn new(code: Vec<u8>, cp: Pool, descriptor: &'static str) -> Method {
        Method { code, cp: cp.build(), handlers: Vec::new(), locals: Vec::new(), is_static: true, descriptor }
    }
    fn message(&self, bci: usize) -> Option<String> {
        let view = MethodView {
            code: &self.code,
            handlers: &self.handlers,
            local_variables: &self.locals,
            cp: &self.cp,
            is_static: self.is_static,
            descriptor: self.descriptor,
        };
        message_at(&view, bci).map(|u| String::from_utf16(&u).unwrap())
    }
}

fn cat(parts: &[&[u8]]) -> Vec<u8> {
    parts.concat()
}

const ALOAD_0: u8 = 0x2a;
const ALOAD_1: u8 = 0x2b;
const ACONST_NULL: u8 = 0x01;
const ASTORE_0: u8 = 0x4b;
const ASTORE_1: u8 = 0x4c;
const POP: u8 = 0x57;
const POP2: u8 = 0x58;
const RETURN: u8 = 0xb1;
const LENGTH: &str = "Cannot invoke \"String.length()\"";

/// `aload_N; invokevirtual String.length()I; pop; return`, the NPE at bci 1.
fn length_of_local(n: u8, desc: &'static str) -> Method {
    let mut p = Pool::new();
    let m = p.method("java/lang/String", "length", "()I");
    Method::new(cat(&[&[ALOAD_0 + n, 0xb6], &m, &[POP, RETURN]]), p, desc)
}

#[test]
fn locals_parameters_and_this() {
    let m = length_of_local(1, "(ILjava/lang/String;)V");
    assert_eq!(m.message(1).unwrap(), format!("{LENGTH} because \"<parameter2>\" is null"));
    let mut m = length_of_local(0, "()V");
    m.is_static = false;
    assert_eq!(m.message(1).unwrap(), format!("{LENGTH} because \"this\" is null"));
    let m = length_of_local(3, "(JLjava/lang/String;)V");
    assert_eq!(m.message(1).unwrap(), format!("{LENGTH} because \"<local3>\" is null"));
    let m = length_of_local(2, "(JLjava/lang/String;)V");
    assert_eq!(m.message(1).unwrap(), format!("{LENGTH} because \"<parameter2>\" is null"));
}

#[test]
fn local_variable_table_first_covering_entry() {
    let mut m = length_of_local(1, "(Ljava/lang/String;Ljava/lang/String;)V");
    let entry = |start, length, name: &str| LocalVariableEntry {
        start_pc: start,
        length,
        name: Arc::from(name),
        descriptor: Arc::from("Ljava/lang/String;"),
        index: 1,
    };
    // The load is at bci 0: an entry starting at 1 does not cover it.
    m.locals = vec![entry(1, 4, "later"), entry(0, 1, "first"), entry(0, 5, "second")];
    assert_eq!(m.message(1).unwrap(), format!("{LENGTH} because \"first\" is null"));
    m.locals = vec![entry(1, 4, "later")];
    assert_eq!(m.message(1).unwrap(), format!("{LENGTH} because \"<parameter2>\" is null"));
}

#[test]
fn stores_make_parameters_locals() {
    let mut p = Pool::new();
    let len = p.method("java/lang/String", "length", "()I");
    // aload_0; aconst_null; astore_0; invokevirtual: stored between the load and the use.
    let m = Method::new(cat(&[&[ALOAD_0, ACONST_NULL, ASTORE_0, 0xb6], &len, &[POP, RETURN]]), p, "(Ljava/lang/String;)V");
    assert_eq!(m.message(3).unwrap(), format!("{LENGTH} because \"<local0>\" is null"));
    // iinc is not a store; lstore_0 marks only slot 0.
    let mut p = Pool::new();
    let len = p.method("java/lang/String", "length", "()I");
    let code = cat(&[&[0x84, 0, 1, 0x09, 0x3f, 0x2c, 0xb6], &len, &[POP, RETURN]]);
    let m = Method::new(code, p, "(ILjava/lang/Object;Ljava/lang/String;)V");
    assert_eq!(m.message(6).unwrap(), format!("{LENGTH} because \"<parameter3>\" is null"));
}

#[test]
fn slots_from_64_are_never_parameters() {
    let desc: &'static str = Box::leak(format!("({})V", "Ljava/lang/String;".repeat(70)).into_boxed_str());
    for (slot, expect) in [(63u8, "<parameter64>"), (64, "<local64>")] {
        let mut p = Pool::new();
        let len = p.method("java/lang/String", "length", "()I");
        let m = Method::new(cat(&[&[0x19, slot, 0xb6], &len, &[POP, RETURN]]), p, desc);
        assert_eq!(m.message(2).unwrap(), format!("{LENGTH} because \"{expect}\" is null"));
    }
}

#[test]
fn a_walk_stops_at_the_failing_instruction() {
    // 0: aload_0; 1: invokevirtual length; 4: pop; 5: aconst_null; 6: astore_0; 7: goto 0
    // The store after the failure (reached again through the back edge) is never seen.
    let mut p = Pool::new();
    let len = p.method("java/lang/String", "length", "()I");
    let code = cat(&[&[ALOAD_0, 0xb6], &len, &[POP, ACONST_NULL, ASTORE_0, 0xa7, 0xff, 0xf9]]);
    let m = Method::new(code, p, "(Ljava/lang/String;)V");
    assert_eq!(m.message(1).unwrap(), format!("{LENGTH} because \"<parameter1>\" is null"));
}

#[test]
fn the_analysis_ends_when_the_failing_instruction_has_a_stack() {
    // 0 goto 8; B: 3 aconst_null; 4 astore_0; 5 goto 12; C: 8 iload_1; 9 ifeq 3 (B); 12 aload_0;
    // 13 invokevirtual. The first walk reaches B only through the backward ifeq and then gives
    // 13 its stack: B's store is never seen.
    let mut p = Pool::new();
    let len = p.method("java/lang/String", "length", "()I");
    let code = cat(&[&[0xa7, 0, 8, ACONST_NULL, ASTORE_0, 0xa7, 0, 7, 0x1b, 0x99, 0xff, 0xfa, ALOAD_0, 0xb6], &len, &[POP, RETURN]]);
    let m = Method::new(code, p, "(Ljava/lang/String;I)V");
    assert_eq!(m.message(13).unwrap(), format!("{LENGTH} because \"<parameter1>\" is null"));
}

#[test]
fn later_successors_get_the_join_with_earlier_ones() {
    // 0 aload_0; 1 iload_2; 2 ifeq 11; 5 pop; 6 aload_1; 7 iload_2; 8 ifne 13; 11 pop; 12 return;
    // 13 invokevirtual: 11 holds parameter 1 when 8 merges parameter 2 into it, and the join
    // (unknown) is what reaches 13.
    let mut p = Pool::new();
    let len = p.method("java/lang/String", "length", "()I");
    let code = cat(&[&[ALOAD_0, 0x1c, 0x99, 0, 9, POP, ALOAD_1, 0x1c, 0x9a, 0, 5, POP, RETURN, 0xb6], &len, &[POP, RETURN]]);
    let m = Method::new(code, p, "(Ljava/lang/String;Ljava/lang/String;I)V");
    assert_eq!(m.message(13).unwrap(), LENGTH);
    // The same through a tableswitch: default (32) first, then case 0 (35), then case 1 (38).
    // 0 aload_0; 1 iload_3; 2 ifne <case>; 5 pop; 6 aload_1; 7 iload_2; 8 tableswitch
    let switch = |case_held: usize, failing: usize| {
        let mut p = Pool::new();
        let len = p.method("java/lang/String", "length", "()I");
        let mut code = vec![ALOAD_0, 0x1d, 0x9a, 0, (case_held - 2) as u8, POP, ALOAD_1, 0x1c, 0xaa, 0, 0, 0];
        for v in [32i32 - 8, 0, 1, 35 - 8, 38 - 8] {
            code.extend(v.to_be_bytes());
        }
        for at in [32, 35, 38] {
            code.extend(if at == failing { [0xb6, len[0], len[1]] } else { [POP, RETURN, 0x00] });
        }
        code.extend([POP, RETURN]);
        Method::new(code, p, "(Ljava/lang/String;Ljava/lang/String;II)V").message(failing).unwrap()
    };
    assert_eq!(switch(32, 35), LENGTH, "case 0 after the default");
    assert_eq!(switch(35, 38), LENGTH, "case 1 after case 0");
    assert_eq!(switch(38, 35), format!("{LENGTH} because \"<parameter2>\" is null"), "case 0 before case 1");
    assert_eq!(switch(35, 32), format!("{LENGTH} because \"<parameter2>\" is null"), "the default first");
}

#[test]
fn joins_of_different_sources_have_no_cause() {
    // 0 aload_0; 1 iload_2; 2 ifeq 7; 5 pop; 6 aload_1; 7 invokevirtual
    let mut p = Pool::new();
    let len = p.method("java/lang/String", "length", "()I");
    let code = cat(&[&[ALOAD_0, 0x1c, 0x99, 0, 5, POP, ALOAD_1, 0xb6], &len, &[POP, RETURN]]);
    let m = Method::new(code, p, "(Ljava/lang/String;Ljava/lang/String;I)V");
    assert_eq!(m.message(7).unwrap(), LENGTH);
    // The same source on both paths: 0 aload_0; 1 iload_2; 2 ifeq 6; 5 nop; 6 invokevirtual
    let mut p = Pool::new();
    let len = p.method("java/lang/String", "length", "()I");
    let code = cat(&[&[ALOAD_0, 0x1c, 0x99, 0, 4, 0x00, 0xb6], &len, &[POP, RETURN]]);
    let m = Method::new(code, p, "(Ljava/lang/String;Ljava/lang/String;I)V");
    assert_eq!(m.message(6).unwrap(), format!("{LENGTH} because \"<parameter1>\" is null"));
}

#[test]
fn handlers_start_with_the_exception_and_no_stores() {
    // 0 aconst_null; 1 astore_0; 2 aconst_null; 3 athrow; handler 4: astore_1; 5 aload_0; 6 invokevirtual
    let mut p = Pool::new();
    let len = p.method("java/lang/String", "length", "()I");
    let code = cat(&[&[ACONST_NULL, ASTORE_0, ACONST_NULL, 0xbf, ASTORE_1, ALOAD_0, 0xb6], &len, &[POP, RETURN]]);
    let mut m = Method::new(code, p, "(Ljava/lang/String;)V");
    m.handlers = vec![ExceptionTableEntry { start_pc: 0, end_pc: 4, handler_pc: 4, catch_type: 0 }];
    assert_eq!(m.message(6).unwrap(), format!("{LENGTH} because \"<parameter1>\" is null"));
    assert_eq!(m.message(3).unwrap(), "Cannot throw exception because \"null\" is null");
}

#[test]
fn jsr_does_not_fall_through() {
    // 0 jsr 8; 3 aload_0; 4 invokevirtual; 7 return; 8 astore_1; 9 aload_0; 10 invokevirtual; 13 pop; 14 ret 1
    let mut p = Pool::new();
    let len = p.method("java/lang/String", "length", "()I");
    let code = cat(&[&[0xa8, 0, 8, ALOAD_0, 0xb6], &len, &[RETURN, ASTORE_1, ALOAD_0, 0xb6], &len, &[POP, 0xa9, 1]]);
    let m = Method::new(code, p, "(Ljava/lang/String;)V");
    assert_eq!(m.message(4).unwrap(), LENGTH);
    assert_eq!(m.message(10).unwrap(), format!("{LENGTH} because \"<parameter1>\" is null"));
}

#[test]
fn stack_shuffles() {
    // [a b c d] dup2_x2 -> [c d a b c d]; pop x4 -> [c d]
    let mut p = Pool::new();
    let len = p.method("java/lang/String", "length", "()I");
    let code = cat(&[&[0x2a, 0x2b, 0x2c, 0x2d, 0x5e, POP, POP, POP, POP, 0xb6], &len, &[RETURN]]);
    let m = Method::new(code, p, "(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V");
    assert_eq!(m.message(9).unwrap(), format!("{LENGTH} because \"<parameter4>\" is null"));
    // [a b] swap -> [b a]; pop -> [b]
    let mut p = Pool::new();
    let len = p.method("java/lang/String", "length", "()I");
    let m = Method::new(cat(&[&[0x2a, 0x2b, 0x5f, POP, 0xb6], &len, &[RETURN]]), p, "(Ljava/lang/String;Ljava/lang/String;)V");
    assert_eq!(m.message(4).unwrap(), format!("{LENGTH} because \"<parameter2>\" is null"));
}

#[test]
fn fields_statics_returns_and_depth() {
    let mut p = Pool::new();
    let next = p.field("p/N", "next", "Lp/N;");
    let s = p.field("p/N", "s", "Ljava/lang/String;");
    let get = p.method("p/N", "get", "(Ljava/lang/Object;[I)Lp/N;");
    let len = p.method("java/lang/String", "length", "()I");
    // getstatic N.s; invokevirtual length
    let mut code = cat(&[&[0xb2], &s, &[0xb6], &len, &[POP]]);
    // aload_0 getfield next x5; getfield s; invokevirtual length   (at 7)
    code.push(ALOAD_0);
    for _ in 0..5 {
        code.extend_from_slice(&[0xb4, next[0], next[1]]);
    }
    code.extend(cat(&[&[0xb4], &s, &[0xb6], &len, &[POP]]));
    // aconst_null aconst_null invokestatic get; getfield next   (at 35)
    code.extend(cat(&[&[ACONST_NULL, ACONST_NULL, 0xb8], &get, &[0xb4], &next, &[POP, RETURN]]));
    let m = Method::new(code, p, "(Lp/N;)V");
    assert_eq!(m.message(3).unwrap(), format!("{LENGTH} because \"p.N.s\" is null"));
    assert_eq!(m.message(23).unwrap(), "Cannot read field \"s\" because \"next.next.next.next.next\" is null");
    assert_eq!(m.message(26).unwrap(), format!("{LENGTH} because \"next.next.next.next.s\" is null"));
    assert_eq!(m.message(35).unwrap(), "Cannot read field \"next\" because the return value of \"p.N.get(Object, int[])\" is null");
}

#[test]
fn array_elements_and_indexes() {
    let mut p = Pool::new();
    let len = p.method("java/lang/String", "length", "()I");
    let idx = p.method("p/N", "idx", "()I");
    // aload_0 [ aload_1 [ aload_1 [ ... iconst_2 iaload ] iaload ] ... aaload ; invokevirtual
    // 8 nested int-array indexes do not use up the 5 levels; an index call is no "return value".
    let mut code = vec![ALOAD_0];
    code.extend(std::iter::repeat([ALOAD_1]).take(8).flatten());
    code.push(0x05);
    code.extend(std::iter::repeat([0x2e]).take(8).flatten());
    code.push(0x32);
    let at = code.len();
    code.extend(cat(&[&[0xb6], &len, &[POP]]));
    let at2 = code.len() + 5;
    code.extend(cat(&[&[ALOAD_0, 0xb8], &idx, &[0x32, 0xb6], &len, &[POP]]));
    let at3 = code.len() + 8;
    code.extend(cat(&[&[ALOAD_0, 0x10, 0x9c, 0x32, 0x05, 0x06, 0x60, 0x32, 0xb6], &len, &[POP, RETURN]]));
    let m = Method::new(code, p, "([Ljava/lang/String;[I)V");
    let b = "<parameter2>[".repeat(8);
    assert_eq!(m.message(at).unwrap(), format!("{LENGTH} because \"<parameter1>[{b}2{}]\" is null", "]".repeat(8)));
    assert_eq!(m.message(at2).unwrap(), format!("{LENGTH} because \"<parameter1>[p.N.idx()]\" is null"));
    // an aaload whose array is an element (bipush -100 index) and whose index is an iadd
    assert_eq!(m.message(at3).unwrap(), format!("{LENGTH} because \"<parameter1>[-100][...]\" is null"));
}

#[test]
fn failed_actions() {
    let mut p = Pool::new();
    let f = p.field("p/N", "f", "J");
    let init = p.method("p/N", "<init>", "()V");
    let code = cat(&[
        &[ACONST_NULL, 0x03, 0x2f, POP2], // laload at 2
        &[ACONST_NULL, 0x03, 0x09, 0x50], // lastore at 7
        &[ACONST_NULL, 0xbe, POP],        // arraylength at 9
        &[ACONST_NULL, 0xc2],             // monitorenter at 12
        &[ACONST_NULL, 0x09, 0xb5],
        &f, // putfield J at 15
        &[ACONST_NULL, 0xb7],
        &init, // invokespecial <init> at 19
        &[ACONST_NULL, 0xb8],
        &init, // invokestatic, not an NPE bytecode, at 23
        &[RETURN],
    ]);
    let m = Method::new(code, p, "()V");
    assert_eq!(m.message(2).unwrap(), "Cannot load from long array because \"null\" is null");
    assert_eq!(m.message(7).unwrap(), "Cannot store to long array because \"null\" is null");
    assert_eq!(m.message(9).unwrap(), "Cannot read the array length because \"null\" is null");
    assert_eq!(m.message(12).unwrap(), "Cannot enter synchronized block because \"null\" is null");
    assert_eq!(m.message(15).unwrap(), "Cannot assign field \"f\" because \"null\" is null");
    assert_eq!(m.message(19), None);
    assert_eq!(m.message(23), None);
    assert_eq!(m.message(0), None);
    assert_eq!(m.message(1000), None);
}

#[test]
fn entries_limit() {
    // block(k) = aload_1 x 2k, pop2 x k creates 3k^2 stack slots; (aload_1 pop) creates 1.
    let with_units = |units: usize| {
        let mut p = Pool::new();
        let len = p.method("java/lang/String", "length", "()I");
        let mut code = Vec::new();
        for k in [577usize, 20] {
            code.extend(std::iter::repeat(ALOAD_1).take(2 * k));
            code.extend(std::iter::repeat(POP2).take(k));
        }
        for _ in 0..units {
            code.extend([ALOAD_1, POP]);
        }
        let at = code.len() + 1;
        code.extend(cat(&[&[ALOAD_0, 0xb6], &len, &[POP, RETURN]]));
        (Method::new(code, p, "(Ljava/lang/String;Ljava/lang/String;)V"), at)
    };
    let (m, at) = with_units(13); // exactly 1,000,000
    assert_eq!(m.message(at).unwrap(), format!("{LENGTH} because \"<parameter1>\" is null"));
    let (m, at) = with_units(14);
    assert_eq!(m.message(at).unwrap(), LENGTH);
}

#[test]
fn parameter_lists_and_class_names() {
    assert_eq!(
        trim_java_lang(b"java.lang.Object, java.lang.StringBuilder, java.lang.String[], java.lang.Integer, x.java.lang.String"),
        b"Object, StringBuilder, String[], java.lang.Integer, x.java.lang.String".to_vec()
    );
    let mut p = Pool::new();
    let m1 = p.method("java/lang/Object", "equals", "(Ljava/lang/Object;)Z");
    let m2 = p.method("[Ljava/lang/String;", "clone", "()Ljava/lang/Object;");
    let m3 = p.method("java/lang/StringBuilder", "append", "(D[[JLjava/lang/String;)Ljava/lang/StringBuilder;");
    let code = cat(&[&[ACONST_NULL, ACONST_NULL, 0xb6], &m1, &[ACONST_NULL, 0xb6], &m2, &[ACONST_NULL, 0x0e, ACONST_NULL, ACONST_NULL, 0xb6], &m3, &[RETURN]]);
    let m = Method::new(code, p, "()V");
    assert!(m.message(2).unwrap().starts_with("Cannot invoke \"Object.equals(Object)\" because \"null\""));
    assert!(m.message(6).unwrap().starts_with("Cannot invoke \"[Ljava.lang.String;.clone()\""));
    assert!(m.message(13).unwrap().starts_with("Cannot invoke \"java.lang.StringBuilder.append(double, long[][], String)\""));
}

#[test]
fn formatted_pieces_are_cut_at_1999_bytes() {
    let long = format!("m{}", "x".repeat(3000));
    let mut p = Pool::new();
    let m1 = p.method("p/N", &long, "()V");
    let f1 = p.field("p/N", &long, "I");
    let code = cat(&[&[ACONST_NULL, 0xb6], &m1, &[ACONST_NULL, 0xb4], &f1, &[RETURN]]);
    let m = Method::new(code, p, "()V");
    let msg = m.message(1).unwrap();
    // `.name(` is cut to 1999 bytes, so the parenthesis is lost; `)` follows the empty list.
    assert_eq!(msg, format!("Cannot invoke \"p.N.{}){}", &long[..1998], "\" because \"null\" is null"));
    let msg = m.message(5).unwrap();
    assert_eq!(msg, format!("Cannot read field \"{} because \"null\" is null", &long[..1999 - 19]));
}

#[test]
fn strings_are_made_as_hotspot_makes_them() {
    assert_eq!(java_chars("abc".as_bytes()), "abc".encode_utf16().collect::<Vec<_>>());
    // Modified UTF-8 of U+10000 is a surrogate pair of 3-byte sequences.
    assert_eq!(java_chars(&mutf8::encode_from_str("a\u{10000}é")), "a\u{10000}é".encode_utf16().collect::<Vec<_>>());
    // A 2-byte sequence cut after its lead byte: the byte stands for itself.
    assert_eq!(java_chars(&[b'a', 0xc3, b')']), vec![0x61, 0xc3, 0x29]);
    // A 3-byte sequence cut after two bytes: one character less than decoded units.
    assert_eq!(java_chars(&[0xe2, 0x82, b')', b'l']), vec![0xe2, 0x82, 0x29]);
}

#[test]
fn malformed_code_never_panics() {
    let mut p = Pool::new();
    let m1 = p.method("p/N", "m", "(I)V");
    let f1 = p.field("p/N", "f", "J");
    let cp = p.build();
    // A small deterministic generator (xorshift).
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for round in 0..3000 {
        let n = (next() % 40) as usize + 1;
        let mut code: Vec<u8> = (0..n).map(|_| next() as u8).collect();
        // Bias towards real references so that member lookups succeed sometimes.
        for i in 0..n {
            if matches!(code[i], 0xb2..=0xb9) && i + 2 < n {
                let r = if code[i] <= 0xb5 { f1 } else { m1 };
                code[i + 1..i + 3].copy_from_slice(&r);
            }
        }
        let handlers = vec![ExceptionTableEntry { start_pc: 0, end_pc: 1, handler_pc: (round % n) as u16, catch_type: 0 }];
        let locals = vec![LocalVariableEntry {
            start_pc: 0,
            length: u16::MAX,
            name: Arc::from("v"),
            descriptor: Arc::from("I"),
            index: 1,
        }];
        let view = MethodView { code: &code, handlers: &handlers, local_variables: &locals, cp: &cp, is_static: round % 2 == 0, descriptor: "(JI)V" };
        for bci in 0..=n {
            let _ = message_at(&view, bci);
        }
    }
}
