public class Pong extends Ping { }
