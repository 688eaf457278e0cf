//! The application class path: opening its entries, following the jars'
//! `Class-Path` manifest attributes, and finding and reading resources
//! (what `jdk.internal.loader.URLClassPath` does for `java`'s application
//! class loader).
//!
//! * A jar's `Class-Path` lists URLs relative to the jar's own URL
//!   (`lib/dep.jar`, `../x.jar`, `/abs/y.jar`, `file:/abs/z.jar`,
//!   `%20`-escaped characters, `dir/` with a slash for a directory); other
//!   schemes are ignored, as are entries that do not open. They come right
//!   after the jar, before the next class-path entry, and their own
//!   `Class-Path` is followed in turn; an entry already on the path is not
//!   added twice.
//! * A resource's URL is `file:/dir/name` or `jar:file:/path/x.jar!/name`
//!   (canonical, percent-encoded), and `jrt:/java.base/name` for the
//!   embedded class library, as on HotSpot. [`read`] reads any of them.

use std::io::Read;
use std::path::{Component, Path, PathBuf};

use parking_lot::Mutex;

use crate::runtime::vm::{vm, ClassPathEntry};

/// The main attributes of a jar's manifest that the VM uses.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Manifest {
    pub main_class: Option<String>,
    pub class_path: Option<String>,
}

impl Manifest {
    /// The manifest of an open jar (None if it has none).
    pub fn of<R: std::io::Read + std::io::Seek>(z: &mut zip::ZipArchive<R>) -> Option<Manifest> {
        let mut text = Vec::new();
        z.by_name("META-INF/MANIFEST.MF").ok()?.read_to_end(&mut text).ok()?;
        Some(Manifest::parse(&String::from_utf8_lossy(&text)))
    }

    /// The main section of a manifest: `Name: value` lines (names in any
    /// case), continued by lines starting with one space, up to the first
    /// empty line.
    pub fn parse(text: &str) -> Manifest {
        let mut attrs: Vec<(String, String)> = Vec::new();
        for line in text.split("\r\n").flat_map(|l| l.split(['\n', '\r'])) {
            if line.is_empty() {
                break;
            }
            if let Some(cont) = line.strip_prefix(' ') {
                if let Some(last) = attrs.last_mut() {
                    last.1.push_str(cont);
                }
            } else if let Some((k, v)) = line.split_once(": ") {
                attrs.push((k.to_ascii_lowercase(), v.to_string()));
            }
        }
        let get = |k: &str| attrs.iter().find(|(n, _)| n == k).map(|(_, v)| v.trim().to_string());
        Manifest { main_class: get("main-class"), class_path: get("class-path") }
    }
}

/// Percent-decodes a URL path (`%20` → space); None if malformed.
fn decode(s: &str) -> Option<Vec<u8>> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let h = std::str::from_utf8(b.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(h, 16).ok()?);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    Some(out)
}

/// Percent-encodes a path for a URL, as `ParseUtil.encodePath` does.
pub fn encode(path: &[u8]) -> String {
    let mut s = String::with_capacity(path.len());
    for &c in path {
        if c.is_ascii_alphanumeric() || b"/-_.!~*'():@&=+$,;".contains(&c) {
            s.push(c as char);
        } else {
            s.push_str(&format!("%{c:02X}"));
        }
    }
    s
}

/// `a/./b/../c` → `a/c`, on the path alone (no file system access).
fn normalize(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            c => out.push(c),
        }
    }
    out
}

/// The class-path entries of a jar's `Class-Path` value, resolved against
/// the jar's directory (`base`); true for a directory URL (ending in `/`),
/// false for a jar.
fn class_path_entries(base: &Path, value: &str) -> Vec<(PathBuf, bool)> {
    use std::os::unix::ffi::OsStrExt;
    let mut out = Vec::new();
    for tok in value.split_ascii_whitespace() {
        // A scheme (letters, then ':') other than file: is not a local path.
        let scheme_end = tok.find(':').filter(|&i| i > 0 && tok[..i].bytes().all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(&b)));
        let path = match scheme_end {
            Some(i) if tok[..i].eq_ignore_ascii_case("file") => &tok[i + 1..],
            Some(_) => continue,
            None => tok,
        };
        let path = path.strip_prefix("//").map(|p| &p[p.find('/').unwrap_or(p.len())..]).unwrap_or(path);
        let Some(bytes) = decode(path) else { continue };
        let p = Path::new(std::ffi::OsStr::from_bytes(&bytes));
        out.push((normalize(&if p.is_absolute() { p.to_path_buf() } else { base.join(p) }), path.ends_with('/')));
    }
    out
}

