package java.lang;

/**
 * Thrown when an application attempts to use {@code null} where an object is required.
 *
 * <p>As in JDK 17: when no message was passed to a constructor, {@link #getMessage()} asks the
 * VM once ({@code getExtendedNPEMessage}) for a description of the failed action and of the
 * null value, computed from the top frame of the stack trace filled in at construction (JEP
 * 358 "helpful NullPointerExceptions"). Refilling the stack trace computes that message first,
 * so that it still describes the original failure.
 */
public class NullPointerException extends RuntimeException {
    private static final long serialVersionUID = 5162710183389028792L;

    public NullPointerException() {
        super();
    }

    public NullPointerException(String s) {
        super(s);
    }

    // 0: no backtrace filled in, no message computed.
    // 1: backtrace filled in, no message computed.
    // 2: message computed
    private transient int extendedMessageState;
    private transient String extendedMessage;

    public synchronized Throwable fillInStackTrace() {
        // If the stack trace is changed the extended NPE algorithm
        // would compute a wrong message. So compute it beforehand.
        if (extendedMessageState == 0) {
            extendedMessageState = 1;
        } else if (extendedMessageState == 1) {
            extendedMessage = getExtendedNPEMessage();
            extendedMessageState = 2;
        }
        return super.fillInStackTrace();
    }

    public String getMessage() {
        String message = super.getMessage();
        if (message == null) {
            synchronized (this) {
                if (extendedMessageState == 1) {
                    // Only the original stack trace was filled in: the message will be right.
                    extendedMessage = getExtendedNPEMessage();
                    extendedMessageState = 2;
                }
                return extendedMessage;
            }
        }
        return message;
    }

    /**
     * The VM's description of where and why this exception was raised, or null (an explicitly
     * constructed exception, one raised by native code, or -XX:-ShowCodeDetailsInExceptionMessages).
     */
    private native String getExtendedNPEMessage();
}
