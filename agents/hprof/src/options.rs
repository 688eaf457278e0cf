//! `-Xrunhprof[:help]|[:option=value,...]`: the options of the JDK 1.2–1.4
//! agent with their defaults, plus `interval=` and the flame-graph outputs.

/// Heap profiling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heap {
    /// Nothing.
    Off,
    /// HEAP DUMP only.
    Dump,
    /// SITES only.
    Sites,
    /// Both.
    All,
}

impl Heap {
    /// Whether a HEAP DUMP is written.
    pub fn dump(self) -> bool {
        matches!(self, Heap::Dump | Heap::All)
    }
    /// Whether SITES are written.
    pub fn sites(self) -> bool {
        matches!(self, Heap::Sites | Heap::All)
    }
}

/// CPU profiling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cpu {
    /// Nothing.
    Off,
    /// Sampling running threads every `interval` ms.
    Samples,
    /// Exact method times from method entry/exit.
    Times,
    /// Method times in the old `prof` table format.
    Old,
}

/// Where the output goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A file.
    File(String),
    /// A TCP connection to `host:port`.
    Net(String),
}

/// The parsed options.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// `heap=`.
    pub heap: Heap,
    /// `cpu=`.
    pub cpu: Cpu,
    /// `monitor=y`.
    pub monitor: bool,
    /// `format=b`.
    pub binary: bool,
    /// `file=` or `net=`.
    pub target: Target,
    /// `depth=`: frames per trace.
    pub depth: usize,
    /// `cutoff=`: the smallest share of a table row.
    pub cutoff: f64,
    /// `lineno=y`.
    pub lineno: bool,
    /// `thread=y`.
    pub thread: bool,
    /// `doe=y`: dump on exit.
    pub doe: bool,
    /// `interval=`: sampling interval in ms.
    pub interval_ms: u64,
    /// `flame=FILE.svg`: a flame graph of the CPU data.
    pub flame: Option<String>,
    /// `collapsed=FILE`: the CPU data as collapsed stacks.
    pub collapsed: Option<String>,
}

/// What the option text asks for.
#[derive(Debug, PartialEq)]
pub enum Parsed {
    /// Profile with these options.
    Run(Box<Options>),
    /// `help`: print the usage and exit 0.
    Help,
}

/// The usage text (`help`, and after a bad option).
pub const USAGE: &str = "\
Hprof usage: -Xrunhprof[:help]|[:<option>=<value>, ...]

Option Name and Value  Description                Default
---------------------  ----------------------     -------
heap=dump|sites|all    heap profiling             all
cpu=samples|times|old  CPU usage                  off
monitor=y|n            monitor contention         n
format=a|b             ascii or binary output     a
file=<file>            write data to file         java.hprof(.txt for ascii)
net=<host>:<port>      send data over a socket    write to file
depth=<size>           stack trace depth          4
interval=<ms>          sample interval in ms      10
cutoff=<value>         output cutoff point        0.0001
lineno=y|n             line number in traces?     y
thread=y|n             thread in traces?          n
doe=y|n                dump on exit?              y
flame=<file.svg>       flame graph of CPU data    off
collapsed=<file>       collapsed stacks of CPU    off

Example: rjvm -Xrunhprof:cpu=samples,file=log.txt,depth=3 FooClass

heap=all is the default only when no cpu= or monitor= option is given.
format=b cannot be combined with cpu=times, cpu=old or monitor=y.
flame= and collapsed= need cpu=samples, times or old.
";

fn yes_no(k: &str, v: &str) -> Result<bool, String> {
    match v {
        "y" => Ok(true),
        "n" => Ok(false),
        _ => Err(format!("{k}= must be y or n, not `{v}`")),
    }
}

