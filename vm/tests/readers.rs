//! Every standard tool reads what rjvm writes: the readers themselves, installed from their
//! usual channels by `tests/tools/readers.sh` (PyPI, crates.io, Debian), run on rjvm's output,
//! and the same tools run on HotSpot's output of the same program as the reference.
//!
//! * `stackcollapse-hprof` (PyPI `hprof2flamegraph`) on hprof's text CPU samples;
//! * VisualVM's heap library (Debian `visualvm`), driven headless by `tests/readers/VisualVmCheck.java`,
//!   on `-XX:+HeapDumpOnOutOfMemoryError` dumps and hprof's `format=b` dumps: retained sizes,
//!   the biggest objects, GC roots, the reference classes;
//! * `hprof-slurp` (crates.io) and the `jvm-hprof` crate on the same dumps;
//! * HotSpot's own dump of the program, compared class record by class record.
//!
//! Like the other suites, these tests fail (never pass silently) when a tool or the JDK is missing.

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn jdk_tool(tool: &str) -> PathBuf {
    if let Some(h) = std::env::var_os("JAVA_HOME").filter(|h| !h.is_empty()) {
        let p = Path::new(&h).join("bin").join(tool);
        if p.is_file() {
            return p;
        }
    }
    PathBuf::from(tool)
}

/// The test's scratch directory, with the programs compiled.
fn scratch() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("readers-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(d.join("classes")).unwrap();
        let st = Command::new(jdk_tool("javac"))
            .arg("-d")
            .arg(d.join("classes"))
            .arg(root().join("tests/readers/Retain.java"))
            .arg(root().join("tests/hprof/HprofHot.java"))
            .status()
            .unwrap_or_else(|e| panic!("javac not runnable ({e}): these tests need a JDK 17"));
        assert!(st.success(), "javac failed");
        d
    })
}

/// Where the readers are installed (kept across runs).
fn tools_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("readers-tools")
}

/// Installs a reader with `tests/tools/readers.sh` and returns its path.
fn reader(args: &[&str]) -> PathBuf {
    let out = Command::new("sh").arg(root().join("tests/tools/readers.sh")).args(args).output().expect("run tests/tools/readers.sh");
    assert!(out.status.success(), "installing {args:?} failed:\n{}", text(&out.stderr));
    PathBuf::from(text(&out.stdout).trim())
}

fn stackcollapse() -> &'static Path {
    static P: OnceLock<PathBuf> = OnceLock::new();
    P.get_or_init(|| reader(&["stackcollapse-hprof", tools_dir().to_str().unwrap()]))
}

fn hprof_slurp() -> &'static Path {
    static P: OnceLock<PathBuf> = OnceLock::new();
    P.get_or_init(|| reader(&["hprof-slurp", tools_dir().to_str().unwrap()]))
}

/// The VisualVM driver, compiled against the library's jar: (jar, classes dir).
fn visualvm() -> &'static (PathBuf, PathBuf) {
    static P: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();
    P.get_or_init(|| {
        let jar = reader(&["visualvm-heap"]);
        let classes = scratch().join("visualvm-check");
        let st = Command::new(jdk_tool("javac"))
            .arg("-cp")
            .arg(&jar)
            .arg("-d")
            .arg(&classes)
            .arg(root().join("tests/readers/VisualVmCheck.java"))
            .status()
            .expect("javac");
        assert!(st.success(), "compiling VisualVmCheck failed");
        (jar, classes)
    })
}

fn fresh_dir(name: &str) -> PathBuf {
    let d = scratch().join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn run(exe: &Path, dir: &Path, args: &[&str]) -> Output {
    Command::new(exe)
        .args(args)
        .current_dir(dir)
        .env_remove("CLASSPATH")
        .env_remove("JAVA_TOOL_OPTIONS")
        .env_remove("_JAVA_OPTIONS")
        .env_remove("LD_LIBRARY_PATH")
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", exe.display()))
}

fn rjvm() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_rjvm"))
}

