#!/usr/bin/env bash
# Real applications and libraries on rjvm's JDK mode, checked against HotSpot.
#
# Each case runs a Debian-packaged Java program (its jars under
# /usr/share/java) or a driver of ours (benches/apps/src) that exercises a
# library, first on `java` (HotSpot: the oracle), then on
# `rjvm -Xclasslib:jdk`, in a fresh directory of the same path, and compares:
# every step's standard output and exit code, the first line of its standard
# error (all of it for the tools that report there), and the files it
# generated. Dates and timings in the output are normalised first. Parser
# generators go one step further: their generated sources are compiled (by
# the host's javac, outside both VMs) and the generated parser is run on the
# same VM, on the same input.
#
# The table gives, per case: SAME, DIFF (with the first differing line:
# java's, then rjvm's), FAIL (rjvm crashed, timed out, or stopped on a VM
# function it does not implement: its name is shown) or SKIP (package not
# installed), and the ratio of rjvm's time to `java -Xint`'s (HotSpot's
# interpreter), both over the VM runs only.
#
# Usage: bash benches/apps.sh [options] [CASE...]
#   --list          list the cases and their packages, then exit
#   --no-install    do not install missing packages (their cases are skipped)
#   --no-build      use the rjvm binary as it is (no cargo build)
#   --rjvm PATH     the rjvm binary (default target/release/rjvm)
#   --hprof         also run rjvm under -Xrunhprof:heap=sites (output must not change)
#   --all-gcs       also run rjvm with each collector (-Xgc:marksweep|compact|copying|generational)
#   --no-time       skip the java -Xint timing run (no ratio column)
#   --keep          keep the work directory (printed at the end)
#   --check         exit 1 unless every selected case that ran is SAME (SKIP is fine)
# CASE names select cases (default: all). Missing packages are installed with
# apt-get (through sudo when not root), as .ci/deps.sh does.
# Environment: JAVA, JAVAC (default: $JAVA_HOME/bin/..., else PATH),
# APPS_TIMEOUT (seconds per VM run, default 600), CARGO_TARGET_DIR.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
DATA=$ROOT/benches/apps/data
JARS=${APPS_JAR_DIR:-/usr/share/java}

# ---------------------------------------------------------------------------
# The cases: package(s) that provide the jars, the jars, and a function
# case_<name> that runs the steps (with `step`, `files`, `compile`).
# ---------------------------------------------------------------------------

declare -A PKGS NEED
CASES=()
defcase() { # defcase NAME "PACKAGES" "JARS"
    CASES+=("$1")
    PKGS[$1]=$2
    NEED[$1]=$3
}

