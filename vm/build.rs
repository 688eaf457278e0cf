//! Compiles the class library in `jdk-stubs/` with javac and packs the class
//! files into one archive that the binary embeds; compiles the C part of the
//! JNI (`src/jni/varargs.c`).
//!
//! Archive format: repeated [u32 name length][name][u32 data length][data],
//! little-endian, names like `java/lang/Object.class`.

use std::path::{Path, PathBuf};
use std::process::Command;

fn collect(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, ext, out);
        } else if p.extension().map(|e| e == ext).unwrap_or(false) {
            out.push(p);
        }
    }
}

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    // The JNI functions Rust cannot define (C-variadic, va_list).
    println!("cargo:rerun-if-changed=src/jni/varargs.c");
    println!("cargo:rerun-if-changed=../profiler-api/include/jni.h");
    cc::Build::new()
        .file(manifest.join("src/jni/varargs.c"))
        .include(manifest.join("../profiler-api/include"))
        .flag_if_supported("-std=c99")
        .warnings(true)
        .extra_warnings(true)
        .compile("rjvm_jni_varargs");
    println!("cargo:rerun-if-changed=src/interp/math.c");
    cc::Build::new().file(manifest.join("src/interp/math.c")).warnings(true).extra_warnings(true).compile("rjvm_math");
    let src = manifest.join("../jdk-stubs/src");
    println!("cargo:rerun-if-changed={}", src.display());
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    let classes = out.join("stub-classes");
    let empty = out.join("empty-bootclasspath");
    let _ = std::fs::remove_dir_all(&classes);
    std::fs::create_dir_all(&classes).unwrap();
    std::fs::create_dir_all(&empty).unwrap();

    let mut sources = Vec::new();
    collect(&src, "java", &mut sources);
    let argfile = out.join("stub-sources.txt");
    std::fs::write(&argfile, sources.iter().map(|p| format!("\"{}\"", p.display())).collect::<Vec<_>>().join("\n")).unwrap();
    let javac = std::env::var("JAVAC").unwrap_or_else(|_| "javac".into());
    let status = Command::new(&javac)
        .args(["-source", "8", "-target", "8", "-encoding", "UTF-8", "-nowarn", "-Xlint:none", "-XDsuppressNotes"])
        .arg("-bootclasspath")
        .arg(&empty)
        .arg("-sourcepath")
        .arg(&src)
        .arg("-d")
        .arg(&classes)
        .arg(format!("@{}", argfile.display()))
        .status()
        .unwrap_or_else(|e| panic!("cannot run {javac} (a JDK is needed to build rjvm's class library): {e}"));
    if !status.success() {
        panic!("compiling the class library in jdk-stubs/ failed");
    }
    let mut files = Vec::new();
    collect(&classes, "class", &mut files);
    let mut archive = Vec::new();
    for f in files {
        let name = f.strip_prefix(&classes).unwrap().to_string_lossy().replace('\\', "/");
        let data = std::fs::read(&f).unwrap();
        archive.extend_from_slice(&(name.len() as u32).to_le_bytes());
        archive.extend_from_slice(name.as_bytes());
        archive.extend_from_slice(&(data.len() as u32).to_le_bytes());
        archive.extend_from_slice(&data);
    }
    std::fs::write(out.join("jdk-stubs.bin"), archive).unwrap();
}
