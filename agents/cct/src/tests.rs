use super::*;

#[test]
fn frame_names_are_java_like_and_collapsible() {
    assert_eq!(frame_name("Fib", "fib", "(I)I"), "Fib.fib(int)");
    assert_eq!(frame_name("Main", "main", "([Ljava/lang/String;)V"), "Main.main(java.lang.String[])");
    assert_eq!(
        frame_name("java.util.HashMap", "put", "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;"),
        "java.util.HashMap.put(java.lang.Object,java.lang.Object)"
    );
    assert_eq!(frame_name("A", "m", "([[JZD)V"), "A.m(long[][],boolean,double)");
    assert_eq!(frame_name("A", "<init>", "()V"), "A.<init>()");
    // Not a descriptor: kept, with separators neutralised.
    assert_eq!(frame_name("A", "m", "x;y z"), "A.m(x_y_z)");
}

fn sample_tree() -> Cct {
    let mut t = Cct::new();
    t.add_stack(["main", "a"], 2, 30);
    t.add_stack(["main", "b", "a"], 1, 10);
    t.add_stack(["main"], 1, 60);
    t
}

#[test]
fn collapsed_round_trip_and_canonical_order() {
    let t = sample_tree();
    let lines = t.collapsed();
    assert_eq!(lines, vec!["main 60", "main;a 30", "main;b;a 10"]);
    let back = Cct::parse_collapsed(&lines.join("\n")).unwrap();
    assert_eq!(back.collapsed(), lines);
    assert_eq!(back.total_weight(), 100);
    // Insertion order does not matter.
    let mut u = Cct::new();
    u.add_stack(["main"], 1, 60);
    u.add_stack(["main", "b", "a"], 1, 10);
    u.add_stack(["main", "a"], 2, 30);
    assert_eq!(u.collapsed(), lines);
}

#[test]
fn parse_errors_name_the_line() {
    assert!(Cct::parse_collapsed("a;b 10\nbroken\n").unwrap_err().contains("line 2"));
    assert!(Cct::parse_collapsed("a;b x").unwrap_err().contains("line 1"));
    assert!(Cct::parse_collapsed(" 5").is_err());
    // Repeated contexts add up; comments and blank lines are skipped.
    let t = Cct::parse_collapsed("# c\n\na;b 1\na;b 2\n").unwrap();
    assert_eq!(t.collapsed(), vec!["a;b 3"]);
}

#[test]
fn merge_adds_counts_and_weights() {
    let mut t = sample_tree();
    t.merge(&sample_tree());
    assert_eq!(t.collapsed(), vec!["main 120", "main;a 60", "main;b;a 20"]);
    assert_eq!(t.total_count(), 8);
    let inc = t.inclusive();
    assert_eq!(inc[0], 200);
}

#[test]
fn id_tree_names_and_merges_same_named_methods() {
    let mut it = IdTree::new();
    let a = it.child(IdTree::ROOT, MethodId(1));
    let b = it.child(a, MethodId(2));
    assert_eq!(it.child(a, MethodId(2)), b);
    let c = it.child(a, MethodId(3));
    it.node_mut(a).weight += 5;
    it.node_mut(b).weight += 7;
    it.node_mut(c).weight += 1;
    it.node_mut(b).count += 1;
    let mut t = Cct::new();
    // Methods 2 and 3 have the same name: their contexts merge.
    t.add_ids(&it, |m| Some(if m.0 == 1 { "x".into() } else { "y".into() }));
    assert_eq!(t.collapsed(), vec!["x 5", "x;y 8"]);
    let mut t = Cct::new();
    t.add_ids(&it, |m| (m.0 == 1).then(|| "x".into()));
    assert_eq!(t.collapsed(), vec!["x 5", format!("x;{UNKNOWN_METHOD} 8").as_str()]);
}

