//! `rjvm-profile-overlap A B`: the overlap percentage of two profiles.
//!
//! A and B are collapsed-stack files (`frame;frame;frame weight` per line),
//! as written by `-Xrunmct` and `-Xrunbcsample` (`collapsed=`) or any tool
//! that writes Brendan Gregg's format. Each profile's context weights are
//! normalised to percentages of its total; the overlap is the sum over
//! calling contexts of the smaller percentage (identical profiles: 100%).

use std::process::ExitCode;

use std::collections::BTreeSet;

use rjvm_cct::{method_overlap, overlap, Cct};

const USAGE: &str = "\
usage: rjvm-profile-overlap [--methods] [--top N] A B
  A, B        collapsed-stack files (`frame;frame;frame weight` per line)
  --methods   also print the method-level overlap (contexts ignored)
  --top N     list the N contexts whose shares differ most
Prints `overlap: P%`: each profile's weights as percentages of its total,
summed over calling contexts as min(share in A, share in B).";

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("rjvm-profile-overlap: {e}");
            ExitCode::from(2)
        }
    }
}

fn read(path: &str) -> Result<Cct, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    Cct::parse_collapsed(&text).map_err(|e| format!("{path}: {e}"))
}

fn run(args: Vec<String>) -> Result<(), String> {
    let mut files = Vec::new();
    let mut methods = false;
    let mut top = 0usize;
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            "--methods" => methods = true,
            "--top" => {
                let n = it.next().ok_or_else(|| format!("--top needs a number\n{USAGE}"))?;
                top = n.parse().map_err(|_| format!("--top {n}: not a number\n{USAGE}"))?;
            }
            s if s.starts_with("--") => return Err(format!("unknown option {s}\n{USAGE}")),
            _ => files.push(a),
        }
    }
    let [a, b] = <[String; 2]>::try_from(files).map_err(|_| format!("expected two profiles\n{USAGE}"))?;
    let (ta, tb) = (read(&a)?, read(&b)?);
    println!("overlap: {:.2}%", overlap(&ta, &tb));
    if methods {
        println!("method overlap: {:.2}%", method_overlap(&ta, &tb));
    }
    if top > 0 {
        let (wa, wb) = (ta.context_weights(), tb.context_weights());
        let (sa, sb) = (ta.total_weight().max(1) as f64, tb.total_weight().max(1) as f64);
        let keys: BTreeSet<&String> = wa.keys().chain(wb.keys()).collect();
        let mut diffs: Vec<(f64, f64, &String)> = keys
            .into_iter()
            .map(|k| {
                let pa = wa.get(k).copied().unwrap_or(0) as f64 * 100.0 / sa;
                let pb = wb.get(k).copied().unwrap_or(0) as f64 * 100.0 / sb;
                (pa, pb, k)
            })
            .collect();
        diffs.sort_by(|x, y| (y.0 - y.1).abs().total_cmp(&(x.0 - x.1).abs()).then_with(|| x.2.cmp(y.2)));
        println!("{:>8} {:>8}  context (largest differences)", "A%", "B%");
        for (pa, pb, k) in diffs.into_iter().take(top) {
            println!("{pa:>7.3}% {pb:>7.3}%  {k}");
        }
    }
    Ok(())
}
