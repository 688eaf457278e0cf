package bank.model;

public class CheckingAccount extends Account {
    private final long overdraft;
    public CheckingAccount(String owner, long initial, long overdraft) { super(owner, initial); this.overdraft = overdraft; }
    @Override protected long overdraftLimit() { return overdraft; }
    @Override public void monthEnd() { balance -= balance < 0 ? 2500 : 500; }
    @Override protected String kind() { return "checking"; }
}
