// OOP simulation across packages (bank.model, bank.service): abstract accounts with interest and fee
// policies via interfaces, polymorphic monthly processing, checked exceptions for overdrafts,
// transaction log, protected/package-private access, static counters, and a seeded workload.
import bank.model.*;
import bank.service.*;
import java.util.*;

public class BankSimulation {
    public static void main(String[] args) {
        Bank bank = new Bank("First Rust Bank");
        Account alice = bank.open(new CheckingAccount("Alice", 50000, 20000));
        Account bob = bank.open(new SavingsAccount("Bob", 100000, 0.015));
        Account carol = bank.open(new SavingsAccount("Carol", 2500, 0.02));
        Account dave = bank.open(new CheckingAccount("Dave", 0, 0));
        Account erin = bank.open(new PremiumAccount("Erin", 1000000));
        System.out.println(bank);
        Random r = new Random(1234);
        List<Account> all = bank.accounts();
        for (int day = 1; day <= 60; day++) {
            Account from = all.get(r.nextInt(all.size()));
            Account to = all.get(r.nextInt(all.size()));
            long amount = 100 * (1 + r.nextInt(400));
            try {
                if (from == to) { from.deposit(amount); bank.log("day " + day + ": deposit " + amount + " to " + from.owner()); }
                else { bank.transfer(from, to, amount); bank.log("day " + day + ": " + from.owner() + " -> " + to.owner() + " " + amount); }
            } catch (InsufficientFundsException e) {
                bank.log("day " + day + ": REJECTED " + e.getMessage());
            }
            if (day % 30 == 0) {
                bank.monthEnd();
                System.out.println("after month " + (day / 30) + ":");
                for (Account a : all) System.out.println("  " + a);
            }
        }
        for (String entry : bank.logTail(15)) System.out.println(entry);
        System.out.println("total deposits: " + Money.format(bank.totalBalance()) + " accounts opened: " + Account.opened() + " rejected: " + bank.rejected());
        List<Account> sorted = new ArrayList<Account>(all);
        Collections.sort(sorted);
        StringBuilder sb = new StringBuilder();
        for (Account a : sorted) sb.append(a.owner()).append('=').append(Money.format(a.balance())).append(' ');
        System.out.println("by balance: " + sb);
        try { dave.withdraw(1); } catch (InsufficientFundsException e) { System.out.println("dave: " + e.getMessage() + " shortfall=" + e.shortfall()); }
        InterestBearing ib = (InterestBearing) bob;
        System.out.println(bob.owner() + " rate=" + ib.rate() + " " + (alice instanceof InterestBearing) + " " + (erin instanceof InterestBearing) + " " + erin.getClass().getName());
    }
}
