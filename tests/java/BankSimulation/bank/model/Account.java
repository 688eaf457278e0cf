package bank.model;

public abstract class Account implements Comparable<Account> {
    private static int opened;
    private final String owner;
    protected long balance;
    final int number;
    protected Account(String owner, long initial) { this.owner = owner; this.balance = initial; this.number = ++opened; }
    public static int opened() { return opened; }
    public String owner() { return owner; }
    public long balance() { return balance; }
    public void deposit(long cents) { if (cents <= 0) throw new IllegalArgumentException("non-positive deposit"); balance += cents; }
    public void withdraw(long cents) throws InsufficientFundsException {
        long available = balance + overdraftLimit();
        if (cents > available) throw new InsufficientFundsException(owner, cents - available);
        balance -= cents;
    }
    protected long overdraftLimit() { return 0; }
    public abstract void monthEnd();
    protected abstract String kind();
    public int compareTo(Account o) { return balance != o.balance ? Long.compare(o.balance, balance) : owner.compareTo(o.owner); }
    @Override public String toString() { return String.format("#%d %-8s %-9s %s", number, kind(), owner, Money.format(balance)); }
}
