//! bcsample: rjvm's bytecode-count sampling profiler
//! (`rjvm -Xrunbcsample[:options] Main`).
//!
//! Every thread is sampled after each `interval` executed bytecodes plus a
//! pseudo-random offset in `0..=jitter` (the VM's per-thread generator,
//! seeded from `seed` and the thread's id, so a deterministic program gives
//! the same samples every run). At each sample (`Event::BytecodeSample`,
//! posted on the sampled thread before its next bytecode) the agent reads
//! the thread's stack ([`Profiler::call_trace_into`]) and counts one sample
//! for that calling context. A context's weight is its samples times the
//! mean spacing (`interval + jitter/2`), an estimate of the bytecodes
//! executed there, excluding callees: the same unit as `-Xrunmct`, so the
//! two profiles compare directly (`rjvm-profile-overlap`).
//!
//! Samples from all threads go into one tree (adding counts is
//! order-independent), named and sorted at JVM_SHUT_DOWN. See
//! `docs/bytecode-profiling.md`.

use rjvm_cct::{split_options, Cct, IdTree, MethodNames, Outputs, ReportInfo, OUTPUT_USAGE};
use rjvm_profiler_api::{Agent, BuiltinAgent, CallFrame, Event, EventKind, Profiler, ThreadId};

/// The registry entry of the built-in agent (`-Xrunbcsample`).
pub const BUILTIN: BuiltinAgent = BuiltinAgent { name: "bcsample", create: new_agent };

/// A fresh bcsample agent.
pub fn new_agent() -> Box<dyn Agent> {
    Box::new(BcSample::default())
}

/// The default sampling interval, in bytecodes.
pub const DEFAULT_INTERVAL: u64 = 10_000;

/// The most frames read per sample; deeper stacks lose their bottom frames.
const MAX_FRAMES: usize = 1 << 16;

/// The `help` text.
pub fn usage() -> String {
    format!(
        "bcsample: sampling profiler, one call-stack sample every N executed bytecodes per thread\n\
         usage: -Xrunbcsample[:option=value,...]\n\
         options:\n\
         \x20 help              print this message\n\
         \x20 interval=N        bytecodes between samples (the granularity)   [{DEFAULT_INTERVAL}]\n\
         \x20 jitter=N          add a pseudo-random 0..=N to each interval,
                    against aliasing with loops                 [interval/10]\n\
         \x20 seed=N            seed of the per-thread generators             [1]\n\
         {OUTPUT_USAGE}\n\
         BASE is `bcsample`. Weights are samples x (interval + jitter/2), estimated bytecodes."
    )
}

/// Sampling settings.
#[derive(Clone, Debug, PartialEq)]
struct Settings {
    interval: u64,
    jitter: u64,
    seed: u64,
    outputs: Outputs,
}

impl Settings {
    fn parse(options: &str) -> Result<Settings, String> {
        let mut outputs = Outputs::new("bcsample");
        let (mut interval, mut jitter, mut seed) = (DEFAULT_INTERVAL, None, 1u64);
        let num = |k: &str, v: &str| v.parse::<u64>().map_err(|_| format!("{k}={v}: expected a non-negative number\n{}", usage()));
        for (k, v) in split_options(options) {
            match k {
                "help" => return Err(usage()),
                "interval" => {
                    interval = num(k, v)?;
                    if interval == 0 {
                        return Err(format!("interval=0: the interval must be at least 1\n{}", usage()));
                    }
                }
                "jitter" => jitter = Some(num(k, v)?),
                "seed" => seed = num(k, v)?,
                _ => {
                    if !outputs.apply(k, v)? {
                        return Err(format!("unknown option `{k}`\n{}", usage()));
                    }
                }
            }
        }
        Ok(Settings { interval, jitter: jitter.unwrap_or(interval / 10), seed, outputs })
    }

    /// The mean number of bytecodes between two samples.
    fn spacing(&self) -> u64 {
        self.interval + self.jitter / 2
    }
}

