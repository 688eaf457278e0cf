package java.util;

/**
 * Minimal Date: a millisecond instant. toString formats in UTC as the JDK does for the UTC time
 * zone ("Thu Jan 01 00:00:00 UTC 1970"); time zones are not supported yet.
 */
public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
    private static final long serialVersionUID = 7523967970034938905L;
    private transient long fastTime;

    public Date() {
        this(System.currentTimeMillis());
    }

    public Date(long date) {
        fastTime = date;
    }

    public long getTime() {
        return fastTime;
    }

    public void setTime(long time) {
        fastTime = time;
    }

    public boolean before(Date when) {
        return fastTime < when.fastTime;
    }

    public boolean after(Date when) {
        return fastTime > when.fastTime;
    }

    public boolean equals(Object obj) {
        return obj instanceof Date && getTime() == ((Date) obj).getTime();
    }

    public int compareTo(Date anotherDate) {
        return Long.compare(fastTime, anotherDate.fastTime);
    }

    public int hashCode() {
        long ht = getTime();
        return (int) ht ^ (int) (ht >> 32);
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    private static final String[] DAYS = {"Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"};
    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
        "Nov", "Dec"};

    public String toString() {
        long ms = fastTime;
        long days = Math.floorDiv(ms, 86400000L);
        long msOfDay = Math.floorMod(ms, 86400000L);
        int secOfDay = (int) (msOfDay / 1000);
        // civil-from-days (proleptic Gregorian)
        long z = days + 719468;
        long era = Math.floorDiv(z, 146097);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long y = yoe + era * 400;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        long d = doy - (153 * mp + 2) / 5 + 1;
        long m = mp < 10 ? mp + 3 : mp - 9;
        if (m <= 2) {
            y++;
        }
        StringBuilder sb = new StringBuilder(28);
        sb.append(DAYS[(int) Math.floorMod(days, 7L)]).append(' ');
        sb.append(MONTHS[(int) m - 1]).append(' ');
        two(sb, (int) d).append(' ');
        two(sb, secOfDay / 3600).append(':');
        two(sb, (secOfDay / 60) % 60).append(':');
        two(sb, secOfDay % 60).append(" UTC ");
        sb.append(y);
        return sb.toString();
    }

    private static StringBuilder two(StringBuilder sb, int v) {
        if (v < 10) {
            sb.append('0');
        }
        return sb.append(v);
    }
}