defcase antlr3 "antlr3 libantlr3-runtime-java libstringtemplate4-java" "antlr3.jar antlr3-runtime.jar stringtemplate4.jar"
case_antlr3() {
    input Expr.g ExprMain.java expr.txt
    step java_cp "antlr3.jar antlr3-runtime.jar stringtemplate4.jar" org.antlr.Tool -o gen Expr.g
    files gen/*
    compile gen "antlr3-runtime.jar" gen/*.java ExprMain.java
    step java_cp "antlr3-runtime.jar" -cp+ gen ExprMain < expr.txt
}

defcase antlr2 "libantlr-java" "antlr.jar"
case_antlr2() {
    input calc.g CalcMain.java calc2.txt
    step java_cp "antlr.jar" antlr.Tool -o gen calc.g
    files gen/*
    compile gen "antlr.jar" gen/*.java CalcMain.java
    step java_cp "antlr.jar" -cp+ gen CalcMain < calc2.txt
}

defcase javacc "javacc" "javacc.jar"
case_javacc() {
    input Calc.jj calc.txt
    step java_cp "javacc.jar" javacc -OUTPUT_DIRECTORY=gen Calc.jj
    files gen/*
    compile gen "" gen/*.java
    step java_cp "" -cp+ gen Calc < calc.txt
}

defcase jflex "jflex cup" "jflex.jar cup.jar java-cup-0.11b-runtime.jar"
case_jflex() {
    input lexer.flex words.txt
    step java_cp "jflex.jar cup.jar java-cup-0.11b-runtime.jar" jflex.Main -d gen lexer.flex
    files gen/*
    compile gen "" gen/*.java
    step java_cp "" -cp+ gen Lexer words.txt
}

defcase cup "cup" "cup.jar java-cup-0.11b-runtime.jar"
case_cup() {
    input calc.cup
    mkdir -p gen
    STDERR_ALL=1 step java_cp "cup.jar java-cup-0.11b-runtime.jar" java_cup.Main -destdir gen -parser CalcParser -symbols CalcSym calc.cup
    files gen/*
    compile gen "java-cup-0.11b-runtime.jar" gen/*.java
}

defcase rhino "librhino-java" "js.jar"
case_rhino() {
    input script.js
    step java_cp "js.jar" org.mozilla.javascript.tools.shell.Main script.js
    # The interpreter rather than Rhino's compiler to class files.
    step java_cp "js.jar" org.mozilla.javascript.tools.shell.Main -opt -1 script.js
}

defcase bsh "libbsh-java" "bsh.jar"
case_bsh() {
    input script.bsh
    step java_cp "bsh.jar" bsh.Interpreter script.bsh
}

defcase junit4 "junit4 libhamcrest-java" "junit4.jar hamcrest-core.jar"
case_junit4() {
    step java_cp "junit4.jar hamcrest-core.jar" -cp+ "$DRIVERS" org.junit.runner.JUnitCore CalcTest
}

defcase testng "testng libjcommander-java" "testng.jar jcommander.jar"
case_testng() {
    step java_cp "testng.jar jcommander.jar" -cp+ "$DRIVERS" NgMain
}

defcase h2 "libh2-java" "h2.jar"
case_h2() {
    step java_cp "h2.jar" org.h2.tools.Shell -url jdbc:h2:mem:apps -sql "create table fruit(id int primary key, name varchar(20), price decimal(10,2)); insert into fruit values (1, 'apple', 1.25), (2, 'pear', 0.5), (3, 'kiwi', 2), (4, 'fig', 3.75); select name, price * 2 as double_price from fruit where price > 0.75 order by name; select count(*), sum(price), avg(price), max(name) from fruit; select upper(name), length(name) from fruit where name like '%i%' order by id"
}

defcase asm "libasm-java" "asm.jar asm-tree.jar asm-analysis.jar asm-util.jar"
case_asm() {
    step java_cp "asm.jar asm-tree.jar asm-analysis.jar asm-util.jar" -cp+ "$DRIVERS" AsmDemo
    step java_cp "asm.jar asm-util.jar" org.objectweb.asm.util.Textifier "$DRIVERS/CliDemo.class"
}

defcase xalan "libxalan2-java libxerces2-java" "xalan2.jar serializer.jar xercesImpl.jar"
case_xalan() {
    input data.xml style.xsl
    step java_cp "xalan2.jar serializer.jar xercesImpl.jar" org.apache.xalan.xslt.Process -IN data.xml -XSL style.xsl
}

defcase guava "libguava-java" "guava.jar"
case_guava() { step java_cp "guava.jar" -cp+ "$DRIVERS" GuavaDemo; }

defcase commons-lang3 "libcommons-lang3-java" "commons-lang3.jar"
case_commons-lang3() { step java_cp "commons-lang3.jar" -cp+ "$DRIVERS" Lang3Demo; }

defcase commons-io "libcommons-io-java" "commons-io.jar"
case_commons-io() { step java_cp "commons-io.jar" -cp+ "$DRIVERS" CommonsIoDemo; }

defcase commons-codec "libcommons-codec-java" "commons-codec.jar"
case_commons-codec() { step java_cp "commons-codec.jar" -cp+ "$DRIVERS" CodecDemo; }

defcase commons-cli "libcommons-cli-java" "commons-cli.jar"
case_commons-cli() { step java_cp "commons-cli.jar" -cp+ "$DRIVERS" CliDemo; }

defcase json-simple "libjson-simple-java" "json-simple.jar"
case_json-simple() { step java_cp "json-simple.jar" -cp+ "$DRIVERS" JsonDemo; }

defcase jcommander "libjcommander-java" "jcommander.jar"
case_jcommander() { step java_cp "jcommander.jar" -cp+ "$DRIVERS" JCommanderDemo; }

defcase stringtemplate4 "libstringtemplate4-java libantlr3-runtime-java" "stringtemplate4.jar antlr3-runtime.jar"
case_stringtemplate4() { step java_cp "stringtemplate4.jar antlr3-runtime.jar" -cp+ "$DRIVERS" StDemo; }

# What every driver in benches/apps/src compiles against.
DRIVER_JARS="guava.jar commons-lang3.jar commons-io.jar commons-codec.jar commons-cli.jar json-simple.jar jcommander.jar
  stringtemplate4.jar antlr3-runtime.jar junit4.jar hamcrest-core.jar testng.jar asm.jar asm-tree.jar asm-analysis.jar asm-util.jar"

# ---------------------------------------------------------------------------
# Options
# ---------------------------------------------------------------------------

INSTALL=1 BUILD=1 HPROF=0 ALLGCS=0 TIMING=1 KEEP=0 CHECK=0 LIST=0
RJVM=
SELECTED=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --list) LIST=1 ;;
        --no-install) INSTALL=0 ;;
        --no-build) BUILD=0 ;;
        --rjvm) RJVM=$2; BUILD=0; shift ;;
        --hprof) HPROF=1 ;;
        --all-gcs) ALLGCS=1 ;;
        --no-time) TIMING=0 ;;
        --keep) KEEP=1 ;;
        --check) CHECK=1 ;;
        -h | --help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) echo "apps.sh: unknown option $1" >&2; exit 2 ;;
        *)
            [[ -n ${PKGS[$1]+x} ]] || { echo "apps.sh: no case '$1' (try --list)" >&2; exit 2; }
            SELECTED+=("$1") ;;
    esac
    shift
done
[[ ${#SELECTED[@]} -gt 0 ]] || SELECTED=("${CASES[@]}")

if [[ $LIST -eq 1 ]]; then
    for c in "${CASES[@]}"; do printf '%-16s %s\n' "$c" "${PKGS[$c]}"; done
    exit 0
fi

tool() {
    if [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/$1" ]]; then echo "$JAVA_HOME/bin/$1"
    elif command -v "$1" >/dev/null 2>&1; then command -v "$1"
    else echo "apps.sh: '$1' not found (install openjdk-17-jdk-headless)" >&2; exit 2
    fi
}
JAVA=${JAVA:-$(tool java)}
JAVAC=${JAVAC:-$(tool javac)}
TIMEOUT=${APPS_TIMEOUT:-600}

# ---------------------------------------------------------------------------
# Packages
# ---------------------------------------------------------------------------

missing_jars() { # the jars of case $1 that are not there
    local j out=()
    for j in ${NEED[$1]}; do [[ -e $JARS/$j ]] || out+=("$j"); done
    echo "${out[*]}"
}

if [[ $INSTALL -eq 1 ]]; then
    want=()
    for c in "${SELECTED[@]}"; do
        [[ -z $(missing_jars "$c") ]] && continue
        for p in ${PKGS[$c]}; do dpkg -s "$p" >/dev/null 2>&1 || want+=("$p"); done
    done
    if [[ ${#want[@]} -gt 0 ]]; then
        SUDO=""
        if [[ $(id -u) -ne 0 ]] && command -v sudo >/dev/null 2>&1; then SUDO=sudo; fi
        echo "installing: ${want[*]}" >&2
        $SUDO apt-get update >&2 || true
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${want[@]}" >&2 ||
            echo "apps.sh: apt-get install failed; the cases that need these packages are skipped" >&2
    fi
fi

# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------

TARGET=${CARGO_TARGET_DIR:-target}
if [[ $BUILD -eq 1 ]]; then
    echo "building rjvm (cargo build --release -p rjvm -p rjvm-libjvm)..." >&2
    cargo build --release -p rjvm -p rjvm-libjvm >&2 || exit 2
fi
RJVM=${RJVM:-$TARGET/release/rjvm}
[[ -x $RJVM ]] || { echo "apps.sh: no rjvm binary at $RJVM" >&2; exit 2; }
RJVM=$(cd "$(dirname "$RJVM")" && pwd)/$(basename "$RJVM")

WORK=$(mktemp -d "${TMPDIR:-/tmp}/rjvm-apps.XXXXXX")
if [[ $KEEP -eq 0 ]]; then trap 'rm -rf "$WORK"' EXIT; fi

# The drivers, compiled once against whatever jars are present.
DRIVERS=$WORK/drivers
mkdir -p "$DRIVERS"
dcp=
for j in $DRIVER_JARS; do [[ -e $JARS/$j ]] && dcp+="$JARS/$j:"; done
# All at once; if that fails (a library missing), each source alone, so that
# one library's absence only loses its own driver.
if ! "$JAVAC" -nowarn -XDsuppressNotes -cp "$dcp" -d "$DRIVERS" "$ROOT"/benches/apps/src/*.java 2>"$WORK/javac.err"; then
    for src in "$ROOT"/benches/apps/src/*.java; do
        "$JAVAC" -nowarn -XDsuppressNotes -cp "$dcp" -d "$DRIVERS" "$src" 2>>"$WORK/javac.err" || echo "apps.sh: driver $(basename "$src") did not compile" >&2
    done
fi

# ---------------------------------------------------------------------------
# Steps (called by the case functions, with VM, REC, TIMEF set)
# ---------------------------------------------------------------------------

input() { local f; for f in "$@"; do cp "$DATA/$f" .; done; }

# step java_cp "JARS" [-cp+ DIR] MAIN ARGS... : run MAIN on the current VM
# with the jars (and DIR) as class path; stdin comes from the caller.
step() {
    local jars=$2 cp= j
    shift 2
    for j in $jars; do cp+="$JARS/$j:"; done
    if [[ ${1:-} == -cp+ ]]; then cp+="$2:"; shift 2; fi
    cp=${cp%:}
    local s e rc
    s=$(date +%s%N)
    timeout "$TIMEOUT" "${VM[@]}" -cp "$cp" "$@" >step.out 2>step.err
    rc=$?
    e=$(date +%s%N)
    echo $(( $(cat "$TIMEF") + (e - s) / 1000 )) >"$TIMEF"
    # hprof's own progress line on stderr is the agent's, not the program's.
    if [[ " ${VM[*]}" == *" -Xrunhprof"* ]]; then sed -i '/^Dumping .* \.\.\. done\.$/d' step.err; fi
    {
        echo "\$ ${*//$WORK/WORK}"
        cat step.out
        echo "[exit $rc]"
        if [[ ${STDERR_ALL:-0} -eq 1 ]]; then sed 's/^/[stderr] /' step.err; else head -n 1 step.err | sed 's/^/[stderr] /'; fi
    } >>"$REC"
    cat step.err >>"$ERRS"
    [[ $rc -ge 124 ]] && echo "$rc" >>"$BAD"
    rm -f step.out step.err
    return 0
}

