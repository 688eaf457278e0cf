/* Native methods of tests/jni/JniObjects. */
#include <stdlib.h>
#include "jnitest.h"

static jclass find(JNIEnv *env, const char *name) {
    jclass c = (*env)->FindClass(env, name);
    if (c == NULL) {
        say_exception(env, name);
    }
    return c;
}

/* Class.getName() of c into buf ("NULL" for NULL). */
static const char *class_name(JNIEnv *env, jclass c, char *buf, size_t n) {
    jclass cc;
    jmethodID getName;
    jstring s;
    const char *chars;
    if (c == NULL) {
        snprintf(buf, n, "NULL");
        return buf;
    }
    cc = (*env)->FindClass(env, "java/lang/Class");
    getName = (*env)->GetMethodID(env, cc, "getName", "()Ljava/lang/String;");
    s = (jstring)(*env)->CallObjectMethod(env, c, getName);
    chars = (*env)->GetStringUTFChars(env, s, NULL);
    snprintf(buf, n, "%s", chars);
    (*env)->ReleaseStringUTFChars(env, s, chars);
    (*env)->DeleteLocalRef(env, s);
    (*env)->DeleteLocalRef(env, cc);
    return buf;
}

/* String.valueOf(o) into buf. */
static const char *str(JNIEnv *env, jobject o, char *buf, size_t n) {
    jclass sc = (*env)->FindClass(env, "java/lang/String");
    jmethodID valueOf = (*env)->GetStaticMethodID(env, sc, "valueOf", "(Ljava/lang/Object;)Ljava/lang/String;");
    jstring s = (jstring)(*env)->CallStaticObjectMethod(env, sc, valueOf, o);
    const char *chars = (*env)->GetStringUTFChars(env, s, NULL);
    snprintf(buf, n, "%s", chars);
    (*env)->ReleaseStringUTFChars(env, s, chars);
    (*env)->DeleteLocalRef(env, s);
    (*env)->DeleteLocalRef(env, sc);
    return buf;
}

