#!/usr/bin/env python3
"""Generator of hand-made bad class files for the differential suite.

Each bad class file starts as a good one, compiled with `javac --release 8 -g:none` from a tiny
source, and then gets one or more named corruptions. The results are committed under
`tests/java/<Program>/classes/`; the differential harness copies that folder verbatim into the
compiled program, next to the classes javac produced. The tests never run this script.

Usage:
    tests/tools/badclass.py gen            regenerate every file listed in CASES
    tests/tools/badclass.py check          exit 1 if a committed file differs from what gen would write
    tests/tools/badclass.py list           list the cases
    tests/tools/badclass.py corrupt IN.class OUT.class SPEC...
                                           apply corruption specs to one class file
    tests/tools/badclass.py dump IN.class  print the constant pool and members (for debugging)

Corruption specs (`NAME:ARG:ARG...`):
    bad-magic                     magic 0xCAFEBABE -> 0xCAFEBABF
    truncate:N                    keep only the first N bytes (negative N: drop -N bytes at the end;
                                  `half`: keep the first half)
    extra-bytes                   append 4 zero bytes after the last attribute
    major:N                       set the major version
    cp-bad-tag                    the last constant-pool entry gets the unknown tag 99
    methodref-class-oob           the first Methodref's class_index points past the constant pool
    this-class-oob                this_class points past the constant pool
    class-to-integer:NAME         the Class entry naming NAME has its name_index pointing to an Integer
    method-name-hex:M:HEX         method M gets a fresh name with raw bytes HEX (bad modified UTF-8)
    field-name:F:NEW              field F gets the name NEW
    method-name:M:NEW             method M gets the name NEW
    field-desc:F:NEW              field F gets the descriptor NEW
    method-desc:M:NEW             method M gets the descriptor NEW
    code-empty:M                  method M's Code has code_length 0
    max-locals:M:N                method M's Code has max_locals N
    max-stack:M:N                 method M's Code has max_stack N
    patch-code:M:PC:OLD:NEW       overwrite M's bytecode at PC; the old bytes must be OLD (hex)
    drop-stackmap:M               remove M's StackMapTable attribute
    set-code:M:HEX                replace M's code by HEX (dropping its exception table and attributes);
                                  `{ref=NAME}` in HEX stands for the Methodref of this class's method NAME,
                                  `{mref=OWNER.NAME:DESC}` for a Methodref (added if missing), `{rep=N:HEX}`
                                  for N copies of HEX
    add-handlers:M:N              append N copies of M's first exception-table entry
    smt-patch:M:OFF:OLD:NEW       overwrite bytes of M's StackMapTable body at OFF; the old bytes must be OLD (hex)
    access-flags:HEX              set the class access flags
    set-super:NAME                the superclass becomes NAME
    set-interface:I:NAME          interface number I becomes NAME
    set-this:NAME                 this_class becomes NAME
    drop-method:M                 remove method M
    drop-field:F                  remove field F
    toggle-static-field:F         flip ACC_STATIC of field F
    method-access:M:HEX           set the access flags of method M
    field-access:F:HEX            set the access flags of field F
    method-abstract:M             method M becomes abstract (ACC_ABSTRACT, no Code attribute)
    drop-interface:NAME           the class no longer implements interface NAME
    minor:N                       set the minor version
    class-tag:NAME:TAG            the Class constant naming NAME gets tag TAG (its 2-byte body stays)
    utf8-replace:OLD:NEW          the Utf8 constant OLD becomes NEW
    bsm-ref:N                     the first bootstrap method's method_ref becomes constant N
    exc-entry:M:START:END:HANDLER method M's first exception-table entry gets these pcs
    add-attr:WHERE:ATTR:HEX       add an attribute ATTR with body HEX to WHERE (`class`, `field=F` or
                                  `method=M`); `{utf8=TEXT}` in HEX stands for the index of the Utf8
                                  TEXT, `{class=NAME}` for the index of the Class NAME (added if missing)
    dup-attr:WHERE:ATTR           repeat WHERE's attribute ATTR

A case's sources are compiled with `javac --release 8`, or with the release its optional sixth
element names (None: plain javac, the running JDK's class files with invokedynamic).
"""

import os
import shutil
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
JAVA_DIR = os.path.join(ROOT, "tests", "java")

# ---------------------------------------------------------------------------
# A minimal class-file model: enough to edit the constant pool, members and Code attributes
# ---------------------------------------------------------------------------

FIXED_SIZES = {3: 4, 4: 4, 5: 8, 6: 8, 7: 2, 8: 2, 9: 4, 10: 4, 11: 4, 12: 4, 15: 3, 16: 2, 17: 4, 18: 4, 19: 2, 20: 2}


class Reader:
    def __init__(self, data):
        self.data = data
        self.pos = 0

    def take(self, n):
        if self.pos + n > len(self.data):
            raise ValueError("truncated class file at %d" % self.pos)
        b = self.data[self.pos:self.pos + n]
        self.pos += n
        return b

    def u1(self):
        return self.take(1)[0]

    def u2(self):
        return struct.unpack(">H", self.take(2))[0]

    def u4(self):
        return struct.unpack(">I", self.take(4))[0]


def read_attrs(r):
    return [(r.u2(), r.take(r.u4())) for _ in range(r.u2())]


def write_attrs(attrs):
    out = struct.pack(">H", len(attrs))
    for name_idx, body in attrs:
        out += struct.pack(">HI", name_idx, len(body)) + body
    return out


class Member:
    def __init__(self, access, name, desc, attrs):
        self.access, self.name, self.desc, self.attrs = access, name, desc, attrs


