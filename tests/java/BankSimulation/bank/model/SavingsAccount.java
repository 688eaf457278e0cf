package bank.model;

public class SavingsAccount extends Account implements InterestBearing {
    private final double rate;
    public SavingsAccount(String owner, long initial, double rate) { super(owner, initial); this.rate = rate; }
    public double rate() { return rate; }
    @Override public void monthEnd() { balance += interestOn(balance); }
    @Override protected String kind() { return "savings"; }
}
