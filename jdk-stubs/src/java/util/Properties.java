package java.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Like the JDK's (9+) Properties: a Hashtable whose entries live in an internal ConcurrentHashMap,
 * so iteration order and toString match the JDK's.
 */
public class Properties extends Hashtable<Object, Object> {
    private static final long serialVersionUID = 4112578634029874840L;

    protected volatile Properties defaults;
    private transient volatile ConcurrentHashMap<Object, Object> map;

    public Properties() {
        this(null, 8);
    }

    public Properties(int initialCapacity) {
        this(null, initialCapacity);
    }

    public Properties(Properties defaults) {
        this(defaults, 8);
    }

    private Properties(Properties defaults, int initialCapacity) {
        super(1);
        this.map = new ConcurrentHashMap<Object, Object>(initialCapacity);
        this.defaults = defaults;
    }

    public synchronized Object setProperty(String key, String value) {
        return put(key, value);
    }

    public synchronized void load(Reader reader) throws IOException {
        Objects.requireNonNull(reader, "reader parameter is null");
        StringBuilder sb = new StringBuilder();
        char[] buf = new char[1024];
        int n;
        while ((n = reader.read(buf, 0, buf.length)) > 0) {
            sb.append(buf, 0, n);
        }
        load0(sb.toString());
    }

    public synchronized void load(InputStream inStream) throws IOException {
        Objects.requireNonNull(inStream, "inStream parameter is null");
        StringBuilder sb = new StringBuilder();
        byte[] buf = new byte[1024];
        int n;
        while ((n = inStream.read(buf, 0, buf.length)) > 0) {
            for (int i = 0; i < n; i++) {
                sb.append((char) (buf[i] & 0xFF));
            }
        }
        load0(sb.toString());
    }

