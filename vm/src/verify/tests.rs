//! Unit tests of the verifier: hand-assembled methods, the embedded class
//! library, and the test programs compiled by javac.

use std::collections::HashMap;
use std::sync::Arc;

use super::types::tests::Table;
use super::*;

/// A tiny class-file assembler: class `T extends java/lang/Object` with one
/// method.
struct Asm {
    cp: Vec<Vec<u8>>,
    utf8: HashMap<String, u16>,
    sup: &'static str,
}

impl Asm {
    fn new() -> Asm {
        Asm { cp: Vec::new(), utf8: HashMap::new(), sup: "java/lang/Object" }
    }
    fn fieldref(&mut self, class: &str, name: &str, desc: &str) -> u16 {
        let r = self.methodref(class, name, desc);
        self.cp[r as usize - 1][0] = 9;
        r
    }
    fn add(&mut self, e: Vec<u8>) -> u16 {
        self.cp.push(e);
        self.cp.len() as u16
    }
    fn utf8(&mut self, s: &str) -> u16 {
        if let Some(&i) = self.utf8.get(s) {
            return i;
        }
        let mut e = vec![1];
        e.extend((s.len() as u16).to_be_bytes());
        e.extend(s.as_bytes());
        let i = self.add(e);
        self.utf8.insert(s.to_string(), i);
        i
    }
    fn class(&mut self, name: &str) -> u16 {
        let n = self.utf8(name);
        let mut e = vec![7];
        e.extend(n.to_be_bytes());
        self.add(e)
    }
    fn methodref(&mut self, class: &str, name: &str, desc: &str) -> u16 {
        let c = self.class(class);
        let (n, d) = (self.utf8(name), self.utf8(desc));
        let mut nt = vec![12];
        nt.extend(n.to_be_bytes());
        nt.extend(d.to_be_bytes());
        let nt = self.add(nt);
        let mut e = vec![10];
        e.extend(c.to_be_bytes());
        e.extend(nt.to_be_bytes());
        self.add(e)
    }

    /// Builds the class with one method; `smt` is the StackMapTable body
    /// (number_of_entries first).
    #[allow(clippy::too_many_arguments)]
    fn build(mut self, major: u16, flags: u16, name: &str, desc: &str, max_stack: u16, max_locals: u16, code: &[u8], smt: Option<&[u8]>) -> Vec<u8> {
        let this = self.class("T");
        let sup = self.class(self.sup);
        let code_name = self.utf8("Code");
        let smt_name = self.utf8("StackMapTable");
        let (mn, md) = (self.utf8(name), self.utf8(desc));
        let mut b = vec![0xca, 0xfe, 0xba, 0xbe, 0, 0];
        b.extend(major.to_be_bytes());
        b.extend((self.cp.len() as u16 + 1).to_be_bytes());
        for e in &self.cp {
            b.extend(e);
        }
        b.extend(0x21u16.to_be_bytes());
        b.extend(this.to_be_bytes());
        b.extend(sup.to_be_bytes());
        b.extend([0, 0, 0, 0]); // interfaces, fields
        b.extend(1u16.to_be_bytes());
        b.extend(flags.to_be_bytes());
        b.extend(mn.to_be_bytes());
        b.extend(md.to_be_bytes());
        b.extend(1u16.to_be_bytes());
        let mut body = Vec::new();
        body.extend(max_stack.to_be_bytes());
        body.extend(max_locals.to_be_bytes());
        body.extend((code.len() as u32).to_be_bytes());
        body.extend(code);
        body.extend(0u16.to_be_bytes());
        match smt {
            Some(s) => {
                body.extend(1u16.to_be_bytes());
                body.extend(smt_name.to_be_bytes());
                body.extend((s.len() as u32).to_be_bytes());
                body.extend(s);
            }
            None => body.extend(0u16.to_be_bytes()),
        }
        b.extend(code_name.to_be_bytes());
        b.extend((body.len() as u32).to_be_bytes());
        b.extend(body);
        b.extend(0u16.to_be_bytes());
        b
    }
}

const STATIC: u16 = 0x0009;

