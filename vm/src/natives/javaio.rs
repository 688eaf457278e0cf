//! java.io natives: file descriptors and files.

use hashbrown::HashMap;

use super::{arg_ref, NativeFn};
use crate::runtime::exceptions::throw_new;
use crate::runtime::strings::rust_string;
use crate::runtime::thread::{JResult, JThread};

pub(super) fn register(m: &mut HashMap<&'static str, NativeFn>) {
    m.insert("java/io/FileOutputStream.writeBytes(I[BII)V", fos_write);
    m.insert("java/io/FileOutputStream.open0(Ljava/lang/String;Z)I", fos_open);
    m.insert("java/io/FileOutputStream.close0(I)V", close_fd);
    m.insert("java/io/FileInputStream.readBytes(I[BII)I", fis_read);
    m.insert("java/io/FileInputStream.open0(Ljava/lang/String;)I", fis_open);
    m.insert("java/io/FileInputStream.close0(I)V", close_fd);
    m.insert("java/io/FileInputStream.available0(I)I", fis_available);
    m.insert("java/io/File.exists0(Ljava/lang/String;)Z", file_exists);
    m.insert("java/io/File.length0(Ljava/lang/String;)J", file_length);
    m.insert("java/io/File.isDirectory0(Ljava/lang/String;)Z", file_is_dir);
}

fn bounds(t: &mut JThread, arr: crate::heap::Ref, off: i32, len: i32) -> JResult<()> {
    if arr.is_null() {
        return Err(crate::runtime::exceptions::npe(t));
    }
    let n = arr.array_length();
    if off < 0 || len < 0 || off as i64 + len as i64 > n as i64 {
        let msg = format!("Range [{off}, {off} + {len}) out of bounds for length {n}");
        return Err(throw_new(t, "java/lang/IndexOutOfBoundsException", Some(&msg)));
    }
    Ok(())
}

fn fos_write(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (fd, arr, off, len) = (a[1] as i32, arg_ref(a, 2), a[3] as i32, a[4] as i32);
    bounds(t, arr, off, len)?;
    let bytes = &arr.array_slice::<u8>()[off as usize..(off + len) as usize];
    let bytes = bytes.to_vec();
    if let Err(e) = super::io::write_fd(fd, &bytes) {
        // A closed pipe (e.g. `| head`) is an IOException, like HotSpot.
        let msg = e.to_string();
        return Err(throw_new(t, "java/io/IOException", Some(&msg)));
    }
    Ok(0)
}

fn fis_read(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (fd, arr, off, len) = (a[1] as i32, arg_ref(a, 2), a[3] as i32, a[4] as i32);
    bounds(t, arr, off, len)?;
    if len == 0 {
        return Ok(0);
    }
    let mut buf = vec![0u8; len as usize];
    // Reading may block (stdin, pipes): do it in a safe region, keeping the
    // array in a handle (a collection may move it meanwhile).
    let h = t.push_handle(arr);
    let r = crate::runtime::safepoint::blocking(t, || super::io::read_fd(fd, &mut buf));
    let arr = t.handle(h);
    t.pop_handles(h);
    match r {
        Ok(0) => Ok((-1i32) as u32 as u64),
        Ok(n) => {
            arr.array_slice_mut::<u8>()[off as usize..off as usize + n].copy_from_slice(&buf[..n]);
            Ok(n as u64)
        }
        Err(e) => {
            let msg = e.to_string();
            Err(throw_new(t, "java/io/IOException", Some(&msg)))
        }
    }
}

fn open(t: &mut JThread, path: &str, flags: i32) -> JResult<u64> {
    let Ok(c) = std::ffi::CString::new(path) else {
        let msg = format!("{path} (Invalid argument)");
        return Err(throw_new(t, "java/io/FileNotFoundException", Some(&msg)));
    };
    // SAFETY: `c` is a valid NUL-terminated path.
    let fd = unsafe { libc::open(c.as_ptr(), flags | libc::O_CLOEXEC, 0o666) };
    if fd < 0 {
        let e = std::io::Error::last_os_error();
        let reason = match e.raw_os_error() {
            Some(libc::ENOENT) => "No such file or directory".to_string(),
            Some(libc::EACCES) => "Permission denied".to_string(),
            Some(libc::EISDIR) => "Is a directory".to_string(),
            _ => e.to_string(),
        };
        let msg = format!("{path} ({reason})");
        return Err(throw_new(t, "java/io/FileNotFoundException", Some(&msg)));
    }
    // Opening a directory for reading succeeds on Linux; Java refuses it.
    if flags == libc::O_RDONLY {
        if let Ok(md) = std::fs::metadata(path) {
            if md.is_dir() {
                // SAFETY: fd was just opened by us.
                unsafe { libc::close(fd) };
                let msg = format!("{path} (Is a directory)");
                return Err(throw_new(t, "java/io/FileNotFoundException", Some(&msg)));
            }
        }
    }
    Ok(fd as u32 as u64)
}

fn fos_open(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let path = rust_string(arg_ref(a, 0));
    let append = a[1] as u32 != 0;
    let flags = libc::O_WRONLY | libc::O_CREAT | if append { libc::O_APPEND } else { libc::O_TRUNC };
    open(t, &path, flags)
}

fn fis_open(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let path = rust_string(arg_ref(a, 0));
    open(t, &path, libc::O_RDONLY)
}

fn close_fd(_t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let fd = a[0] as i32;
    if fd > 2 {
        // SAFETY: closing a descriptor this process opened for the stream.
        unsafe { libc::close(fd) };
    }
    Ok(0)
}

fn fis_available(_t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let fd = a[0] as i32;
    let mut n: libc::c_int = 0;
    // SAFETY: FIONREAD writes one int.
    let r = unsafe { libc::ioctl(fd, libc::FIONREAD, &mut n) };
    Ok(if r < 0 { 0 } else { n as u32 as u64 })
}

fn file_exists(_t: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(std::fs::metadata(rust_string(arg_ref(a, 0))).is_ok() as u64)
}

fn file_length(_t: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(std::fs::metadata(rust_string(arg_ref(a, 0))).map(|m| m.len()).unwrap_or(0))
}

fn file_is_dir(_t: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(std::fs::metadata(rust_string(arg_ref(a, 0))).map(|m| m.is_dir()).unwrap_or(false) as u64)
}