    private static int skipWhite(String s, int i) {
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c != ' ' && c != '\t' && c != '\f') {
                break;
            }
            i++;
        }
        return i;
    }

    private static boolean endsWithOddBackslashes(CharSequence s) {
        int n = 0;
        for (int i = s.length() - 1; i >= 0 && s.charAt(i) == '\\'; i--) {
            n++;
        }
        return (n & 1) == 1;
    }

    private void load0(String s) {
        ArrayList<String> lines = new ArrayList<String>();
        int len = s.length();
        int start = 0;
        for (int i = 0; i < len; i++) {
            char c = s.charAt(i);
            if (c == '\n' || c == '\r') {
                lines.add(s.substring(start, i));
                if (c == '\r' && i + 1 < len && s.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < len) {
            lines.add(s.substring(start));
        }
        int idx = 0;
        while (idx < lines.size()) {
            String first = lines.get(idx++);
            int p0 = skipWhite(first, 0);
            if (p0 >= first.length()) {
                continue;
            }
            char c0 = first.charAt(p0);
            if (c0 == '#' || c0 == '!') {
                continue;
            }
            StringBuilder line = new StringBuilder(first.substring(p0));
            while (endsWithOddBackslashes(line)) {
                line.setLength(line.length() - 1);
                if (idx >= lines.size()) {
                    break;
                }
                String next = lines.get(idx++);
                line.append(next.substring(skipWhite(next, 0)));
            }
            String l = line.toString();
            int limit = l.length();
            int keyLen = 0;
            int valueStart = limit;
            boolean hasSep = false;
            boolean backslash = false;
            while (keyLen < limit) {
                char c = l.charAt(keyLen);
                if ((c == '=' || c == ':') && !backslash) {
                    valueStart = keyLen + 1;
                    hasSep = true;
                    break;
                } else if ((c == ' ' || c == '\t' || c == '\f') && !backslash) {
                    valueStart = keyLen + 1;
                    break;
                }
                if (c == '\\') {
                    backslash = !backslash;
                } else {
                    backslash = false;
                }
                keyLen++;
            }
            while (valueStart < limit) {
                char c = l.charAt(valueStart);
                if (c != ' ' && c != '\t' && c != '\f') {
                    if (!hasSep && (c == '=' || c == ':')) {
                        hasSep = true;
                    } else {
                        break;
                    }
                }
                valueStart++;
            }
            String key = unescape(l, 0, keyLen);
            String value = unescape(l, valueStart, limit);
            put(key, value);
        }
    }

    private static String unescape(String in, int off, int end) {
        StringBuilder out = new StringBuilder(end - off);
        while (off < end) {
            char c = in.charAt(off++);
            if (c == '\\') {
                if (off >= end) {
                    break;
                }
                c = in.charAt(off++);
                if (c == 'u') {
                    int value = 0;
                    for (int i = 0; i < 4; i++) {
                        if (off >= end) {
                            throw new IllegalArgumentException("Malformed \\uxxxx encoding.");
                        }
                        c = in.charAt(off++);
                        int d = Character.digit(c, 16);
                        if (d < 0) {
                            throw new IllegalArgumentException("Malformed \\uxxxx encoding.");
                        }
                        value = (value << 4) + d;
                    }
                    out.append((char) value);
                } else {
                    if (c == 't') {
                        c = '\t';
                    } else if (c == 'r') {
                        c = '\r';
                    } else if (c == 'n') {
                        c = '\n';
                    } else if (c == 'f') {
                        c = '\f';
                    }
                    out.append(c);
                }
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static String saveConvert(String theString, boolean escapeSpace, boolean escUnicode) {
        int len = theString.length();
        StringBuilder outBuffer = new StringBuilder(len * 2);
        for (int x = 0; x < len; x++) {
            char aChar = theString.charAt(x);
            if ((aChar > 61) && (aChar < 127)) {
                if (aChar == '\\') {
                    outBuffer.append('\\');
                    outBuffer.append('\\');
                    continue;
                }
                outBuffer.append(aChar);
                continue;
            }
            switch (aChar) {
                case ' ':
                    if (x == 0 || escapeSpace) {
                        outBuffer.append('\\');
                    }
                    outBuffer.append(' ');
                    break;
                case '\t':
                    outBuffer.append('\\');
                    outBuffer.append('t');
                    break;
                case '\n':
                    outBuffer.append('\\');
                    outBuffer.append('n');
                    break;
                case '\r':
                    outBuffer.append('\\');
                    outBuffer.append('r');
                    break;
                case '\f':
                    outBuffer.append('\\');
                    outBuffer.append('f');
                    break;
                case '=':
                case ':':
                case '#':
                case '!':
                    outBuffer.append('\\');
                    outBuffer.append(aChar);
                    break;
                default:
                    if (((aChar < 0x0020) || (aChar > 0x007e)) & escUnicode) {
                        outBuffer.append('\\');
                        outBuffer.append('u');
                        outBuffer.append(HEX[(aChar >> 12) & 0xF]);
                        outBuffer.append(HEX[(aChar >> 8) & 0xF]);
                        outBuffer.append(HEX[(aChar >> 4) & 0xF]);
                        outBuffer.append(HEX[aChar & 0xF]);
                    } else {
                        outBuffer.append(aChar);
                    }
            }
        }
        return outBuffer.toString();
    }

    private static final char[] HEX = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'};

    private static String comments(String comments, boolean escUnicode) {
        StringBuilder sb = new StringBuilder();
        ArrayList<String> lines = new ArrayList<String>();
        int start = 0;
        for (int i = 0; i < comments.length(); i++) {
            char c = comments.charAt(i);
            if (c == '\r' || c == '\n') {
                lines.add(comments.substring(start, i));
                if (c == '\r' && i + 1 < comments.length() && comments.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        lines.add(comments.substring(start));
        for (String line : lines) {
            sb.append('#');
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c > '\u00ff' && escUnicode) {
                    sb.append("\\u").append(HEX[(c >> 12) & 0xF]).append(HEX[(c >> 8) & 0xF])
                        .append(HEX[(c >> 4) & 0xF]).append(HEX[c & 0xF]);
                } else {
                    sb.append(c);
                }
            }
            sb.append(System.lineSeparator());
        }
        return sb.toString();
    }

    private String storeText(String comments, boolean escUnicode) {
        StringBuilder sb = new StringBuilder();
        if (comments != null) {
            sb.append(comments(comments, escUnicode));
        }
        sb.append('#').append(new Date().toString()).append(System.lineSeparator());
        for (Map.Entry<Object, Object> e : entrySet()) {
            String key = (String) e.getKey();
            String val = (String) e.getValue();
            sb.append(saveConvert(key, true, escUnicode)).append('=')
                .append(saveConvert(val, false, escUnicode)).append(System.lineSeparator());
        }
        return sb.toString();
    }

    public void store(Writer writer, String comments) throws IOException {
        writer.write(storeText(comments, false));
        writer.flush();
    }

    public void store(OutputStream out, String comments) throws IOException {
        String text = storeText(comments, true);
        byte[] b = new byte[text.length()];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) text.charAt(i);
        }
        out.write(b, 0, b.length);
        out.flush();
    }

    @Deprecated
    public void save(OutputStream out, String comments) {
        try {
            store(out, comments);
        } catch (IOException e) {
            // ignored, as documented
        }
    }

    public String getProperty(String key) {
        Object oval = map.get(key);
        String sval = (oval instanceof String) ? (String) oval : null;
        Properties defaults;
        return ((sval == null) && ((defaults = this.defaults) != null)) ? defaults.getProperty(key) : sval;
    }

    public String getProperty(String key, String defaultValue) {
        String val = getProperty(key);
        return (val == null) ? defaultValue : val;
    }

    public Enumeration<?> propertyNames() {
        Hashtable<String, Object> h = new Hashtable<String, Object>();
        enumerate(h);
        return h.keys();
    }

    public Set<String> stringPropertyNames() {
        Map<String, String> h = new HashMap<String, String>();
        enumerateStringProperties(h);
        return Collections.unmodifiableSet(h.keySet());
    }

    public void list(PrintStream out) {
        out.println("-- listing properties --");
        Map<String, Object> h = new HashMap<String, Object>();
        enumerate(h);
        for (Map.Entry<String, Object> e : h.entrySet()) {
            String key = e.getKey();
            String val = (String) e.getValue();
            if (val.length() > 40) {
                val = val.substring(0, 37) + "...";
            }
            out.println(key + "=" + val);
        }
    }

    public void list(PrintWriter out) {
        out.println("-- listing properties --");
        Map<String, Object> h = new HashMap<String, Object>();
        enumerate(h);
        for (Map.Entry<String, Object> e : h.entrySet()) {
            String key = e.getKey();
            String val = (String) e.getValue();
            if (val.length() > 40) {
                val = val.substring(0, 37) + "...";
            }
            out.println(key + "=" + val);
        }
    }

    private void enumerate(Map<String, Object> h) {
        if (defaults != null) {
            defaults.enumerate(h);
        }
        for (Map.Entry<Object, Object> e : entrySet()) {
            String key = (String) e.getKey();
            h.put(key, e.getValue());
        }
    }

    private void enumerateStringProperties(Map<String, String> h) {
        if (defaults != null) {
            defaults.enumerateStringProperties(h);
        }
        for (Map.Entry<Object, Object> e : entrySet()) {
            Object k = e.getKey();
            Object v = e.getValue();
            if (k instanceof String && v instanceof String) {
                h.put((String) k, (String) v);
            }
        }
    }

    // ---- Hashtable methods, delegated to the internal map ----

    public int size() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    public Enumeration<Object> keys() {
        return Collections.enumeration(map.keySet());
    }

    public Enumeration<Object> elements() {
        return Collections.enumeration(map.values());
    }

    public boolean contains(Object value) {
        return map.contains(value);
    }

    public boolean containsValue(Object value) {
        return map.containsValue(value);
    }

    public boolean containsKey(Object key) {
        return map.containsKey(key);
    }

    public Object get(Object key) {
        return map.get(key);
    }

    public synchronized Object put(Object key, Object value) {
        return map.put(key, value);
    }

    public synchronized Object remove(Object key) {
        return map.remove(key);
    }

    public synchronized void putAll(Map<?, ?> t) {
        map.putAll(t);
    }

    public synchronized void clear() {
        map.clear();
    }

    public synchronized String toString() {
        return map.toString();
    }

    public Set<Object> keySet() {
        return Collections.synchronizedSet(map.keySet(), this);
    }

    public Collection<Object> values() {
        return Collections.synchronizedCollection(map.values(), this);
    }

    public Set<Map.Entry<Object, Object>> entrySet() {
        return Collections.synchronizedSet(map.entrySet(), this);
    }

    public synchronized boolean equals(Object o) {
        return map.equals(o);
    }

    public synchronized int hashCode() {
        return map.hashCode();
    }

    public Object getOrDefault(Object key, Object defaultValue) {
        return map.getOrDefault(key, defaultValue);
    }

    public synchronized void forEach(BiConsumer<? super Object, ? super Object> action) {
        map.forEach(action);
    }

    public synchronized void replaceAll(BiFunction<? super Object, ? super Object, ?> function) {
        map.replaceAll(function);
    }

    public synchronized Object putIfAbsent(Object key, Object value) {
        return map.putIfAbsent(key, value);
    }

    public synchronized boolean remove(Object key, Object value) {
        return map.remove(key, value);
    }

    public synchronized boolean replace(Object key, Object oldValue, Object newValue) {
        return map.replace(key, oldValue, newValue);
    }

    public synchronized Object replace(Object key, Object value) {
        return map.replace(key, value);
    }

    public synchronized Object computeIfAbsent(Object key, Function<? super Object, ?> mappingFunction) {
        return map.computeIfAbsent(key, mappingFunction);
    }

    public synchronized Object computeIfPresent(Object key,
            BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.computeIfPresent(key, remappingFunction);
    }

    public synchronized Object compute(Object key, BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.compute(key, remappingFunction);
    }

    public synchronized Object merge(Object key, Object value,
            BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.merge(key, value, remappingFunction);
    }

    protected void rehash() {
    }

    public synchronized Object clone() {
        Properties clone = (Properties) cloneHashtable();
        clone.map = new ConcurrentHashMap<Object, Object>(map);
        return clone;
    }

    private Object cloneHashtable() {
        return super.clone();
    }
}
