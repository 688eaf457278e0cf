package demo.lib;

public class Shape {
    protected final String name;
    private final double area;
    public Shape(String name, double area) { this.name = name; this.area = area; }
    protected double area() { return area; }
    public String describe() { return "Shape " + name + " area=" + area; }
    @Override public String toString() { return name + "(" + area + ")"; }
}