/// Opens the class path: each directory and jar in order, each jar followed
/// by what its `Class-Path` adds. Entries that do not exist or do not open
/// are left out (a class simply is not found there).
pub fn open(entries: &[PathBuf]) -> Vec<ClassPathEntry> {
    let mut out = Vec::new();
    let mut seen: Vec<PathBuf> = Vec::new();
    // (path, from a Class-Path, a directory URL there)
    let mut todo: Vec<(PathBuf, bool, bool)> = entries.iter().rev().map(|p| (p.clone(), false, false)).collect();
    while let Some((p, manifest, dir_url)) = todo.pop() {
        let key = std::fs::canonicalize(&p).unwrap_or_else(|_| p.clone());
        if seen.contains(&key) {
            continue;
        }
        seen.push(key.clone());
        // A Class-Path entry is a directory only when written as one (`dir/`).
        if p.is_dir() && (!manifest || dir_url) {
            out.push(ClassPathEntry::Dir(p));
        } else if p.is_file() && !dir_url {
            let Ok(mut z) = std::fs::File::open(&p).map_err(drop).and_then(|f| zip::ZipArchive::new(f).map_err(drop)) else { continue };
            if let Some(cp) = Manifest::of(&mut z).and_then(|m| m.class_path) {
                let base = key.parent().map(Path::to_path_buf).unwrap_or_default();
                // Pushed in reverse: the first dependency is opened next.
                todo.extend(class_path_entries(&base, &cp).into_iter().rev().map(|(p, d)| (p, true, d)));
            }
            out.push(ClassPathEntry::Jar(p, Mutex::new(z)));
        }
    }
    out
}

/// Whether a resource name stays inside its class-path entry (no `..`
/// climbing out, not absolute).
fn inside(name: &str) -> bool {
    let mut depth = 0i32;
    for part in name.split('/') {
        match part {
            ".." => depth -= 1,
            "" | "." => {}
            _ => depth += 1,
        }
        if depth < 0 {
            return false;
        }
    }
    !name.starts_with('/')
}

fn canonical(p: &Path) -> PathBuf {
    std::fs::canonicalize(p).unwrap_or_else(|_| std::env::current_dir().map(|d| d.join(p)).unwrap_or_else(|_| p.to_path_buf()))
}

/// The URL of a jar's entry: `jar:file:/path/x.jar!/name`.
fn jar_url(jar: &Path, name: &str) -> String {
    use std::os::unix::ffi::OsStrExt;
    format!("jar:file:{}!/{}", encode(canonical(jar).as_os_str().as_bytes()), encode(name.as_bytes()))
}

/// The URL of a resource of the embedded class library.
pub fn boot_resource(name: &str) -> Option<String> {
    vm().library.embedded_resource(name).map(|_| format!("jrt:/java.base/{}", encode(name.as_bytes())))
}

/// The URLs of every class-path entry that has resource `name`, in
/// class-path order.
pub fn find(name: &str) -> Vec<String> {
    if !inside(name) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for e in &vm().classpath {
        match e {
            ClassPathEntry::Dir(d) => {
                let p = d.join(name);
                if p.exists() {
                    let mut path = std::os::unix::ffi::OsStringExt::into_vec(canonical(d).into_os_string());
                    path.push(b'/');
                    path.extend_from_slice(name.as_bytes());
                    out.push(format!("file:{}", encode(&path)));
                }
            }
            ClassPathEntry::Jar(p, z) => {
                let z = z.lock();
                // ZipFile.getEntry also finds a directory entry without its slash.
                let found = z.index_for_name(name).is_some() || (!name.ends_with('/') && z.index_for_name(&format!("{name}/")).is_some());
                if found {
                    out.push(jar_url(p, name));
                }
            }
        }
    }
    out
}

/// Why a resource URL cannot be read: the message of the
/// `FileNotFoundException` Java throws.
#[derive(Debug, PartialEq, Eq)]
pub struct NotFound(pub String);

