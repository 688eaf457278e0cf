package java.lang;

/** Present for API compatibility; rjvm never installs a security manager. */
@Deprecated
public class SecurityManager {
    public SecurityManager() {
    }

    public void checkPermission(Object perm) {
    }

    public void checkExit(int status) {
    }

    public void checkRead(String file) {
    }

    public void checkWrite(String file) {
    }

    public void checkPropertyAccess(String key) {
    }
}