# files GLOB...: append each generated file (sorted by name) to the record.
files() {
    local f
    for f in $(printf '%s\n' "$@" | sort); do
        [[ -f $f ]] || continue
        echo "=== $f ===" >>"$REC"
        cat "$f" >>"$REC"
    done
}

# compile DIR "JARS" SOURCES...: the host javac compiles into DIR (not timed).
compile() {
    local dir=$1 jars=$2 cp=. j
    shift 2
    for j in $jars; do cp+=":$JARS/$j"; done
    "$JAVAC" -nowarn -XDsuppressNotes -cp "$cp" -d "$dir" "$@" >>"$REC" 2>&1 || echo "[javac failed]" >>"$REC"
}

# Dates and timings that differ from run to run.
normalise() {
    sed -E \
        -e 's/[0-9]{4}-[0-9]{2}-[0-9]{2}[ T][0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?/<date>/g' \
        -e 's/(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ 0-9]{2} [0-9:]{8} [A-Z]+ [0-9]{4}/<date>/g' \
        -e 's/^Time: [0-9.,]+$/Time: <t>/' \
        -e 's/, [0-9]+ ms\)$/, <t> ms)/' "$1"
}

# run_case NAME LABEL VM...: run case NAME on VM in $WORK/NAME/run, leaving
# the record in $WORK/NAME/LABEL.rec and the VM time (µs) in LABEL.time.
run_case() {
    local name=$1 label=$2
    shift 2
    VM=("$@")
    local dir=$WORK/$name
    REC=$dir/$label.rec.raw TIMEF=$dir/$label.time ERRS=$dir/$label.stderr BAD=$dir/$label.bad
    : >"$REC"; : >"$ERRS"; : >"$BAD"; echo 0 >"$TIMEF"
    rm -rf "$dir/run"
    mkdir -p "$dir/run"
    (cd "$dir/run" && "case_$name" </dev/null)
    normalise "$REC" >"$dir/$label.rec"
}

