package p;

public class Hidden {
    public Hidden() { }
    public String toString() { return "hidden"; }
}
