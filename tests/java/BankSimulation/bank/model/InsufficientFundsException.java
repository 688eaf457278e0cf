package bank.model;

public class InsufficientFundsException extends Exception {
    private final long shortfall;
    public InsufficientFundsException(String owner, long shortfall) {
        super(owner + " is short by " + Money.format(shortfall));
        this.shortfall = shortfall;
    }
    public long shortfall() { return shortfall; }
}