/// `Retain oom` with `-XX:+HeapDumpOnOutOfMemoryError` on a VM; returns the dump.
fn oom_dump(vm: &str) -> PathBuf {
    let d = fresh_dir(&format!("oom-{vm}"));
    let cp = scratch().join("classes");
    let cp = cp.to_str().unwrap();
    let (exe, gc): (PathBuf, &[&str]) = if vm == "hotspot" { (jdk_tool("java"), &["-XX:+UseSerialGC"]) } else { (rjvm(), &[]) };
    let mut args: Vec<&str> = gc.to_vec();
    args.extend(["-Xmx32m", "-XX:+HeapDumpOnOutOfMemoryError", "-XX:HeapDumpPath=heap.hprof", "-cp", cp, "Retain", "oom"]);
    let o = run(&exe, &d, &args);
    let out = text(&o.stdout);
    assert!(o.status.success(), "{vm}: {out}\n{}", text(&o.stderr));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "nodes=300 names=20", "{vm}: {out}");
    assert_eq!(lines[1], "java.lang.OutOfMemoryError: Java heap space", "{vm}: {out}");
    assert_eq!(lines[2], "Dumping heap to heap.hprof ...", "{vm}: {out}");
    let created = lines[3].strip_prefix("Heap dump file created [").unwrap_or_else(|| panic!("{vm}: {out}"));
    let (bytes, secs) = created.split_once(" bytes in ").unwrap();
    assert!(secs.ends_with(" secs]") && secs.trim_end_matches(" secs]").parse::<f64>().is_ok(), "{vm}: {out}");
    let path = d.join("heap.hprof");
    assert_eq!(bytes.parse::<u64>().unwrap(), std::fs::metadata(&path).unwrap().len(), "{vm}: the size HotSpot's message reports");
    assert_eq!(lines[4], "caught Java heap space", "{vm}: {out}");
    path
}

fn rjvm_oom_dump() -> &'static Path {
    static P: OnceLock<PathBuf> = OnceLock::new();
    P.get_or_init(|| oom_dump("rjvm"))
}

fn hotspot_oom_dump() -> &'static Path {
    static P: OnceLock<PathBuf> = OnceLock::new();
    P.get_or_init(|| oom_dump("hotspot"))
}

/// `Retain` under hprof `heap=dump,format=b`: the dump hprof writes at exit.
fn hprof_binary_dump() -> &'static Path {
    static P: OnceLock<PathBuf> = OnceLock::new();
    P.get_or_init(|| {
        let d = fresh_dir("hprof-b");
        let cp = scratch().join("classes");
        let o = run(&rjvm(), &d, &["-Xrunhprof:heap=dump,format=b,file=dump.hprof", "-cp", cp.to_str().unwrap(), "Retain"]);
        assert!(o.status.success(), "{}", text(&o.stderr));
        d.join("dump.hprof")
    })
}

// ---------------------------------------------------------------------------
// The jvm-hprof crate: a summary of a dump's classes, objects and roots
// ---------------------------------------------------------------------------

#[derive(Debug, Default)]
struct ClassRecord {
    name: String,
    super_name: Option<String>,
    instance_size: u32,
    /// (name, type) of the class's own instance fields.
    fields: Vec<(String, String)>,
    statics: BTreeSet<String>,
}

#[derive(Debug, Default)]
struct Summary {
    classes: HashMap<u64, ClassRecord>,
    by_name: HashMap<String, u64>,
    instances: HashMap<u64, usize>,
    roots: HashMap<&'static str, usize>,
    /// Primitive arrays by element type (`Long`, `Int`, ...).
    prim_arrays: HashMap<String, usize>,
    /// References to ids with no record.
    dangling: usize,
    ids: usize,
}

fn field_size(t: jvm_hprof::heap_dump::FieldType) -> u32 {
    use jvm_hprof::heap_dump::FieldType::*;
    match t {
        ObjectId | Long | Double => 8,
        Boolean | Byte => 1,
        Char | Short => 2,
        Int | Float => 4,
    }
}