#[test]
fn overlap_metric() {
    let t = sample_tree();
    assert!((overlap(&t, &t) - 100.0).abs() < 1e-9);
    // Scaling one profile does not change the overlap.
    let mut t2 = sample_tree();
    t2.merge(&sample_tree());
    assert!((overlap(&t, &t2) - 100.0).abs() < 1e-9);
    // main 60/30/10 vs main 50, a 50: min(60,50) + min(30,50) = 80.
    let u = Cct::parse_collapsed("main 50\nmain;a 50").unwrap();
    assert!((overlap(&t, &u) - 80.0).abs() < 1e-9, "{}", overlap(&t, &u));
    let v = Cct::parse_collapsed("other 1").unwrap();
    assert_eq!(overlap(&t, &v), 0.0);
    assert_eq!(overlap(&Cct::new(), &Cct::new()), 100.0);
    assert_eq!(overlap(&t, &Cct::new()), 0.0);
    // Per method, main;a and main;b;a are the same method `a`.
    let w = Cct::parse_collapsed("main 60\nmain;a 40").unwrap();
    assert!(overlap(&t, &w) < 100.0);
    assert!((method_overlap(&t, &w) - 100.0).abs() < 1e-9);
}

#[test]
fn options_parse_and_reject_bad_values() {
    let mut o = Outputs::new("mct");
    assert_eq!(o.report.as_deref(), Some("mct.txt"));
    assert!(o.apply("file", "x.txt").unwrap());
    assert!(o.apply("flame", "none").unwrap());
    assert!(o.apply("cutoff", "0.5").unwrap());
    assert!(o.apply("depth", "3").unwrap());
    assert!(!o.apply("interval", "5").unwrap());
    assert_eq!((o.report.as_deref(), o.flame.as_deref(), o.cutoff, o.depth), (Some("x.txt"), None, 0.5, 3));
    assert!(o.apply("depth", "0").is_err());
    assert!(o.apply("cutoff", "200").is_err());
    assert!(o.apply("top", "-1").is_err());
    assert!(o.apply("collapsed", "").is_err());
    let kv: Vec<_> = split_options("a=1,,help,b=").collect();
    assert_eq!(kv, vec![("a", "1"), ("help", ""), ("b", "")]);
}

#[test]
fn report_lists_methods_and_tree() {
    let t = sample_tree();
    let info = ReportInfo { title: "T".into(), header: vec!["h".into()], count_name: "calls", weight_name: "bytecodes" };
    let mut out = Vec::new();
    let mut o = Outputs::new("x");
    t.write_report(&mut out, &info, &o).unwrap();
    let s = String::from_utf8(out).unwrap();
    assert!(s.starts_with("T\nh\ntotal 100 bytecodes; 4 calling contexts; 3 methods\n"), "{s}");
    // Methods: main 60, a 40 (two contexts).
    assert!(s.contains("   1   60.00%   60.00%               60            1  main\n"), "{s}");
    assert!(s.contains("   2   40.00%  100.00%               40            3  a\n"), "{s}");
    // Tree: main (total 100), then a (30) before b (10).
    let tree: Vec<&str> = s.lines().skip_while(|l| !l.starts_with("CALLING")).skip(2).collect();
    assert_eq!(tree.len(), 4, "{s}");
    assert!(tree[0].ends_with("    1  main") && tree[0].contains("100.00%"), "{s}");
    assert!(tree[1].ends_with("    2    a"), "{s}");
    assert!(tree[2].ends_with("    2    b"), "{s}");
    assert!(tree[3].ends_with("    3      a"), "{s}");
    // A cutoff drops b's subtree (10%) and says so.
    o.cutoff = 20.0;
    let mut out = Vec::new();
    t.write_report(&mut out, &info, &o).unwrap();
    let s = String::from_utf8(out).unwrap();
    assert!(s.contains("(1 subtrees below the cutoff left out: 10.00% of the total)"), "{s}");
}

#[test]
fn flame_graph_is_deterministic_svg() {
    let lines = sample_tree().collapsed();
    let mut a = Vec::new();
    let mut b = Vec::new();
    Cct::write_flame(&lines, &mut a, "t", "bytecodes").unwrap();
    Cct::write_flame(&lines, &mut b, "t", "bytecodes").unwrap();
    let s = String::from_utf8(a.clone()).unwrap();
    assert!(s.contains("<svg") && s.contains("main (100 bytecodes, 100.00%)"), "{s}");
    assert_eq!(a, b);
    // The root box is labelled (inferno leaves it empty).
    let root = &s[s.find("<title>all (").unwrap()..];
    let text = &root[root.find("<text").unwrap()..root.find("</text>").unwrap()];
    assert!(text.ends_with(">all"), "{text}");
    let mut e = Vec::new();
    Cct::write_flame(&[], &mut e, "t", "bytecodes").unwrap();
    assert!(String::from_utf8(e).unwrap().contains("empty profile"));
}
