public interface Shape {
    int area();
}
