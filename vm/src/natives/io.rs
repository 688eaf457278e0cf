//! Raw file-descriptor I/O used by the class library and the VM itself.

/// Write all of `b` to a file descriptor, retrying on EINTR and short writes.
pub fn write_fd(fd: i32, mut b: &[u8]) -> std::io::Result<()> {
    while !b.is_empty() {
        // SAFETY: `b` is a valid readable buffer of `b.len()` bytes.
        let n = unsafe { libc::write(fd, b.as_ptr() as *const libc::c_void, b.len()) };
        if n < 0 {
            let e = std::io::Error::last_os_error();
            if e.kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return Err(e);
        }
        b = &b[n as usize..];
    }
    Ok(())
}

/// Read into `b`; returns bytes read (0 at end of file).
pub fn read_fd(fd: i32, b: &mut [u8]) -> std::io::Result<usize> {
    loop {
        // SAFETY: `b` is a valid writable buffer of `b.len()` bytes.
        let n = unsafe { libc::read(fd, b.as_mut_ptr() as *mut libc::c_void, b.len()) };
        if n < 0 {
            let e = std::io::Error::last_os_error();
            if e.kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return Err(e);
        }
        return Ok(n as usize);
    }
}

pub fn write_stdout(b: &[u8]) {
    let _ = write_fd(1, b);
}

pub fn write_stderr(b: &[u8]) {
    let _ = write_fd(2, b);
}
