//! Reading the JDK's class and resource image (`lib/modules`) through the
//! JDK's own `libjimage.so`, as HotSpot does.
//!
//! The image is opened once; lookups are thread-safe in libjimage (it only
//! reads the memory-mapped file and decompresses into the caller's buffer).
//! Names are `module` + `path` (`java.base`, `java/lang/String.class`);
//! which module holds a package comes from [`JImage::package_module`].

use std::ffi::{c_char, c_void, CStr, CString};
use std::path::Path;

type JImageFile = c_void;
type OpenFn = unsafe extern "C" fn(*const c_char, *mut i32) -> *mut JImageFile;
type PackageToModuleFn = unsafe extern "C" fn(*mut JImageFile, *const c_char) -> *const c_char;
type FindResourceFn = unsafe extern "C" fn(*mut JImageFile, *const c_char, *const c_char, *const c_char, *mut i64) -> i64;
type GetResourceFn = unsafe extern "C" fn(*mut JImageFile, i64, *mut c_char, i64) -> i64;
type VisitorFn = unsafe extern "C" fn(*mut JImageFile, *const c_char, *const c_char, *const c_char, *const c_char, *const c_char, *mut c_void) -> bool;
type IteratorFn = unsafe extern "C" fn(*mut JImageFile, VisitorFn, *mut c_void);

/// An open `lib/modules` image.
pub struct JImage {
    // Keeps libjimage loaded for as long as the function pointers are used.
    _lib: libloading::Library,
    file: *mut JImageFile,
    package_to_module: PackageToModuleFn,
    find_resource: FindResourceFn,
    get_resource: GetResourceFn,
    iterate: IteratorFn,
}

// SAFETY: libjimage's lookups only read the mapped image and its tables
// (JImageFile is shared between opens precisely so that it can be used from
// any thread); the handle itself is never mutated after opening.
unsafe impl Send for JImage {}
unsafe impl Sync for JImage {}

/// The version string HotSpot passes to `JIMAGE_FindResource` (ignored by
/// JDK 17's libjimage, which has one layout).
const VERSION: &CStr = c"11.0";

impl JImage {
    /// Open `<jdk>/lib/modules` with `<jdk>/lib/libjimage.so`.
    pub fn open(jdk_home: &Path) -> Result<JImage, String> {
        let lib_path = jdk_home.join("lib/libjimage.so");
        // SAFETY: loading the JDK's libjimage runs no initialisers with
        // preconditions (it is a plain C++ library of the JDK).
        let lib = unsafe { libloading::Library::new(&lib_path) }.map_err(|e| format!("{}: {e}", lib_path.display()))?;
        // SAFETY: the symbol types are those of JDK 17's jimage.hpp.
        let (open, package_to_module, find_resource, get_resource, iterate) = unsafe {
            let open: OpenFn = *lib.get::<OpenFn>(b"JIMAGE_Open\0").map_err(|e| e.to_string())?;
            let p: PackageToModuleFn = *lib.get(b"JIMAGE_PackageToModule\0").map_err(|e| e.to_string())?;
            let f: FindResourceFn = *lib.get(b"JIMAGE_FindResource\0").map_err(|e| e.to_string())?;
            let g: GetResourceFn = *lib.get(b"JIMAGE_GetResource\0").map_err(|e| e.to_string())?;
            let i: IteratorFn = *lib.get(b"JIMAGE_ResourceIterator\0").map_err(|e| e.to_string())?;
            (open, p, f, g, i)
        };
        let image_path = jdk_home.join("lib/modules");
        let c = CString::new(image_path.as_os_str().as_encoded_bytes()).map_err(|e| e.to_string())?;
        let mut err = 0i32;
        // SAFETY: `c` is NUL-terminated and `err` a valid out-pointer.
        let file = unsafe { open(c.as_ptr(), &mut err) };
        if file.is_null() {
            let why = match err {
                -1 => "bad magic".to_string(),
                -2 => "incompatible version".to_string(),
                -3 => "corrupted".to_string(),
                e => std::io::Error::from_raw_os_error(e).to_string(),
            };
            return Err(format!("{}: {why}", image_path.display()));
        }
        Ok(JImage { _lib: lib, file, package_to_module, find_resource, get_resource, iterate })
    }

