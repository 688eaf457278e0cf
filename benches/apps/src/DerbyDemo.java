import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** Apache Derby: an embedded file database, its own threads and logs, JDBC. */
public class DerbyDemo {
    public static void main(String[] args) throws Exception {
        System.setProperty("derby.stream.error.file", "derby-work.log");
        try (Connection c = DriverManager.getConnection("jdbc:derby:derby-db;create=true")) {
            Statement s = c.createStatement();
            s.execute("create table city(id int primary key, name varchar(40), population bigint, area double)");
            PreparedStatement ps = c.prepareStatement("insert into city values (?, ?, ?, ?)");
            Object[][] rows = { { 1, "Paris", 2_161_000L, 105.4 }, { 2, "Berlin", 3_645_000L, 891.8 }, { 3, "Madrid", 3_223_000L, 604.3 }, { 4, "Rome", 2_873_000L, 1285.0 } };
            for (Object[] r : rows) {
                ps.setInt(1, (Integer) r[0]);
                ps.setString(2, (String) r[1]);
                ps.setLong(3, (Long) r[2]);
                ps.setDouble(4, (Double) r[3]);
                ps.executeUpdate();
            }
            ResultSet rs = s.executeQuery("select name, population, cast(population / area as int) as density from city order by density desc");
            while (rs.next()) System.out.println(rs.getString(1) + " " + rs.getLong(2) + " " + rs.getInt(3));
            rs = s.executeQuery("select count(*), sum(population), min(name) from city");
            rs.next();
            System.out.println("count " + rs.getInt(1) + " sum " + rs.getLong(2) + " min " + rs.getString(3));
            try {
                s.execute("select nosuchcolumn from city");
            } catch (SQLException e) {
                System.out.println("error " + e.getSQLState() + ": " + e.getMessage());
            }
        }
        try {
            DriverManager.getConnection("jdbc:derby:;shutdown=true");
        } catch (SQLException e) {
            System.out.println("shutdown " + e.getSQLState());
        }
    }
}
