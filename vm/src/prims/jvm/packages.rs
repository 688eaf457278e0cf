//! The boot loader's packages as `JVM_GetSystemPackages` and
//! `JVM_GetSystemPackage` report them (`jdk.internal.loader.BootLoader`'s
//! `packages()` and `getDefinedPackage`, behind `Package.getPackage(s)`).
//!
//! HotSpot counts a package of the boot loader only once a class of it has
//! been *loaded* from the runtime image (`PackageEntry::has_loaded_class`:
//! the class-path index is set by `ClassLoader::load_class`, not by
//! `defineClass`). So a package of a module the boot loader has but has not
//! used yet is unknown (`Package.getPackage("java.beans")` is null until a
//! `java.beans` class is loaded), a package of another loader's module
//! (`java.sql`: the platform loader's) is never the boot loader's, and the
//! packages of classes defined by Java code (the `jdk.proxyN` packages of
//! dynamic proxies, hidden classes) are not listed.
//!
//! rjvm reads the same facts from its class table: a class the boot loader
//! loaded from the image has the source `jrt:/<module>`.

use crate::runtime::class::Class;
use crate::runtime::vm::vm;

/// The package (internal form) and module source (`jrt:/<module>`) of a
/// class the boot loader loaded from the runtime image, else None.
fn image_package(c: &'static Class) -> Option<(&'static str, &'static str)> {
    if !c.loader.is_boot() || c.is_array() || c.is_primitive() || c.hidden || !c.source.starts_with("jrt:/") {
        return None;
    }
    let (pkg, _) = c.name.rsplit_once('/')?;
    Some((pkg, &c.source))
}

/// Every class the VM has, in definition order.
fn classes() -> impl Iterator<Item = &'static Class> {
    let v = vm();
    (0..v.class_table.len()).map(move |i| v.class_by_id(i as u32))
}

/// The boot loader's packages with a loaded class, in the order of their
/// first class (internal names, `java/lang`).
pub(super) fn loaded() -> Vec<String> {
    let mut seen = hashbrown::HashSet::new();
    let mut out = Vec::new();
    for (pkg, _) in classes().filter_map(image_package) {
        if seen.insert(pkg) {
            out.push(pkg.to_string());
        }
    }
    out
}

/// Where the boot loader's package `pkg` (internal name) comes from,
/// `jrt:/<module>`, if it has a loaded class.
pub(super) fn location(pkg: &str) -> Option<String> {
    let pkg = pkg.trim_end_matches('/');
    classes().filter_map(image_package).find(|(p, _)| *p == pkg).map(|(_, src)| src.to_string())
}
