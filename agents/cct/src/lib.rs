//! Calling-context trees (CCTs) for rjvm's bytecode profilers.
//!
//! Shared by the exact profiler (`rjvm-mct`, `-Xrunmct`) and the sampling
//! profiler (`rjvm-bcsample`, `-Xrunbcsample`), and by the
//! `rjvm-profile-overlap` tool:
//!
//! * [`IdTree`]: the tree an agent builds while the program runs, keyed by
//!   [`MethodId`] (cheap to extend on every method entry or sample).
//! * [`Cct`]: the named tree: one node per method per calling context, each
//!   with a count (calls or samples) and a weight (bytecodes executed in that
//!   context, excluding callees). Children are kept in name order, so merging
//!   per-thread trees and everything written from a `Cct` is independent of
//!   thread interleaving, hash order and addresses.
//! * Outputs ([`Outputs`]): a text report, collapsed stacks
//!   (`frame;frame;frame weight`, the format of Brendan Gregg's
//!   `flamegraph.pl`) and a flame graph SVG (through `inferno`).
//! * The overlap metric ([`overlap`]): the share of weighted profile
//!   information two profiles have in common.
//!
//! See `docs/bytecode-profiling.md`.

use std::collections::BTreeMap;
use std::io::{self, Write};

pub use rjvm_profiler_api::tree::{FxHashMap, FxHasher, IdNode, IdTree};
use rjvm_profiler_api::{MethodId, MethodInfo};

// ---------------------------------------------------------------------------
// Frame names
// ---------------------------------------------------------------------------

/// The frame name of a method: `class.method(param,types)`, with the class
/// in its dotted external form and the parameters as Java types
/// (`java.util.HashMap.put(java.lang.Object,java.lang.Object)`). The return
/// type is left out, as in Java stack traces. Profiles are keyed by this
/// name, never by method ids (which are addresses and differ between runs).
/// Characters that would break the collapsed-stack format (`;` and white
/// space) become `_`.
pub fn frame_name(class: &str, method: &str, signature: &str) -> String {
    let mut s = String::with_capacity(class.len() + method.len() + signature.len() + 2);
    s.push_str(class);
    s.push('.');
    s.push_str(method);
    s.push('(');
    let params = signature.strip_prefix('(').and_then(|p| p.split_once(')')).map(|(p, _)| p);
    match params {
        Some(p) => {
            let mut rest = p;
            let mut first = true;
            while !rest.is_empty() {
                let (ty, tail) = java_type(rest);
                if !first {
                    s.push(',');
                }
                first = false;
                s.push_str(&ty);
                rest = tail;
            }
        }
        // Not a method descriptor: keep it as it is.
        None => s.push_str(signature),
    }
    s.push(')');
    // Class and method names never contain these in class files javac
    // writes: replace only when needed (this runs for every method of every
    // loaded class).
    if s.contains(|c: char| c == ';' || c.is_whitespace()) {
        s = s.chars().map(|c| if c == ';' || c.is_whitespace() { '_' } else { c }).collect();
    }
    s
}

/// The frame names of the methods announced by CLASS_LOAD, by method id.
#[derive(Clone, Debug, Default)]
pub struct MethodNames {
    names: FxHashMap<usize, String>,
}