class Code:
    def __init__(self, body):
        r = Reader(body)
        self.max_stack, self.max_locals = r.u2(), r.u2()
        self.code = bytearray(r.take(r.u4()))
        self.exc = r.take(8 * r.u2())
        self.attrs = read_attrs(r)

    def to_bytes(self):
        return (struct.pack(">HHI", self.max_stack, self.max_locals, len(self.code)) + bytes(self.code)
                + struct.pack(">H", len(self.exc) // 8) + self.exc + write_attrs(self.attrs))


class ClassFile:
    def __init__(self, data):
        r = Reader(data)
        self.magic, self.minor, self.major = r.u4(), r.u2(), r.u2()
        count = r.u2()
        self.cp = [None]  # entries are [tag, payload]; None for index 0 and the slot after Long/Double
        while len(self.cp) < count:
            tag = r.u1()
            if tag == 1:
                payload = r.take(r.u2())
            elif tag in FIXED_SIZES:
                payload = r.take(FIXED_SIZES[tag])
            else:
                raise ValueError("unknown constant tag %d" % tag)
            self.cp.append([tag, payload])
            if tag in (5, 6):
                self.cp.append(None)
        self.access, self.this_class, self.super_class = r.u2(), r.u2(), r.u2()
        self.interfaces = [r.u2() for _ in range(r.u2())]
        self.fields = [Member(r.u2(), r.u2(), r.u2(), read_attrs(r)) for _ in range(r.u2())]
        self.methods = [Member(r.u2(), r.u2(), r.u2(), read_attrs(r)) for _ in range(r.u2())]
        self.attrs = read_attrs(r)
        if r.pos != len(data):
            raise ValueError("extra bytes at the end")
        self.bad_tag_index = None

    def to_bytes(self):
        out = struct.pack(">IHHH", self.magic, self.minor, self.major, len(self.cp))
        for i, e in enumerate(self.cp):
            if e is None:
                continue
            tag, payload = e
            out += bytes([99 if i == self.bad_tag_index else tag])
            if tag == 1:
                out += struct.pack(">H", len(payload))
            out += payload
        out += struct.pack(">HHHH", self.access, self.this_class, self.super_class, len(self.interfaces))
        for i in self.interfaces:
            out += struct.pack(">H", i)
        for members in (self.fields, self.methods):
            out += struct.pack(">H", len(members))
            for m in members:
                out += struct.pack(">HHH", m.access, m.name, m.desc) + write_attrs(m.attrs)
        return out + write_attrs(self.attrs)

    # --- constant pool helpers ---
    def utf8(self, i):
        e = self.cp[i]
        assert e and e[0] == 1, "entry %d is not Utf8" % i
        return e[1]

    def add(self, tag, payload):
        self.cp.append([tag, payload])
        return len(self.cp) - 1

    def add_utf8(self, b):
        if isinstance(b, str):
            b = b.encode()
        for i, e in enumerate(self.cp):
            if e and e[0] == 1 and e[1] == b:
                return i
        return self.add(1, b)

    def add_class(self, name):
        u = self.add_utf8(name)
        for i, e in enumerate(self.cp):
            if e and e[0] == 7 and struct.unpack(">H", e[1])[0] == u:
                return i
        return self.add(7, struct.pack(">H", u))

    def add_entry(self, tag, payload):
        for i, e in enumerate(self.cp):
            if e and e[0] == tag and e[1] == payload:
                return i
        return self.add(tag, payload)

    def add_methodref(self, owner, name, desc):
        nat = self.add_entry(12, struct.pack(">HH", self.add_utf8(name), self.add_utf8(desc)))
        return self.add_entry(10, struct.pack(">HH", self.add_class(owner), nat))

    def class_name(self, i):
        return self.utf8(struct.unpack(">H", self.cp[i][1])[0]).decode()

    def member(self, members, name):
        found = [m for m in members if self.utf8(m.name) == name.encode()]
        if len(found) != 1:
            raise ValueError("expected exactly one member named %s, found %d" % (name, len(found)))
        return found[0]

    def method(self, name):
        return self.member(self.methods, name)

    def field(self, name):
        return self.member(self.fields, name)

    def code_of(self, name):
        m = self.method(name)
        for k, (n, body) in enumerate(m.attrs):
            if self.utf8(n) == b"Code":
                return m, k, Code(body)
        raise ValueError("method %s has no Code" % name)

    def set_code(self, name, code):
        m, k, _ = self.code_of(name)
        m.attrs[k] = (m.attrs[k][0], code.to_bytes())


# ---------------------------------------------------------------------------
# Corruptions
# ---------------------------------------------------------------------------

def apply_raw(data, name, args):
    if name == "bad-magic":
        return b"\xca\xfe\xba\xbf" + data[4:]
    if name == "truncate":
        n = len(data) // 2 if args[0] == "half" else int(args[0])
        assert 0 < abs(n) < len(data)
        return data[:n]
    if name == "extra-bytes":
        return data + b"\0\0\0\0"
    if name == "major":
        return data[:6] + struct.pack(">H", int(args[0])) + data[8:]
    if name == "minor":
        return data[:4] + struct.pack(">H", int(args[0])) + data[6:]
    return None


def edit_code(cf, method, fn):
    _, _, code = cf.code_of(method)
    fn(code)
    cf.set_code(method, code)


def apply_model(cf, name, args):
    if name == "cp-bad-tag":
        cf.bad_tag_index = max(i for i, e in enumerate(cf.cp) if e is not None)
    elif name == "methodref-class-oob":
        i = next(i for i, e in enumerate(cf.cp) if e and e[0] == 10)
        cf.cp[i][1] = struct.pack(">H", len(cf.cp) + 10) + cf.cp[i][1][2:]
    elif name == "this-class-oob":
        cf.this_class = len(cf.cp) + 10
    elif name == "class-to-integer":
        k = cf.add(3, struct.pack(">i", 12345))
        i = next(i for i, e in enumerate(cf.cp) if e and e[0] == 7 and cf.class_name(i) == args[0])
        cf.cp[i][1] = struct.pack(">H", k)
    elif name == "method-name-hex":
        cf.method(args[0]).name = cf.add(1, bytes.fromhex(args[1]))
    elif name == "field-name":
        cf.field(args[0]).name = cf.add_utf8(args[1])
    elif name == "method-name":
        cf.method(args[0]).name = cf.add_utf8(args[1])
    elif name == "field-desc":
        cf.field(args[0]).desc = cf.add_utf8(args[1])
    elif name == "method-desc":
        cf.method(args[0]).desc = cf.add_utf8(args[1])
    elif name == "code-empty":
        def f(c):
            c.code = bytearray()
            c.exc = b""
            c.attrs = []
        edit_code(cf, args[0], f)
    elif name == "max-locals":
        edit_code(cf, args[0], lambda c: setattr(c, "max_locals", int(args[1])))
    elif name == "max-stack":
        edit_code(cf, args[0], lambda c: setattr(c, "max_stack", int(args[1])))
    elif name == "patch-code":
        pc, old, new = int(args[1]), bytes.fromhex(args[2]), bytes.fromhex(args[3])

        def f(c):
            if bytes(c.code[pc:pc + len(old)]) != old:
                raise ValueError("code of %s at %d is %s, expected %s" % (args[0], pc, c.code[pc:pc + len(old)].hex(), old.hex()))
            c.code[pc:pc + len(new)] = new
        edit_code(cf, args[0], f)
    elif name == "drop-stackmap":
        edit_code(cf, args[0], lambda c: setattr(c, "attrs", [a for a in c.attrs if cf.utf8(a[0]) != b"StackMapTable"]))
    elif name == "set-code":
        hexcode = ":".join(args[1:])  # placeholders may contain colons
        while "{ref=" in hexcode:
            a = hexcode.index("{ref=")
            b = hexcode.index("}", a)
            target = hexcode[a + 5:b].encode()
            idx = None
            for i, e in enumerate(cf.cp):
                if e and e[0] == 10:
                    ci, nti = struct.unpack(">HH", e[1])
                    if ci == cf.this_class and cf.utf8(struct.unpack(">HH", cf.cp[nti][1])[0]) == target:
                        idx = i
            assert idx is not None, "no Methodref to " + target.decode()
            hexcode = hexcode[:a] + "%04x" % idx + hexcode[b + 1:]
        while "{mref=" in hexcode:
            a = hexcode.index("{mref=")
            b = hexcode.index("}", a)
            owner_name, desc = hexcode[a + 6:b].split(":")
            owner, name = owner_name.rsplit(".", 1)
            hexcode = hexcode[:a] + "%04x" % cf.add_methodref(owner, name, desc) + hexcode[b + 1:]
        while "{rep=" in hexcode:
            a = hexcode.index("{rep=")
            b = hexcode.index("}", a)
            n, unit = hexcode[a + 5:b].split(":")
            hexcode = hexcode[:a] + unit * int(n) + hexcode[b + 1:]

        def f(c):
            c.code = bytearray(bytes.fromhex(hexcode))
            c.exc = b""
            c.attrs = []
        edit_code(cf, args[0], f)
    elif name == "add-handlers":
        edit_code(cf, args[0], lambda c: setattr(c, "exc", c.exc + c.exc[:8] * int(args[1])))
    elif name == "smt-patch":
        off, old, new = int(args[1]), bytes.fromhex(args[2]), bytes.fromhex(args[3])

        def f(c):
            for k, (n, body) in enumerate(c.attrs):
                if cf.utf8(n) == b"StackMapTable":
                    if body[off:off + len(old)] != old:
                        raise ValueError("StackMapTable of %s at %d is %s, expected %s" % (args[0], off, body[off:off + len(old)].hex(), old.hex()))
                    c.attrs[k] = (n, body[:off] + new + body[off + len(new):])
                    return
            raise ValueError("method %s has no StackMapTable" % args[0])
        edit_code(cf, args[0], f)
    elif name == "access-flags":
        cf.access = int(args[0], 16)
    elif name == "set-super":
        cf.super_class = cf.add_class(args[0])
    elif name == "set-interface":
        cf.interfaces[int(args[0])] = cf.add_class(args[1])
    elif name == "set-this":
        cf.this_class = cf.add_class(args[0])
    elif name == "drop-method":
        cf.methods.remove(cf.method(args[0]))
    elif name == "drop-field":
        cf.fields.remove(cf.field(args[0]))
    elif name == "toggle-static-field":
        cf.field(args[0]).access ^= 0x0008
    elif name == "field-access":
        cf.field(args[0]).access = int(args[1], 16)
    elif name == "method-access":
        cf.method(args[0]).access = int(args[1], 16)
    elif name == "method-abstract":
        m = cf.method(args[0])
        m.access = (m.access | 0x0400) & ~0x0020
        m.attrs = [a for a in m.attrs if cf.utf8(a[0]) != b"Code"]
    elif name == "drop-interface":
        cf.interfaces = [i for i in cf.interfaces if cf.class_name(i) != args[0]]
    elif name == "class-tag":
        i = next(i for i, e in enumerate(cf.cp) if e and e[0] == 7 and cf.class_name(i) == args[0])
        cf.cp[i][0] = int(args[1])
    elif name == "utf8-replace":
        i = next(i for i, e in enumerate(cf.cp) if e and e[0] == 1 and e[1] == args[0].encode())
        cf.cp[i][1] = args[1].encode()
    elif name == "exc-entry":
        pcs = struct.pack(">HHH", int(args[1]), int(args[2]), int(args[3]))
        edit_code(cf, args[0], lambda c: setattr(c, "exc", pcs + c.exc[6:]))
    elif name == "bsm-ref":
        k = next(k for k, (n, _) in enumerate(cf.attrs) if cf.utf8(n) == b"BootstrapMethods")
        n, body = cf.attrs[k]
        cf.attrs[k] = (n, body[:2] + struct.pack(">H", int(args[0])) + body[4:])
    elif name == "add-attr":
        hexbody = ":".join(args[2:])
        for key, add in (("{utf8=", cf.add_utf8), ("{class=", cf.add_class)):
            while key in hexbody:
                a = hexbody.index(key)
                b = hexbody.index("}", a)
                hexbody = hexbody[:a] + "%04x" % add(hexbody[a + len(key):b]) + hexbody[b + 1:]
        attrs_of(cf, args[0]).append((cf.add_utf8(args[1]), bytes.fromhex(hexbody)))
    elif name == "dup-attr":
        attrs = attrs_of(cf, args[0])
        attrs.append(next(a for a in attrs if cf.utf8(a[0]) == args[1].encode()))
    else:
        raise ValueError("unknown corruption " + name)


def attrs_of(cf, where):
    """The attribute list of `class`, `field=F` or `method=M`."""
    if where == "class":
        return cf.attrs
    kind, member = where.split("=")
    return (cf.field(member) if kind == "field" else cf.method(member)).attrs


def corrupt(data, specs):
    """Applies the specs in order. Raw byte edits (truncation, magic, version, extra bytes) work on
    the serialised bytes, so a model edit after them would need a parsable file again."""
    cf = None
    for spec in specs:
        name, *args = spec.split(":")
        if name in RAW:
            data = apply_raw(cf.to_bytes() if cf is not None else data, name, args)
            cf = None
        else:
            if cf is None:
                cf = ClassFile(data)
            apply_model(cf, name, args)
    return cf.to_bytes() if cf is not None else data


RAW = {"bad-magic", "truncate", "extra-bytes", "major", "minor"}

# ---------------------------------------------------------------------------
# The cases
# ---------------------------------------------------------------------------

# A tiny class with a static field, a Methodref (twice -> m) and a branch.
def tiny(name, extra=""):
    return {name + ".java": """public class %s {
    public static int f = 40;
    public int g;
    public static int m(int x) { return x + 1; }
    public static int twice(int x) { return m(x) * 2; }
%s}
""" % (name, extra)}


VERIFY_SRC = """public class %s {
    public static int local() { int x = 5; return x; }
    public static int branch(int a) { if (a > 0) return 1; return 2; }
    public static void nothing() { }
    public static int add(int a, int b) { return a + b; }
}
"""


def verify(name):
    return {name + ".java": VERIFY_SRC % name}


# More shapes for the negative verifier tests (VerifyNegative).
VERIFY2_SRC = """public class %s {
    static Object obj() { return "s"; }
    static int one() { return 1; }
    static int loop(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
    static String str(Object o) { return (String) o; }
    static int arr(int[] a) { return a[0]; }
    static Object make() { return new Object(); }
    static int len(String s) { return s.length(); }
    static int tryc(int a) { try { return 10 / a; } catch (ArithmeticException e) { return -1; } }
}
"""


def verify2(name):
    return {name + ".java": VERIFY2_SRC % name}


# Shapes for the format checks of FormatChecks: switches, an exception handler, a string
# concatenation in a static initializer (invokedynamic when compiled by plain javac).
FORMAT_SRC = """public class %s {
    static String s;
    static { s = "x" + System.nanoTime(); }
    static int sw(int x) { switch (x) { case 1: return 10; case 2: return 20; case 3: return 30; default: return 0; } }
    static int tryc(int a) { try { return 10 / a; } catch (ArithmeticException e) { return -1; } }
}
"""


def fmt(name):
    return {name + ".java": FORMAT_SRC % name}


# Shapes for the verifier's reasons as HotSpot words them (VerifyNegative).
VERIFY3_SRC = """public class %s {
    int fld;
    static void thr(Object o) { throw (RuntimeException) o; }
    static long lng() { long x = 5L; return x; }
    static int gf(Object o) { return ((%s) o).fld; }
    static int one() { return 1; }
    static int len(String s) { return s.length(); }
}
"""


def verify3(name):
    return {name + ".java": VERIFY3_SRC % (name, name)}


# (program, output file relative to tests/java/<program>/classes/, sources, class file to take, specs[, release])
# sources: a dict {file name: text} of tiny sources, or "program" for the .java files of the program
# itself (so the good class is exactly what the program was compiled against).
CASES = [
    # --- class-file format errors, loaded with Class.forName (BadClassFormat) ---
    ("BadClassFormat", "BadMagic.class", tiny("BadMagic"), "BadMagic", ["bad-magic"]),
    ("BadClassFormat", "Trunc3.class", tiny("Trunc3"), "Trunc3", ["truncate:3"]),
    ("BadClassFormat", "Trunc8.class", tiny("Trunc8"), "Trunc8", ["truncate:8"]),
    ("BadClassFormat", "Trunc20.class", tiny("Trunc20"), "Trunc20", ["truncate:20"]),
    ("BadClassFormat", "TruncHalf.class", tiny("TruncHalf"), "TruncHalf", ["truncate:half"]),
    ("BadClassFormat", "TruncLast.class", tiny("TruncLast"), "TruncLast", ["truncate:-1"]),
    ("BadClassFormat", "Major62.class", tiny("Major62"), "Major62", ["major:62"]),
    ("BadClassFormat", "Major44.class", tiny("Major44"), "Major44", ["major:44"]),
    ("BadClassFormat", "ExtraBytes.class", tiny("ExtraBytes"), "ExtraBytes", ["extra-bytes"]),
    # --- constant pool (BadConstantPool) ---
    ("BadConstantPool", "BadTag.class", tiny("BadTag"), "BadTag", ["cp-bad-tag"]),
    ("BadConstantPool", "MethodrefOob.class", tiny("MethodrefOob"), "MethodrefOob", ["methodref-class-oob"]),
    ("BadConstantPool", "ThisClassOob.class", tiny("ThisClassOob"), "ThisClassOob", ["this-class-oob"]),
    ("BadConstantPool", "ClassIsInteger.class", tiny("ClassIsInteger"), "ClassIsInteger", ["class-to-integer:java/lang/Object"]),
    ("BadConstantPool", "BadUtf8.class", tiny("BadUtf8"), "BadUtf8", ["method-name-hex:twice:6dff"]),
    # --- members (BadMembers) ---
    ("BadMembers", "BadFieldName.class", tiny("BadFieldName"), "BadFieldName", ["field-name:g:a.b"]),
    ("BadMembers", "BadMethodName.class", tiny("BadMethodName"), "BadMethodName", ["method-name:twice:<twice>"]),
    ("BadMembers", "BadFieldDesc.class", tiny("BadFieldDesc"), "BadFieldDesc", ["field-desc:g:Q"]),
    ("BadMembers", "BadMethodDesc.class", tiny("BadMethodDesc"), "BadMethodDesc", ["method-desc:twice:(I"]),
    ("BadMembers", "EmptyCode.class", tiny("EmptyCode"), "EmptyCode", ["code-empty:twice"]),
    # --- hierarchy (BadHierarchy) ---
    ("BadHierarchy", "FinalBase.class", {"FinalBase.java": "public class FinalBase { }\n"}, "FinalBase", ["access-flags:0031"]),
    ("BadHierarchy", "SubOfFinal.class", {"FinalBase.java": "public class FinalBase { }\n",
                                          "SubOfFinal.java": "public class SubOfFinal extends FinalBase { }\n"}, "SubOfFinal", []),
    ("BadHierarchy", "NotAnInterface.class", {"NotAnInterface.java": "public class NotAnInterface { }\n"}, "NotAnInterface", []),
    ("BadHierarchy", "ImplementsClass.class", {"Marker.java": "public interface Marker { }\n",
                                               "ImplementsClass.java": "public class ImplementsClass implements Marker { }\n"},
     "ImplementsClass", ["set-interface:0:NotAnInterface"]),
    ("BadHierarchy", "CircA.class", {"CircA.java": "public class CircA { }\n"}, "CircA", ["set-super:CircB"]),
    ("BadHierarchy", "CircB.class", {"CircB.java": "public class CircB { }\n"}, "CircB", ["set-super:CircA"]),
    ("BadHierarchy", "Foo.class", {"Bar.java": "public class Bar { }\n"}, "Bar", []),
    # --- linkage errors against a changed class (LinkageErrors, compiled against the good Lib/Sq) ---
    ("LinkageErrors", "Lib.class", "program", "Lib",
     ["drop-method:gone", "drop-field:goneField", "toggle-static-field:nowInstance", "toggle-static-field:nowStatic",
      "method-access:secret:000a"]),
    ("LinkageErrors", "Square.class", "program", "Square", ["drop-method:area"]),
    ("LinkageErrors", "Corrupt.class", "program", "Corrupt", ["bad-magic"]),
    # --- access checks and other linking errors (LinkageAccess) ---
    ("LinkageAccess", "p/Lib.class", "program", "p.Lib",
     ["method-access:pkg:0008", "method-access:prot:000c", "method-access:protInst:0004", "field-access:pkgField:0008",
      "field-access:protField:0004"]),
    ("LinkageAccess", "p/Hidden.class", "program", "p.Hidden", ["access-flags:0020"]),
    ("LinkageAccess", "p/Abs.class", "program", "p.Abs", ["access-flags:0421"]),
    # --- method selection against changed classes (InterfaceSelection) ---
    ("InterfaceSelection", "ImplPkg.class", "program", "ImplPkg", ["method-access:f:0000"]),
    ("InterfaceSelection", "ImplProt.class", "program", "ImplProt", ["method-access:f:0004"]),
    ("InterfaceSelection", "ImplPriv.class", "program", "ImplPriv", ["method-access:f:0002"]),
    ("InterfaceSelection", "ImplStatic.class", "program", "ImplStatic", ["method-access:f:0009"]),
    ("InterfaceSelection", "AbsSub.class", "program", "AbsSub", ["drop-method:f"]),
    ("InterfaceSelection", "SubPriv.class", "program", "SubPriv", ["method-access:f:0002"]),
    ("InterfaceSelection", "SubStatic.class", "program", "SubStatic", ["method-access:f:0009"]),
    ("InterfaceSelection", "SubPkg.class", "program", "SubPkg", ["method-access:f:0000"]),
    ("InterfaceSelection", "JPkg.class", "program", "JPkg", ["method-access:f:0000"]),
    ("InterfaceSelection", "JPriv.class", "program", "JPriv", ["method-access:f:0002"]),
    ("InterfaceSelection", "JStatic.class", "program", "JStatic", ["method-access:f:0009"]),
    ("InterfaceSelection", "NotImpl.class", "program", "NotImpl", ["drop-interface:I"]),
    ("InterfaceSelection", "Caller.class", "program", "Caller", ["patch-code:callF:1:c00007:000000"]),
    ("InterfaceSelection", "DerPkg.class", "program", "DerPkg", ["method-access:g:0000"]),
    ("InterfaceSelection", "DerPriv.class", "program", "DerPriv", ["method-access:g:0002"]),
    ("InterfaceSelection", "DerStatic.class", "program", "DerStatic", ["method-access:g:0009"]),
    ("InterfaceSelection", "DerProt.class", "program", "DerProt", ["method-access:g:0004"]),
    ("InterfaceSelection", "DerAbs.class", "program", "DerAbs", ["method-abstract:g"]),
    ("InterfaceSelection", "SpBase.class", "program", "SpBase", ["method-abstract:m"]),
    ("InterfaceSelection", "q/QDer.class", "program", "q.QDer", ["method-access:k:0000"]),
    # --- format checks as HotSpot 17 has them (FormatChecks) ---
    ("FormatChecks", "Pad52.class", fmt("Pad52"), "Pad52", ["patch-code:sw:1:aa0000:aaff01"]),
    ("FormatChecks", "Pad50.class", fmt("Pad50"), "Pad50", ["patch-code:sw:1:aa0000:aaff01", "major:50"]),
    ("FormatChecks", "Pad49.class", fmt("Pad49"), "Pad49", ["patch-code:sw:1:aa0000:aaff01", "major:49"]),
    ("FormatChecks", "Preview61.class", tiny("Preview61"), "Preview61", ["major:61", "minor:65535"]),
    ("FormatChecks", "Preview60.class", tiny("Preview60"), "Preview60", ["major:60", "minor:65535"]),
    ("FormatChecks", "Preview52.class", tiny("Preview52"), "Preview52", ["minor:65535"]),
    ("FormatChecks", "ModuleFlag.class", tiny("ModuleFlag"), "ModuleFlag", ["access-flags:8000", "major:53"]),
    ("FormatChecks", "ModuleFlag52.class", tiny("ModuleFlag52"), "ModuleFlag52", ["access-flags:8021"]),
    ("FormatChecks", "Mod2000.class", tiny("Mod2000"), "Mod2000", ["access-flags:2000"]),
    ("FormatChecks", "Mod628.class", tiny("Mod628"), "Mod628", ["access-flags:0628"]),
    ("FormatChecks", "Mod621.class", tiny("Mod621"), "Mod621", ["access-flags:0621"]),
    ("FormatChecks", "Mod431.class", tiny("Mod431"), "Mod431", ["access-flags:0431"]),
    ("FormatChecks", "Mod201.class", tiny("Mod201"), "Mod201", ["access-flags:0201"]),
    ("FormatChecks", "Mod201Old.class", tiny("Mod201Old"), "Mod201Old", ["access-flags:0201", "major:48"]),
    ("FormatChecks", "Tag19.class", fmt("Tag19"), "Tag19", ["class-tag:java/lang/ArithmeticException:19"]),
    ("FormatChecks", "Tag20.class", fmt("Tag20"), "Tag20", ["class-tag:java/lang/ArithmeticException:20"]),
    ("FormatChecks", "CatchMissing.class", fmt("CatchMissing"), "CatchMissing",
     ["utf8-replace:java/lang/ArithmeticException:java/lang/NoSuchThingException"]),
    ("FormatChecks", "CatchMissing49.class", fmt("CatchMissing49"), "CatchMissing49",
     ["utf8-replace:java/lang/ArithmeticException:java/lang/NoSuchThingException", "major:49"]),
    ("FormatChecks", "BsmNotHandle.class", fmt("BsmNotHandle"), "BsmNotHandle", ["bsm-ref:1"], None),
    ("FormatChecks", "BsmClass.class", fmt("BsmClass"), "BsmClass",
     ["utf8-replace:java/lang/invoke/StringConcatFactory:java/lang/invoke/NoSuchFactory"], None),
    ("FormatChecks", "BsmName.class", fmt("BsmName"), "BsmName", ["utf8-replace:makeConcatWithConstants:makeNothing"], None),
    ("FormatChecks", "BsmDesc.class", fmt("BsmDesc"), "BsmDesc",
     ["utf8-replace:(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;"
      "Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;:(I)V"], None),
    ("FormatChecks", "BsmBadDesc.class", fmt("BsmBadDesc"), "BsmBadDesc",
     ["utf8-replace:(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;"
      "Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;:(Ljava/lang/invoke/MethodHandles$Lookup;"], None),
    # --- uncaught errors ---
    ("UncaughtBadClass", "Broken.class", "program", "Broken", ["major:62"]),
    ("UncaughtNoSuchMethod", "Lib2.class", "program", "Lib2", ["drop-method:gone"]),
    ("BadMainClass", "BadMainClass.class", "program", "BadMainClass", ["major:62"]),
    ("MainVerifyFails", "MainVerifyFails.class", "program", "MainVerifyFails", ["patch-code:helper:0:1a0460ac:2a0460ac"]),
    ("UncaughtCircularity", "Ping.class", "program", "Ping", ["set-super:Pong"]),
    # --- verifier (Verify*) ---
    ("VerifyMaxLocals", "VLocals.class", verify("VLocals"), "VLocals", ["max-locals:local:0"]),
    ("VerifyMaxStack", "VStack.class", verify("VStack"), "VStack", ["max-stack:add:1"]),
    ("VerifyJumpOut", "VJumpOut.class", verify("VJumpOut"), "VJumpOut", ["patch-code:branch:1:9e0005:9e0040"]),
    ("VerifyJumpMiddle", "VJumpMiddle.class", verify("VJumpMiddle"), "VJumpMiddle", ["patch-code:branch:1:9e0005:9e0001"]),
    ("VerifyFallOff", "VFallOff.class", verify("VFallOff"), "VFallOff", ["patch-code:nothing:0:b1:00"]),
    ("VerifyBadReturn", "VReturn.class", verify("VReturn"), "VReturn", ["patch-code:add:3:ac:ad"]),
    ("VerifyUncaught", "VUncaught.class", "program", "VUncaught", ["patch-code:add:3:ac:ad"]),
    # --- resource limits (ResourceLimits) ---
    # big(n): 65535 locals; n == 0 ? 1 : big(n - 1) + 1, through local 65534 (a version-49 class: no stack map).
    ("ResourceLimits", "BigLocals.class", {"BigLocals.java": "public class BigLocals {\n"
                                           "    public static int big(int n) { return n == 0 ? 1 : big(n - 1) + 1; }\n}\n"},
     "BigLocals", ["set-code:big:1a9a000504ac1ac436fffec415fffe0464b8{ref=big}0460ac", "max-locals:big:65535", "max-stack:big:2",
                   "major:49"]),
    ("ResourceLimits", "ManyHandlers.class", {"ManyHandlers.java": "public class ManyHandlers {\n"
                                              "    public static int tryc(int a) { try { return 10 / a; } catch (ArithmeticException e) { return -1; } }\n}\n"},
     "ManyHandlers", ["add-handlers:tryc:20000"]),
    ("ResourceLimits", "CircP.class", {"CircP.java": "public class CircP { }\n"}, "CircP", ["set-super:CircQ"]),
    ("ResourceLimits", "CircQ.class", {"CircQ.java": "public class CircQ { }\n"}, "CircQ", ["set-super:CircP"]),
    # --- more verifier cases, one class each (VerifyNegative) ---
    ("VerifyNegative", "VNullInt.class", verify2("VNullInt"), "VNullInt", ["patch-code:one:0:04:01"]),
    ("VerifyNegative", "VUnderflow.class", verify2("VUnderflow"), "VUnderflow", ["patch-code:one:0:04:00"]),
    ("VerifyNegative", "VRetType.class", verify2("VRetType"), "VRetType", ["patch-code:str:1:c00009:000000"]),
    ("VerifyNegative", "VUninit.class", verify2("VUninit"), "VUninit", ["patch-code:make:3:59b70001:00000000"]),
    ("VerifyNegative", "VBadSpecial.class", verify2("VBadSpecial"), "VBadSpecial", ["patch-code:len:1:b6:b7"]),
    ("VerifyNegative", "VLaload.class", verify2("VLaload"), "VLaload", ["patch-code:arr:2:2e:2f"]),
    ("VerifyNegative", "VNoStackMap.class", verify2("VNoStackMap"), "VNoStackMap", ["drop-stackmap:loop"]),
    ("VerifyNegative", "VBadFrame.class", verify2("VBadFrame"), "VBadFrame", ["smt-patch:loop:6:01:02"]),
    ("VerifyNegative", "VBadFrameTag.class", verify2("VBadFrameTag"), "VBadFrameTag", ["smt-patch:loop:6:01:09"]),
    ("VerifyNegative", "VStackDepth.class", verify2("VStackDepth"), "VStackDepth", ["patch-code:loop:12:3c:00"]),
    ("VerifyNegative", "VCpIndex.class", verify2("VCpIndex"), "VCpIndex", ["patch-code:obj:0:1207:12ff"]),
    ("VerifyNegative", "VOld49.class", verify2("VOld49"), "VOld49", ["patch-code:one:0:04:01", "major:49"]),
    ("VerifyNegative", "VOld49Jump.class", verify2("VOld49Jump"), "VOld49Jump", ["patch-code:loop:6:a2000d:a2000b", "major:49"]),
    ("VerifyNegative", "VOld49Ok.class", verify2("VOld49Ok"), "VOld49Ok", ["major:49"]),
    # --- helpful NullPointerException messages for hand-written bytecode (NpeBytecodes) ---
    # 3 * 577^2 + 3 * 20^2 + 13 = 1,000,000 simulated stack slots before the failing invokevirtual.
    ("NpeBytecodes", "Ops.class", "program", "Ops",
     ["set-code:swap:2a2b5f57b6{mref=java/lang/Object.hashCode:()I}ac",
      "max-stack:swap:2",
      "max-locals:swap:2",
      "set-code:dupX1:2a2b5a5757b6{mref=java/lang/Object.hashCode:()I}ac",
      "max-stack:dupX1:3",
      "max-locals:dupX1:2",
      "set-code:dupX2:2a2b2c5b5757b6{mref=java/lang/Object.hashCode:()I}ac",
      "max-stack:dupX2:4",
      "max-locals:dupX2:3",
      "set-code:dup2:2a2b5c57b6{mref=java/lang/Object.hashCode:()I}ac",
      "max-stack:dup2:4",
      "max-locals:dup2:2",
      "set-code:dup2X1:2a2b2c5d57575757b6{mref=java/lang/Object.hashCode:()I}ac",
      "max-stack:dup2X1:5",
      "max-locals:dup2X1:3",
      "set-code:dup2X2:2a2b2c2d5e57575757b6{mref=java/lang/Object.hashCode:()I}ac",
      "max-stack:dup2X2:6",
      "max-locals:dup2X2:4",
      "set-code:thisStored:014b2ab6{mref=java/lang/Object.hashCode:()I}ac",
      "max-stack:thisStored:1",
      "max-locals:thisStored:1",
      "set-code:monitorExit:01c3b1",
      "max-stack:monitorExit:1",
      "max-locals:monitorExit:0",
      "set-code:jsrInside:a8000503ac4c2ab6{mref=java/lang/Object.hashCode:()I}57a901",
      "max-stack:jsrInside:1",
      "max-locals:jsrInside:2",
      "set-code:jsrAfter:a800082ab6{mref=java/lang/Object.hashCode:()I}ac4ca901",
      "max-stack:jsrAfter:1",
      "max-locals:jsrAfter:2",
      "set-code:wideLoad:c4190000b6{mref=java/lang/Object.hashCode:()I}ac",
      "max-stack:wideLoad:1",
      "max-locals:wideLoad:1",
      "set-code:storeAfterLoad:2a014bb6{mref=java/lang/Object.hashCode:()I}ac",
      "max-stack:storeAfterLoad:2",
      "max-locals:storeAfterLoad:1",
      "set-code:mergeSame:2a1b99000400b6{mref=java/lang/Object.hashCode:()I}ac",
      "max-stack:mergeSame:2",
      "max-locals:mergeSame:2",
      "set-code:mergeDiff:2a1c990005572bb6{mref=java/lang/Object.hashCode:()I}ac",
      "max-stack:mergeDiff:2",
      "max-locals:mergeDiff:3",
      "set-code:storeReachedLate:a70008014ba700071b99fffa2ab6{mref=java/lang/Object.hashCode:()I}ac",
      "max-stack:storeReachedLate:1",
      "max-locals:storeReachedLate:2",
      "set-code:joinThenBranch:2a1c990009572b1c9a000557b1b6{mref=java/lang/Object.hashCode:()I}57b1",
      "max-stack:joinThenBranch:2",
      "max-locals:joinThenBranch:3",
      "set-code:switchDefaultFirst:2a1c9a001a572b1caa0000000000001400000000000000000000001657b1b6{mref=java/lang/Object.hashCode:()I}57b1",
      "max-stack:switchDefaultFirst:2",
      "max-locals:switchDefaultFirst:3",
      "set-code:switchDefaultNotJoined:2a1c9a001f572b1caa00000000000014000000050000000500000019b6{mref=java/lang/Object.hashCode:()I}57b157b1",
      "max-stack:switchDefaultNotJoined:2",
      "max-locals:switchDefaultNotJoined:3",
      "set-code:lookupDefaultFirst:2a1c9a001a572b1cab0000000000001400000001000000000000001657b1b6{mref=java/lang/Object.hashCode:()I}57b1",
      "max-stack:lookupDefaultFirst:2",
      "max-locals:lookupDefaultFirst:3",
      "set-code:switchCasesInOrder:2a1d9a0020572b1caa0000000000001800000000000000010000001a0000001c57b157b1b6{mref=java/lang/Object.hashCode:()I}57b1",
      "max-stack:switchCasesInOrder:2",
      "max-locals:switchCasesInOrder:4",
      "set-code:entriesAtLimit:{rep=1154:2b}{rep=577:58}{rep=40:2b}{rep=20:58}{rep=13:2b57}2ab6{mref=java/lang/Object.hashCode:()I}ac",
      "max-stack:entriesAtLimit:1154",
      "max-locals:entriesAtLimit:2",
      "set-code:entriesOverLimit:{rep=1154:2b}{rep=577:58}{rep=40:2b}{rep=20:58}{rep=14:2b57}2ab6{mref=java/lang/Object.hashCode:()I}ac",
      "max-stack:entriesOverLimit:1154",
      "max-locals:entriesOverLimit:2",
      "major:49"]),
    # The reasons of both HotSpot verifiers (version 52: type checking; 50: type checking, then inference, with the
    # type checker's message; 49: inference, the old verifier's words).
] + [
    ("VerifyNegative", "V%s%d.class" % (case, v), verify3("V%s%d" % (case, v)), "V%s%d" % (case, v), specs + ["major:%d" % v])
    for case, specs in [
        ("Athrow", ["patch-code:thr:0:2ac00007bf:2a000000bf"]),
        ("Split", ["set-code:lng:14000957570aad", "max-stack:lng:4"]),
        ("GetfUnrel", ["patch-code:gf:0:2ac0000bb4000dac:2a000000b4000dac"]),
        ("BadOp", ["patch-code:one:0:04ac:cbac"]),
        ("Breakpoint", ["patch-code:one:0:04ac:caac"]),
        ("Trunc", ["set-code:one:1100"]),
        ("SpecUnrel", ["patch-code:len:1:b6:b7"]),
        ("Jsr", ["set-code:one:a80003ac04ac", "max-stack:one:2"]),
    ]
    for v in (49, 50, 52)
] + [
    ("VerifyNegative", "V%s%d.class" % (case, v), verify2("V%s%d" % (case, v)), "V%s%d" % (case, v), specs + ["major:%d" % v])
    for case, specs in [
        ("HandlerMid", ["exc-entry:tryc:0:4:1"]),
        ("StartMid", ["exc-entry:tryc:1:4:5"]),
    ]
    for v in (49, 50, 52)
] + [
    # --- attributes only reflection reads (BadReflectionAttrs): duplicates and malformed bodies ---
    ("BadReflectionAttrs", "%s.class" % n, tiny(n), n, specs)
    for n, specs in [
        ("DupFieldSig", ["add-attr:field=g:Signature:{utf8=I}", "dup-attr:field=g:Signature"]),
        ("FieldSigIndex", ["add-attr:field=g:Signature:0001"]),
        ("FieldSigSize", ["add-attr:field=g:Signature:{utf8=I}00"]),
        ("MethodSigSize", ["add-attr:method=m:Signature:00"]),
        ("DupMethodSig", ["add-attr:method=m:Signature:{utf8=(I)I}", "dup-attr:method=m:Signature"]),
        ("DupMethodAnno", ["add-attr:method=twice:RuntimeVisibleAnnotations:0000", "dup-attr:method=twice:RuntimeVisibleAnnotations"]),
        ("DupInvisibleAnno", ["add-attr:method=twice:RuntimeInvisibleAnnotations:0000", "dup-attr:method=twice:RuntimeInvisibleAnnotations"]),
        ("DupParamAnno", ["add-attr:method=m:RuntimeVisibleParameterAnnotations:00", "dup-attr:method=m:RuntimeVisibleParameterAnnotations"]),
        ("DupDefault", ["add-attr:method=m:AnnotationDefault:49{utf8=I}", "dup-attr:method=m:AnnotationDefault"]),
        ("DupFieldTypeAnno", ["add-attr:field=g:RuntimeVisibleTypeAnnotations:0000", "dup-attr:field=g:RuntimeVisibleTypeAnnotations"]),
        ("DupClassAnno", ["add-attr:class:RuntimeVisibleAnnotations:0000", "dup-attr:class:RuntimeVisibleAnnotations"]),
        ("DupClassTypeAnno", ["add-attr:class:RuntimeInvisibleTypeAnnotations:0000", "dup-attr:class:RuntimeInvisibleTypeAnnotations"]),
        ("ParamsLength", ["add-attr:method=m:MethodParameters:01000000"]),
        ("DupParams", ["add-attr:method=m:MethodParameters:00", "dup-attr:method=m:MethodParameters"]),
        # Below version 49 the annotation attributes are unknown ones, and below 61 PermittedSubclasses is.
        ("OldDupAnno", ["add-attr:class:RuntimeVisibleAnnotations:0000", "dup-attr:class:RuntimeVisibleAnnotations", "major:48"]),
        ("OldFinalPermitted", ["access-flags:0031", "add-attr:class:PermittedSubclasses:0000"]),
    ]
] + [
    ("BadReflectionAttrs", "%s.class" % n, tiny(n), n, specs, None)
    for n, specs in [
        ("FinalPermitted", ["access-flags:0031", "add-attr:class:PermittedSubclasses:0001{class=java/lang/Object}"]),
        ("PermittedNotClass", ["add-attr:class:PermittedSubclasses:0001{utf8=java/lang/Object}"]),
        ("PermittedLength", ["add-attr:class:PermittedSubclasses:0001{class=java/lang/Object}0000"]),
        ("DupPermitted", ["add-attr:class:PermittedSubclasses:0000", "dup-attr:class:PermittedSubclasses"]),
        ("RecordLength", ["add-attr:class:Record:0000ff"]),
        ("RecordBadName", ["add-attr:class:Record:0001{class=java/lang/Object}{utf8=I}0000"]),
        ("RecordBadDesc", ["add-attr:class:Record:0001{utf8=x}{utf8=Q}0000"]),
        ("DupRecord", ["add-attr:class:Record:0000", "dup-attr:class:Record"]),
        ("RecordDupSig", ["add-attr:class:Record:0001{utf8=x}{utf8=I}0002{utf8=Signature}00000002{utf8=I}{utf8=Signature}00000002{utf8=I}"]),
    ]
]


def compile_sources(sources, program, outdir, release="8"):
    srcdir = os.path.join(outdir, "src")
    os.makedirs(srcdir)
    files = []
    if sources == "program":
        pdir = os.path.join(JAVA_DIR, program)
        for dirpath, dirnames, filenames in os.walk(pdir):
            dirnames[:] = sorted(d for d in dirnames if d != "classes")
            files += [os.path.join(dirpath, f) for f in sorted(filenames) if f.endswith(".java")]
    else:
        for fname, text in sources.items():
            p = os.path.join(srcdir, fname)
            with open(p, "w") as f:
                f.write(text)
            files.append(p)
    classes = os.path.join(outdir, "classes")
    os.makedirs(classes)
    release_opts = ["--release", release] if release else []
    subprocess.run(["javac"] + release_opts + ["-g:none", "-nowarn", "-d", classes] + files, check=True)
    return classes


def generate(check):
    differ = 0
    with tempfile.TemporaryDirectory() as tmp:
        for n, (program, out, sources, cls, specs, *release) in enumerate(CASES):
            classes = compile_sources(sources, program, os.path.join(tmp, str(n)), *release)
            with open(os.path.join(classes, cls.replace(".", "/") + ".class"), "rb") as f:
                data = corrupt(f.read(), specs)
            dest = os.path.join(JAVA_DIR, program, "classes", out)
            if check:
                old = open(dest, "rb").read() if os.path.exists(dest) else None
                if old != data:
                    print("differs: " + os.path.relpath(dest, ROOT))
                    differ += 1
            else:
                os.makedirs(os.path.dirname(dest), exist_ok=True)
                with open(dest, "wb") as f:
                    f.write(data)
                print("wrote %s (%s)" % (os.path.relpath(dest, ROOT), " ".join(specs) or "unchanged"))
    return differ


def dump(path):
    cf = ClassFile(open(path, "rb").read())
    print("version %d.%d access %04x this #%d super #%d interfaces %s" % (cf.major, cf.minor, cf.access, cf.this_class, cf.super_class, cf.interfaces))
    for i, e in enumerate(cf.cp):
        if e:
            print("  #%d tag %d %r" % (i, e[0], e[1] if e[0] == 1 else e[1].hex()))
    for kind, members in (("field", cf.fields), ("method", cf.methods)):
        for m in members:
            print("%s %04x %s %s" % (kind, m.access, cf.utf8(m.name), cf.utf8(m.desc)))
            if kind == "method":
                for n, body in m.attrs:
                    if cf.utf8(n) == b"Code":
                        c = Code(body)
                        print("    stack %d locals %d code %s" % (c.max_stack, c.max_locals, c.code.hex()))


def main(argv):
    if len(argv) < 2:
        print(__doc__)
        return 2
    cmd = argv[1]
    if cmd == "gen":
        generate(False)
        return 0
    if cmd == "check":
        return 1 if generate(True) else 0
    if cmd == "list":
        for program, out, _, cls, specs, *_ in CASES:
            print("%-22s %-24s %s" % (program, out, " ".join(specs) or "(%s, unchanged)" % cls))
        return 0
    if cmd == "corrupt" and len(argv) >= 4:
        with open(argv[2], "rb") as f:
            data = corrupt(f.read(), argv[4:])
        with open(argv[3], "wb") as f:
            f.write(data)
        return 0
    if cmd == "dump" and len(argv) == 3:
        dump(argv[2])
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
