import java.util.Locale;
import org.joda.time.DateTime;
import org.joda.time.DateTimeZone;
import org.joda.time.Days;
import org.joda.time.Interval;
import org.joda.time.LocalDate;
import org.joda.time.Period;
import org.joda.time.chrono.BuddhistChronology;
import org.joda.time.chrono.ISOChronology;
import org.joda.time.format.DateTimeFormat;
import org.joda.time.format.ISODateTimeFormat;
import org.joda.time.format.PeriodFormat;

/** Joda-Time: time zones (its own tz database, read from the jar), chronologies, periods, locales. */
public class JodaDemo {
    public static void main(String[] args) {
        DateTime t = new DateTime(2021, 3, 28, 0, 30, DateTimeZone.forID("Europe/Paris"));
        for (int i = 0; i < 4; i++) {
            System.out.println(t + " offset " + t.getZone().getOffset(t) / 3_600_000.0);
            t = t.plusHours(1);
        }
        for (String zone : new String[] { "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham", "UTC" }) {
            DateTime d = new DateTime(1_700_000_000_000L, DateTimeZone.forID(zone));
            System.out.println(zone + ": " + ISODateTimeFormat.dateTime().print(d) + " " + d.getZone().getNameKey(d.getMillis()));
        }
        LocalDate a = new LocalDate(2000, 2, 29), b = new LocalDate(2024, 11, 24);
        System.out.println("days: " + Days.daysBetween(a, b).getDays() + " period: " + new Period(a, b));
        System.out.println("words: " + PeriodFormat.wordBased(Locale.ENGLISH).print(new Period(a, b)));
        System.out.println("french: " + DateTimeFormat.forPattern("EEEE d MMMM yyyy").withLocale(Locale.FRENCH).print(b));
        System.out.println("german: " + DateTimeFormat.forStyle("LL").withLocale(Locale.GERMAN).withZone(DateTimeZone.UTC).print(new DateTime(0, DateTimeZone.UTC)));
        System.out.println("buddhist: " + new DateTime(1_700_000_000_000L, BuddhistChronology.getInstance(DateTimeZone.UTC)));
        Interval i = new Interval(new DateTime(2024, 1, 1, 0, 0, DateTimeZone.UTC), new DateTime(2024, 3, 1, 0, 0, DateTimeZone.UTC));
        System.out.println("interval: " + i.toDuration().getStandardDays() + " days, contains feb 29: " + i.contains(new DateTime(2024, 2, 29, 12, 0, DateTimeZone.UTC)));
        System.out.println("week year: " + new LocalDate(2021, 1, 3, ISOChronology.getInstanceUTC()).getWeekyear() + " week " + new LocalDate(2021, 1, 3).getWeekOfWeekyear());
        System.out.println("parsed: " + DateTimeFormat.forPattern("dd/MM/yyyy HH:mm Z").withOffsetParsed().parseDateTime("24/11/2024 15:45 +0530"));
    }
}