/// Verifies a built class; Ok or the thrown exception's class and first line.
fn check(bytes: &[u8]) -> Result<(), (String, String)> {
    let cf = crate::classfile::parse(bytes).expect("test class parses");
    match verify_class(&cf, &mut Table::basic()) {
        Ok(()) => Ok(()),
        Err(ClassError::Throw { class, message }) => Err((class.to_string(), message.lines().next().unwrap_or("").to_string())),
        Err(ClassError::Pending) => panic!("pending"),
    }
}

fn verify_err(bytes: &[u8]) -> String {
    match check(bytes) {
        Err((c, m)) => {
            assert_eq!(c, "java/lang/VerifyError");
            m
        }
        Ok(()) => panic!("accepted"),
    }
}

fn simple(major: u16, desc: &str, max_stack: u16, max_locals: u16, code: &[u8], smt: Option<&[u8]>) -> Vec<u8> {
    Asm::new().build(major, STATIC, "m", desc, max_stack, max_locals, code, smt)
}

#[test]
fn straight_line_code_is_accepted() {
    // iconst_1; iload_0; iadd; ireturn
    assert_eq!(check(&simple(52, "(I)I", 2, 1, &[0x04, 0x1a, 0x60, 0xac], None)), Ok(()));
    // lconst_1; lstore_1; lload_1; l2i; ireturn  (a long in locals 1-2)
    assert_eq!(check(&simple(52, "(I)I", 2, 3, &[0x0a, 0x40, 0x1f, 0x88, 0xac], None)), Ok(()));
}

#[test]
fn stack_errors() {
    assert_eq!(verify_err(&simple(52, "()I", 1, 0, &[0xac], None)), "Operand stack underflow");
    assert_eq!(verify_err(&simple(52, "()I", 1, 0, &[0x04, 0x04, 0x60, 0xac], None)), "Operand stack overflow");
    // A long does not fit in one slot of stack.
    assert_eq!(verify_err(&simple(52, "()J", 1, 0, &[0x0a, 0xad], None)), "Operand stack overflow");
}

#[test]
fn type_confusion() {
    // An int returned as an Object.
    assert_eq!(verify_err(&simple(52, "()Ljava/lang/Object;", 1, 0, &[0x04, 0xb0], None)), "Bad type on operand stack");
    // An int method ending in lreturn (the VerifyBadReturn case).
    assert_eq!(verify_err(&simple(52, "(II)I", 2, 2, &[0x1a, 0x1b, 0x60, 0xad], None)), "Bad type on operand stack");
    // A float local read as an int.
    assert_eq!(verify_err(&simple(52, "(F)I", 1, 1, &[0x1a, 0xac], None)), "Bad local variable type");
    // Half of a long read as an int.
    assert_eq!(verify_err(&simple(52, "(J)I", 1, 2, &[0x1b, 0xac], None)), "Bad local variable type");
    // iaload on a long array.
    let mut a = Asm::new();
    let _ = a.utf8("x");
    let code = [0x2a, 0x03, 0x2e, 0xac]; // aload_0 iconst_0 iaload ireturn
    assert_eq!(verify_err(&a.build(52, STATIC, "m", "([J)I", 2, 1, &code, None)), "Bad type on operand stack in iaload");
    // Return value in a void method, none in an int method.
    assert_eq!(verify_err(&simple(52, "()V", 1, 0, &[0x04, 0xac], None)), "Method does not expect a return value");
    assert_eq!(verify_err(&simple(52, "()I", 1, 0, &[0xb1], None)), "Method expects a return value");
}

