// Rhino: closures, prototypes, regular expressions, JSON, exceptions, Java interop.
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
var out = [];
for (var i = 0; i < 15; i++) out.push(fib(i));
print("fib: " + out.join(" "));

function Counter(start) { this.n = start; }
Counter.prototype.next = function () { return this.n++; };
var c = new Counter(10);
print("counter: " + c.next() + " " + c.next() + " " + c.next());

var adders = [1, 2, 3].map(function (k) { return function (x) { return x + k; }; });
print("closures: " + adders.map(function (f) { return f(100); }));

var text = "The quick brown fox jumps over the lazy dog, 42 times in 2024.";
print("words: " + text.match(/\b[a-z]{4,}\b/g).join(","));
print("numbers: " + text.replace(/\d+/g, function (m) { return "<" + (m * 2) + ">"; }));
print("split: " + "a1b22c333d".split(/\d+/).join("|"));

var obj = { name: "rjvm", tags: ["jvm", "rust"], nested: { pi: 3.14159, ok: true, none: null } };
var s = JSON.stringify(obj);
print("json: " + s);
var back = JSON.parse(s);
print("parsed: " + back.nested.pi * 2 + " " + back.tags.length);

try {
    null.foo();
} catch (e) {
    print("caught: " + e.name);
}
try {
    throw new RangeError("out of range");
} catch (e) {
    print("caught: " + e);
}

var sorted = [5, 3, 11, 1, 7].sort(function (a, b) { return a - b; });
print("sorted: " + sorted);
print("math: " + Math.max(3, 9, 2) + " " + Math.floor(7.8) + " " + (0.1 + 0.2) + " " + (1 / 3).toFixed(5));
print("string: " + "Hello".toUpperCase() + " " + "abc".charCodeAt(1) + " " + "  pad ".trim() + "!");
var d = new Date(Date.UTC(2020, 1, 29, 12, 0, 0));
print("date: " + d.toISOString() + " day " + d.getUTCDay());

var list = new java.util.ArrayList();
list.add("delta"); list.add("alpha"); list.add("charlie");
java.util.Collections.sort(list);
print("java: " + list + " size " + list.size());
var sb = new java.lang.StringBuilder();
for (var j = 0; j < 5; j++) sb.append(j).append(',');
print("builder: " + sb.toString());
var map = new java.util.TreeMap();
map.put("b", 2); map.put("a", 1);
print("map: " + map);
print("max long: " + java.lang.Long.MAX_VALUE);