impl MethodNames {
    /// Records the methods of a loaded class (`Event::ClassLoad`).
    pub fn class_loaded(&mut self, class: &str, methods: &[MethodInfo<'_>]) {
        for m in methods {
            self.names.insert(m.id.0, frame_name(class, m.name, m.signature));
        }
    }

    /// The frame name of `method`, if it was announced.
    pub fn get(&self, method: MethodId) -> Option<String> {
        self.names.get(&method.0).cloned()
    }

    /// How many methods are known.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Whether no method is known.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }
}

/// The first type of a descriptor list as Java source, and the rest.
fn java_type(d: &str) -> (String, &str) {
    let dims = d.bytes().take_while(|&b| b == b'[').count();
    let d2 = &d[dims..];
    let (base, rest) = match d2.as_bytes().first() {
        Some(b'L') => match d2.find(';') {
            Some(end) => (d2[1..end].replace('/', "."), &d2[end + 1..]),
            None => (d2[1..].replace('/', "."), ""),
        },
        Some(&c) => {
            let name = match c {
                b'Z' => "boolean",
                b'B' => "byte",
                b'C' => "char",
                b'S' => "short",
                b'I' => "int",
                b'J' => "long",
                b'F' => "float",
                b'D' => "double",
                b'V' => "void",
                _ => "?",
            };
            (name.to_string(), &d2[1..])
        }
        None => (String::new(), ""),
    };
    (base + &"[]".repeat(dims), rest)
}

// ---------------------------------------------------------------------------
// The collection tree (id-keyed: `rjvm_profiler_api::tree`)
// ---------------------------------------------------------------------------

/// The frame name of a method id that no CLASS_LOAD announced.
pub const UNKNOWN_METHOD: &str = "[unknown method]";
/// The frame name under which collapsed output shows the root's own
/// weight (work outside any frame the agent saw).
pub const UNKNOWN_CONTEXT: &str = "[unknown context]";

// ---------------------------------------------------------------------------
// The named tree
// ---------------------------------------------------------------------------

/// One calling context of a [`Cct`].
#[derive(Clone, Debug)]
pub struct CctNode {
    /// The method's frame name ([`frame_name`]); empty for the root.
    pub frame: String,
    /// The parent's index (the root is its own parent).
    pub parent: u32,
    /// Calls or samples.
    pub count: u64,
    /// Self weight: bytecodes executed in this context, excluding callees.
    pub weight: u64,
    /// Children by frame name (so every walk is in canonical order).
    pub children: BTreeMap<String, u32>,
}

/// A calling-context tree with named frames: one node per method per
/// calling context. Node 0 ([`Cct::ROOT`]) is a synthetic root; its
/// children are the threads' bottom frames.
#[derive(Clone, Debug)]
pub struct Cct {
    nodes: Vec<CctNode>,
}

impl Default for Cct {
    fn default() -> Self {
        Self::new()
    }
}

impl Cct {
    /// Adds `tree` to this tree, naming methods with `name` (`None` for a
    /// method the agent never saw announced). Contexts whose methods have
    /// the same name merge.
    pub fn add_ids(&mut self, tree: &IdTree, mut name: impl FnMut(MethodId) -> Option<String>) {
        // Children come after parents, so one pass in index order maps
        // every node to its named node.
        let mut map = vec![Cct::ROOT; tree.nodes().len()];
        for (i, n) in tree.nodes().iter().enumerate() {
            let target = if i == 0 {
                Cct::ROOT
            } else {
                let parent = map[n.parent as usize];
                let frame = name(n.method).unwrap_or_else(|| UNKNOWN_METHOD.to_string());
                self.child(parent, &frame)
            };
            map[i] = target;
            self.add(target, n.count, n.weight);
        }
    }

    /// The root's index.
    pub const ROOT: u32 = 0;

    /// An empty tree.
    pub fn new() -> Self {
        Cct { nodes: vec![CctNode { frame: String::new(), parent: 0, count: 0, weight: 0, children: BTreeMap::new() }] }
    }

    /// The nodes; a child always comes after its parent.
    pub fn nodes(&self) -> &[CctNode] {
        &self.nodes
    }

    /// The child of `parent` named `frame`, created if new.
    pub fn child(&mut self, parent: u32, frame: &str) -> u32 {
        if let Some(&i) = self.nodes[parent as usize].children.get(frame) {
            return i;
        }
        let i = self.nodes.len() as u32;
        self.nodes.push(CctNode { frame: frame.to_string(), parent, count: 0, weight: 0, children: BTreeMap::new() });
        self.nodes[parent as usize].children.insert(frame.to_string(), i);
        i
    }

    /// Adds `count` and `weight` to node `i`.
    pub fn add(&mut self, i: u32, count: u64, weight: u64) {
        let n = &mut self.nodes[i as usize];
        n.count += count;
        n.weight += weight;
    }

    /// Adds `count` and `weight` to the context `frames` (bottom frame
    /// first), creating it if new; returns its index.
    pub fn add_stack<'s>(&mut self, frames: impl IntoIterator<Item = &'s str>, count: u64, weight: u64) -> u32 {
        let mut at = Self::ROOT;
        for f in frames {
            at = self.child(at, f);
        }
        self.add(at, count, weight);
        at
    }