/// The bytes of a `jar:file:...!/name` or `jrt:/java.base/name` URL.
pub fn read(url: &str) -> Result<Vec<u8>, NotFound> {
    use std::os::unix::ffi::OsStrExt;
    if let Some(name) = url.strip_prefix("jrt:/java.base/") {
        let name = decode(name).map(|b| String::from_utf8_lossy(&b).into_owned()).unwrap_or_default();
        return vm().library.embedded_resource(&name).map(|b| b.to_vec()).ok_or_else(|| NotFound(format!("/java.base/{name}")));
    }
    let Some((jar, entry)) = url.strip_prefix("jar:file:").and_then(|r| r.split_once("!/")) else {
        return Err(NotFound(url.to_string()));
    };
    let path = decode(jar.strip_prefix("//").unwrap_or(jar)).ok_or_else(|| NotFound(url.to_string()))?;
    let path = PathBuf::from(std::ffi::OsStr::from_bytes(&path));
    let entry = decode(entry).map(|b| String::from_utf8_lossy(&b).into_owned()).ok_or_else(|| NotFound(url.to_string()))?;
    let not_in_jar = || NotFound(format!("JAR entry {entry} not found in {}", path.display()));
    let read_entry = |z: &mut zip::ZipArchive<std::fs::File>| -> Result<Vec<u8>, NotFound> {
        let mut f = z.by_name(&entry).map_err(|_| not_in_jar())?;
        let mut b = Vec::with_capacity(f.size() as usize);
        f.read_to_end(&mut b).map_err(|_| not_in_jar())?;
        Ok(b)
    };
    // A jar of the class path is open already.
    for e in &vm().classpath {
        if let ClassPathEntry::Jar(p, z) = e {
            if canonical(p) == path {
                return read_entry(&mut z.lock());
            }
        }
    }
    let f = std::fs::File::open(&path).map_err(|e| NotFound(format!("{} ({})", path.display(), os_error_text(&e))))?;
    let mut z = zip::ZipArchive::new(f).map_err(|_| NotFound(format!("{} (zip file is invalid)", path.display())))?;
    read_entry(&mut z)
}

fn os_error_text(e: &std::io::Error) -> String {
    match e.raw_os_error() {
        // SAFETY: strerror returns a pointer to a static, NUL-terminated string.
        Some(n) => unsafe { std::ffi::CStr::from_ptr(libc::strerror(n)) }.to_string_lossy().into_owned(),
        None => e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifests() {
        let m = Manifest::parse("Manifest-Version: 1.0\r\nmain-class: app.Main\r\nClass-Path: lib/a.jar \r\n lib/b.jar\r\n\r\nName: x\r\nClass-Path: no\r\n");
        assert_eq!(m.main_class.as_deref(), Some("app.Main"));
        assert_eq!(m.class_path.as_deref(), Some("lib/a.jar lib/b.jar"));
        assert_eq!(Manifest::parse("Main-Class:x\n"), Manifest::default());
    }

    #[test]
    fn class_path_urls() {
        let base = Path::new("/srv/app");
        let got = class_path_entries(base, "lib/a.jar ../b.jar /abs/c.jar file:/abs/d.jar file:rel.jar my%20e.jar http://h/x.jar c:/w.jar classes/");
        let jar = |p: &str| (PathBuf::from(p), false);
        let want = vec![
            jar("/srv/app/lib/a.jar"),
            jar("/srv/b.jar"),
            jar("/abs/c.jar"),
            jar("/abs/d.jar"),
            jar("/srv/app/rel.jar"),
            jar("/srv/app/my e.jar"),
            (PathBuf::from("/srv/app/classes"), true),
        ];
        assert_eq!(got, want);
    }

    #[test]
    fn names_and_urls() {
        assert!(inside("a/b.txt") && inside("a/../b.txt") && !inside("../x") && !inside("a/../../x") && !inside("/etc/passwd"));
        assert_eq!(encode(b"/a b/c%d.txt"), "/a%20b/c%25d.txt");
        assert_eq!(decode("/a%20b").as_deref(), Some(&b"/a b"[..]));
        assert_eq!(decode("/a%2"), None);
    }
}
