package bank.service;

import bank.model.Account;
import bank.model.InsufficientFundsException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Bank {
    private final String name;
    private final List<Account> accounts = new ArrayList<Account>();
    private final List<String> log = new ArrayList<String>();
    private int rejected;
    public Bank(String name) { this.name = name; }
    public Account open(Account a) { accounts.add(a); return a; }
    public List<Account> accounts() { return Collections.unmodifiableList(accounts); }
    public void transfer(Account from, Account to, long cents) throws InsufficientFundsException {
        try {
            from.withdraw(cents);
        } catch (InsufficientFundsException e) {
            rejected++;
            throw e;
        }
        to.deposit(cents);
    }
    public void monthEnd() { for (Account a : accounts) a.monthEnd(); }
    public long totalBalance() { long t = 0; for (Account a : accounts) t += a.balance(); return t; }
    public void log(String s) { log.add(s); }
    public int rejected() { return rejected; }
    public List<String> logTail(int n) { return log.subList(Math.max(0, log.size() - n), log.size()); }
    @Override public String toString() { return name + " with " + accounts.size() + " accounts"; }
}
