// A JSON-like value model (maps, lists, strings with escapes, numbers, booleans, null), a recursive
// pretty printer with indentation, a recursive-descent parser for the printed text (round trip),
// and structural queries.
import java.util.*;

public class JsonPrinter {
    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
            }
        }
        return sb.append('"').toString();
    }
    static void print(Object v, int indent, StringBuilder out) {
        String pad = indent == 0 ? "" : String.format("%" + (indent * 2) + "s", "");
        if (v instanceof Map) {
            Map<?, ?> m = (Map<?, ?>) v;
            if (m.isEmpty()) { out.append("{}"); return; }
            out.append("{\n");
            int i = 0;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                out.append(pad).append("  ").append(quote(String.valueOf(e.getKey()))).append(": ");
                print(e.getValue(), indent + 1, out);
                out.append(++i < m.size() ? ",\n" : "\n");
            }
            out.append(pad).append('}');
        } else if (v instanceof List) {
            List<?> l = (List<?>) v;
            if (l.isEmpty()) { out.append("[]"); return; }
            out.append("[\n");
            for (int i = 0; i < l.size(); i++) {
                out.append(pad).append("  ");
                print(l.get(i), indent + 1, out);
                out.append(i + 1 < l.size() ? ",\n" : "\n");
            }
            out.append(pad).append(']');
        } else if (v instanceof String) out.append(quote((String) v));
        else out.append(String.valueOf(v));
    }
    static final class Parser {
        final String s; int i;
        Parser(String s) { this.s = s; }
        void ws() { while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++; }
        Object value() {
            ws();
            char c = s.charAt(i);
            if (c == '{') {
                i++; Map<String, Object> m = new LinkedHashMap<String, Object>(); ws();
                if (s.charAt(i) == '}') { i++; return m; }
                while (true) { ws(); String k = str(); ws(); i++; m.put(k, value()); ws(); if (s.charAt(i++) == '}') return m; }
            }
            if (c == '[') {
                i++; List<Object> l = new ArrayList<Object>(); ws();
                if (s.charAt(i) == ']') { i++; return l; }
                while (true) { l.add(value()); ws(); if (s.charAt(i++) == ']') return l; }
            }
            if (c == '"') return str();
            if (s.startsWith("true", i)) { i += 4; return Boolean.TRUE; }
            if (s.startsWith("false", i)) { i += 5; return Boolean.FALSE; }
            if (s.startsWith("null", i)) { i += 4; return null; }
            int st = i;
            while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) i++;
            String num = s.substring(st, i);
            if (num.contains(".") || num.contains("e") || num.contains("E")) return Double.parseDouble(num);
            return Long.parseLong(num);
        }
        String str() {
            StringBuilder sb = new StringBuilder();
            i++;
            while (true) {
                char c = s.charAt(i++);
                if (c == '"') return sb.toString();
                if (c == '\\') {
                    char e = s.charAt(i++);
                    if (e == 'n') sb.append('\n'); else if (e == 't') sb.append('\t');
                    else if (e == 'u') { sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; }
                    else sb.append(e);
                } else sb.append(c);
            }
        }
    }
    static int depth(Object v) {
        int d = 0;
        if (v instanceof Map) for (Object x : ((Map<?, ?>) v).values()) d = Math.max(d, depth(x));
        else if (v instanceof List) for (Object x : (List<?>) v) d = Math.max(d, depth(x));
        else return 0;
        return d + 1;
    }
    public static void main(String[] args) {
        Map<String, Object> root = new LinkedHashMap<String, Object>();
        root.put("name", "rjvm \"test\"\tsuite");
        root.put("version", 17L);
        root.put("ratio", 0.125);
        root.put("enabled", true);
        root.put("nothing", null);
        root.put("unicode", "caf\u00e9 \u2603");
        List<Object> list = new ArrayList<Object>();
        for (int i = 0; i < 4; i++) {
            Map<String, Object> item = new TreeMap<String, Object>();
            item.put("id", (long) i);
            item.put("square", (long) i * i);
            item.put("tags", i % 2 == 0 ? Arrays.<Object>asList("even", "x" + i) : new ArrayList<Object>());
            list.add(item);
        }
        root.put("items", list);
        root.put("empty", new LinkedHashMap<String, Object>());
        List<Object> nested = new ArrayList<Object>();
        List<Object> cur = nested;
        for (int i = 0; i < 5; i++) { List<Object> n = new ArrayList<Object>(); n.add((long) i); cur.add(n); cur = n; }
        root.put("nested", nested);
        StringBuilder out = new StringBuilder();
        print(root, 0, out);
        String text = out.toString();
        System.out.println(text);
        Object back = new Parser(text).value();
        StringBuilder out2 = new StringBuilder();
        print(back, 0, out2);
        System.out.println("round trip equal: " + text.equals(out2.toString()) + " depth=" + depth(back) + " length=" + text.length() + " hash=" + text.hashCode());
        System.out.println("parsed equals original: " + back.equals(root));
    }
}
