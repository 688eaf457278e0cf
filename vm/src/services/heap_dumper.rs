//! The VM's own heap dumper: `-XX:+HeapDumpOnOutOfMemoryError` and
//! `-XX:HeapDumpPath=`, as in HotSpot.
//!
//! The first `OutOfMemoryError` of the process (whatever the thread) writes
//! a binary heap dump before the error is thrown, with HotSpot's messages
//! on stdout:
//!
//! ```text
//! java.lang.OutOfMemoryError: Java heap space
//! Dumping heap to java_pid1234.hprof ...
//! Heap dump file created [1234567 bytes in 0.012 secs]
//! ```
//!
//! The file is HotSpot's `.hprof` layout, written by the same writer as
//! hprof's `format=b` ([`rjvm_hprof::HeapDumpFile`]) from the same level-2
//! heap dump the profiler interface gives agents
//! ([`crate::profiler::heap_dump_events`]); no agent needs to be loaded.
//! Like HotSpot, an existing file is never overwritten ("Unable to create
//! ...: File exists"), and `HeapDumpPath` naming a directory puts
//! `java_pid<pid>.hprof` in it.

use std::fs::OpenOptions;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use crate::natives::io::write_stdout;
use crate::runtime::thread::JThread;

/// Set by the first OutOfMemoryError that reports (HotSpot dumps once).
static REPORTED: AtomicBool = AtomicBool::new(false);

/// An OutOfMemoryError with `message` is about to be thrown on `t`: dump the
/// heap if `-XX:+HeapDumpOnOutOfMemoryError` asks for it and no earlier
/// OutOfMemoryError did.
#[cold]
pub fn report_java_out_of_memory(t: &mut JThread, message: &str) {
    let o = &crate::runtime::vm::vm().options;
    if !o.heap_dump_on_oom || REPORTED.swap(true, Ordering::SeqCst) {
        return;
    }
    write_stdout(format!("java.lang.OutOfMemoryError: {message}\n").as_bytes());
    let path = dump_path(o.heap_dump_path.as_deref(), std::process::id());
    write_stdout(format!("Dumping heap to {} ...\n", path.display()).as_bytes());
    let start = Instant::now();
    match dump_heap(t, &path) {
        Ok(bytes) => write_stdout(format!("Heap dump file created [{bytes} bytes in {:.3} secs]\n", start.elapsed().as_secs_f64()).as_bytes()),
        Err(e) => write_stdout(format!("Unable to create {}: {e}\n", path.display()).as_bytes()),
    }
}

/// The file a dump goes to: `HeapDumpPath` if it names a file, `<dir>/java_pid<pid>.hprof`
/// if it names a directory, `java_pid<pid>.hprof` if it is unset or empty.
pub fn dump_path(heap_dump_path: Option<&Path>, pid: u32) -> PathBuf {
    let name = format!("java_pid{pid}.hprof");
    match heap_dump_path {
        Some(p) if !p.as_os_str().is_empty() => {
            if p.is_dir() {
                p.join(name)
            } else {
                p.to_path_buf()
            }
        }
        _ => PathBuf::from(name),
    }
}

/// Writes a heap dump of the whole heap to a new file at `path` (mode 0600
/// like HotSpot's); returns its size. The caller `t` is a Java thread in the
/// Java state.
pub fn dump_heap(t: &mut JThread, path: &Path) -> std::io::Result<u64> {
    let f = OpenOptions::new().write(true).create_new(true).mode(0o600).open(path).map_err(plain_os_error)?;
    let mut file = rjvm_hprof::HeapDumpFile::create(Box::new(f))?;
    let mut result = Ok(());
    crate::profiler::heap_dump_events(t, &mut |e| {
        if result.is_err() {
            return;
        }
        result = match e {
            rjvm_profiler_api::Event::ClassLoad { .. } => file.class_load(e),
            rjvm_profiler_api::Event::HeapDump { .. } => {
                file.heap_dump(e, &|thread| rjvm_profiler_api::ObjectId::from_nullable(crate::profiler::thread_object(thread.as_ptr()) as _))
            }
            _ => Ok(()),
        };
    });
    result?;
    file.finish()?;
    Ok(std::fs::metadata(path)?.len())
}

/// An OS error as HotSpot prints it (`strerror` text, without Rust's
/// " (os error N)").
fn plain_os_error(e: std::io::Error) -> std::io::Error {
    match e.raw_os_error() {
        // SAFETY: strerror returns a pointer to a static, NUL-terminated string.
        Some(n) => std::io::Error::other(unsafe { std::ffi::CStr::from_ptr(libc::strerror(n)) }.to_string_lossy().into_owned()),
        None => e,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_and_directory_paths() {
        assert_eq!(dump_path(None, 42), PathBuf::from("java_pid42.hprof"));
        assert_eq!(dump_path(Some(Path::new("")), 42), PathBuf::from("java_pid42.hprof"));
        let dir = std::env::temp_dir();
        assert_eq!(dump_path(Some(&dir), 7), dir.join("java_pid7.hprof"));
        assert_eq!(dump_path(Some(Path::new("/no/such/dir/x.hprof")), 7), PathBuf::from("/no/such/dir/x.hprof"));
    }

    #[test]
    fn os_errors_read_like_strerror() {
        let e = plain_os_error(std::io::Error::from_raw_os_error(libc::EEXIST));
        assert_eq!(e.to_string(), "File exists");
    }
}
