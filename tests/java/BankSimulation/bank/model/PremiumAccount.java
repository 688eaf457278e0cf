package bank.model;

public class PremiumAccount extends SavingsAccount {
    public PremiumAccount(String owner, long initial) { super(owner, initial, 0.03); }
    @Override public long interestOn(long balance) { return super.interestOn(balance) + 100; }
    @Override protected long overdraftLimit() { return 50000; }
    @Override protected String kind() { return "premium"; }
}