#[test]
fn control_flow() {
    // iload_0; ifeq +5; iconst_1; ireturn; iconst_2; ireturn -- needs a frame at 5.
    let code = [0x1a, 0x99, 0x00, 0x05, 0x04, 0xac, 0x05, 0xac];
    assert_eq!(verify_err(&simple(52, "(I)I", 1, 1, &code, None)), "Expecting a stackmap frame at branch target 6");
    let code = [0x1a, 0x99, 0x00, 0x04, 0x04, 0xac, 0x05, 0xac];
    assert_eq!(verify_err(&simple(52, "(I)I", 1, 1, &code, None)), "Expecting a stackmap frame at branch target 5");
    // With a same_frame at 6 (delta 6) it is accepted...
    let code = [0x1a, 0x99, 0x00, 0x05, 0x04, 0xac, 0x05, 0xac];
    assert_eq!(check(&simple(52, "(I)I", 1, 1, &code, Some(&[0, 1, 6]))), Ok(()));
    // ...and without a table in a version-49 class (inference).
    assert_eq!(check(&simple(49, "(I)I", 1, 1, &code, None)), Ok(()));
    // A branch into the middle of an instruction, by inference.
    let bad = [0x1a, 0x99, 0x00, 0x02, 0x04, 0xac];
    let m = verify_err(&simple(49, "(I)I", 1, 1, &bad, None));
    assert_eq!(m, "(class: T, method: m signature: (I)I) Illegal target of jump or branch");
    // Falling off the end.
    assert_eq!(verify_err(&simple(52, "()V", 1, 0, &[0x00], None)), "Control flow falls through code end");
    assert_eq!(verify_err(&simple(49, "()V", 1, 0, &[0x00], None)), "(class: T, method: m signature: ()V) Falling off the end of the code");
    // A frame that does not match the incoming state (stack of 1 int vs empty).
    let code = [0x04, 0x1a, 0x99, 0x00, 0x04, 0x57, 0x04, 0xac];
    // frame at 6 declares an empty stack; the branch arrives with one int.
    assert_eq!(verify_err(&simple(52, "(I)I", 2, 1, &code, Some(&[0, 1, 6]))), "Inconsistent stackmap frames at branch target 6");
    // Dead code after goto needs a frame.
    let code = [0xa7, 0x00, 0x04, 0x00, 0xb1];
    assert_eq!(verify_err(&simple(52, "()V", 0, 0, &code, Some(&[0, 1, 4]))), "Expecting a stack map frame");
}

#[test]
fn inference_merges_types() {
    // iload_0; ifeq L; iconst_1; istore_1; goto M; L: fconst_1; fstore_1; M: iload_1; ireturn
    // local 1 is int on one path and float on the other: unusable after the join.
    let code = [0x1a, 0x99, 0x00, 0x08, 0x04, 0x3c, 0xa7, 0x00, 0x05, 0x0c, 0x44, 0x1b, 0xac];
    let m = verify_err(&simple(49, "(I)I", 1, 2, &code, None));
    assert_eq!(m, "(class: T, method: m signature: (I)I) Register 1 contains wrong type");
    // Both paths store an int: accepted.
    let code = [0x1a, 0x99, 0x00, 0x08, 0x04, 0x3c, 0xa7, 0x00, 0x05, 0x05, 0x3c, 0x1b, 0xac];
    assert_eq!(check(&simple(49, "(I)I", 1, 2, &code, None)), Ok(()));
    // Different stack heights at a join.
    let code = [0x1a, 0x99, 0x00, 0x04, 0x04, 0x04, 0xac];
    let m = verify_err(&simple(49, "(I)I", 2, 1, &code, None));
    assert!(m.contains("Inconsistent stack height"), "{m}");
}

#[test]
fn objects_and_constructors() {
    // new T; areturn -- an uninitialised object escapes.
    let mut a = Asm::new();
    let t = a.class("T");
    let code = [0xbb, (t >> 8) as u8, t as u8, 0xb0];
    assert_eq!(verify_err(&a.build(52, STATIC, "m", "()Ljava/lang/Object;", 1, 0, &code, None)), "Bad return type");
    // new T; dup; invokespecial Object.<init> -- the wrong constructor.
    let mut a = Asm::new();
    let t = a.class("T");
    let init = a.methodref("java/lang/Object", "<init>", "()V");
    let code = [0xbb, (t >> 8) as u8, t as u8, 0x59, 0xb7, (init >> 8) as u8, init as u8, 0xb0];
    assert_eq!(verify_err(&a.build(52, STATIC, "m", "()Ljava/lang/Object;", 2, 0, &code, None)), "Call to wrong <init> method");
    // new T; dup; invokespecial T.<init>; areturn -- fine.
    let mut a = Asm::new();
    let t = a.class("T");
    let init = a.methodref("T", "<init>", "()V");
    let code = [0xbb, (t >> 8) as u8, t as u8, 0x59, 0xb7, (init >> 8) as u8, init as u8, 0xb0];
    assert_eq!(check(&a.build(52, STATIC, "m", "()Ljava/lang/Object;", 2, 0, &code, None)), Ok(()));
    // A constructor that returns without calling super().
    assert_eq!(
        verify_err(&Asm::new().build(52, 0x0001, "<init>", "()V", 0, 1, &[0xb1], None)),
        "Constructor must call super() or this() before return"
    );
    // invokespecial <init> on an int.
    let mut a = Asm::new();
    let init = a.methodref("java/lang/Object", "<init>", "()V");
    let code = [0x04, 0xb7, (init >> 8) as u8, init as u8, 0xb1];
    assert_eq!(verify_err(&a.build(52, STATIC, "m", "()V", 1, 0, &code, None)), "Bad operand type when invoking <init>");
    // athrow of a String.
    let mut a = Asm::new();
    let s = a.utf8("s");
    let mut e = vec![8];
    e.extend(s.to_be_bytes());
    let str_idx = a.add(e);
    let code = [0x12, str_idx as u8, 0xbf];
    assert_eq!(verify_err(&a.build(52, STATIC, "m", "()V", 1, 0, &code, None)), "Bad type on operand stack");
}

