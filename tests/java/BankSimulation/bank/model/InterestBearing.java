package bank.model;

public interface InterestBearing {
    double rate();
    default long interestOn(long balance) { return balance <= 0 ? 0 : Math.round(balance * rate() / 12); }
}