    /// Adds every context of `other` to this tree.
    pub fn merge(&mut self, other: &Cct) {
        let mut map = vec![Self::ROOT; other.nodes.len()];
        for (i, n) in other.nodes.iter().enumerate() {
            let target = if i == 0 { Self::ROOT } else { self.child(map[n.parent as usize], &n.frame) };
            map[i] = target;
            self.add(target, n.count, n.weight);
        }
    }

    /// The sum of all self weights.
    pub fn total_weight(&self) -> u64 {
        self.nodes.iter().map(|n| n.weight).sum()
    }

    /// The sum of all counts.
    pub fn total_count(&self) -> u64 {
        self.nodes.iter().map(|n| n.count).sum()
    }

    /// Inclusive weights (self plus all descendants), by node index.
    pub fn inclusive(&self) -> Vec<u64> {
        let mut inc: Vec<u64> = self.nodes.iter().map(|n| n.weight).collect();
        for i in (1..self.nodes.len()).rev() {
            let p = self.nodes[i].parent as usize;
            inc[p] += inc[i];
        }
        inc
    }

    /// The depth of node `i` (the root is 0).
    fn depth_of(&self, mut i: u32) -> usize {
        let mut d = 0;
        while i != Self::ROOT {
            i = self.nodes[i as usize].parent;
            d += 1;
        }
        d
    }

    /// The context of node `i` as `frame;frame;frame`, bottom first (the
    /// root's own context is [`UNKNOWN_CONTEXT`]).
    pub fn path(&self, i: u32) -> String {
        if i == Self::ROOT {
            return UNKNOWN_CONTEXT.to_string();
        }
        let mut frames = Vec::new();
        let mut at = i;
        while at != Self::ROOT {
            frames.push(self.nodes[at as usize].frame.as_str());
            at = self.nodes[at as usize].parent;
        }
        frames.reverse();
        frames.join(";")
    }

    /// Node indices in canonical depth-first order (children by name).
    fn preorder(&self) -> Vec<u32> {
        let mut out = Vec::with_capacity(self.nodes.len());
        let mut stack = vec![Self::ROOT];
        while let Some(i) = stack.pop() {
            out.push(i);
            // Reversed so that the first name is visited first.
            stack.extend(self.nodes[i as usize].children.values().rev());
        }
        out
    }

    /// Collapsed stacks: one line `frame;frame;frame weight` per context
    /// with a non-zero self weight, in canonical order.
    pub fn collapsed(&self) -> Vec<String> {
        self.preorder()
            .into_iter()
            .filter(|&i| self.nodes[i as usize].weight > 0)
            .map(|i| format!("{} {}", self.path(i), self.nodes[i as usize].weight))
            .collect()
    }

    /// Reads collapsed stacks (`frame;frame;frame weight` per line; empty
    /// lines and lines starting with `#` are skipped). Repeated contexts add
    /// up. The error names the first bad line.
    pub fn parse_collapsed(text: &str) -> Result<Cct, String> {
        let mut t = Cct::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim_end();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = || format!("line {}: expected `frame;frame;... weight`, got `{line}`", n + 1);
            let (stack, w) = line.rsplit_once(' ').ok_or_else(bad)?;
            let w: u64 = w.parse().map_err(|_| bad())?;
            if stack.is_empty() {
                return Err(bad());
            }
            if stack == UNKNOWN_CONTEXT {
                t.add(Self::ROOT, 0, w);
            } else {
                t.add_stack(stack.split(';'), 0, w);
            }
        }
        Ok(t)
    }

    /// Self weight per context path (the collapsed stacks as a map).
    pub fn context_weights(&self) -> BTreeMap<String, u64> {
        let mut m = BTreeMap::new();
        for i in self.preorder() {
            let w = self.nodes[i as usize].weight;
            if w > 0 {
                *m.entry(self.path(i)).or_insert(0) += w;
            }
        }
        m
    }

    /// Self weight and count per method (frame name), over all contexts.
    pub fn method_totals(&self) -> BTreeMap<String, (u64, u64)> {
        let mut m: BTreeMap<String, (u64, u64)> = BTreeMap::new();
        for n in &self.nodes[1..] {
            let e = m.entry(n.frame.clone()).or_default();
            e.0 += n.weight;
            e.1 += n.count;
        }
        if self.nodes[0].weight > 0 {
            m.entry(UNKNOWN_CONTEXT.to_string()).or_default().0 += self.nodes[0].weight;
        }
        m
    }
}