fn summarize(path: &Path) -> Summary {
    use jvm_hprof::heap_dump::{FieldValue, SubRecord};
    use jvm_hprof::{parse_hprof, IdSize, RecordTag};
    let bytes = std::fs::read(path).unwrap();
    let hprof = parse_hprof(&bytes).unwrap_or_else(|e| panic!("jvm-hprof cannot read {}: {e:?}", path.display()));
    assert!(matches!(hprof.header().id_size(), IdSize::U64));
    let mut utf8: HashMap<u64, String> = HashMap::new();
    let mut names: HashMap<u64, String> = HashMap::new();
    let mut s = Summary::default();
    let mut ids = std::collections::HashSet::new();
    let mut refs: Vec<u64> = Vec::new();
    let mut instances: Vec<(u64, Vec<u8>)> = Vec::new();
    let mut sizes: HashMap<u64, (Option<u64>, u32, Vec<jvm_hprof::heap_dump::FieldType>)> = HashMap::new();
    for r in hprof.records_iter() {
        let r = r.unwrap_or_else(|e| panic!("jvm-hprof cannot read a record: {e:?}"));
        match r.tag() {
            RecordTag::Utf8 => {
                let u = r.as_utf_8().unwrap().unwrap();
                utf8.insert(u.name_id().id(), u.text_as_str().unwrap_or("").to_string());
            }
            RecordTag::LoadClass => {
                let l = r.as_load_class().unwrap().unwrap();
                names.insert(l.class_obj_id().id(), utf8[&l.class_name_id().id()].replace('/', "."));
            }
            RecordTag::HeapDumpSegment | RecordTag::HeapDump => {
                let seg = r.as_heap_dump_segment().unwrap().unwrap();
                for sub in seg.sub_records() {
                    match sub.unwrap_or_else(|e| panic!("jvm-hprof cannot read a heap record: {e:?}")) {
                        SubRecord::Class(c) => {
                            let id = c.obj_id().id();
                            ids.insert(id);
                            let fields: Vec<_> = c.instance_field_descriptors().map(|f| f.unwrap()).collect();
                            let mut statics = BTreeSet::new();
                            for st in c.static_fields() {
                                let st = st.unwrap();
                                statics.insert(utf8[&st.name_id().id()].clone());
                                if let FieldValue::ObjectId(Some(o)) = st.value() {
                                    refs.push(o.id());
                                }
                            }
                            sizes.insert(id, (c.super_class_obj_id().map(|x| x.id()), c.instance_size_bytes(), fields.iter().map(|f| f.field_type()).collect()));
                            s.classes.insert(
                                id,
                                ClassRecord {
                                    name: String::new(),
                                    super_name: c.super_class_obj_id().map(|x| x.id().to_string()),
                                    instance_size: c.instance_size_bytes(),
                                    fields: fields.iter().map(|f| (utf8[&f.name_id().id()].clone(), format!("{:?}", f.field_type()))).collect(),
                                    statics,
                                },
                            );
                        }
                        SubRecord::Instance(i) => {
                            ids.insert(i.obj_id().id());
                            *s.instances.entry(i.class_obj_id().id()).or_default() += 1;
                            instances.push((i.class_obj_id().id(), i.fields().to_vec()));
                        }
                        SubRecord::ObjectArray(a) => {
                            ids.insert(a.obj_id().id());
                            *s.instances.entry(a.array_class_obj_id().id()).or_default() += 1;
                            refs.extend(a.elements(IdSize::U64).filter_map(|e| e.unwrap()).map(|e| e.id()));
                        }
                        SubRecord::PrimitiveArray(a) => {
                            ids.insert(a.obj_id().id());
                            *s.prim_arrays.entry(format!("{:?}", a.primitive_type())).or_default() += 1;
                        }
                        SubRecord::GcRootThreadObj(_) => *s.roots.entry("thread").or_default() += 1,
                        SubRecord::GcRootJavaStackFrame(_) => *s.roots.entry("frame").or_default() += 1,
                        SubRecord::GcRootSystemClass(_) => *s.roots.entry("class").or_default() += 1,
                        SubRecord::GcRootJniGlobal(_) => *s.roots.entry("jni global").or_default() += 1,
                        SubRecord::GcRootJniLocalRef(_) => *s.roots.entry("jni local").or_default() += 1,
                        SubRecord::GcRootUnknown(_) => *s.roots.entry("unknown").or_default() += 1,
                        _ => *s.roots.entry("other").or_default() += 1,
                    }
                }
            }
            _ => {}
        }
    }
    // Decode every instance with its class chain: the field bytes must be
    // exactly what the class records describe, and the instance size field
    // the size of those bytes (what HotSpot writes there).
    for (class, data) in &instances {
        let mut input: &[u8] = data;
        let mut c = Some(*class);
        while let Some(k) = c {
            let (sup, _, fields) = sizes.get(&k).unwrap_or_else(|| panic!("no CLASS_DUMP for class {k:x}"));
            for ty in fields {
                let (rest, v) = ty.parse_value(input, IdSize::U64).unwrap();
                input = rest;
                if let FieldValue::ObjectId(Some(o)) = v {
                    refs.push(o.id());
                }
            }
            c = *sup;
        }
        assert!(input.is_empty(), "an instance of {} has {} bytes its class does not describe", names.get(class).map_or("?", |s| s), input.len());
    }
    for (id, (_, size, _)) in &sizes {
        let mut sum = 0;
        let mut c = Some(*id);
        while let Some(k) = c {
            sum += sizes[&k].2.iter().map(|t| field_size(*t)).sum::<u32>();
            c = sizes[&k].0;
        }
        assert_eq!(*size, sum, "the instance size of {} is not the size of its field values", names.get(id).map_or("?", |s| s));
    }
    s.dangling = refs.iter().filter(|r| !ids.contains(r)).count();
    s.ids = ids.len();
    for (id, c) in s.classes.iter_mut() {
        c.name = names.get(id).cloned().unwrap_or_else(|| panic!("CLASS_DUMP {id:x} without LOAD_CLASS"));
        c.super_name = c.super_name.as_ref().map(|x| names[&x.parse::<u64>().unwrap()].clone());
        s.by_name.insert(c.name.clone(), *id);
    }
    s
}

