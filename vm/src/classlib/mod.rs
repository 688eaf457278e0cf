//! The class library: the one seam between the VM and the Java code it runs
//! its programs on.
//!
//! rjvm has two class libraries with one contract:
//!
//! * **embedded** (`jdk-stubs/`): rjvm's own small library, compiled at build
//!   time into the binary; instant start-up, readable, its natives are Rust
//!   functions of `crate::natives`.
//! * **jdk**: an installed OpenJDK 17 — classes from its `lib/modules` image
//!   (read with the JDK's own `libjimage.so`, see [`jimage`]), natives from
//!   its own libraries (`libjava.so`, `libnio.so`, ...) called through JNI,
//!   which in turn call the `JVM_*` interface of rjvm's `libjvm.so`; the
//!   natives HotSpot implements itself (Unsafe, MethodHandleNatives, ...)
//!   are Rust functions of the VM.
//!
//! Everything the VM needs to know about the library is answered here:
//! where boot classes come from, the layouts the VM reads (strings, class
//! mirrors, threads), how natives bind, and how start-up proceeds.

pub mod jdk;
pub mod jimage;
pub mod modules;

use std::path::{Path, PathBuf};

/// Which class library a VM runs on (`-Xclasslib:`).
pub enum Library {
    /// `jdk-stubs/`, embedded in the binary: `java/lang/Object.class` → bytes.
    Embedded(hashbrown::HashMap<String, &'static [u8]>),
    /// An installed JDK 17.
    Jdk(Box<JdkLibrary>),
}

/// An installed JDK 17 used as the class library.
pub struct JdkLibrary {
    /// `JAVA_HOME` of that JDK.
    pub home: PathBuf,
    /// Its `lib/modules` image.
    pub image: jimage::JImage,
}

/// What `-Xclasslib:` asked for.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Choice {
    /// No option: the JDK's library when a JDK 17 is found (as `FindJdk`) and
    /// rjvm's `libjvm.so` is installed beside it, else the embedded library.
    #[default]
    Default,
    Embedded,
    /// `jdk`: find one (`JAVA_HOME`, the `java` on `PATH`, `/usr/lib/jvm`).
    FindJdk,
    /// `<jdk-home>`: that JDK.
    JdkHome(PathBuf),
}

impl Choice {
    /// Which library this choice means, for `-version` (without opening it):
    /// "embedded (jdk-stubs)" or "OpenJDK 17.0.15 (/usr/lib/jvm/...)".
    pub fn describe(&self) -> String {
        let home = match self {
            Choice::Embedded => return "embedded (jdk-stubs)".to_string(),
            Choice::Default => match find_jdk17(None).filter(|_| crate::prims::libjvm::is_installed()) {
                Some(h) => h,
                None => return "embedded (jdk-stubs)".to_string(),
            },
            Choice::FindJdk => match find_jdk17(None) {
                Some(h) => h,
                None => return "jdk (none found)".to_string(),
            },
            Choice::JdkHome(h) => h.clone(),
        };
        let version = std::fs::read_to_string(home.join("release"))
            .ok()
            .and_then(|r| r.lines().find_map(|l| l.strip_prefix("JAVA_VERSION=").map(|v| v.trim_matches('"').to_string())))
            .unwrap_or_else(|| "?".into());
        format!("JDK {version} ({})", home.display())
    }

    /// Parse the value of `-Xclasslib:`.
    pub fn parse(s: &str) -> Choice {
        match s {
            "embedded" => Choice::Embedded,
            "jdk" => Choice::FindJdk,
            p => Choice::JdkHome(PathBuf::from(p)),
        }
    }
}

impl Library {
    /// Open the library the command line chose.
    pub fn open(choice: &Choice) -> Result<Library, String> {
        let home = match choice {
            Choice::Embedded => return Ok(Library::Embedded(crate::boot_archive())),
            // JDK mode needs both a JDK 17 and rjvm's libjvm.so (the JDK's
            // natives link against it); without either, the embedded library.
            Choice::Default => match find_jdk17(None).filter(|_| crate::prims::libjvm::load().is_ok()) {
                Some(home) => home,
                None => return Ok(Library::Embedded(crate::boot_archive())),
            },
            Choice::FindJdk => find_jdk17(None).ok_or_else(|| {
                "-Xclasslib:jdk: no JDK 17 found (looked at JAVA_HOME, the java on PATH and /usr/lib/jvm)".to_string()
            })?,
            Choice::JdkHome(p) => {
                if !is_jdk17(p) {
                    return Err(format!("-Xclasslib:{}: not a JDK 17 (no lib/modules with JAVA_VERSION=\"17...\" in release)", p.display()));
                }
                p.clone()
            }
        };
        // libjimage (like every JDK library) needs a libjvm.so loaded first.
        crate::prims::libjvm::load()?;
        let image = jimage::JImage::open(&home)?;
        Ok(Library::Jdk(Box::new(JdkLibrary { home, image })))
    }

    pub fn is_jdk(&self) -> bool {
        matches!(self, Library::Jdk(_))
    }

    /// A short name for `-version` and `-verbose:class`.
    pub fn describe(&self) -> String {
        match self {
            Library::Embedded(_) => "embedded class library".to_string(),
            Library::Jdk(j) => format!("JDK class library {}", j.home.display()),
        }
    }