#[test]
fn bad_instructions_and_tables() {
    assert_eq!(verify_err(&simple(52, "()V", 0, 0, &[0xcb, 0xb1], None)), "Bad instruction");
    assert_eq!(verify_err(&simple(52, "()V", 0, 0, &[0xca, 0xb1], None)), "Bad instruction: ca");
    assert_eq!(verify_err(&simple(52, "()V", 0, 0, &[0x10], None)), "Bad instruction");
    assert_eq!(verify_err(&simple(52, "()V", 0, 0, &[0xc4, 0x00, 0x00, 0x00, 0xb1], None)), "Bad instruction");
    // jsr is illegal in a version-52 class.
    assert_eq!(verify_err(&simple(52, "()V", 1, 0, &[0xa8, 0x00, 0x03, 0xb1], None)), "Bad instruction: a8");
    // A StackMapTable frame with an unknown verification type tag.
    let code = [0x1a, 0x99, 0x00, 0x05, 0x04, 0xac, 0x05, 0xac];
    match check(&simple(52, "(I)I", 1, 1, &code, Some(&[0, 1, 64 + 6, 9]))) {
        Err((c, m)) => {
            assert_eq!(c, "java/lang/ClassFormatError");
            assert!(m.starts_with("StackMapTable format error: bad verification type"), "{m}");
        }
        Ok(()) => panic!("accepted"),
    }
    // A frame offset inside an instruction.
    assert_eq!(verify_err(&simple(52, "(I)I", 1, 1, &code, Some(&[0, 1, 2]))), "StackMapTable error: bad offset");
    // A frame offset past the end of the code.
    assert_eq!(verify_err(&simple(52, "(I)I", 1, 1, &code, Some(&[0, 1, 60]))), "StackMapTable error: bad offset");
    // A local index past max_locals.
    assert_eq!(verify_err(&simple(52, "()I", 1, 0, &[0x08, 0x3b, 0x1a, 0xac], None)), "Local variable table overflow");
}

#[test]
fn message_has_hotspot_shape() {
    let cf = crate::classfile::parse(&simple(52, "(II)I", 2, 2, &[0x1a, 0x1b, 0x60, 0xad], None)).unwrap();
    let Err(ClassError::Throw { message, .. }) = verify_class(&cf, &mut Table::basic()) else { panic!() };
    assert_eq!(
        message,
        "Bad type on operand stack\nException Details:\n  Location:\n    T.m(II)I @3: lreturn\n  Reason:\n    \
         Type integer (current frame, stack[0]) is not assignable to long"
    );
}

// ---- whole libraries ----

/// The hierarchy of a set of class files (unknown classes extend Object),
/// with the protected members.
fn table_of<'a>(classes: impl Iterator<Item = &'a [u8]>) -> HierTable {
    let mut m = HashMap::new();
    let mut prot = std::collections::HashSet::new();
    for b in classes {
        if let Ok(cf) = crate::classfile::parse(b) {
            m.insert(cf.name.to_string(), (cf.super_name.clone(), cf.is_interface()));
            let p = crate::classfile::ACC_PROTECTED;
            for f in cf.fields.iter().filter(|f| f.access_flags & p != 0) {
                prot.insert((cf.name.to_string(), f.name.to_string(), f.descriptor.to_string(), true));
            }
            for x in cf.methods.iter().filter(|x| x.access_flags & p != 0) {
                prot.insert((cf.name.to_string(), x.name.to_string(), x.descriptor.to_string(), false));
            }
        }
    }
    HierTable(m, prot)
}