impl Summary {
    fn class(&self, name: &str) -> &ClassRecord {
        self.by_name.get(name).map(|id| &self.classes[id]).unwrap_or_else(|| panic!("no class record for {name}"))
    }
    fn count(&self, name: &str) -> usize {
        self.by_name.get(name).and_then(|id| self.instances.get(id)).copied().unwrap_or(0)
    }
}

const REFERENCE_CLASSES: [&str; 5] =
    ["java.lang.ref.Reference", "java.lang.ref.SoftReference", "java.lang.ref.WeakReference", "java.lang.ref.FinalReference", "java.lang.ref.PhantomReference"];

fn check_rjvm_summary(what: &str, s: &Summary) {
    assert_eq!(s.dangling, 0, "{what}: references to objects missing from the dump");
    assert_eq!(s.count("Retain$Node"), 300, "{what}: Node instances");
    for n in REFERENCE_CLASSES {
        let c = s.class(n);
        if n != "java.lang.ref.Reference" {
            assert_eq!(c.super_name.as_deref(), Some("java.lang.ref.Reference"), "{what}: {n}");
        }
    }
    let r = s.class("java.lang.ref.Reference");
    for f in ["referent", "queue"] {
        assert!(r.fields.iter().any(|(n, t)| n == f && t == "ObjectId"), "{what}: Reference has no field {f}: {:?}", r.fields);
    }
    assert!(s.roots.get("class").copied().unwrap_or(0) > 50, "{what}: {:?}", s.roots);
    assert!(s.roots.get("thread").copied().unwrap_or(0) >= 1, "{what}: no thread root: {:?}", s.roots);
}

#[test]
fn oom_dump_reads_in_jvm_hprof() {
    let s = summarize(rjvm_oom_dump());
    check_rjvm_summary("rjvm OOM dump", &s);
    // The thread that ran out of memory was running main: its frames are roots.
    assert!(s.roots.get("frame").copied().unwrap_or(0) >= 1, "{:?}", s.roots);
    assert!(s.prim_arrays.get("Long").copied().unwrap_or(0) > 10, "the long[] arrays that filled the heap: {:?}", s.prim_arrays);
}

#[test]
fn hprof_binary_dump_reads_in_jvm_hprof() {
    check_rjvm_summary("hprof format=b", &summarize(hprof_binary_dump()));
}