    /// What `-verbose:class` says was opened first (HotSpot: `opened:
    /// <home>/lib/modules`).
    pub fn opened(&self) -> String {
        match self {
            Library::Embedded(_) => {
                let exe = std::env::current_exe().map(|p| p.display().to_string()).unwrap_or_else(|_| "rjvm".into());
                format!("{exe} (the embedded class library, jdk-stubs)")
            }
            Library::Jdk(j) => j.home.join("lib/modules").display().to_string(),
        }
    }

    /// The class-file bytes of a boot class and where they came from
    /// (`jrt:/<module>` as HotSpot's `-verbose:class` says).
    pub fn boot_class(&self, name: &str) -> Option<(Vec<u8>, String)> {
        match self {
            Library::Embedded(m) => m.get(&format!("{name}.class")).map(|b| (b.to_vec(), "jrt:/java.base".to_string())),
            Library::Jdk(j) => j.image.read_class(name).map(|(b, m)| (b, format!("jrt:/{m}"))),
        }
    }
}

impl Library {
    /// Whether the boot loader has a class of this internal name (without
    /// reading it).
    /// A resource of the embedded library (`java/lang/Object.class`,
    /// `META-INF/...`); the JDK's library serves its own through `jrt:`.
    pub fn embedded_resource(&self, name: &str) -> Option<&'static [u8]> {
        match self {
            Library::Embedded(m) => m.get(name).copied(),
            Library::Jdk(_) => None,
        }
    }

    pub fn has_boot_class(&self, name: &str) -> bool {
        match self {
            Library::Embedded(m) => m.contains_key(&format!("{name}.class")),
            Library::Jdk(j) => j.image.has_class(name),
        }
    }
}

/// Fill the fields of a new `java.lang.Class` object that the library reads
/// directly (both libraries: `classLoader`; the JDK's: `componentType` of
/// arrays — `module` is set when modules are defined). Allocates nothing.
pub fn init_mirror(mirror: crate::heap::Ref, c: &'static crate::runtime::class::Class) {
    let mc = mirror.class();
    if let Some(f) = mc.find_field_by_name("classLoader") {
        mirror.put_ref(f.offset as usize, c.loader.object());
    }
    if let (Some(f), Some(comp)) = (mc.find_field_by_name("componentType"), c.component()) {
        mirror.put_ref(f.offset as usize, comp.mirror_ref());
    }
    modules::set_module(mirror, c);
}

/// Fields the VM injects into library classes that do not declare them
/// (HotSpot's `JavaClasses::compute_injected_fields`): the link from a
/// mirror, loader, module or method handle member to the VM's own record.
pub fn injected_fields(class: &str) -> &'static [(&'static str, &'static str)] {
    match class {
        // The embedded Class declares vmClass; the JDK's does not. The
        // protection domain and signers are set by defineClass/setSigners.
        "java/lang/Class" => &[("vmClass", "J"), ("protection_domain", "Ljava/lang/Object;"), ("signers", "Ljava/lang/Object;")],
        "java/lang/ClassLoader" => &[("loader_data", "J")],
        "java/lang/Module" => &[("module_entry", "J")],
        "java/lang/invoke/MemberName" => &[("vmindex", "J")],
        "java/lang/invoke/ResolvedMethodName" => &[("vmtarget", "J"), ("vmholder", "Ljava/lang/Class;")],
        "java/lang/invoke/MethodHandleNatives$CallSiteContext" => &[("vmdependencies", "J"), ("last_cleanup", "J")],
        _ => &[],
    }
}

/// Whether `home` is a JDK 17 whose image rjvm can read.
pub fn is_jdk17(home: &Path) -> bool {
    if !home.join("lib/modules").is_file() || !home.join("lib/libjava.so").is_file() {
        return false;
    }
    let Ok(release) = std::fs::read_to_string(home.join("release")) else { return false };
    release.lines().any(|l| l.starts_with("JAVA_VERSION=\"17"))
}

/// Find an installed JDK 17: `JAVA_HOME`, then the `java` on `PATH`
/// (following symlinks to its home), then `/usr/lib/jvm/*`.
pub fn find_jdk17(path_env: Option<&std::ffi::OsStr>) -> Option<PathBuf> {
    if let Some(h) = std::env::var_os("JAVA_HOME") {
        let h = PathBuf::from(h);
        if is_jdk17(&h) {
            return Some(h);
        }
    }
    let path = path_env.map(|p| p.to_os_string()).or_else(|| std::env::var_os("PATH"))?;
    for dir in std::env::split_paths(&path) {
        let java = dir.join("java");
        if let Ok(real) = std::fs::canonicalize(&java) {
            // <home>/bin/java
            if let Some(home) = real.parent().and_then(|b| b.parent()) {
                if is_jdk17(home) {
                    return Some(home.to_path_buf());
                }
            }
        }
    }
    let mut homes: Vec<PathBuf> = std::fs::read_dir("/usr/lib/jvm").ok()?.flatten().map(|e| e.path()).collect();
    homes.sort();
    homes.into_iter().find(|h| is_jdk17(h))
}

/// Whether an installed JDK 17 has the class `name` (internal form): the
/// embedded library's NoClassDefFoundError for a Java SE class says so.
/// Only on that error path: it opens the JDK's image.
pub fn jdk_has_class(name: &str) -> Option<PathBuf> {
    let home = find_jdk17(None)?;
    crate::prims::libjvm::load().ok()?;
    let image = jimage::JImage::open(&home).ok()?;
    image.has_class(name).then_some(home)
}
