//! Generates one trampoline per name of `exports.txt` and compiles the
//! `jio_*` printf family (C varargs, which stable Rust cannot define).
use std::fmt::Write;

fn main() {
    println!("cargo:rerun-if-changed=exports.txt");
    println!("cargo:rerun-if-changed=src/jio.c");
    let names: Vec<String> = std::fs::read_to_string("exports.txt")
        .expect("exports.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect();
    let mut rs = String::new();
    writeln!(rs, "#[allow(non_snake_case)]\nconst _: () = ();").unwrap();
    writeln!(rs, "/// The exported names, in slot order.").unwrap();
    writeln!(rs, "pub static NAMES: [&str; {}] = [", names.len()).unwrap();
    for n in &names {
        writeln!(rs, "    \"{n}\",").unwrap();
    }
    writeln!(rs, "];").unwrap();
    // One naked function per name: `jmp *slot` leaves every argument
    // register untouched (x86_64: RIP-relative indirect jump; aarch64: x16,
    // IP0, is the intra-procedure-call scratch register).
    for (i, n) in names.iter().enumerate() {
        let off = i * 8;
        writeln!(rs, "#[unsafe(naked)]\n#[no_mangle]\npub unsafe extern \"C\" fn {n}() {{").unwrap();
        writeln!(rs, "    #[cfg(target_arch = \"x86_64\")]\n    core::arch::naked_asm!(\"jmp *{{slots}}+{off}(%rip)\", slots = sym SLOTS, options(att_syntax));").unwrap();
        writeln!(rs, "    #[cfg(target_arch = \"aarch64\")]\n    core::arch::naked_asm!(\"adrp x16, {{slots}}\", \"add x16, x16, :lo12:{{slots}}\", \"ldr x16, [x16, #{off}]\", \"br x16\", slots = sym SLOTS);").unwrap();
        writeln!(rs, "}}").unwrap();
    }
    // What an unbound slot jumps to: a function that knows its name.
    writeln!(rs, "/// Per-slot targets for names the VM does not implement.").unwrap();
    // They ignore the arguments the trampoline left in the registers.
    writeln!(rs, "pub static UNBOUND: [extern \"C\" fn() -> usize; {}] = [", names.len()).unwrap();
    for i in 0..names.len() {
        writeln!(rs, "    {{ extern \"C\" fn f() -> usize {{ unbound({i}) }} f }},").unwrap();
    }
    writeln!(rs, "];").unwrap();
    // The JDK's libraries name the library they need by its SONAME.
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libjvm.so");
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").unwrap());
    std::fs::write(out.join("trampolines.rs"), rs).unwrap();
    cc::Build::new().file("src/jio.c").warnings(true).compile("jio");
}
