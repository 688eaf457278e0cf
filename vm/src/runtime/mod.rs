//! The runtime: classes and their loading, linking and initialisation,
//! resolution, strings, exceptions, threads and monitors, and the VM state.

pub mod assertions;
pub mod boot;
pub mod class;
pub mod classpath;
pub mod exceptions;
pub mod init;
pub mod loader;
pub mod logging;
pub mod loaders;
pub mod monitor;
pub mod reference;
pub mod resolve;
pub mod safepoint;
pub mod signals;
pub mod strings;
pub mod table;
pub mod thread;
pub mod thread_control;
pub mod vm;
