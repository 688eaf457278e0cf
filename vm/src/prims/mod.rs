//! The VM's side of the interfaces the JDK's own class library uses
//! (HotSpot's `prims`): the `JVM_*` functions of `jvm.h` that its native
//! libraries call through rjvm's `libjvm.so` ([`libjvm`], [`jvm`]).

pub mod jvm;
pub mod libjvm;
pub mod method_handles;
pub mod perf;
pub mod unsafe_natives;

use std::sync::OnceLock;

use hashbrown::HashMap;

use crate::natives::NativeFn;

/// The natives of the JDK's classes that HotSpot implements itself rather
/// than its libraries (`Object`'s monitor and identity natives, `Unsafe`,
/// ...), by `class.name(descriptor)`.
pub fn natives() -> &'static HashMap<&'static str, NativeFn> {
    static TABLE: OnceLock<HashMap<&'static str, NativeFn>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut m: HashMap<&'static str, NativeFn> = HashMap::new();
        crate::natives::register_object_natives(&mut m);
        unsafe_natives::register(&mut m);
        method_handles::register(&mut m);
        perf::register(&mut m);
        // ScopedMemoryAccess's natives (closing shared memory segments)
        // bind at registration in HotSpot; rjvm binds them by name.
        m.insert("jdk/internal/misc/ScopedMemoryAccess.registerNatives()V", |_, _| Ok(0));
        // Class data sharing: rjvm has no archive.
        m.insert("jdk/internal/misc/CDS.isDumpingClassList0()Z", |_, _| Ok(0));
        m.insert("jdk/internal/misc/CDS.isDumpingArchive0()Z", |_, _| Ok(0));
        m.insert("jdk/internal/misc/CDS.isSharingEnabled0()Z", |_, _| Ok(0));
        m.insert("jdk/internal/misc/CDS.getRandomSeedForDumping()J", |_, _| Ok(0));
        m.insert("jdk/internal/misc/CDS.initializeFromArchive(Ljava/lang/Class;)V", |_, _| Ok(0));
        m.insert("jdk/internal/misc/CDS.defineArchivedModules(Ljava/lang/ClassLoader;Ljava/lang/ClassLoader;)V", |_, _| Ok(0));
        m.insert("jdk/internal/misc/CDS.logLambdaFormInvoker(Ljava/lang/String;)V", |_, _| Ok(0));
        m
    })
}
