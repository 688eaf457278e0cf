// class_hook: a C++ agent (it reaches the interface through the C++ form
// `jvm->GetEnv(...)` of jni.h) that instruments one class through
// CLASS_LOAD_HOOK: when the class file being loaded equals the file named by
// `orig=`, it hands back the bytes of the file named by `new=` (allocated
// with the VM's malloc_f). Prints "class_hook: hooks=N replaced=M" at
// JVM_SHUT_DOWN.
// Build: c++ -shared -fPIC -I profiler-api/include -o libclass_hook.so class_hook.cpp
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <jvmpi.h>

namespace {

JVMPI_Interface *jvmpi;
JVMPI_RawMonitor lock;
std::vector<unsigned char> orig_bytes, new_bytes;
long hooks, replaced;

bool read_file(const std::string &path, std::vector<unsigned char> &out) {
    FILE *f = std::fopen(path.c_str(), "rb");
    if (f == nullptr) return false;
    unsigned char buf[4096];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) out.insert(out.end(), buf, buf + n);
    std::fclose(f);
    return !out.empty();
}

void notify(JVMPI_Event *e) {
    jvmpi->RawMonitorEnter(lock);
    if (e->event_type == JVMPI_EVENT_CLASS_LOAD_HOOK) {
        hooks++;
        auto &h = e->u.class_load_hook;
        if (static_cast<size_t>(h.class_data_len) == orig_bytes.size() &&
            std::memcmp(h.class_data, orig_bytes.data(), orig_bytes.size()) == 0) {
            auto *p = static_cast<unsigned char *>(h.malloc_f(static_cast<unsigned>(new_bytes.size())));
            std::memcpy(p, new_bytes.data(), new_bytes.size());
            h.new_class_data = p;
            h.new_class_data_len = static_cast<jint>(new_bytes.size());
            replaced++;
        }
    } else if (e->event_type == JVMPI_EVENT_JVM_SHUT_DOWN) {
        std::fprintf(stderr, "class_hook: hooks=%ld replaced=%ld\n", hooks, replaced);
    }
    jvmpi->RawMonitorExit(lock);
}

}  // namespace

extern "C" JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *jvm, char *options, void *reserved) {
    (void)reserved;
    if (jvm->GetEnv(reinterpret_cast<void **>(&jvmpi), JVMPI_VERSION_1_1) != JNI_OK) return JNI_ERR;
    std::string opts = options != nullptr ? options : "";
    std::string orig, repl;
    size_t pos = 0;
    while (pos <= opts.size()) {
        size_t end = opts.find(',', pos);
        if (end == std::string::npos) end = opts.size();
        std::string tok = opts.substr(pos, end - pos);
        if (tok.rfind("orig=", 0) == 0) orig = tok.substr(5);
        else if (tok.rfind("new=", 0) == 0) repl = tok.substr(4);
        pos = end + 1;
    }
    if (!read_file(orig, orig_bytes) || !read_file(repl, new_bytes)) return JNI_ERR;
    lock = jvmpi->RawMonitorCreate(const_cast<char *>("_class_hook"));
    jvmpi->NotifyEvent = notify;
    if (jvmpi->EnableEvent(JVMPI_EVENT_CLASS_LOAD_HOOK, nullptr) != JVMPI_SUCCESS) return JNI_ERR;
    jvmpi->EnableEvent(JVMPI_EVENT_JVM_SHUT_DOWN, nullptr);
    return JNI_OK;
}