// ---------------------------------------------------------------------------
// The overlap metric
// ---------------------------------------------------------------------------

/// The overlap of two weighted profiles, in percent: each profile's weights
/// are normalised to percentages of its total, and the overlap is the sum,
/// over the keys, of the smaller of the two percentages. Identical profiles
/// (up to a constant factor) give 100, disjoint ones 0; two empty profiles
/// give 100, an empty and a non-empty one 0.
pub fn overlap_of<K: Ord>(a: &BTreeMap<K, u64>, b: &BTreeMap<K, u64>) -> f64 {
    let ta: u64 = a.values().sum();
    let tb: u64 = b.values().sum();
    match (ta, tb) {
        (0, 0) => return 100.0,
        (0, _) | (_, 0) => return 0.0,
        _ => {}
    }
    let mut sum = 0.0;
    for (k, &wa) in a {
        if let Some(&wb) = b.get(k) {
            sum += (wa as f64 / ta as f64).min(wb as f64 / tb as f64);
        }
    }
    (sum * 100.0).min(100.0)
}

/// The calling-context overlap of two trees ([`overlap_of`] over the self
/// weights of their contexts).
pub fn overlap(a: &Cct, b: &Cct) -> f64 {
    overlap_of(&a.context_weights(), &b.context_weights())
}

/// The method-level overlap: contexts are ignored, each method's self
/// weights summed (a coarser view that sampling matches more easily).
pub fn method_overlap(a: &Cct, b: &Cct) -> f64 {
    let flat = |t: &Cct| t.method_totals().into_iter().map(|(k, (w, _))| (k, w)).collect::<BTreeMap<_, _>>();
    overlap_of(&flat(a), &flat(b))
}

// ---------------------------------------------------------------------------
// Options and outputs
// ---------------------------------------------------------------------------

/// Where and how an agent writes its profile; parsed from the `file=`,
/// `collapsed=`, `flame=`, `cutoff=`, `top=` and `depth=` options.
#[derive(Clone, Debug, PartialEq)]
pub struct Outputs {
    /// The text report (`file=`); `None` = not written.
    pub report: Option<String>,
    /// Collapsed stacks (`collapsed=`); `None` = not written.
    pub collapsed: Option<String>,
    /// Flame graph SVG (`flame=`); `None` = not written.
    pub flame: Option<String>,
    /// Contexts whose inclusive weight is below this percentage of the total
    /// are left out of the report's tree (`cutoff=`, default 0: all).
    pub cutoff: f64,
    /// Rows of the report's method table (`top=`, default 30).
    pub top: usize,
    /// The deepest context kept (`depth=`, default unlimited): deeper calls
    /// are charged to their ancestor at this depth.
    pub depth: usize,
}

/// The usage text of the output options, for the agents' `help`.
pub const OUTPUT_USAGE: &str = "\
\x20 file=PATH         text report (calling-context tree), `none` to skip  [BASE.txt]
  collapsed=PATH    collapsed stacks `frame;frame;frame weight`, `none`  [BASE.collapsed]
  flame=PATH        flame graph SVG, `none` to skip                      [BASE.svg]
  cutoff=PERCENT    leave contexts below PERCENT of the total out of the
                    report's tree (the collapsed stacks keep everything)  [0]
  top=N             rows in the report's method table                    [30]
  depth=N           deepest calling context kept; deeper calls are
                    charged to their ancestor at depth N                 [unlimited]";

impl Outputs {
    /// The defaults for an agent whose files are `BASE.txt`,
    /// `BASE.collapsed` and `BASE.svg`.
    pub fn new(base: &str) -> Self {
        Outputs {
            report: Some(format!("{base}.txt")),
            collapsed: Some(format!("{base}.collapsed")),
            flame: Some(format!("{base}.svg")),
            cutoff: 0.0,
            top: 30,
            depth: usize::MAX,
        }
    }