type Member = (String, String, String, bool);

pub(crate) struct HierTable(pub HashMap<String, (Option<Arc<str>>, bool)>, std::collections::HashSet<Member>);

impl Hierarchy for HierTable {
    fn is_interface(&mut self, name: &str) -> Result<bool, Pending> {
        Ok(self.0.get(name).map(|e| e.1).unwrap_or(false))
    }
    fn protected_member(&mut self, class: &str, name: &str, desc: &str, field: bool) -> Result<Option<Arc<str>>, Pending> {
        // Protected members live in classes: walk the superclasses (an
        // approximation of resolution that ignores shadowing by public ones).
        let mut cur = Some(Arc::<str>::from(class));
        let mut guard = 0;
        while let Some(c) = cur {
            if self.1.contains(&(c.to_string(), name.to_string(), desc.to_string(), field)) {
                return Ok(Some(c));
            }
            guard += 1;
            if guard > 1000 {
                break;
            }
            cur = self.0.get(&*c).and_then(|e| e.0.clone());
        }
        Ok(None)
    }
    fn superclass(&mut self, name: &str) -> Result<Option<Arc<str>>, Pending> {
        match self.0.get(name) {
            Some(e) => Ok(e.0.clone()),
            None if name == "java/lang/Object" => Ok(None),
            None => Ok(Some(Arc::from("java/lang/Object"))),
        }
    }
}

/// Verifies every class; returns (classes, rejections as "class: message").
fn verify_all(classes: &[(String, Vec<u8>)], h: &mut HierTable) -> (usize, Vec<String>) {
    let mut bad = Vec::new();
    for (name, b) in classes {
        let cf = crate::classfile::parse(b).unwrap_or_else(|e| panic!("{name}: {e}"));
        if let Err(e) = verify_class(&cf, h) {
            bad.push(format!("{name}: {e:?}"));
        }
    }
    (classes.len(), bad)
}

#[test]
fn boot_archive_all_classes_verify() {
    let boot: Vec<(String, Vec<u8>)> = crate::boot_archive().into_iter().map(|(k, v)| (k, v.to_vec())).collect();
    let mut h = table_of(boot.iter().map(|(_, b)| &b[..]));
    let (n, bad) = verify_all(&boot, &mut h);
    eprintln!("jdk-stubs: {n} classes verified, {} rejected", bad.len());
    assert!(n > 300, "only {n} classes in the boot archive");
    assert!(bad.is_empty(), "rejected:\n{}", bad.join("\n"));
}

fn javac_available() -> bool {
    std::process::Command::new("javac").arg("-version").output().map(|o| o.status.success()).unwrap_or(false)
}

fn class_files(dir: &std::path::Path, out: &mut Vec<(String, Vec<u8>)>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            class_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "class") {
            out.push((p.display().to_string(), std::fs::read(&p).unwrap()));
        }
    }
}

/// Every class javac makes from the single-file test programs, with JDK 17
/// and with --release 8, passes (the directory programs are verified by the
/// differential suite whenever they link).
#[test]
fn test_programs_verify() {
    if !javac_available() {
        eprintln!("javac not found; skipping");
        return;
    }
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/java");
    let mut files: Vec<String> = std::fs::read_dir(&src)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "java"))
        .map(|p| p.display().to_string())
        .collect();
    files.sort();
    let boot: Vec<Vec<u8>> = crate::boot_archive().values().map(|v| v.to_vec()).collect();
    for release in [None, Some("8")] {
        let out = std::env::temp_dir().join(format!("rjvm-verify-progs-{}-{}", std::process::id(), release.unwrap_or("17")));
        let mut cmd = std::process::Command::new("javac");
        cmd.arg("-nowarn").arg("-d").arg(&out);
        if let Some(r) = release {
            cmd.arg("--release").arg(r);
        }
        // Programs marked `// NO-RELEASE8` (tests/README.md) use APIs newer than Java 8.
        let release8 = release.is_some();
        let sources = files.iter().filter(|f| !(release8 && std::fs::read_to_string(f).is_ok_and(|s| s.lines().any(|l| l.trim() == "// NO-RELEASE8"))));
        let ok = cmd.args(sources).output().map(|o| o.status.success()).unwrap_or(false);
        assert!(ok, "javac failed");
        let mut classes = Vec::new();
        class_files(&out, &mut classes);
        let _ = std::fs::remove_dir_all(&out);
        let mut h = table_of(boot.iter().map(|b| &b[..]).chain(classes.iter().map(|(_, b)| &b[..])));
        let (n, bad) = verify_all(&classes, &mut h);
        eprintln!("tests/java (release {}): {n} classes verified", release.unwrap_or("17"));
        assert!(n > 100);
        assert!(bad.is_empty(), "rejected:\n{}", bad.join("\n"));
    }
}

