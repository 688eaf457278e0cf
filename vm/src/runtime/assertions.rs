//! Java assertions: the `-ea`/`-da`/`-esa`/`-dsa` directives of the command
//! line and the status they give a class (HotSpot's `JavaAssertions`).
//!
//! `javac` compiles `assert` to a test of a static `$assertionsDisabled`,
//! set in `<clinit>` from `Class.desiredAssertionStatus()`. That asks the
//! class's loader once the program has set any status on it (the loader
//! then copies these directives, [`directives_object`]), and the VM
//! otherwise ([`Directives::enabled`]).

use crate::heap::Ref;
use crate::runtime::class::Class;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

/// The assertion directives, in command-line order.
#[derive(Clone, Debug, Default)]
pub struct Directives {
    /// `-ea`/`-da` without a name: classes of the class loaders.
    pub user_default: bool,
    /// `-esa`/`-dsa`: classes of the boot loader.
    pub system_default: bool,
    /// `-ea:Name`, `-da:Name`: internal class names (`a/b/C`).
    classes: Vec<(String, bool)>,
    /// `-ea:name...`: internal package names, "" for `-ea:...`, the unnamed package.
    packages: Vec<(String, bool)>,
}

impl Directives {
    /// Apply a command-line option; false if it is not an assertion option.
    /// `-ea[:name]`, `-enableassertions[:name]`, `-da[:name]`,
    /// `-disableassertions[:name]`, `-esa`, `-enablesystemassertions`,
    /// `-dsa`, `-disablesystemassertions` (HotSpot's `Arguments::parse_each_vm_init_arg`).
    pub fn option(&mut self, a: &str) -> bool {
        for (name, on) in [("-ea", true), ("-enableassertions", true), ("-da", false), ("-disableassertions", false)] {
            match a.strip_prefix(name) {
                Some("") => self.user_default = on,
                Some(tail) if tail.starts_with(':') => self.add(&tail[1..], on),
                _ => continue,
            }
            return true;
        }
        match a {
            "-esa" | "-enablesystemassertions" => self.system_default = true,
            "-dsa" | "-disablesystemassertions" => self.system_default = false,
            _ => return false,
        }
        true
    }

    /// A named directive: a package tree if `name` ends in `...`, else a class.
    fn add(&mut self, name: &str, on: bool) {
        let (list, name) = match name.strip_suffix("...") {
            Some(pkg) => (&mut self.packages, pkg),
            None => (&mut self.classes, name),
        };
        list.push((name.replace('.', "/"), on));
    }

    /// Whether the class `name` (internal form) has assertions enabled: the
    /// last directive for the class itself, else the last one for its
    /// package, else for the enclosing packages from the innermost out
    /// (the unnamed package's directive applies only to classes in it),
    /// else the default of system (`system`: boot loader) or user classes.
    pub fn enabled(&self, name: &str, system: bool) -> bool {
        if let Some(&(_, on)) = self.classes.iter().rev().find(|(c, _)| c == name) {
            return on;
        }
        let mut pkg = name.rfind('/').map_or("", |i| &name[..i]);
        loop {
            if let Some(&(_, on)) = self.packages.iter().rev().find(|(p, _)| p == pkg) {
                return on;
            }
            match pkg.rfind('/') {
                Some(i) => pkg = &pkg[..i],
                None => break,
            }
        }
        if system {
            self.system_default
        } else {
            self.user_default
        }
    }
}

/// The desired assertion status of `c` (`JVM_DesiredAssertionStatus`):
/// false for primitive and array classes.
pub fn desired(c: &'static Class) -> bool {
    if c.is_primitive() || c.is_array() {
        return false;
    }
    vm().options.assertions.enabled(&c.name, c.loader.is_boot())
}

/// A new `java.lang.AssertionStatusDirectives` holding the command line's
/// directives, which a class loader copies when the program first sets an
/// assertion status on it (`JVM_AssertionStatusDirectives`): the names in
/// binary form and command-line order (so that the loader's maps keep the
/// last of several for the same name), and the user classes' default.
pub fn directives_object(t: &mut JThread) -> JResult<Ref> {
    let d = &vm().options.assertions;
    let class = crate::runtime::loader::load_class(t, "java/lang/AssertionStatusDirectives")?;
    crate::runtime::init::ensure_initialized(t, class)?;
    let mark = t.handles.len();
    let r = (|| -> JResult<Ref> {
        let obj = crate::interp::alloc::new_object(t, class)?;
        let h = t.push_handle(obj);
        for (list, names, flags) in [(&d.packages, "packages", "packageEnabled"), (&d.classes, "classes", "classEnabled")] {
            let external: Vec<String> = list.iter().map(|(n, _)| n.replace('/', ".")).collect();
            let a = crate::natives::string_array(t, &external)?;
            t.handle(h).put_ref(class.field_offset(names), a);
            let bools = crate::interp::alloc::new_array(t, vm().prim_array_class(crate::runtime::class::BasicType::Boolean), list.len() as i32)?;
            for (i, &(_, on)) in list.iter().enumerate() {
                bools.set_elem::<u8>(i, on as u8);
            }
            t.handle(h).put_ref(class.field_offset(flags), bools);
        }
        t.handle(h).put::<u8>(class.field_offset("deflt"), d.user_default as u8);
        Ok(t.handle(h))
    })();
    t.pop_handles(mark);
    r
}

#[cfg(test)]
mod tests {
    use super::Directives;

    fn parse(opts: &[&str]) -> Directives {
        let mut d = Directives::default();
        for o in opts {
            assert!(d.option(o), "{o}");
        }
        d
    }

    #[test]
    fn options() {
        let mut d = Directives::default();
        for bad in ["-e", "-eax", "-esa:p...", "-da=x", "-enableassertion", "-dsax"] {
            assert!(!d.option(bad), "{bad}");
        }
        assert!(!parse(&["-ea", "-da"]).enabled("C", false));
        assert!(parse(&["-da", "-enableassertions"]).enabled("C", false));
        assert!(!parse(&["-ea"]).enabled("java/lang/String", true));
        assert!(parse(&["-esa"]).enabled("java/lang/String", true));
        assert!(!parse(&["-esa", "-disablesystemassertions"]).enabled("java/lang/String", true));
    }

    #[test]
    fn last_directive_wins_and_classes_before_packages() {
        let d = parse(&["-ea:a.b...", "-da:a.b.C", "-ea:a...", "-da:a.b...", "-ea:a.b.D", "-da:a.b.D"]);
        assert!(!d.enabled("a/b/C", false));
        assert!(!d.enabled("a/b/D", false));
        assert!(!d.enabled("a/b/E", false));
        assert!(d.enabled("a/x/E", false));
        assert!(d.enabled("a/E", false));
        assert!(!d.enabled("ab/E", false));
        assert!(!d.enabled("E", false));
        // A package directive beats the defaults, for system classes too.
        assert!(parse(&["-ea:java.lang..."]).enabled("java/lang/String", true));
        assert!(!parse(&["-esa", "-da:java.lang.String"]).enabled("java/lang/String", true));
    }

    #[test]
    fn unnamed_package() {
        let d = parse(&["-ea:..."]);
        assert!(d.enabled("C", false));
        assert!(!d.enabled("p/C", false));
        let d = parse(&["-ea", "-da:..."]);
        assert!(!d.enabled("C", false));
        assert!(d.enabled("p/C", false));
    }
}
