package p;

public class Abs {
    public Abs() { }
    public String toString() { return "abs"; }
}
