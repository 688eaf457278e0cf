public class Ping { }