/// Parses the text after `-Xrunhprof:` (empty: the defaults).
pub fn parse(text: &str) -> Result<Parsed, String> {
    let mut heap = None;
    let mut cpu = Cpu::Off;
    let mut monitor = false;
    let mut binary = false;
    let mut file = None;
    let mut net = None;
    let mut depth = 4usize;
    let mut cutoff = 0.0001f64;
    let mut lineno = true;
    let mut thread = false;
    let mut doe = true;
    let mut interval_ms = 10u64;
    let mut flame = None;
    let mut collapsed = None;
    for item in text.split(',').filter(|s| !s.is_empty()) {
        if item == "help" {
            return Ok(Parsed::Help);
        }
        let (k, v) = item.split_once('=').ok_or_else(|| format!("option `{item}` needs a value (name=value)"))?;
        let num_err = |what: &str| format!("{k}= needs {what}, not `{v}`");
        match k {
            "heap" => {
                heap = Some(match v {
                    "dump" => Heap::Dump,
                    "sites" => Heap::Sites,
                    "all" => Heap::All,
                    _ => return Err(format!("heap= must be dump, sites or all, not `{v}`")),
                })
            }
            "cpu" => {
                cpu = match v {
                    "samples" | "y" => Cpu::Samples,
                    "times" => Cpu::Times,
                    "old" => Cpu::Old,
                    _ => return Err(format!("cpu= must be samples, times or old, not `{v}`")),
                }
            }
            "monitor" => monitor = yes_no(k, v)?,
            "format" => {
                binary = match v {
                    "a" => false,
                    "b" => true,
                    _ => return Err(format!("format= must be a or b, not `{v}`")),
                }
            }
            "file" if !v.is_empty() => file = Some(v.to_string()),
            "net" => {
                let (host, port) = v.rsplit_once(':').ok_or_else(|| num_err("host:port"))?;
                if host.is_empty() || port.parse::<u16>().is_err() {
                    return Err(num_err("host:port"));
                }
                net = Some(v.to_string());
            }
            "depth" => depth = v.parse().map_err(|_| num_err("a number"))?,
            "cutoff" => {
                cutoff = v.parse().map_err(|_| num_err("a number"))?;
                if !(0.0..=1.0).contains(&cutoff) {
                    return Err(num_err("a number between 0 and 1"));
                }
            }
            "lineno" => lineno = yes_no(k, v)?,
            "thread" => thread = yes_no(k, v)?,
            "doe" => doe = yes_no(k, v)?,
            "interval" => {
                interval_ms = v.parse().map_err(|_| num_err("a number of milliseconds"))?;
                if interval_ms == 0 {
                    return Err(num_err("a positive number of milliseconds"));
                }
            }
            "flame" if !v.is_empty() => flame = Some(v.to_string()),
            "collapsed" if !v.is_empty() => collapsed = Some(v.to_string()),
            _ => return Err(format!("unknown option `{item}`")),
        }
    }
    // The original's rule: heap=all only when nothing else is asked for.
    let heap = heap.unwrap_or(if cpu == Cpu::Off && !monitor { Heap::All } else { Heap::Off });
    if binary && (matches!(cpu, Cpu::Times | Cpu::Old) || monitor) {
        return Err("format=b cannot be used with cpu=times, cpu=old or monitor=y".into());
    }
    if (flame.is_some() || collapsed.is_some()) && cpu == Cpu::Off {
        return Err("flame= and collapsed= need cpu=samples, times or old".into());
    }
    let target = match (net, file) {
        (Some(_), Some(_)) => return Err("net= and file= cannot be used together".into()),
        (Some(n), None) => Target::Net(n),
        (None, Some(f)) => Target::File(f),
        (None, None) => Target::File(if binary { "java.hprof" } else { "java.hprof.txt" }.into()),
    };
    Ok(Parsed::Run(Box::new(Options {
        heap,
        cpu,
        monitor,
        binary,
        target,
        depth,
        cutoff,
        lineno,
        thread,
        doe,
        interval_ms,
        flame,
        collapsed,
    })))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(s: &str) -> Options {
        match parse(s).unwrap() {
            Parsed::Run(o) => *o,
            Parsed::Help => panic!("help"),
        }
    }

    #[test]
    fn defaults_are_the_originals() {
        let o = run("");
        assert_eq!(o.heap, Heap::All);
        assert_eq!(o.cpu, Cpu::Off);
        assert!(!o.monitor && !o.binary && o.lineno && !o.thread && o.doe);
        assert_eq!(o.target, Target::File("java.hprof.txt".into()));
        assert_eq!((o.depth, o.cutoff, o.interval_ms), (4, 0.0001, 10));
        assert_eq!(run("format=b").target, Target::File("java.hprof".into()));
        // Asking for CPU or monitors turns the default heap profiling off.
        assert_eq!(run("cpu=samples").heap, Heap::Off);
        assert_eq!(run("monitor=y").heap, Heap::Off);
        assert_eq!(run("cpu=times,heap=sites").heap, Heap::Sites);
    }

    #[test]
    fn values() {
        let o = run("heap=dump,cpu=old,depth=10,cutoff=0.05,lineno=n,thread=y,doe=n,file=x.txt,interval=3");
        assert_eq!((o.heap, o.cpu, o.depth, o.cutoff), (Heap::Dump, Cpu::Old, 10, 0.05));
        assert!(!o.lineno && o.thread && !o.doe);
        assert_eq!(o.target, Target::File("x.txt".into()));
        assert_eq!(o.interval_ms, 3);
        assert_eq!(run("net=localhost:5000").target, Target::Net("localhost:5000".into()));
        assert_eq!(parse("help").unwrap(), Parsed::Help);
        assert_eq!(run("cpu=samples,flame=f.svg,collapsed=c.txt").flame.as_deref(), Some("f.svg"));
    }

    #[test]
    fn bad_options() {
        for bad in [
            "heap=none",
            "cpu=x",
            "depth=-1",
            "cutoff=2",
            "bogus=1",
            "monitor",
            "format=b,cpu=times",
            "format=b,monitor=y",
            "net=nohost",
            "net=h:p",
            "net=h:1,file=f",
            "interval=0",
            "flame=x.svg",
            "lineno=maybe",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}
