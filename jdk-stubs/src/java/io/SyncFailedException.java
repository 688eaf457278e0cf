package java.io;

public class SyncFailedException extends IOException {
    private static final long serialVersionUID = 1L;

    public SyncFailedException() {
        super();
    }

    public SyncFailedException(String message) {
        super(message);
    }

}
