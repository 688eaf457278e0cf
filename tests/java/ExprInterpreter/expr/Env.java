package expr;

import java.util.TreeMap;

public class Env {
    private final TreeMap<String, Long> vars = new TreeMap<String, Long>();
    public long get(String name) {
        Long v = vars.get(name);
        if (v == null) throw new EvalException("undefined variable " + name);
        return v;
    }
    public void set(String name, long v) { vars.put(name, v); }
    @Override public String toString() { return vars.toString(); }
}