/// The class records of the same program's classes, field by field, against HotSpot's dump.
#[test]
fn class_records_match_hotspot() {
    let hs = summarize(hotspot_oom_dump());
    let rj = summarize(rjvm_oom_dump());
    for name in ["Retain", "Retain$Node", "java.lang.ref.SoftReference", "java.lang.ref.WeakReference"] {
        let (h, r) = (hs.class(name), rj.class(name));
        assert_eq!(h.super_name, r.super_name, "{name}: superclass");
        if name.starts_with("Retain") {
            assert_eq!(h.instance_size, r.instance_size, "{name}: instance size (HotSpot {}, rjvm {})", h.instance_size, r.instance_size);
            let sorted = |v: &Vec<(String, String)>| v.iter().cloned().collect::<BTreeSet<_>>();
            assert_eq!(sorted(&h.fields), sorted(&r.fields), "{name}: instance fields");
            // HotSpot adds "<resolved_references>" and the like.
            let statics = |c: &ClassRecord| c.statics.iter().filter(|s| !s.starts_with('<')).cloned().collect::<BTreeSet<_>>();
            assert_eq!(statics(h), statics(r), "{name}: static fields");
        }
    }
    assert_eq!(hs.count("Retain$Node"), rj.count("Retain$Node"));
    assert_eq!(hs.dangling, 0, "the checker itself: HotSpot's dump has no dangling reference");
}

// ---------------------------------------------------------------------------
// VisualVM's heap library
// ---------------------------------------------------------------------------

/// Runs VisualVmCheck on a copy of `dump` (the library writes a cache next to it).
fn visualvm_check(dump: &Path, tag: &str) -> HashMap<String, Vec<String>> {
    let (jar, classes) = visualvm();
    let d = fresh_dir(&format!("visualvm-{tag}"));
    let copy = d.join("dump.hprof");
    std::fs::copy(dump, &copy).unwrap();
    let cp = format!("{}:{}", classes.display(), jar.display());
    let o = run(&jdk_tool("java"), &d, &["-cp", &cp, "VisualVmCheck", copy.to_str().unwrap(), "Retain$Node", "Retain"]);
    assert!(o.status.success(), "VisualVM's heap library failed on {tag}:\n{}\n{}", text(&o.stdout), text(&o.stderr));
    let mut m: HashMap<String, Vec<String>> = HashMap::new();
    for l in text(&o.stdout).lines() {
        let (k, v) = l.split_once(' ').unwrap_or((l, ""));
        let key = if k == "class" || k == "biggest" { format!("{k} {}", v.split(' ').next().unwrap()) } else { k.to_string() };
        m.insert(key, v.split(' ').map(str::to_string).collect());
    }
    m
}

fn check_visualvm(tag: &str, m: &HashMap<String, Vec<String>>) {
    let get = |k: &str| m.get(k).unwrap_or_else(|| panic!("{tag}: VisualVmCheck printed no {k:?}: {m:?}"));
    // The chain: 300 nodes; the head retains exactly the nodes and their payloads.
    let chain = get("chain");
    assert_eq!(chain[0], "300", "{tag}: {chain:?}");
    assert_eq!(chain[1], chain[2], "{tag}: retained size of the head is not the chain's size: {chain:?}");
    assert!(chain[1].parse::<u64>().unwrap() > 0);
    for n in REFERENCE_CLASSES {
        let c = get(&format!("class {n}"));
        assert_ne!(c[1], "missing", "{tag}: no {n}");
    }
    let node = get("class Retain$Node");
    assert_eq!(node[6], "300", "{tag}: Node count: {node:?}");
    let roots = get("roots");
    assert!(roots[0].parse::<u32>().unwrap() > 0, "{tag}: {roots:?}");
    let path = get("rootpath");
    assert_ne!(path[1], "none", "{tag}: the last node has no path to a GC root");
}

#[test]
fn visualvm_reads_the_oom_dump() {
    let m = visualvm_check(rjvm_oom_dump(), "rjvm-oom");
    check_visualvm("rjvm OOM dump", &m);
    // The list that filled the heap is the biggest object, as in HotSpot's dump.
    assert!(m.contains_key("biggest java.util.ArrayList"), "{m:?}");
    // VisualVM sizes an instance as its 16-byte header plus the record's
    // instance size, aligned to 8: Node (int + 2 references = 20) is 40.
    assert_eq!(m["class Retain$Node"][4], "40", "{m:?}");
}

#[test]
fn visualvm_reads_hprof_binary_dumps() {
    check_visualvm("hprof format=b", &visualvm_check(hprof_binary_dump(), "rjvm-hprof-b"));
}