/// The agent.
#[derive(Default)]
pub struct BcSample {
    settings: Option<Settings>,
    names: MethodNames,
    tree: IdTree,
    frames: Vec<CallFrame>,
    samples: u64,
    /// Samples whose stack could not be read.
    empty: u64,
    done: bool,
}

impl BcSample {
    fn sample(&mut self, vm: &dyn Profiler, thread: ThreadId) {
        let Some(s) = &self.settings else { return };
        let (spacing, depth) = (s.spacing(), s.outputs.depth);
        self.samples += 1;
        vm.call_trace_into(thread, MAX_FRAMES, &mut self.frames);
        if self.frames.is_empty() {
            self.empty += 1;
        }
        // Bottom frame first; past the depth limit the sample is charged
        // to the ancestor at the limit.
        let mut node = IdTree::ROOT;
        for f in self.frames.iter().rev().take(depth) {
            node = self.tree.child(node, f.method);
        }
        let n = self.tree.node_mut(node);
        n.count += 1;
        n.weight += spacing;
    }

    fn shut_down(&mut self, vm: &dyn Profiler) {
        if self.done {
            return;
        }
        self.done = true;
        let _ = vm.disable_event(EventKind::BytecodeSample);
        let Some(s) = self.settings.clone() else { return };
        let mut cct = Cct::new();
        cct.add_ids(&self.tree, |m| self.names.get(m));
        let info = ReportInfo {
            title: "rjvm-bcsample: sampled bytecode profile (calling-context tree)".into(),
            header: vec![
                format!(
                    "interval {} + jitter 0..={} bytecodes, seed {}; weights: samples x {} (estimated bytecodes); self = in the context itself, total = with its callees",
                    s.interval,
                    s.jitter,
                    s.seed,
                    s.spacing()
                ),
                format!("samples: {}; without a stack: {}", self.samples, self.empty),
            ],
            count_name: "samples",
            weight_name: "est. bytecodes",
        };
        if let Err(e) = cct.write_outputs(&info, &s.outputs) {
            eprintln!("bcsample: cannot write the profile: {e}");
        }
    }
}

impl Agent for BcSample {
    fn on_load(&mut self, vm: &dyn Profiler, options: &str) -> Result<(), String> {
        let s = Settings::parse(options)?;
        vm.set_bytecode_sampling(s.interval, s.jitter, s.seed).map_err(|_| "this VM cannot sample by executed bytecodes".to_string())?;
        for k in [EventKind::ClassLoad, EventKind::BytecodeSample, EventKind::JvmShutDown] {
            vm.enable_event(k).map_err(|_| format!("the VM cannot post {k}"))?;
        }
        self.settings = Some(s);
        Ok(())
    }

    fn event(&mut self, vm: &dyn Profiler, e: &Event<'_>) {
        match *e {
            Event::BytecodeSample { thread, .. } => self.sample(vm, thread),
            Event::ClassLoad { name, methods, .. } => self.names.class_loaded(name, methods),
            Event::JvmShutDown { .. } => self.shut_down(vm),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options() {
        let s = Settings::parse("interval=500,seed=7,flame=none").unwrap();
        assert_eq!((s.interval, s.jitter, s.seed, s.outputs.flame.clone()), (500, 50, 7, None));
        assert_eq!(s.spacing(), 525);
        let s = Settings::parse("jitter=0").unwrap();
        assert_eq!((s.interval, s.jitter, s.spacing()), (DEFAULT_INTERVAL, 0, DEFAULT_INTERVAL));
        assert!(Settings::parse("interval=0").is_err());
        assert!(Settings::parse("interval=-3").is_err());
        assert!(Settings::parse("seed=x").is_err());
        assert!(Settings::parse("nope").unwrap_err().starts_with("unknown option `nope`"));
        assert!(Settings::parse("help").unwrap_err().starts_with("bcsample: sampling"));
    }
}