    /// Applies option `key=value` if it is an output option: `Ok(true)` if
    /// it was, `Ok(false)` if the key is not one of them, `Err` for a bad
    /// value.
    pub fn apply(&mut self, key: &str, value: &str) -> Result<bool, String> {
        let path = |v: &str| -> Result<Option<String>, String> {
            match v {
                "" => Err(format!("{key}= needs a file name (or `none`)")),
                "none" => Ok(None),
                p => Ok(Some(p.to_string())),
            }
        };
        match key {
            "file" => self.report = path(value)?,
            "collapsed" => self.collapsed = path(value)?,
            "flame" => self.flame = path(value)?,
            "cutoff" => {
                self.cutoff = value
                    .trim_end_matches('%')
                    .parse::<f64>()
                    .ok()
                    .filter(|c| (0.0..=100.0).contains(c))
                    .ok_or_else(|| format!("cutoff={value}: expected a percentage between 0 and 100"))?
            }
            "top" => self.top = value.parse().map_err(|_| format!("top={value}: expected a number"))?,
            "depth" => {
                self.depth = value
                    .parse::<usize>()
                    .ok()
                    .filter(|&d| d >= 1)
                    .ok_or_else(|| format!("depth={value}: expected a number of frames, at least 1"))?
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
}

/// Splits agent options `a=1,b=2,help` into `(key, value)` pairs (a bare
/// word has an empty value).
pub fn split_options(options: &str) -> impl Iterator<Item = (&str, &str)> {
    options.split(',').filter(|s| !s.is_empty()).map(|kv| kv.split_once('=').unwrap_or((kv, "")))
}

/// What a report says about its profile.
#[derive(Clone, Debug)]
pub struct ReportInfo {
    /// The first line (`rjvm-mct: exact bytecode profile`).
    pub title: String,
    /// Further header lines (settings, totals).
    pub header: Vec<String>,
    /// The name of the count column (`calls` or `samples`).
    pub count_name: &'static str,
    /// The name of the weights (`bytecodes`, `est. bytecodes`).
    pub weight_name: &'static str,
}

fn pct(x: u64, total: u64) -> f64 {
    if total == 0 {
        0.0
    } else {
        x as f64 * 100.0 / total as f64
    }
}

/// How far a context's frame name is indented (two spaces per level, up to
/// a limit so that deep recursion stays readable; the depth column is exact).
const MAX_INDENT: usize = 40;

impl Cct {
    /// Writes the text report: header, method table, calling-context tree.
    pub fn write_report(&self, w: &mut dyn Write, info: &ReportInfo, outputs: &Outputs) -> io::Result<()> {
        let total = self.total_weight();
        let inc = self.inclusive();
        let methods = self.method_totals();
        writeln!(w, "{}", info.title)?;
        for h in &info.header {
            writeln!(w, "{h}")?;
        }
        writeln!(
            w,
            "total {} {}; {} calling contexts; {} methods",
            total,
            info.weight_name,
            self.nodes.len() - 1,
            methods.len()
        )?;
        writeln!(w)?;

        // Methods by self weight, summed over their contexts.
        // Methods that only appear as callers in a sampled profile have
        // neither weight nor count: nothing to rank.
        let mut rows: Vec<(&String, &(u64, u64))> = methods.iter().filter(|(_, &(w, c))| w > 0 || c > 0).collect();
        rows.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then_with(|| a.0.cmp(b.0)));
        writeln!(w, "METHODS by self {} (all contexts), top {}:", info.weight_name, outputs.top)?;
        writeln!(w, "{:>4} {:>8} {:>8} {:>16} {:>12}  method", "rank", "self%", "accum%", "self", info.count_name)?;
        let mut accum = 0u64;
        for (rank, (name, &(weight, count))) in rows.iter().take(outputs.top).enumerate() {
            accum += weight;
            writeln!(
                w,
                "{:>4} {:>7.2}% {:>7.2}% {:>16} {:>12}  {}",
                rank + 1,
                pct(weight, total),
                pct(accum, total),
                weight,
                count,
                name
            )?;
        }
        writeln!(w)?;

        // The tree, hottest child first (ties by name), cut at `cutoff`.
        writeln!(
            w,
            "CALLING CONTEXT TREE (total = self + callees; contexts below {}% of the total left out):",
            outputs.cutoff
        )?;
        writeln!(w, "{:>8} {:>8} {:>16} {:>16} {:>12} {:>5}  method", "total%", "self%", "total", "self", info.count_name, "depth")?;
        let keep = |i: u32| outputs.cutoff <= 0.0 || pct(inc[i as usize], total) >= outputs.cutoff;
        let mut stack: Vec<u32> = Vec::new();
        let sorted_children = |i: u32| {
            let mut c: Vec<u32> = self.nodes[i as usize].children.values().copied().collect();
            c.sort_by(|&a, &b| inc[b as usize].cmp(&inc[a as usize]).then_with(|| self.nodes[a as usize].frame.cmp(&self.nodes[b as usize].frame)));
            c
        };
        if self.nodes[0].weight > 0 {
            let r = &self.nodes[0];
            writeln!(w, "{:>7.2}% {:>7.2}% {:>16} {:>16} {:>12} {:>5}  {}", pct(r.weight, total), pct(r.weight, total), r.weight, r.weight, r.count, 0, UNKNOWN_CONTEXT)?;
        }
        let mut omitted = 0u64;
        let mut omitted_weight = 0u64;
        stack.extend(sorted_children(Self::ROOT).into_iter().rev());
        while let Some(i) = stack.pop() {
            if !keep(i) {
                omitted += 1;
                omitted_weight += inc[i as usize];
                continue;
            }
            let n = &self.nodes[i as usize];
            let depth = self.depth_of(i);
            writeln!(
                w,
                "{:>7.2}% {:>7.2}% {:>16} {:>16} {:>12} {:>5}  {}{}",
                pct(inc[i as usize], total),
                pct(n.weight, total),
                inc[i as usize],
                n.weight,
                n.count,
                depth,
                "  ".repeat((depth - 1).min(MAX_INDENT)),
                n.frame
            )?;
            stack.extend(sorted_children(i).into_iter().rev());
        }
        if omitted > 0 {
            writeln!(w, "({omitted} subtrees below the cutoff left out: {:.2}% of the total)", pct(omitted_weight, total))?;
        }
        Ok(())
    }

    /// Writes a flame graph of the collapsed stacks `lines` as SVG.
    pub fn write_flame(lines: &[String], w: impl Write, title: &str, count_name: &str) -> io::Result<()> {
        let mut w = w;
        if lines.is_empty() {
            // inferno refuses empty input; an empty profile is still a profile.
            writeln!(
                w,
                "<?xml version=\"1.0\" standalone=\"no\"?><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\" height=\"40\"><text x=\"10\" y=\"25\">empty profile</text></svg>"
            )?;
            return w.flush();
        }
        let mut o = inferno::flamegraph::Options::default();
        o.title = title.to_string();
        o.count_name = count_name.to_string();
        // Colours from the frame names, not a random generator: the same
        // profile gives the same file.
        o.hash = true;
        o.deterministic = true;
        let mut svg = Vec::new();
        inferno::flamegraph::from_lines(&mut o, lines.iter().map(String::as_str), &mut svg).map_err(io::Error::other)?;
        w.write_all(&label_root(svg))?;
        w.flush()
    }

    /// Writes every output `outputs` asks for.
    pub fn write_outputs(&self, info: &ReportInfo, outputs: &Outputs) -> io::Result<()> {
        let create = |p: &str| {
            std::fs::File::create(p).map(io::BufWriter::new).map_err(|e| io::Error::new(e.kind(), format!("{p}: {e}")))
        };
        if let Some(p) = &outputs.report {
            let mut f = create(p)?;
            self.write_report(&mut f, info, outputs)?;
            f.flush()?;
        }
        if outputs.collapsed.is_none() && outputs.flame.is_none() {
            return Ok(());
        }
        let lines = self.collapsed();
        if let Some(p) = &outputs.collapsed {
            let mut f = create(p)?;
            for l in &lines {
                writeln!(f, "{l}")?;
            }
            f.flush()?;
        }
        if let Some(p) = &outputs.flame {
            let mut f = create(p)?;
            Self::write_flame(&lines, &mut f, &info.title, info.weight_name)?;
            f.flush()?;
        }
        Ok(())
    }
}

/// inferno (like `flamegraph.pl`) draws the root frame, the whole profile,
/// with an empty box: its name is empty. Give the box the label its tooltip
/// has, `all`.
fn label_root(svg: Vec<u8>) -> Vec<u8> {
    let Ok(text) = String::from_utf8(svg) else { unreachable!("inferno writes UTF-8") };
    let root = text.find("<title>all (").and_then(|i| text[i..].find("</text>").map(|j| i + j));
    match root {
        Some(end) if text[..end].ends_with('>') => format!("{}all{}", &text[..end], &text[end..]).into_bytes(),
        _ => text.into_bytes(),
    }
}

#[cfg(test)]
mod tests;