#[test]
fn visualvm_check_agrees_on_hotspot_dump() {
    // The checker itself, on HotSpot's dump of the same program.
    let m = visualvm_check(hotspot_oom_dump(), "hotspot");
    check_visualvm("HotSpot", &m);
    assert!(m.contains_key("biggest java.util.ArrayList"), "{m:?}");
}

// ---------------------------------------------------------------------------
// hprof-slurp
// ---------------------------------------------------------------------------

/// hprof-slurp's class table rows: class name → (instances, total size text).
fn slurp(dump: &Path) -> HashMap<String, u64> {
    let o = run(hprof_slurp(), dump.parent().unwrap(), &["-t", "100", dump.to_str().unwrap()]);
    let out = text(&o.stdout);
    assert!(o.status.success(), "hprof-slurp failed:\n{out}\n{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("File successfully processed") || out.contains("File successfully processed"), "{out}");
    let table = out.split("raw shallow heap classes:").nth(1).unwrap_or_else(|| panic!("{out}"));
    let mut m = HashMap::new();
    for l in table.lines().take_while(|l| !l.contains("largest instances")) {
        let cols: Vec<&str> = l.split('|').map(str::trim).collect();
        if cols.len() == 6 {
            if let Ok(n) = cols[2].parse::<u64>() {
                m.insert(cols[4].to_string(), n);
            }
        }
    }
    m
}

#[test]
fn hprof_slurp_reads_rjvm_dumps() {
    for (what, dump) in [("OOM dump", rjvm_oom_dump()), ("hprof format=b", hprof_binary_dump())] {
        let m = slurp(dump);
        assert_eq!(m.get("Retain$Node"), Some(&300), "{what}: {m:?}");
        assert!(m.get("int[]").copied().unwrap_or(0) >= 100, "{what}: the payloads: {m:?}");
    }
    assert_eq!(slurp(hotspot_oom_dump()).get("Retain$Node"), Some(&300), "the same count in HotSpot's dump");
}

// ---------------------------------------------------------------------------
// stackcollapse-hprof
// ---------------------------------------------------------------------------

#[test]
fn stackcollapse_hprof_reads_cpu_samples() {
    for (i, opts) in ["cpu=samples,interval=2,depth=100", "cpu=samples,interval=2,depth=100,thread=y,lineno=n"].iter().enumerate() {
        let d = fresh_dir(&format!("stackcollapse-{i}"));
        let cp = scratch().join("classes");
        let o = run(&rjvm(), &d, &[&format!("-Xrunhprof:{opts},file=cpu.txt"), "-cp", cp.to_str().unwrap(), "HprofHot"]);
        assert!(o.status.success(), "{}", text(&o.stderr));
        let profile = std::fs::read_to_string(d.join("cpu.txt")).unwrap();
        let total: u64 = profile.split("CPU SAMPLES BEGIN (total = ").nth(1).unwrap().split(')').next().unwrap().parse().unwrap();
        assert!(total > 0, "no samples:\n{profile}");
        let c = run(stackcollapse(), &d, &["cpu.txt"]);
        let out = text(&c.stdout);
        assert!(c.status.success(), "stackcollapse-hprof failed ({opts}):\n{}\n{}", out, text(&c.stderr));
        // One `frame;frame;... count` line per sampled trace, root first.
        let mut sum = 0;
        let mut hot = false;
        for l in out.lines() {
            let (stack, n) = l.rsplit_once(' ').unwrap_or_else(|| panic!("bad line {l:?}"));
            sum += n.parse::<u64>().unwrap();
            let frames: Vec<&str> = stack.split(';').collect();
            if frames.last().is_some_and(|f| f.starts_with("HprofHot.spin")) {
                hot = true;
                assert!(frames.iter().any(|f| f.starts_with("HprofHot.main")), "{l}");
            }
            if opts.contains("thread=y") {
                assert!(frames[0].starts_with("Thread "), "thread=y: the root is the thread: {l}");
            }
        }
        assert_eq!(sum, total, "{opts}: the collapsed counts add up to the samples\n{out}");
        assert!(hot, "{opts}: no stack ends in HprofHot.spin:\n{out}");
    }
}
