import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.After;
import org.junit.Before;
import org.junit.FixMethodOrder;
import org.junit.Ignore;
import org.junit.Test;
import org.junit.runners.MethodSorters;

/** JUnit 4: run by JUnitCore (reflection, annotations, assertion failures). */
@FixMethodOrder(MethodSorters.NAME_ASCENDING)
public class CalcTest {
    private List<Integer> log;

    @Before
    public void setUp() { log = new ArrayList<>(); log.add(1); }

    @After
    public void tearDown() { log.clear(); }

    @Test
    public void addition() { assertEquals(4, 2 + 2); }

    @Test
    public void listSetUp() { assertEquals(1, log.size()); }

    @Test(expected = ArithmeticException.class)
    public void divisionByZero() { int zero = log.size() - 1; System.out.println(1 / zero); }

    @Test
    public void failing() { assertEquals("the wrong sum", 5, 2 + 2); }

    @Test
    @Ignore("not ready")
    public void ignored() { assertTrue(false); }

    @Test(timeout = 10000)
    public void loop() {
        long s = 0;
        for (int i = 0; i < 100000; i++) s += i;
        assertEquals(4999950000L, s);
    }
}
