//! Resources of the class path and the class library (`rjvm.internal.Resources`):
//! the class loaders' side of `runtime::classpath`.

use hashbrown::HashMap;

use super::{arg_ref, NativeFn};
use crate::interp::alloc::new_array;
use crate::runtime::class::BasicType;
use crate::runtime::classpath;
use crate::runtime::exceptions::{npe, throw_new};
use crate::runtime::strings::{new_string, rust_string};
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

pub(super) fn register(m: &mut HashMap<&'static str, NativeFn>) {
    m.insert("rjvm/internal/Resources.bootResource0(Ljava/lang/String;)Ljava/lang/String;", boot_resource);
    m.insert("rjvm/internal/Resources.classPathResources0(Ljava/lang/String;)[Ljava/lang/String;", class_path_resources);
    m.insert("rjvm/internal/Resources.read0(Ljava/lang/String;)[B", read);
}

/// The resource name argument (NullPointerException for null).
fn name_arg(t: &mut JThread, a: &[u64]) -> JResult<String> {
    let s = arg_ref(a, 0);
    if s.is_null() {
        return Err(npe(t));
    }
    Ok(rust_string(s))
}

fn boot_resource(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let name = name_arg(t, a)?;
    match classpath::boot_resource(&name) {
        Some(u) => Ok(new_string(t, &u)?.to_slot()),
        None => Ok(0),
    }
}

fn class_path_resources(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let name = name_arg(t, a)?;
    Ok(super::string_array(t, &classpath::find(&name))?.to_slot())
}

fn read(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let url = name_arg(t, a)?;
    // Reading a jar may take a while: outside the Java state, so a
    // collection need not wait for it.
    let r = crate::runtime::safepoint::blocking(t, || classpath::read(&url));
    match r {
        Ok(bytes) => {
            let arr = new_array(t, vm().prim_array_class(BasicType::Byte), bytes.len() as i32)?;
            arr.array_slice_mut::<u8>().copy_from_slice(&bytes);
            Ok(arr.to_slot())
        }
        Err(classpath::NotFound(msg)) => Err(throw_new(t, "java/io/FileNotFoundException", Some(&msg))),
    }
}

