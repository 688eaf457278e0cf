package java.lang;

/**
 * One frame of a stack trace. The VM builds these with the 4-argument constructor
 * (lineNumber -2 = native method, -1 = unknown).
 */
public final class StackTraceElement implements java.io.Serializable {
    private static final long serialVersionUID = 6992337162326171013L;

    private final String declaringClass;
    private final String methodName;
    private final String fileName;
    private final int lineNumber;

    public StackTraceElement(String declaringClass, String methodName, String fileName, int lineNumber) {
        if (declaringClass == null) {
            throw new NullPointerException("Declaring class is null");
        }
        if (methodName == null) {
            throw new NullPointerException("Method name is null");
        }
        this.declaringClass = declaringClass;
        this.methodName = methodName;
        this.fileName = fileName;
        this.lineNumber = lineNumber;
    }

    public String getFileName() {
        return fileName;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public String getClassName() {
        return declaringClass;
    }

    public String getMethodName() {
        return methodName;
    }

    public String getModuleName() {
        return null;
    }

    public String getModuleVersion() {
        return null;
    }

    public String getClassLoaderName() {
        return null;
    }

    public boolean isNativeMethod() {
        return lineNumber == -2;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(declaringClass.length() + methodName.length() + 24);
        sb.append(declaringClass).append('.').append(methodName).append('(');
        if (lineNumber == -2) {
            sb.append("Native Method");
        } else if (fileName == null) {
            sb.append("Unknown Source");
        } else {
            sb.append(fileName);
            if (lineNumber >= 0) {
                sb.append(':').append(lineNumber);
            }
        }
        return sb.append(')').toString();
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof StackTraceElement)) {
            return false;
        }
        StackTraceElement e = (StackTraceElement) obj;
        return e.lineNumber == lineNumber && e.declaringClass.equals(declaringClass)
                && e.methodName.equals(methodName) && eq(e.fileName, fileName);
    }

    private static boolean eq(Object a, Object b) {
        return a == b || (a != null && a.equals(b));
    }

    public int hashCode() {
        int result = 31 * declaringClass.hashCode() + methodName.hashCode();
        // class loader name, module name and module version (always null in rjvm)
        result = 31 * 31 * 31 * result;
        result = 31 * result + (fileName == null ? 0 : fileName.hashCode());
        result = 31 * result + lineNumber;
        return result;
    }
}
