# Sourced by .ci/run and examples/run.sh: install what a fresh Debian machine
# lacks, and only that (idempotent). A JDK 17 is the test oracle and the
# JDK-mode class library (its javac also compiles the embedded library);
# native methods are called through the system's libffi (libffi-dev to
# link it), the JNI tests build C libraries, and vm/tests/apps.rs runs a few
# Debian-packaged Java applications.
PKGS=""
command -v javac >/dev/null 2>&1 || PKGS="$PKGS openjdk-17-jdk-headless"
command -v cc >/dev/null 2>&1 || PKGS="$PKGS build-essential"
dpkg -s libffi-dev >/dev/null 2>&1 || PKGS="$PKGS libffi-dev"
# The real applications vm/tests/apps.rs runs in JDK mode (benches/apps.sh).
for p in junit4 libhamcrest-java libasm-java libbsh-java libcommons-lang3-java libcommons-cli-java libjson-simple-java cup; do
    dpkg -s "$p" >/dev/null 2>&1 || PKGS="$PKGS $p"
done
if [ -n "$PKGS" ]; then
    SUDO=""
    if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
    $SUDO apt-get update
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y $PKGS
fi
