//! Reader + bytecode verifier + reference-map analysis of every method, with
//! the class hierarchy of the embedded class library (unknown classes extend
//! Object). Any panic is a bug; VerifyError/ClassFormatError are expected.
#![no_main]
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use libfuzzer_sys::fuzz_target;
use rjvm::verify::{Hierarchy, Pending};

struct Table(HashMap<String, (Option<Arc<str>>, bool)>);

impl Hierarchy for Table {
    fn is_interface(&mut self, name: &str) -> Result<bool, Pending> {
        Ok(self.0.get(name).map(|e| e.1).unwrap_or(false))
    }
    fn superclass(&mut self, name: &str) -> Result<Option<Arc<str>>, Pending> {
        match self.0.get(name) {
            Some(e) => Ok(e.0.clone()),
            None if name == "java/lang/Object" => Ok(None),
            None => Ok(Some(Arc::from("java/lang/Object"))),
        }
    }
}

fn table() -> &'static Mutex<Table> {
    static T: OnceLock<Mutex<Table>> = OnceLock::new();
    T.get_or_init(|| {
        let mut m = HashMap::new();
        for bytes in rjvm::boot_archive().values() {
            if let Ok(cf) = rjvm::classfile::parse(bytes) {
                m.insert(cf.name.to_string(), (cf.super_name.clone(), cf.is_interface()));
            }
        }
        Mutex::new(Table(m))
    })
}

fuzz_target!(|data: &[u8]| {
    if let Ok(cf) = rjvm::classfile::parse(data) {
        let mut t = table().lock().unwrap_or_else(|e| e.into_inner());
        let _ = rjvm::verify::verify_class(&cf, &mut *t);
        for m in &cf.methods {
            if let Some(code) = &m.code {
                let _ = rjvm::interp::refmap::compute_raw(code, &cf.constant_pool, &m.descriptor, m.is_static(), &cf.name);
            }
        }
    }
});