# compare NAME LABEL: SAME, or DIFF/FAIL with a reason.
compare() {
    local dir=$WORK/$1 label=$2 line why
    if grep -q 'which rjvm does not implement' "$dir/$label.stderr"; then
        why=$(grep -o 'called JVM_[A-Za-z0-9_]*' "$dir/$label.stderr" | head -n 1 | sed 's/called //')
        echo "FAIL unimplemented $why"
        return
    fi
    if grep -q 'panicked at' "$dir/$label.stderr"; then
        echo "FAIL rjvm panic: $(grep -m1 -A1 'panicked at' "$dir/$label.stderr" | tail -n 1 | cut -c1-100)"
        return
    fi
    if [[ -s $dir/$label.bad ]]; then
        local rc
        rc=$(head -n 1 "$dir/$label.bad")
        if [[ $rc -eq 124 ]]; then echo "FAIL timeout (${TIMEOUT}s)"; else echo "FAIL exit $rc ($(tail -n 1 "$dir/$label.stderr" | cut -c1-80))"; fi
        return
    fi
    if cmp -s "$dir/java.rec" "$dir/$label.rec"; then echo SAME; return; fi
    line=$(cmp "$dir/java.rec" "$dir/$label.rec" 2>&1 | grep -o 'line [0-9]*' | head -n 1 | cut -d' ' -f2)
    line=${line:-1}
    local a b
    a=$(sed -n "${line}p" "$dir/java.rec" | cut -c1-70)
    b=$(sed -n "${line}p" "$dir/$label.rec" | cut -c1-70)
    echo "DIFF line $line: java '$a' rjvm '$b'"
}

