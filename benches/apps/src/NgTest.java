import static org.testng.Assert.assertEquals;

import org.testng.annotations.BeforeClass;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

/** TestNG: data providers, dependencies, expected exceptions. */
public class NgTest {
    private StringBuilder sb;

    @BeforeClass
    public void init() { sb = new StringBuilder("ng"); }

    @DataProvider(name = "squares")
    public Object[][] squares() { return new Object[][] { { 2, 4 }, { 3, 9 }, { 4, 15 } }; }

    @Test(dataProvider = "squares")
    public void square(int n, int expected) { assertEquals(n * n, expected); }

    @Test
    public void builder() { assertEquals(sb.append("!").toString(), "ng!"); }

    @Test(dependsOnMethods = "builder")
    public void afterBuilder() { assertEquals(sb.length(), 3); }

    @Test(expectedExceptions = IllegalStateException.class)
    public void throwsIt() { throw new IllegalStateException("expected"); }
}

/** Runs NgTest through TestNG's API, printing each result as it comes. */
class NgMain {
    public static void main(String[] args) {
        org.testng.TestNG tng = new org.testng.TestNG();
        tng.setUseDefaultListeners(false);
        tng.setVerbose(0);
        tng.setTestClasses(new Class<?>[] { NgTest.class });
        tng.addListener((org.testng.ITestNGListener) new org.testng.TestListenerAdapter() {
            private String describe(org.testng.ITestResult r) {
                return r.getMethod().getMethodName() + java.util.Arrays.toString(r.getParameters());
            }
            @Override public void onTestSuccess(org.testng.ITestResult r) { System.out.println("PASS " + describe(r)); }
            @Override public void onTestFailure(org.testng.ITestResult r) { System.out.println("FAIL " + describe(r) + ": " + r.getThrowable()); }
            @Override public void onTestSkipped(org.testng.ITestResult r) { System.out.println("SKIP " + describe(r)); }
        });
        tng.run();
        System.out.println("status " + tng.getStatus() + " hasFailure " + tng.hasFailure());
    }
}
