package java.lang;

public class ThreadDeath extends Error {
    private static final long serialVersionUID = 1L;

    public ThreadDeath() {
        super();
    }
}
