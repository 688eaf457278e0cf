package res;

/** A class in a package, whose resources ResourceLoading reads. */
public class Holder {
}
