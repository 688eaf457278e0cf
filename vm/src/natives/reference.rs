//! `java.lang.ref` natives: the embedded library's bindings of the VM
//! functions in `runtime::reference` (libjava reaches the same functions
//! through `JVM_GetAndClearReferencePendingList` and friends).

use hashbrown::HashMap;

use super::{arg_ref, NativeFn};
use crate::runtime::reference as r;

pub(super) fn register(m: &mut HashMap<&'static str, NativeFn>) {
    m.insert("java/lang/ref/Reference.getAndClearReferencePendingList()Ljava/lang/ref/Reference;", |_, _| {
        Ok(r::get_and_clear_reference_pending_list().to_slot())
    });
    m.insert("java/lang/ref/Reference.hasReferencePendingList()Z", |_, _| Ok(r::has_reference_pending_list() as u64));
    m.insert("java/lang/ref/Reference.waitForReferencePendingList()V", |t, _| {
        r::wait_for_reference_pending_list(t);
        Ok(0)
    });
    m.insert("java/lang/ref/Reference.refersTo0(Ljava/lang/Object;)Z", |_, a| {
        Ok(r::reference_refers_to(arg_ref(a, 0), arg_ref(a, 1)) as u64)
    });
    m.insert("java/lang/ref/PhantomReference.refersTo0(Ljava/lang/Object;)Z", |_, a| {
        Ok(r::phantom_reference_refers_to(arg_ref(a, 0), arg_ref(a, 1)) as u64)
    });
    m.insert("java/lang/ref/Reference.clear0()V", |_, a| {
        r::reference_clear(arg_ref(a, 0));
        Ok(0)
    });
}