/// Not a test of the suite: verifies every class of a big real corpus, the
/// JDK's jmod files (`RJVM_VERIFY_JMODS=$JAVA_HOME/jmods`), and prints how
/// many it accepts. HotSpot accepts all of them, so every rejection is a
/// verifier bug (or a feature rjvm lacks). Run with
/// `cargo test --release -p rjvm --lib verify::tests::jmods_corpus -- --ignored --nocapture`.
#[test]
#[ignore]
fn jmods_corpus() {
    use std::io::Read;
    let dir = std::env::var("RJVM_VERIFY_JMODS").expect("set RJVM_VERIFY_JMODS to a directory of .jmod files");
    let mut classes: Vec<(String, Vec<u8>)> = Vec::new();
    let mut jmods: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "jmod")).collect();
    jmods.sort();
    for p in &jmods {
        let bytes = std::fs::read(p).unwrap();
        // A jmod is a zip archive behind a 4-byte "JM\1\0" header.
        let Ok(mut z) = zip::ZipArchive::new(std::io::Cursor::new(bytes[4..].to_vec())) else {
            eprintln!("{}: not a zip", p.display());
            continue;
        };
        for i in 0..z.len() {
            let mut f = z.by_index(i).unwrap();
            let name = f.name().to_string();
            if name.starts_with("classes/") && name.ends_with(".class") && !name.ends_with("module-info.class") {
                let mut b = Vec::new();
                f.read_to_end(&mut b).unwrap();
                classes.push((name, b));
            }
        }
    }
    let mut h = table_of(classes.iter().map(|(_, b)| &b[..]));
    let mut by_reason: HashMap<String, usize> = HashMap::new();
    let (mut ok, mut bad, mut unparsed) = (0, 0, 0);
    let t0 = std::time::Instant::now();
    for (name, b) in &classes {
        let Ok(cf) = crate::classfile::parse(b) else {
            unparsed += 1;
            continue;
        };
        match verify_class(&cf, &mut h) {
            Ok(()) => ok += 1,
            Err(e) => {
                bad += 1;
                let first = match &e {
                    ClassError::Throw { message, .. } => message.lines().next().unwrap_or("").to_string(),
                    ClassError::Pending => "pending".into(),
                };
                if by_reason.get(&first).copied().unwrap_or(0) < 3 {
                    let loc = match &e {
                        ClassError::Throw { message, .. } => message.lines().nth(3).unwrap_or("").trim().to_string(),
                        _ => String::new(),
                    };
                    eprintln!("REJECTED {name}: {first} [{loc}]");
                }
                *by_reason.entry(first).or_default() += 1;
            }
        }
    }
    eprintln!(
        "jmods: {} classes from {} jmods: {ok} accepted, {bad} rejected, {unparsed} not parsed, in {:.1}s",
        classes.len(),
        jmods.len(),
        t0.elapsed().as_secs_f64()
    );
    let mut reasons: Vec<_> = by_reason.into_iter().collect();
    reasons.sort_by(|a, b| b.1.cmp(&a.1));
    for (r, n) in reasons {
        eprintln!("  {n:6} {r}");
    }
}

