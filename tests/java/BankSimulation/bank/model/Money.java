package bank.model;

public final class Money {
    private Money() {}
    public static String format(long cents) {
        String sign = cents < 0 ? "-" : "";
        long a = Math.abs(cents);
        return sign + "$" + String.format("%,d.%02d", a / 100, a % 100);
    }
}
