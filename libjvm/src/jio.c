/* jio_*: HotSpot's libjvm exports these printf wrappers, and the JDK's
 * native libraries call them. They are C varargs functions, which stable
 * Rust cannot define, hence this file. */
#include <stdarg.h>
#include <stdio.h>

int rjvm_jio_vsnprintf(char *str, size_t count, const char *fmt, va_list args) {
    if ((long)count <= 0) return -1;
    int r = vsnprintf(str, count, fmt, args);
    /* HotSpot's contract: -1 when truncated, the buffer always terminated. */
    if (r < 0 || (size_t)r >= count) { str[count - 1] = '\0'; return -1; }
    return r;
}

int rjvm_jio_snprintf(char *str, size_t count, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = rjvm_jio_vsnprintf(str, count, fmt, ap);
    va_end(ap);
    return r;
}

int rjvm_jio_vfprintf(FILE *f, const char *fmt, va_list args) {
    return vfprintf(f, fmt, args);
}

int rjvm_jio_fprintf(FILE *f, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vfprintf(f, fmt, ap);
    va_end(ap);
    return r;
}