JNIEXPORT void JNICALL Java_JniObjects_classes(JNIEnv *env, jclass self) {
    char a[256], b[256], c2[256];
    const char *names[] = {"java/lang/String", "[I", "[[Ljava/lang/Object;", "JniObjects$Square", "JniObjects$Shape",
                           "java.lang.String", "NoSuchClass", "I", "[Lno/Such;", "[", "java/lang/String;", ""};
    size_t i;
    jclass cls, str_c, obj, sq, base, shape, intarr;
    say_init(env, self);
    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        jclass c = (*env)->FindClass(env, names[i]);
        if (c != NULL) {
            say(env, "FindClass %s -> %s", names[i], class_name(env, c, a, sizeof a));
            (*env)->DeleteLocalRef(env, c);
        } else {
            snprintf(a, sizeof a, "FindClass %s", names[i]);
            say_exception(env, a);
        }
    }
    cls = (*env)->FindClass(env, NULL);
    say(env, "FindClass NULL -> %s", cls == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    /* FindClass initialises the class. */
    say(env, "FindClass Initialised:");
    cls = find(env, "JniObjects$Initialised");
    (*env)->DeleteLocalRef(env, cls);
    cls = (*env)->FindClass(env, "JniObjects$FailsInit");
    say(env, "FindClass FailsInit -> %s", cls == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    cls = (*env)->FindClass(env, "JniObjects$FailsInit");
    say(env, "FindClass FailsInit again -> %s", cls == NULL ? "NULL" : "?");
    say_exception(env, "  exception");

    str_c = find(env, "java/lang/String");
    obj = find(env, "java/lang/Object");
    sq = find(env, "JniObjects$Square");
    base = find(env, "JniObjects$Base");
    shape = find(env, "JniObjects$Shape");
    intarr = find(env, "[I");
    say(env, "GetSuperclass Square=%s Base=%s int[]=%s Object=%s Shape=%s",
        class_name(env, (*env)->GetSuperclass(env, sq), a, sizeof a), class_name(env, (*env)->GetSuperclass(env, base), b, sizeof b),
        class_name(env, (*env)->GetSuperclass(env, intarr), c2, sizeof c2), (*env)->GetSuperclass(env, obj) == NULL ? "NULL" : "?",
        (*env)->GetSuperclass(env, shape) == NULL ? "NULL" : "?");
    say(env, "IsAssignableFrom Square->Base %d Base->Square %d Square->Shape %d Shape->Object %d int[]->Object %d Object->String %d",
        (*env)->IsAssignableFrom(env, sq, base), (*env)->IsAssignableFrom(env, base, sq), (*env)->IsAssignableFrom(env, sq, shape),
        (*env)->IsAssignableFrom(env, shape, obj), (*env)->IsAssignableFrom(env, intarr, obj),
        (*env)->IsAssignableFrom(env, obj, str_c));
}

JNIEXPORT void JNICALL Java_JniObjects_objects(JNIEnv *env, jclass self) {
    char a[256], b[256];
    jclass sq = find(env, "JniObjects$Square");
    jclass base = find(env, "JniObjects$Base");
    jclass shape = find(env, "JniObjects$Shape");
    jclass obj = find(env, "java/lang/Object");
    jclass str_c = find(env, "java/lang/String");
    jmethodID init = (*env)->GetMethodID(env, sq, "<init>", "(D)V");
    jmethodID init0 = (*env)->GetMethodID(env, sq, "<init>", "()V");
    jobject o1, o2, o3, raw;
    jvalue args[1];
    (void)self;
    o1 = (*env)->NewObject(env, sq, init, 2.0);
    args[0].d = 4.0;
    o2 = (*env)->NewObjectA(env, sq, init, args);
    o3 = (*env)->NewObject(env, sq, init0);
    say(env, "NewObject %s %s %s", str(env, o1, a, sizeof a), str(env, o2, b, sizeof b), class_name(env, (*env)->GetObjectClass(env, o3), a, sizeof a));
    raw = (*env)->AllocObject(env, sq);
    say(env, "AllocObject (no constructor) %s", str(env, raw, a, sizeof a));
    say(env, "AllocObject Base -> %s", (*env)->AllocObject(env, base) == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    say(env, "AllocObject Shape -> %s", (*env)->AllocObject(env, shape) == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    say(env, "NewObject Base -> %s", (*env)->NewObject(env, base, (*env)->GetMethodID(env, base, "<init>", "()V")) == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    say(env, "IsInstanceOf sq/Square %d sq/Shape %d sq/String %d NULL/String %d str/Object %d",
        (*env)->IsInstanceOf(env, o1, sq), (*env)->IsInstanceOf(env, o1, shape), (*env)->IsInstanceOf(env, o1, str_c),
        (*env)->IsInstanceOf(env, NULL, str_c), (*env)->IsInstanceOf(env, (*env)->NewStringUTF(env, "x"), obj));
    say(env, "IsSameObject o1/o1 %d o1/o2 %d NULL/NULL %d o1/NULL %d", (*env)->IsSameObject(env, o1, o1), (*env)->IsSameObject(env, o1, o2),
        (*env)->IsSameObject(env, NULL, NULL), (*env)->IsSameObject(env, o1, NULL));
}

/* Every instance and static field type, read and written. */
JNIEXPORT void JNICALL Java_JniObjects_fields(JNIEnv *env, jclass self, jobject sq) {
    char a[256], b[256];
    jclass c = (*env)->GetObjectClass(env, sq);
    jfieldID z = (*env)->GetFieldID(env, c, "z", "Z"), bf = (*env)->GetFieldID(env, c, "b", "B"), cf = (*env)->GetFieldID(env, c, "c", "C"),
             s = (*env)->GetFieldID(env, c, "s", "S"), i = (*env)->GetFieldID(env, c, "i", "I"), j = (*env)->GetFieldID(env, c, "j", "J"),
             f = (*env)->GetFieldID(env, c, "f", "F"), d = (*env)->GetFieldID(env, c, "d", "D"),
             o = (*env)->GetFieldID(env, c, "o", "Ljava/lang/Object;"), vol = (*env)->GetFieldID(env, c, "vol", "I"),
             id = (*env)->GetFieldID(env, c, "id", "I"), side = (*env)->GetFieldID(env, c, "side", "D");
    jfieldID sz = (*env)->GetStaticFieldID(env, c, "sz", "Z"), sb = (*env)->GetStaticFieldID(env, c, "sb", "B"),
             sc = (*env)->GetStaticFieldID(env, c, "sc", "C"), ss = (*env)->GetStaticFieldID(env, c, "ss", "S"),
             si = (*env)->GetStaticFieldID(env, c, "si", "I"), sj = (*env)->GetStaticFieldID(env, c, "sj", "J"),
             sf = (*env)->GetStaticFieldID(env, c, "sf", "F"), sd = (*env)->GetStaticFieldID(env, c, "sd", "D"),
             so = (*env)->GetStaticFieldID(env, c, "so", "Ljava/lang/Object;");
    (void)self;
    say(env, "get %d %d %c %d %d %lld %.2f %.2f %s vol=%d inherited id=%d final side=%.1f", (*env)->GetBooleanField(env, sq, z),
        (*env)->GetByteField(env, sq, bf), (*env)->GetCharField(env, sq, cf), (*env)->GetShortField(env, sq, s), (*env)->GetIntField(env, sq, i),
        (long long)(*env)->GetLongField(env, sq, j), (*env)->GetFloatField(env, sq, f), (*env)->GetDoubleField(env, sq, d),
        str(env, (*env)->GetObjectField(env, sq, o), a, sizeof a), (*env)->GetIntField(env, sq, vol), (*env)->GetIntField(env, sq, id),
        (*env)->GetDoubleField(env, sq, side));
    say(env, "get static %d %d %c %d %d %lld %.2f %.2f %s", (*env)->GetStaticBooleanField(env, c, sz), (*env)->GetStaticByteField(env, c, sb),
        (*env)->GetStaticCharField(env, c, sc), (*env)->GetStaticShortField(env, c, ss), (*env)->GetStaticIntField(env, c, si),
        (long long)(*env)->GetStaticLongField(env, c, sj), (*env)->GetStaticFloatField(env, c, sf), (*env)->GetStaticDoubleField(env, c, sd),
        str(env, (*env)->GetStaticObjectField(env, c, so), b, sizeof b));
    (*env)->SetBooleanField(env, sq, z, JNI_FALSE);
    (*env)->SetByteField(env, sq, bf, -128);
    (*env)->SetCharField(env, sq, cf, 0x263a);
    (*env)->SetShortField(env, sq, s, -32768);
    (*env)->SetIntField(env, sq, i, 2147483647);
    (*env)->SetLongField(env, sq, j, -9223372036854775807LL - 1);
    (*env)->SetFloatField(env, sq, f, 1e-3f);
    (*env)->SetDoubleField(env, sq, d, 1e300);
    (*env)->SetObjectField(env, sq, o, (*env)->NewStringUTF(env, "set by JNI"));
    (*env)->SetIntField(env, sq, vol, 10);
    (*env)->SetDoubleField(env, sq, side, 5.0); /* a final field: JNI may write it */
    (*env)->SetStaticBooleanField(env, c, sz, JNI_FALSE);
    (*env)->SetStaticByteField(env, c, sb, 127);
    (*env)->SetStaticCharField(env, c, sc, 'x');
    (*env)->SetStaticShortField(env, c, ss, 32767);
    (*env)->SetStaticIntField(env, c, si, -2147483647 - 1);
    (*env)->SetStaticLongField(env, c, sj, 1LL << 62);
    (*env)->SetStaticFloatField(env, c, sf, -0.0f);
    (*env)->SetStaticDoubleField(env, c, sd, 0.1);
    (*env)->SetStaticObjectField(env, c, so, NULL);
    /* Errors: unknown names, the wrong static-ness, the wrong signature. */
    say(env, "GetFieldID nope -> %s", (*env)->GetFieldID(env, c, "nope", "I") == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    say(env, "GetFieldID i:J -> %s", (*env)->GetFieldID(env, c, "i", "J") == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    say(env, "GetFieldID si (static) -> %s", (*env)->GetFieldID(env, c, "si", "I") == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    say(env, "GetStaticFieldID i (instance) -> %s", (*env)->GetStaticFieldID(env, c, "i", "I") == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    /* GetStaticFieldID initialises the class. */
    {
        jclass ic = (*env)->FindClass(env, "JniObjects$Initialised");
        jfieldID v = (*env)->GetStaticFieldID(env, ic, "value", "I");
        say(env, "Initialised.value %d", (*env)->GetStaticIntField(env, ic, v));
    }
}

/* Methods of every return type in all three forms and in the ..., V and A variants. */
static jint call_int_v(JNIEnv *env, jobject o, jmethodID m, ...) {
    va_list ap;
    jint r;
    va_start(ap, m);
    r = (*env)->CallIntMethodV(env, o, m, ap);
    va_end(ap);
    return r;
}

static jobject call_static_object_v(JNIEnv *env, jclass c, jmethodID m, ...) {
    va_list ap;
    jobject r;
    va_start(ap, m);
    r = (*env)->CallStaticObjectMethodV(env, c, m, ap);
    va_end(ap);
    return r;
}

static jobject new_object_v(JNIEnv *env, jclass c, jmethodID m, ...) {
    va_list ap;
    jobject r;
    va_start(ap, m);
    r = (*env)->NewObjectV(env, c, m, ap);
    va_end(ap);
    return r;
}

JNIEXPORT void JNICALL Java_JniObjects_methods(JNIEnv *env, jclass self, jobject sq) {
    char a[256], b[256];
    jclass c = (*env)->GetObjectClass(env, sq);
    jclass base = (*env)->FindClass(env, "JniObjects$Base");
    jclass shape = (*env)->FindClass(env, "JniObjects$Shape");
    jclass obj = (*env)->FindClass(env, "java/lang/Object");
    jmethodID area = (*env)->GetMethodID(env, c, "area", "()D");
    jmethodID isBig = (*env)->GetMethodID(env, c, "isBig", "(I)Z");
    jmethodID asByte = (*env)->GetMethodID(env, c, "asByte", "()B");
    jmethodID letter = (*env)->GetMethodID(env, c, "letter", "()C");
    jmethodID half = (*env)->GetMethodID(env, c, "half", "()S");
    jmethodID scaled = (*env)->GetMethodID(env, c, "scaled", "(J)J");
    jmethodID fl = (*env)->GetMethodID(env, c, "fl", "(F)F");
    jmethodID grown = (*env)->GetMethodID(env, c, "grown", "(DLjava/lang/String;)LJniObjects$Square;");
    jmethodID touch = (*env)->GetMethodID(env, c, "touch", "()V");
    jmethodID baseWho = (*env)->GetMethodID(env, base, "who", "()Ljava/lang/String;");
    jmethodID describe = (*env)->GetMethodID(env, shape, "describe", "()Ljava/lang/String;");
    jmethodID shapeArea = (*env)->GetMethodID(env, shape, "area", "()D");
    jmethodID hash = (*env)->GetMethodID(env, obj, "toString", "()Ljava/lang/String;");
    jmethodID sum = (*env)->GetStaticMethodID(env, c, "sum", "(IJDLjava/lang/String;ZCSBF)Ljava/lang/String;");
    jmethodID init = (*env)->GetMethodID(env, c, "<init>", "(D)V");
    jvalue v[9];
    jobject g;
    (void)self;
    say(env, "area %.2f isBig %d/%d byte %d char %c short %d long %lld float %.2f", (*env)->CallDoubleMethod(env, sq, area),
        (*env)->CallBooleanMethod(env, sq, isBig, 5), (*env)->CallBooleanMethod(env, sq, isBig, 500), (*env)->CallByteMethod(env, sq, asByte),
        (*env)->CallCharMethod(env, sq, letter), (*env)->CallShortMethod(env, sq, half), (long long)(*env)->CallLongMethod(env, sq, scaled, 3LL),
        (*env)->CallFloatMethod(env, sq, fl, 1.25f));
    g = (*env)->CallObjectMethod(env, sq, grown, 1.5, (*env)->NewStringUTF(env, "varargs"));
    say(env, "grown %s", str(env, g, a, sizeof a));
    (*env)->CallVoidMethod(env, g, touch);
    say(env, "V form: isBig(1) via CallIntMethodV on an int-returning method %d", call_int_v(env, sq, (*env)->GetMethodID(env, c, "half", "()S")));
    v[0].d = 0.5;
    v[1].l = (*env)->NewStringUTF(env, "A form");
    g = (*env)->CallObjectMethodA(env, sq, grown, v);
    say(env, "A form %s", str(env, g, a, sizeof a));
    /* Virtual dispatch through superclass and interface IDs, non-virtual calls. */
    say(env, "virtual Base.who on Square: %s", str(env, (*env)->CallObjectMethod(env, sq, baseWho), a, sizeof a));
    say(env, "nonvirtual Base.who on Square: %s", str(env, (*env)->CallNonvirtualObjectMethod(env, sq, base, baseWho), a, sizeof a));
    say(env, "interface Shape.area on Square: %.2f, default describe: %s", (*env)->CallDoubleMethod(env, sq, shapeArea),
        str(env, (*env)->CallObjectMethod(env, sq, describe), a, sizeof a));
    say(env, "nonvirtual Object.toString on Square: %s", (*env)->CallNonvirtualObjectMethod(env, sq, obj, hash) != NULL ? "a string" : "NULL");
    say(env, "nonvirtual area %.2f int %d", (*env)->CallNonvirtualDoubleMethod(env, sq, c, area),
        (*env)->CallNonvirtualBooleanMethod(env, sq, c, isBig, 1));
    say(env, "static sum: %s", str(env, (*env)->CallStaticObjectMethod(env, c, sum, 1, 2LL, 3.5, (*env)->NewStringUTF(env, "d"), JNI_TRUE,
                                                                         (jchar)'f', (jshort)7, (jbyte)8, 9.5f), a, sizeof a));
    say(env, "static sum V: %s", str(env, call_static_object_v(env, c, sum, -1, -2LL, -3.5, NULL, JNI_FALSE, (jchar)'g', (jshort)-7,
                                                               (jbyte)-8, -9.5f), a, sizeof a));
    v[0].i = 10; v[1].j = 20; v[2].d = 30; v[3].l = NULL; v[4].z = JNI_TRUE; v[5].c = 'h'; v[6].s = 40; v[7].b = 50; v[8].f = 60;
    say(env, "static sum A: %s", str(env, (*env)->CallStaticObjectMethodA(env, c, sum, v), a, sizeof a));
    say(env, "NewObjectV %s", str(env, new_object_v(env, c, init, 6.0), b, sizeof b));
    /* Lookup errors. */
    say(env, "GetMethodID nope -> %s", (*env)->GetMethodID(env, c, "nope", "()V") == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    say(env, "GetMethodID sum (static) -> %s", (*env)->GetMethodID(env, c, "sum", "(IJDLjava/lang/String;ZCSBF)Ljava/lang/String;") == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    say(env, "GetStaticMethodID area (instance) -> %s", (*env)->GetStaticMethodID(env, c, "area", "()D") == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    say(env, "GetMethodID area bad signature -> %s", (*env)->GetMethodID(env, c, "area", "()I") == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    say(env, "GetMethodID <init> from superclass -> %s", (*env)->GetMethodID(env, base, "<init>", "(D)V") == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    say(env, "GetMethodID Object.hashCode on interface -> %s", (*env)->GetMethodID(env, shape, "hashCode", "()I") != NULL ? "found" : "NULL");
    say_exception(env, "  exception");
    say(env, "GetMethodID on int[] (clone) -> %s", (*env)->GetMethodID(env, (*env)->FindClass(env, "[I"), "clone", "()Ljava/lang/Object;") != NULL ? "found" : "NULL");
    say_exception(env, "  exception");
    /* An exception thrown by the called method. */
    {
        jclass ic = (*env)->FindClass(env, "java/lang/Integer");
        jmethodID parse = (*env)->GetStaticMethodID(env, ic, "parseInt", "(Ljava/lang/String;)I");
        jint r = (*env)->CallStaticIntMethod(env, ic, parse, (*env)->NewStringUTF(env, "12x"));
        say(env, "parseInt(\"12x\") -> %d, pending %d", r, (*env)->ExceptionCheck(env));
        say_exception(env, "  exception");
    }
}

JNIEXPORT void JNICALL Java_JniObjects_reflection(JNIEnv *env, jclass self, jobject sq) {
    char a[512];
    jclass c = (*env)->GetObjectClass(env, sq);
    jmethodID grown = (*env)->GetMethodID(env, c, "grown", "(DLjava/lang/String;)LJniObjects$Square;");
    jmethodID sum = (*env)->GetStaticMethodID(env, c, "sum", "(IJDLjava/lang/String;ZCSBF)Ljava/lang/String;");
    jmethodID init = (*env)->GetMethodID(env, c, "<init>", "(D)V");
    jfieldID so = (*env)->GetStaticFieldID(env, c, "so", "Ljava/lang/Object;");
    jfieldID side = (*env)->GetFieldID(env, c, "side", "D");
    jobject m1 = (*env)->ToReflectedMethod(env, c, grown, JNI_FALSE);
    jobject m2 = (*env)->ToReflectedMethod(env, c, sum, JNI_TRUE);
    jobject m3 = (*env)->ToReflectedMethod(env, c, init, JNI_FALSE);
    jobject f1 = (*env)->ToReflectedField(env, c, so, JNI_TRUE);
    jobject f2 = (*env)->ToReflectedField(env, c, side, JNI_FALSE);
    jobject module;
    (void)self;
    say(env, "ToReflectedMethod %s", str(env, m1, a, sizeof a));
    say(env, "ToReflectedMethod %s", str(env, m2, a, sizeof a));
    say(env, "ToReflectedMethod %s", str(env, m3, a, sizeof a));
    say(env, "ToReflectedField %s", str(env, f1, a, sizeof a));
    say(env, "ToReflectedField %s", str(env, f2, a, sizeof a));
    say(env, "FromReflectedMethod same ID %d %d %d", (*env)->FromReflectedMethod(env, m1) == grown, (*env)->FromReflectedMethod(env, m2) == sum,
        (*env)->FromReflectedMethod(env, m3) == init);
    say(env, "FromReflectedField round trip %d %d", (*env)->GetStaticObjectField(env, c, (*env)->FromReflectedField(env, f1)) == NULL,
        (*env)->GetDoubleField(env, sq, (*env)->FromReflectedField(env, f2)) == 5.0);
    module = (*env)->GetModule(env, c);
    {
        jclass mc = (*env)->GetObjectClass(env, module);
        jmethodID named = (*env)->GetMethodID(env, mc, "isNamed", "()Z");
        jobject sm = (*env)->GetModule(env, (*env)->FindClass(env, "java/lang/String"));
        jmethodID name = (*env)->GetMethodID(env, mc, "getName", "()Ljava/lang/String;");
        say(env, "GetModule app: named %d; String: %s; int[]: %s", (*env)->CallBooleanMethod(env, module, named),
            str(env, (*env)->CallObjectMethod(env, sm, name), a, sizeof a),
            (*env)->IsSameObject(env, (*env)->GetModule(env, (*env)->FindClass(env, "[I")), sm) ? "java.base" : "?");
    }
}

JNIEXPORT void JNICALL Java_JniObjects_monitors(JNIEnv *env, jclass self, jobject lock) {
    jclass t = (*env)->FindClass(env, "java/lang/Thread");
    jmethodID holds = (*env)->GetStaticMethodID(env, t, "holdsLock", "(Ljava/lang/Object;)Z");
    jint r1, r2, r3, r4;
    (void)self;
    r1 = (*env)->MonitorEnter(env, lock);
    r2 = (*env)->MonitorEnter(env, lock);
    say(env, "MonitorEnter x2 -> %d %d, holds %d", r1, r2, (*env)->CallStaticBooleanMethod(env, t, holds, lock));
    r3 = (*env)->MonitorExit(env, lock);
    say(env, "MonitorExit -> %d, holds %d", r3, (*env)->CallStaticBooleanMethod(env, t, holds, lock));
    r4 = (*env)->MonitorExit(env, lock);
    say(env, "MonitorExit -> %d, holds %d", r4, (*env)->CallStaticBooleanMethod(env, t, holds, lock));
    say(env, "MonitorExit not owner -> %d", (*env)->MonitorExit(env, lock));
    say_exception(env, "  exception");
}

JNIEXPORT void JNICALL Java_JniObjects_define(JNIEnv *env, jclass self, jbyteArray bytes) {
    char a[256];
    jint len = (*env)->GetArrayLength(env, bytes);
    jbyte *buf = (*env)->GetByteArrayElements(env, bytes, NULL);
    jclass cc = (*env)->FindClass(env, "java/lang/Class");
    jmethodID getLoader = (*env)->GetMethodID(env, cc, "getClassLoader", "()Ljava/lang/ClassLoader;");
    jobject loader = (*env)->CallObjectMethod(env, self, getLoader);
    jclass d = (*env)->DefineClass(env, "Defined", loader, buf, len);
    jmethodID hello;
    say(env, "DefineClass -> %s", class_name(env, d, a, sizeof a));
    hello = (*env)->GetStaticMethodID(env, d, "hello", "()Ljava/lang/String;");
    say(env, "Defined.hello() -> %s", str(env, (*env)->CallStaticObjectMethod(env, d, hello), a, sizeof a));
    say(env, "FindClass Defined is it %d", (*env)->IsSameObject(env, (*env)->FindClass(env, "Defined"), d));
    say(env, "DefineClass again -> %s", (*env)->DefineClass(env, "Defined", loader, buf, len) == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    say(env, "DefineClass wrong name -> %s", (*env)->DefineClass(env, "Other", loader, buf, len) == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    say(env, "DefineClass garbage -> %s", (*env)->DefineClass(env, "Garbage", loader, buf + 4, 16) == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    (*env)->ReleaseByteArrayElements(env, bytes, buf, JNI_ABORT);
}