#[test]
fn hostile_sizes_are_bounded() {
    // 20000 nops, each with a declared frame of 65535 locals: a billion slot
    // comparisons, cut short by the work limit.
    let n = 20000usize;
    let mut code = vec![0u8; n];
    code.push(0xb1);
    let mut smt = (n as u16).to_be_bytes().to_vec();
    smt.extend(std::iter::repeat_n(0u8, n)); // same_frame, offset_delta 0
    let t0 = std::time::Instant::now();
    let m = verify_err(&simple(52, "()V", 0, 65535, &code, Some(&smt)));
    assert_eq!(m, "Method too complex to verify");
    assert!(t0.elapsed().as_secs() < 20, "took {:?}", t0.elapsed());
    // The same by inference: 65535 locals merged at every one of 20000 joins.
    let mut code = Vec::new();
    for _ in 0..n / 4 {
        code.extend([0xa7, 0x00, 0x03, 0x00]); // goto next; nop
    }
    code.push(0xb1);
    let m = verify_err(&simple(49, "()V", 0, 65535, &code, None));
    assert!(m.ends_with("Method too complex to verify"), "{m}");
}

/// Table::basic plus a class p/Base with a protected field `f` and a
/// protected method `m`.
struct ProtTable(Table);

impl Hierarchy for ProtTable {
    fn is_interface(&mut self, name: &str) -> Result<bool, Pending> {
        self.0.is_interface(name)
    }
    fn superclass(&mut self, name: &str) -> Result<Option<Arc<str>>, Pending> {
        if name == "T" {
            return Ok(Some(Arc::from("p/Base")));
        }
        self.0.superclass(name)
    }
    fn protected_member(&mut self, class: &str, name: &str, _desc: &str, _field: bool) -> Result<Option<Arc<str>>, Pending> {
        Ok((class == "p/Base" && (name == "f" || name == "m")).then(|| Arc::from("p/Base")))
    }
}

#[test]
fn protected_access_needs_current_class_receiver() {
    let check_prot = |desc: &str, field: bool| -> Result<(), String> {
        let mut a = Asm::new();
        a.sup = "p/Base";
        let r = if field { a.fieldref("p/Base", "f", "I") } else { a.methodref("p/Base", "m", "()I") };
        let op = if field { 0xb4 } else { 0xb6 };
        let code = [0x2a, op, (r >> 8) as u8, r as u8, 0xac];
        let cf = crate::classfile::parse(&a.build(52, STATIC, "peek", desc, 1, 1, &code, None)).unwrap();
        match verify_class(&cf, &mut ProtTable(Table::basic())) {
            Ok(()) => Ok(()),
            Err(ClassError::Throw { message, .. }) => Err(message.lines().next().unwrap().to_string()),
            Err(ClassError::Pending) => panic!(),
        }
    };
    assert_eq!(check_prot("(Lp/Base;)I", true), Err("Bad access to protected data in getfield".into()));
    assert_eq!(check_prot("(Lp/Base;)I", false), Err("Bad access to protected data in invokevirtual".into()));
    assert_eq!(check_prot("(LT;)I", true), Ok(()));
    assert_eq!(check_prot("(LT;)I", false), Ok(()));
}

#[test]
fn subroutines_by_inference() {
    // static int m(int x): local 2 = x; jsr S; return local 2.
    // S: astore_1; <body>; ret 1
    let sub = |body: &[u8]| -> Vec<u8> {
        let mut code = vec![0x1a, 0x3d, 0xa8, 0x00, 0x06, 0x1c, 0xac, 0x00, 0x4c];
        code.extend(body);
        code.extend([0xa9, 0x01]);
        let b = simple(49, "(I)I", 2, 3, &code, None);
        if let Ok(d) = std::env::var("RJVM_DUMP_DIR") {
            let _ = std::fs::write(format!("{d}/T{}.class", body.len()), &b);
        }
        b
    };
    // The subroutine leaves local 2 alone (iinc on local 0): accepted.
    assert_eq!(check(&sub(&[0x84, 0x00, 0x01])), Ok(()));
    // It stores a float into local 2: the int read after the return fails.
    assert_eq!(verify_err(&sub(&[0x0b, 0x45])), "(class: T, method: m signature: (I)I) Register 2 contains wrong type");
    // ret through a local that holds an int. (These messages are HotSpot's.)
    assert_eq!(verify_err(&sub(&[0x03, 0x3c, 0x00])), "(class: T, method: m signature: (I)I) Register 1 contains wrong type");
    // Type confusion anywhere in a method with subroutines is found too.
    assert_eq!(verify_err(&sub(&[0x01, 0x57, 0x0b, 0x57, 0x1a, 0x8f])), "(class: T, method: m signature: (I)I) Expecting to find double on stack");
}
