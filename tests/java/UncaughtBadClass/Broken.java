public class Broken {
    public String hello() {
        return "hello";
    }
}
