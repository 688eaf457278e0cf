//! `rjvm-profile-overlap` on collapsed-stack files.

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_rjvm-profile-overlap")).args(args).output().expect("run the tool");
    (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stdout).into_owned(), String::from_utf8_lossy(&o.stderr).into_owned())
}

#[test]
fn overlap_of_files() {
    let d = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("overlap-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    let a = d.join("a.collapsed");
    let b = d.join("b.collapsed");
    std::fs::write(&a, "main 60\nmain;a 30\nmain;b;a 10\n").unwrap();
    // Same shape, twice the weights, lines in another order.
    std::fs::write(&b, "main;b;a 20\nmain 120\nmain;a 60\n").unwrap();
    let (a, b) = (a.to_str().unwrap(), b.to_str().unwrap());
    assert_eq!(run(&[a, b]), (0, "overlap: 100.00%\n".into(), String::new()));
    let c = d.join("c.collapsed");
    std::fs::write(&c, "main 50\nmain;a 40\nmain;b 10\n").unwrap();
    let c = c.to_str().unwrap();
    // min(60,50) + min(30,40) = 80 by context; by method main 50 + a 40 = 90.
    let (code, out, _) = run(&["--methods", "--top", "4", a, c]);
    assert_eq!(code, 0);
    assert!(out.starts_with("overlap: 80.00%\nmethod overlap: 90.00%\n"), "{out}");
    // Every difference is 10 points: ties are listed by context.
    assert!(out.ends_with(" 60.000%  50.000%  main\n 30.000%  40.000%  main;a\n  0.000%  10.000%  main;b\n 10.000%   0.000%  main;b;a\n"), "{out}");
    assert!(out.contains(" 10.000%   0.000%  main;b;a\n") && out.contains("  0.000%  10.000%  main;b\n"), "{out}");
    // Errors: exit 2 with a message.
    let (code, _, err) = run(&[a]);
    assert_eq!(code, 2);
    assert!(err.contains("expected two profiles"), "{err}");
    let bad = d.join("bad.collapsed");
    std::fs::write(&bad, "main x\n").unwrap();
    let (code, _, err) = run(&[a, bad.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("line 1"), "{err}");
}
