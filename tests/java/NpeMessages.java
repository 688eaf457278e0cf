// ALSO-NO-G
// Helpful NullPointerException messages (JEP 358) as HotSpot 17 prints them, read with getMessage():
// every bytecode that can throw an implicit NPE, every kind of cause (locals with and without
// -g, parameters, this, static and instance fields, return values, array elements and indexes,
// constants, joins, casts, catch blocks, stores after the failing bytecode), the depth limit, the
// names and types printed, cut names, and the NPEs that get no message (explicitly constructed,
// thrown by natives or reflection, raised in a lambda proxy frame).
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;

public class NpeMessages {
    static String ss;
    static String[] sarr;
    static NpeMessages se;
    static int sidx = 2;
    String f;
    NpeMessages next;
    int[] ia;
    String[][] s2;
    int idx = 1;
    long lf;
    String[] sa;
    NpeMessages[] ea;

    static class Inner {
        String g;
        String m() { return null; }
        static Inner get() { return null; }
    }

    static class MyNpe extends NullPointerException {
        MyNpe() { super(); }
    }

    static String esc(String s) {
        if (s == null) return "null";
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c > 0x7e) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return b.toString();
    }

    static void run(String name, Runnable r) {
        try {
            r.run();
            System.out.println(name + ": no exception");
        } catch (NullPointerException e) {
            String m = e.getMessage();
            if (m != null && m.length() > 300) {
                System.out.println(name + ": [" + m.length() + "] " + esc(m.substring(0, 60)) + " ... " + esc(m.substring(m.length() - 120)));
            } else {
                System.out.println(name + ": " + esc(m));
            }
        }
    }

    static String getS() { return null; }
    static NpeMessages getE() { return null; }
    static String[] getArr() { return new String[3]; }
    static int getI() { return 1; }
    String inst() { return null; }
    private void priv() { }
    String withArgs(int a, long b, double c, String d, Object e, Object[] f, String[][] g, StringBuilder h, StringBuffer i2,
                    Integer i, List<String> l, char[] cs, Map.Entry<String, String> me, Objects o) { return null; }
    static NpeMessages chain(int k) {
        NpeMessages e = new NpeMessages();
        NpeMessages c = e;
        for (int j = 0; j < k; j++) { c.n(); c = c.next; }
        c.sa = new String[2];
        c.ea = new NpeMessages[2];
        return e;
    }
    void n() { next = new NpeMessages(); sa = new String[2]; ea = new NpeMessages[2]; }

    // ---- failed actions ----
    static void invokeLocal() { String s = null; s.length(); }
    static void invokeInterface() { List<String> l = null; l.size(); }
    static void invokePrivate() { NpeMessages e = null; e.priv(); }
    static void invokeArgs() { String s = null; s.substring(1, 2); }
    static void invokeArrayClone() { String[] a = null; a.clone(); }
    static void invokeNested() { Map.Entry<String, String> e = null; e.getKey(); }
    static void invokeInner() { new Inner().m().length(); }
    static void getfield() { NpeMessages e = null; System.out.println(e.lf); }
    static void putfield() { NpeMessages e = null; e.f = "x"; }
    static void putfieldLong() { NpeMessages e = null; e.lf = 5L; }
    static void arraylength() { int[] x = null; System.out.println(x.length); }
    static void athrowLocal() { RuntimeException e = null; throw e; }
    static void athrowNull() { throw null; }
    static void monitorenter() { Object o = null; synchronized (o) { System.out.println(); } }
    static void iaload() { int[] a = null; System.out.println(a[0]); }
    static void laload() { long[] a = null; System.out.println(a[0]); }
    static void faload() { float[] a = null; System.out.println(a[0]); }
    static void daload() { double[] a = null; System.out.println(a[0]); }
    static void aaload() { Object[] a = null; System.out.println(a[0]); }
    static void baload() { byte[] a = null; System.out.println(a[0]); }
    static void zaload() { boolean[] a = null; System.out.println(a[0]); }
    static void caload() { char[] a = null; System.out.println(a[0]); }
    static void saload() { short[] a = null; System.out.println(a[0]); }
    static void iastore() { int[] a = null; a[0] = 1; }
    static void lastore() { long[] a = null; a[0] = 1; }
    static void fastore() { float[] a = null; a[0] = 1; }
    static void dastore() { double[] a = null; a[1] = 1.0; }
    static void aastore() { Object[] a = null; a[0] = null; }
    static void bastore() { byte[] a = null; a[0] = 1; }
    static void castore() { char[] a = null; a[0] = 'a'; }
    static void sastore() { short[] a = null; a[0] = 1; }
    static int fusedLoad(int[] a, int i) { return a[i]; }
    static int fusedLoop(int[] a) { int s = 0; for (int i = 0; i < 3; i++) s += a[i]; return s; }
    static void unbox() { Integer i = null; int x = i; }
    static void unboxMap() { Map<String, Integer> m = new HashMap<>(); int v = m.get("x"); }
    static void stringSwitch() { String s = null; switch (s) { case "a": break; default: } }
    static void forEachArray() { int[] a = null; for (int x : a) { } }
    static void forEachList() { List<String> l = null; for (String x : l) { } }
    static void compound() { NpeMessages e = null; e.idx += 1; }
    static void increment() { int[] a = null; a[0]++; }
    static void longIncrement() { NpeMessages e = null; e.lf++; }

    // ---- causes ----
    static void staticField() { ss.length(); }
    void thisField() { f.length(); }
    void thisChain() { next.next.f.length(); }
    static void localField() { NpeMessages e = new NpeMessages(); e.f.length(); }
    static void returnValue() { getS().length(); }
    static void returnValueField() { getE().f.length(); }
    static void returnValueChain() { getE().next.f.length(); }
    static void innerReturn() { Inner.get().g.length(); }
    static void instReturn() { new NpeMessages().inst().length(); }
    static void longSignature() {
        new NpeMessages().withArgs(0, 0, 0, null, null, null, null, null, null, null, null, null, null, null).length();
    }
    static void element() { String[] a = new String[3]; a[2].length(); }
    static void elementParam(int i) { String[] a = new String[3]; a[i].length(); }
    static void elementExpr() { String[] a = new String[3]; int i = 1; a[i + 1].length(); }
    static void elementOfElement() { String[] a = new String[3]; int[] b = new int[2]; a[b[1]].length(); }
    static void elementByteIndex() { String[] a = new String[3]; byte[] b = new byte[2]; a[b[1]].length(); }
    static void element2d() { String[][] a = new String[3][3]; a[1][2].length(); }
    static void elementBipush() { String[] a = new String[200]; a[100].length(); }
    static void elementSipush() { String[] a = new String[2000]; a[1000].length(); }
    static void elementLdc() { String[] a = new String[100001]; a[100000].length(); }
    void elementThisIndex() { String[] a = new String[3]; a[idx].length(); }
    static void elementCallIndex() { String[] a = new String[3]; a[getI()].length(); }
    static void elementStaticIndex() { String[] a = new String[3]; a[sidx].length(); }
    static void elementOfCall() { getArr()[0].length(); }
    static void elementOfStatic() { sarr = new String[1]; sarr[0].length(); }
    static void elementOfNew() { (new String[3])[0].length(); }
    static void elementAssignIndex() { String[] a = new String[2]; int i = 0; a[i = 1].length(); }
    static void elementPostIncrement() { String[] a = new String[2]; int i = 0; a[i++].length(); }
    static void storeIntoElement() { NpeMessages e = new NpeMessages(); e.s2 = new String[2][]; e.s2[1][0] = "x"; }
    static void fieldOfNew() { new NpeMessages().f.length(); }
    static void parameter(String s) { s.length(); }
    static void parameterStored(String s) { s = null; s.length(); }
    static void parameters(int a, long b, double c, String s, Object o) { o.hashCode(); }
    static void parameterAfterLong(long a, double b, String s) { a = 5; s.isEmpty(); }
    static void parameterIinc(int i, String[] a) { i++; a[i].length(); }
    static void parameterIstore(int i, String[] a) { i = 1; a[i].length(); }
    void instanceParameter(String s) { s.length(); }
    static void cast() { Object o = null; ((String) o).length(); }
    static void castParameter(Object o) { String s = (String) o; s.trim(); }
    static void ternary(boolean b) { String s1 = null, s2 = null; (b ? s1 : s2).length(); }
    static void ternarySame(boolean b) { String s = null; (b ? s : s).length(); }
    static void chainedAssign() { NpeMessages e = new NpeMessages(); String x; x = e.f = null; x.length(); }
    static void assignInExpr() { NpeMessages a = null; NpeMessages b = new NpeMessages(); (a = b.next).f.length(); }
    static void inCatch() { String s = "x"; try { s = null; throw new RuntimeException(); } catch (RuntimeException ex) { s.length(); } }
    static void parameterInCatch(String s) { try { s = null; throw new RuntimeException(); } catch (RuntimeException e) { s.length(); } }
    static void parameterInFinally(String s) { try { s = null; throw new RuntimeException(); } finally { s.length(); } }
    static void storedLaterInLoop(String s, int n) { for (int i = 0; i < n; i++) { if (i == 1) s.length(); s = null; } }
    static void storedLaterInWhile(String s, int n) { int i = 0; while (true) { s.length(); if (i++ > n) break; s = null; } }
    static String nul(int x) { return null; }
    static void storedInInnerLoop(String s) { for (int i = 0; i < 3; i++) { for (int j = 0; j < 2; j++) { s = s; } s = nul(s.length()); } }
    static void storedOnBranch(String s, int n) { for (int i = 0; i < 3; i++) { if (i > n) { s = "x"; } s = nul(s.length()); } }
    static void instanceofThenUse() { String s = null; boolean b = s instanceof String; s.length(); }
    static void inSynchronized() { Object o = null; synchronized (NpeMessages.class) { o.hashCode(); } }
    static void argumentOfCall() { StringBuilder sb = new StringBuilder(); String s = null; sb.append(s.length()); }
    static void fieldOfElement() { NpeMessages[] arr = new NpeMessages[3]; arr[1] = new NpeMessages(); arr[1].next.f = "a"; }
    static void nonAscii() { String na\u00efve = null; na\u00efve.length(); }
    static void lambdaBody() { Supplier<Integer> s = () -> { String x = null; return x.length(); }; s.get(); }
    static void lambdaCaptured() { String c = null; Runnable r = () -> c.length(); r.run(); }

    // ---- depth ----
    static void depthFields() {
        NpeMessages e = chain(4);
        e.next.next.next.next.next.f.length();
    }
    static void depthFields4() { NpeMessages e = chain(4); e.next.next.next.next.f.length(); }
    static void depthIndexes(String[] a, int[] b, int[] c, int[] d, int[] e, int[] f, int[] g) { a[b[c[d[e[f[g[0]]]]]]].length(); }
    static void depthDims(String[][][][][][] a) { a[0][0][0][0][0][0].length(); }
    static void depthDims4(String[][][][] a) { a[0][0][0][0].length(); }
    static void depthFieldIndex(String[] a, NpeMessages e) { a[e.next.next.next.next.next.idx].length(); }
    static void depthElementField(NpeMessages[] a) { a[0].next.next.next.f.length(); }
    static void depthFieldElement(NpeMessages e) { e.next.next.next.sa[0].length(); }
    static void depthStaticChain() { se.next.next.f.length(); }

    // ---- cut names ----
    void mxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx() { }
    String fyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy;
    void méééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé() { }
    void m€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€() { }
    static void longMethodName() { NpeMessages e = null; e.mxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx(); }
    static void longFieldRead() { NpeMessages e = null; String s = e.fyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy; }
    static void longFieldWrite() { NpeMessages e = null; e.fyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy = null; }
    static void longFieldCause() { NpeMessages e = new NpeMessages(); e.fyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy.length(); }
    static void cutTwoByte() { NpeMessages e = null; e.méééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé(); }
    static void cutThreeByte() { NpeMessages e = null; e.m€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€(); }

    // ---- no message ----
    static void explicitNpe() { throw new NullPointerException(); }
    static void explicitWithMessage() { throw new NullPointerException("mine"); }
    static void explicitSubclass() { throw new MyNpe(); }
    static void requireNonNull() { Objects.requireNonNull(null); }
    static void boundMethodRef() { String s = null; Supplier<Integer> f = s::length; }
    static void inLambdaProxy() { Function<String, Integer> f = String::length; f.apply(null); }
    static void nativeArraycopy() { System.arraycopy(null, 0, new int[1], 0, 1); }
    static void nativeVirtual() { String.class.isAssignableFrom(null); }

    public static void main(String[] args) throws Exception {
        NpeMessages me = new NpeMessages();
        run("invoke local", NpeMessages::invokeLocal);
        run("invoke interface", NpeMessages::invokeInterface);
        run("invoke private", NpeMessages::invokePrivate);
        run("invoke with arguments", NpeMessages::invokeArgs);
        run("invoke array clone", NpeMessages::invokeArrayClone);
        run("invoke nested interface", NpeMessages::invokeNested);
        run("invoke inner class", NpeMessages::invokeInner);
        run("getfield", NpeMessages::getfield);
        run("putfield", NpeMessages::putfield);
        run("putfield long", NpeMessages::putfieldLong);
        run("arraylength", NpeMessages::arraylength);
        run("athrow local", NpeMessages::athrowLocal);
        run("athrow null", NpeMessages::athrowNull);
        run("monitorenter", NpeMessages::monitorenter);
        run("iaload", NpeMessages::iaload);
        run("laload", NpeMessages::laload);
        run("faload", NpeMessages::faload);
        run("daload", NpeMessages::daload);
        run("aaload", NpeMessages::aaload);
        run("baload", NpeMessages::baload);
        run("baload boolean", NpeMessages::zaload);
        run("caload", NpeMessages::caload);
        run("saload", NpeMessages::saload);
        run("iastore", NpeMessages::iastore);
        run("lastore", NpeMessages::lastore);
        run("fastore", NpeMessages::fastore);
        run("dastore", NpeMessages::dastore);
        run("aastore", NpeMessages::aastore);
        run("bastore", NpeMessages::bastore);
        run("castore", NpeMessages::castore);
        run("sastore", NpeMessages::sastore);
        run("fused element load", () -> fusedLoad(null, 0));
        run("fused element load in loop", () -> fusedLoop(null));
        run("unboxing", NpeMessages::unbox);
        run("unboxing a map value", NpeMessages::unboxMap);
        run("string switch", NpeMessages::stringSwitch);
        run("for each array", NpeMessages::forEachArray);
        run("for each list", NpeMessages::forEachList);
        run("compound assignment", NpeMessages::compound);
        run("array increment", NpeMessages::increment);
        run("long field increment", NpeMessages::longIncrement);

        run("static field", NpeMessages::staticField);
        run("this field", me::thisField);
        run("this chain", () -> { NpeMessages x = new NpeMessages(); x.next = new NpeMessages(); x.thisChain(); });
        run("local field", NpeMessages::localField);
        run("return value", NpeMessages::returnValue);
        run("return value field", NpeMessages::returnValueField);
        run("return value chain", NpeMessages::returnValueChain);
        run("inner static return", NpeMessages::innerReturn);
        run("instance return", NpeMessages::instReturn);
        run("long signature", NpeMessages::longSignature);
        run("element", NpeMessages::element);
        run("element parameter index", () -> elementParam(1));
        run("element expression index", NpeMessages::elementExpr);
        run("element of element", NpeMessages::elementOfElement);
        run("element byte index", NpeMessages::elementByteIndex);
        run("element 2d", NpeMessages::element2d);
        run("element bipush", NpeMessages::elementBipush);
        run("element sipush", NpeMessages::elementSipush);
        run("element ldc", NpeMessages::elementLdc);
        run("element field index", me::elementThisIndex);
        run("element call index", NpeMessages::elementCallIndex);
        run("element static index", NpeMessages::elementStaticIndex);
        run("element of call", NpeMessages::elementOfCall);
        run("element of static", NpeMessages::elementOfStatic);
        run("element of new", NpeMessages::elementOfNew);
        run("element assignment index", NpeMessages::elementAssignIndex);
        run("element post-increment index", NpeMessages::elementPostIncrement);
        run("store into element", NpeMessages::storeIntoElement);
        run("field of new", NpeMessages::fieldOfNew);
        run("parameter", () -> parameter(null));
        run("parameter stored", () -> parameterStored("a"));
        run("parameters", () -> parameters(1, 2, 3, "", null));
        run("parameter after long", () -> parameterAfterLong(1, 2, null));
        run("parameter iinc", () -> parameterIinc(0, new String[3]));
        run("parameter istore", () -> parameterIstore(0, new String[3]));
        run("instance parameter", () -> me.instanceParameter(null));
        run("cast", NpeMessages::cast);
        run("cast parameter", () -> castParameter(null));
        run("ternary", () -> ternary(true));
        run("ternary same", () -> ternarySame(true));
        run("chained assignment", NpeMessages::chainedAssign);
        run("assignment in expression", NpeMessages::assignInExpr);
        run("in catch", NpeMessages::inCatch);
        run("parameter in catch", () -> parameterInCatch("a"));
        run("parameter in finally", () -> parameterInFinally("a"));
        run("stored later in loop", () -> storedLaterInLoop("a", 3));
        run("stored later in while", () -> storedLaterInWhile("a", 3));
        run("stored in inner loop", () -> storedInInnerLoop("a"));
        run("stored on branch", () -> storedOnBranch("a", 5));
        run("instanceof then use", NpeMessages::instanceofThenUse);
        run("in synchronized", NpeMessages::inSynchronized);
        run("argument of call", NpeMessages::argumentOfCall);
        run("field of element", NpeMessages::fieldOfElement);
        run("non-ASCII local", NpeMessages::nonAscii);
        run("lambda body", NpeMessages::lambdaBody);
        run("lambda captured", NpeMessages::lambdaCaptured);

        run("depth fields", NpeMessages::depthFields);
        run("depth fields 4", NpeMessages::depthFields4);
        run("depth indexes", () -> depthIndexes(new String[1], new int[1], new int[1], new int[1], new int[1], new int[1], new int[1]));
        run("depth dimensions", () -> depthDims(new String[1][1][1][1][1][1]));
        run("depth dimensions 4", () -> depthDims4(new String[1][1][1][1]));
        run("depth field index", () -> depthFieldIndex(new String[2], chain(6)));
        NpeMessages[] ea = { chain(5) };
        run("depth element field", () -> depthElementField(ea));
        run("depth field element", () -> depthFieldElement(chain(6)));
        run("depth static chain", () -> { se = new NpeMessages(); se.next = new NpeMessages(); depthStaticChain(); });

        run("long method name", NpeMessages::longMethodName);
        run("long field read", NpeMessages::longFieldRead);
        run("long field write", NpeMessages::longFieldWrite);
        run("long field cause", NpeMessages::longFieldCause);
        run("name cut in a two-byte character", NpeMessages::cutTwoByte);
        run("name cut in a three-byte character", NpeMessages::cutThreeByte);

        run("explicit", NpeMessages::explicitNpe);
        run("explicit with message", NpeMessages::explicitWithMessage);
        run("explicit subclass", NpeMessages::explicitSubclass);
        run("requireNonNull", NpeMessages::requireNonNull);
        run("bound method reference", NpeMessages::boundMethodRef);
        run("in lambda proxy", NpeMessages::inLambdaProxy);
        run("native arraycopy", NpeMessages::nativeArraycopy);
        run("native virtual", NpeMessages::nativeVirtual);
        System.out.println("reflection: " + NullPointerException.class.newInstance().getMessage());
        System.out.println("constructed: " + new NullPointerException().getMessage());

        // The message is computed from the original frame even after the trace is refilled.
        try {
            invokeLocal();
        } catch (NullPointerException e) {
            e.fillInStackTrace();
            System.out.println("refilled: " + e.getMessage());
            System.out.println("again: " + e.getMessage());
            System.out.println("toString: " + e);
        }
        try {
            NpeMessages e = null;
            e.idx = 3;
        } catch (NullPointerException e) {
            e.printStackTrace(System.out);
        }
    }
}