    /// The module that holds `package` (internal form, `java/lang`).
    pub fn package_module(&self, package: &str) -> Option<String> {
        let c = CString::new(package).ok()?;
        // SAFETY: `file` is open; the result is NULL or a NUL-terminated
        // string owned by the image.
        let m = unsafe { (self.package_to_module)(self.file, c.as_ptr()) };
        if m.is_null() {
            return None;
        }
        // SAFETY: see above.
        Some(unsafe { CStr::from_ptr(m) }.to_string_lossy().into_owned())
    }

    /// The bytes of resource `path` (`java/lang/String.class`) of `module`.
    pub fn read(&self, module: &str, path: &str) -> Option<Vec<u8>> {
        let m = CString::new(module).ok()?;
        let p = CString::new(path).ok()?;
        let mut size = 0i64;
        // SAFETY: `file` is open, the strings are NUL-terminated, `size` is
        // a valid out-pointer.
        let loc = unsafe { (self.find_resource)(self.file, m.as_ptr(), VERSION.as_ptr(), p.as_ptr(), &mut size) };
        if loc == 0 || size < 0 {
            return None;
        }
        let mut buf = vec![0u8; size as usize];
        // SAFETY: `buf` has exactly `size` bytes; libjimage writes at most
        // that many (decompressing if needed).
        let n = unsafe { (self.get_resource)(self.file, loc, buf.as_mut_ptr().cast(), size) };
        (n == size).then_some(buf)
    }

    /// Whether the image has a class file of this internal name.
    pub fn has_class(&self, name: &str) -> bool {
        let pkg = name.rsplit_once('/').map(|(p, _)| p).unwrap_or("");
        let Some(module) = self.package_module(pkg) else { return false };
        let (Ok(m), Ok(p)) = (CString::new(module), CString::new(format!("{name}.class"))) else { return false };
        let mut size = 0i64;
        // SAFETY: as in `read`.
        unsafe { (self.find_resource)(self.file, m.as_ptr(), VERSION.as_ptr(), p.as_ptr(), &mut size) != 0 }
    }

    /// A class file by internal name, with the module it came from.
    pub fn read_class(&self, name: &str) -> Option<(Vec<u8>, String)> {
        let pkg = name.rsplit_once('/').map(|(p, _)| p).unwrap_or("");
        let module = self.package_module(pkg)?;
        let bytes = self.read(&module, &format!("{name}.class"))?;
        Some((bytes, module))
    }

    /// Every resource as (module, package, base name, extension).
    pub fn resources(&self) -> Vec<(String, String, String, String)> {
        unsafe extern "C" fn visit(
            _f: *mut JImageFile,
            module: *const c_char,
            _version: *const c_char,
            package: *const c_char,
            name: *const c_char,
            ext: *const c_char,
            arg: *mut c_void,
        ) -> bool {
            // SAFETY: libjimage passes NUL-terminated strings and our `arg`.
            unsafe {
                let out = &mut *(arg as *mut Vec<(String, String, String, String)>);
                let s = |p: *const c_char| if p.is_null() { String::new() } else { CStr::from_ptr(p).to_string_lossy().into_owned() };
                out.push((s(module), s(package), s(name), s(ext)));
            }
            true
        }
        let mut out: Vec<(String, String, String, String)> = Vec::new();
        // SAFETY: `visit` only touches `out`, which outlives the call.
        unsafe { (self.iterate)(self.file, visit, (&mut out as *mut Vec<_>).cast()) };
        out
    }
}

#[cfg(test)]
#[path = "../../tests/support/libjvm.rs"]
mod libjvm_build;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_java_base_classes() {
        let Some(home) = crate::classlib::find_jdk17(None) else {
            eprintln!("no JDK 17 installed: skipped");
            return;
        };
        super::libjvm_build::ensure_jdk_libjvm();
        crate::prims::libjvm::load().expect("libjvm.so");
        let img = JImage::open(&home).expect("open image");
        assert_eq!(img.package_module("java/lang").as_deref(), Some("java.base"));
        assert_eq!(img.package_module("java/util/logging").as_deref(), Some("java.logging"));
        let (b, m) = img.read_class("java/lang/String").expect("String.class");
        assert_eq!(m, "java.base");
        assert_eq!(&b[..4], &[0xCA, 0xFE, 0xBA, 0xBE]);
        assert!(img.read_class("java/lang/NoSuchClass").is_none());
        assert!(img.read("java.base", "module-info.class").is_some());
    }
}
