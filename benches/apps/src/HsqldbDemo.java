import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.Statement;

/** HSQLDB: a file database (written, closed, reopened), JDBC, transactions, SQL features. */
public class HsqldbDemo {
    static void print(ResultSet rs) throws Exception {
        ResultSetMetaData md = rs.getMetaData();
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= md.getColumnCount(); i++) sb.append(i > 1 ? " | " : "").append(md.getColumnLabel(i));
        System.out.println(sb);
        while (rs.next()) {
            sb.setLength(0);
            for (int i = 1; i <= md.getColumnCount(); i++) sb.append(i > 1 ? " | " : "").append(rs.getString(i));
            System.out.println(sb);
        }
    }

    public static void main(String[] args) throws Exception {
        String url = "jdbc:hsqldb:file:hsql-db/shop;shutdown=true";
        try (Connection c = DriverManager.getConnection(url, "SA", "")) {
            Statement s = c.createStatement();
            s.execute("create table item(id int primary key, name varchar(30) not null, price decimal(8,2), added date)");
            s.execute("create table sale(item int references item(id), qty int, at timestamp)");
            c.setAutoCommit(false);
            PreparedStatement ps = c.prepareStatement("insert into item values (?, ?, ?, ?)");
            String[] names = { "apple", "pear", "kiwi", "fig", "plum", "lime" };
            for (int i = 0; i < names.length; i++) {
                ps.setInt(1, i + 1);
                ps.setString(2, names[i]);
                ps.setBigDecimal(3, new java.math.BigDecimal(i * 1.25 + 0.5).setScale(2, java.math.RoundingMode.HALF_UP));
                ps.setDate(4, java.sql.Date.valueOf("2024-0" + (i % 9 + 1) + "-1" + i));
                ps.addBatch();
            }
            System.out.println("batch: " + java.util.Arrays.toString(ps.executeBatch()));
            s.execute("insert into sale values (1, 3, timestamp '2024-05-01 10:00:00'), (3, 7, timestamp '2024-05-02 11:30:00'), (1, 2, timestamp '2024-05-03 09:15:00')");
            c.commit();
            s.execute("insert into item values (99, 'rolled back', 0, null)");
            c.rollback();
            c.setAutoCommit(true);
            print(s.executeQuery("select name, price, added from item where price > 2 order by price desc"));
            print(s.executeQuery("select i.name, sum(s.qty) as total, count(*) as n from sale s join item i on i.id = s.item group by i.name order by total desc"));
            print(s.executeQuery("select count(*), max(name), avg(price), extract(month from max(added)) from item"));
        }
        try (Connection c = DriverManager.getConnection(url, "SA", "")) {
            print(c.createStatement().executeQuery("select upper(name) as n, position('i' in name) as p from item where id in (3, 5) order by id"));
            try {
                c.createStatement().execute("insert into item values (1, 'duplicate', 1, null)");
            } catch (java.sql.SQLException e) {
                System.out.println("error " + e.getSQLState() + ": " + e.getMessage());
            }
        }
    }
}
