//! Compiles the Java sources of the micro benchmarks (`java/*.java`) with
//! javac into `$OUT_DIR/classes`; the library hands that directory to rjvm as
//! the class path (`env!("MICRO_CLASSES")`).
use std::path::PathBuf;
use std::process::Command;

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let src_dir = manifest.join("java");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR")).join("classes");
    println!("cargo:rerun-if-changed={}", src_dir.display());
    println!("cargo:rerun-if-env-changed=JAVAC");
    println!("cargo:rerun-if-env-changed=JAVA_HOME");

    let mut sources: Vec<PathBuf> = std::fs::read_dir(&src_dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", src_dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "java"))
        .collect();
    sources.sort();
    for s in &sources {
        println!("cargo:rerun-if-changed={}", s.display());
    }

    if out.exists() {
        std::fs::remove_dir_all(&out).expect("clear old classes");
    }
    std::fs::create_dir_all(&out).expect("create classes dir");
    let javac = javac();
    let status = Command::new(&javac)
        .arg("-nowarn")
        .arg("-d")
        .arg(&out)
        .args(&sources)
        .status()
        .unwrap_or_else(|e| panic!("cannot run {} (a JDK is needed to build the micro benchmarks): {e}", javac.display()));
    assert!(status.success(), "javac failed on {}", src_dir.display());
    println!("cargo:rustc-env=MICRO_CLASSES={}", out.display());
}

/// `$JAVAC`, else `$JAVA_HOME/bin/javac` if it exists, else `javac` on PATH.
fn javac() -> PathBuf {
    if let Some(j) = std::env::var_os("JAVAC") {
        return j.into();
    }
    if let Some(home) = std::env::var_os("JAVA_HOME") {
        let j = PathBuf::from(home).join("bin").join("javac");
        if j.is_file() {
            return j;
        }
    }
    "javac".into()
}