# ---------------------------------------------------------------------------
# Run
# ---------------------------------------------------------------------------

CONFIGS=("rjvm")
[[ $HPROF -eq 1 ]] && CONFIGS+=("hprof")
if [[ $ALLGCS -eq 1 ]]; then for g in marksweep compact copying generational; do CONFIGS+=("gc:$g"); done; fi

printf '%-16s %-8s %s\n' "case" "ratio" "result (rjvm -Xclasslib:jdk vs java)"
printf '%-16s %-8s %s\n' "----" "-----" "------"
failures=0 ran=0
declare -A RESULT
for name in "${SELECTED[@]}"; do
    miss=$(missing_jars "$name")
    if [[ -n $miss ]]; then
        printf '%-16s %-8s %s\n' "$name" "-" "SKIP (not installed: $miss; package ${PKGS[$name]})"
        RESULT[$name]=SKIP
        continue
    fi
    ran=$((ran + 1))
    mkdir -p "$WORK/$name"
    run_case "$name" java "$JAVA"
    ratio=-
    if [[ $TIMING -eq 1 ]]; then
        run_case "$name" xint "$JAVA" -Xint
    fi
    results=()
    for cfg in "${CONFIGS[@]}"; do
        case "$cfg" in
            rjvm) run_case "$name" "$cfg" "$RJVM" -Xclasslib:jdk ;;
            hprof) run_case "$name" "$cfg" "$RJVM" -Xclasslib:jdk -Xrunhprof:heap=sites,file=$WORK/$name/java.hprof.txt ;;
            gc:*) run_case "$name" "$cfg" "$RJVM" -Xclasslib:jdk "-Xgc:${cfg#gc:}" ;;
        esac
        r=$(compare "$name" "$cfg")
        [[ $cfg == rjvm ]] || r="[$cfg] $r"
        results+=("$r")
        [[ $r == SAME || $r == "[$cfg] SAME" ]] || failures=$((failures + 1))
    done
    if [[ $TIMING -eq 1 ]]; then
        x=$(cat "$WORK/$name/xint.time") j=$(cat "$WORK/$name/rjvm.time")
        ratio=$(awk -v a="$j" -v b="$x" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
    fi
    RESULT[$name]=${results[0]}
    printf '%-16s %-8s %s\n' "$name" "$ratio" "${results[0]}"
    for r in "${results[@]:1}"; do printf '%-16s %-8s %s\n' "" "" "$r"; done
done
echo "($ran run, $failures not SAME; work directory: $WORK$([[ $KEEP -eq 1 ]] || echo ', removed'))"
if [[ $CHECK -eq 1 && $failures -gt 0 ]]; then exit 1; fi
exit 0
