package java.util.concurrent;

import java.util.Random;

/** A Random shared by the (single) thread; setSeed is unsupported as in the JDK. */
public class ThreadLocalRandom extends Random {
    private static final long serialVersionUID = -5851777807851030925L;
    private static ThreadLocalRandom instance;
    private final boolean initialized;

    private ThreadLocalRandom() {
        super();
        initialized = true;
    }

    public static ThreadLocalRandom current() {
        ThreadLocalRandom r = instance;
        if (r == null) {
            instance = r = new ThreadLocalRandom();
        }
        return r;
    }

    public void setSeed(long seed) {
        if (initialized) {
            throw new UnsupportedOperationException();
        }
        super.setSeed(seed);
    }
}
