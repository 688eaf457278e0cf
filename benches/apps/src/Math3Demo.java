import org.apache.commons.math3.analysis.UnivariateFunction;
import org.apache.commons.math3.analysis.integration.SimpsonIntegrator;
import org.apache.commons.math3.analysis.solvers.BrentSolver;
import org.apache.commons.math3.complex.Complex;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.fraction.BigFraction;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.EigenDecomposition;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.SingularValueDecomposition;
import org.apache.commons.math3.primes.Primes;
import org.apache.commons.math3.random.MersenneTwister;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;
import org.apache.commons.math3.stat.regression.SimpleRegression;
import org.apache.commons.math3.transform.DftNormalization;
import org.apache.commons.math3.transform.FastFourierTransformer;
import org.apache.commons.math3.transform.TransformType;
import org.apache.commons.math3.util.ArithmeticUtils;
import org.apache.commons.math3.util.FastMath;

/** Apache Commons Math 3: linear algebra, statistics, solvers, FFT, special functions (bit-exact doubles). */
public class Math3Demo {
    public static void main(String[] args) {
        RealMatrix m = new Array2DRowRealMatrix(new double[][] { { 4, 1, 2 }, { 1, 3, 0 }, { 2, 0, 5 } });
        System.out.println("det: " + new LUDecomposition(m).getDeterminant());
        System.out.println("inverse: " + new LUDecomposition(m).getSolver().getInverse());
        System.out.println("eigenvalues: " + java.util.Arrays.toString(new EigenDecomposition(m).getRealEigenvalues()));
        System.out.println("singular values: " + java.util.Arrays.toString(new SingularValueDecomposition(m).getSingularValues()));

        MersenneTwister rng = new MersenneTwister(12345);
        DescriptiveStatistics stats = new DescriptiveStatistics();
        for (int i = 0; i < 10_000; i++) stats.addValue(rng.nextGaussian() * 2 + 10);
        System.out.println("stats: mean " + stats.getMean() + " sd " + stats.getStandardDeviation() + " median " + stats.getPercentile(50) + " skew " + stats.getSkewness());

        SimpleRegression reg = new SimpleRegression();
        for (int x = 0; x < 50; x++) reg.addData(x, 3 * x + 7 + Math.sin(x));
        System.out.println("regression: slope " + reg.getSlope() + " intercept " + reg.getIntercept() + " r2 " + reg.getRSquare());

        UnivariateFunction f = x -> FastMath.cos(x) - x;
        System.out.println("root: " + new BrentSolver(1e-12).solve(100, f, 0, 1));
        System.out.println("integral: " + new SimpsonIntegrator().integrate(1000, FastMath::exp, 0, 1));

        double[] signal = new double[16];
        for (int i = 0; i < 16; i++) signal[i] = Math.sin(2 * Math.PI * i / 8) + 0.5 * Math.cos(2 * Math.PI * i / 4);
        Complex[] spectrum = new FastFourierTransformer(DftNormalization.STANDARD).transform(signal, TransformType.FORWARD);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) sb.append(String.format("%.6f ", spectrum[i].abs()));
        System.out.println("fft: " + sb.toString().trim());

        System.out.println("normal: cdf(1.96) " + new NormalDistribution().cumulativeProbability(1.96) + " inv(0.975) " + new NormalDistribution().inverseCumulativeProbability(0.975));
        System.out.println("fastmath: " + FastMath.pow(2.5, 3.7) + " " + FastMath.atan2(1, 3) + " " + FastMath.expm1(1e-10) + " " + FastMath.cbrt(-27.0));
        System.out.println("fraction: " + new BigFraction(1, 3).add(new BigFraction(2, 7)).pow(5));
        System.out.println("primes: " + Primes.nextPrime(1_000_000) + " " + Primes.primeFactors(360) + " binomial " + ArithmeticUtils.binomialCoefficient(40, 20));
        System.out.println("complex: " + new Complex(1, 2).multiply(new Complex(3, -1)).sqrt() + " " + new Complex(0, Math.PI).exp());
    }
}
