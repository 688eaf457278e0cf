import com.beust.jcommander.IStringConverter;
import com.beust.jcommander.JCommander;
import com.beust.jcommander.Parameter;
import com.beust.jcommander.ParameterException;
import com.beust.jcommander.Parameters;
import java.util.ArrayList;
import java.util.List;

/** JCommander: annotated options filled in by reflection, commands, converters, usage. */
public class JCommanderDemo {
    static class Size {
        final int w, h;
        Size(int w, int h) { this.w = w; this.h = h; }
        public String toString() { return w + "x" + h; }
    }

    public static class SizeConverter implements IStringConverter<Size> {
        public Size convert(String s) {
            String[] p = s.split("x");
            return new Size(Integer.parseInt(p[0]), Integer.parseInt(p[1]));
        }
    }

    static class Main {
        @Parameter(description = "files")
        List<String> files = new ArrayList<>();
        @Parameter(names = { "-v", "--verbose" }, description = "Level of verbosity")
        int verbose = 1;
        @Parameter(names = "--debug", description = "Debug mode")
        boolean debug = false;
        @Parameter(names = "--size", converter = SizeConverter.class, description = "Image size")
        Size size;
        @Parameter(names = "--tag", description = "Tags (repeatable)")
        List<String> tags = new ArrayList<>();
        @Parameter(names = "--ratio", description = "A ratio")
        double ratio = 0.5;
    }

    @Parameters(commandDescription = "Add files to the index")
    static class Add {
        @Parameter(names = "-i", description = "interactive")
        boolean interactive;
        @Parameter(description = "patterns")
        List<String> patterns = new ArrayList<>();
    }

    static void run(String... args) {
        Main m = new Main();
        Add add = new Add();
        JCommander.Builder b = JCommander.newBuilder().addObject(m).programName("tool");
        if (java.util.Arrays.asList(args).contains("add")) b.addCommand("add", add);
        JCommander jc = b.build();
        try {
            jc.parse(args);
            System.out.println("files=" + m.files + " verbose=" + m.verbose + " debug=" + m.debug + " size=" + m.size + " tags=" + m.tags + " ratio=" + m.ratio
                    + " command=" + jc.getParsedCommand() + " add.i=" + add.interactive + " add.patterns=" + add.patterns);
        } catch (ParameterException e) {
            System.out.println("error: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        run("-v", "3", "--debug", "--size", "640x480", "--tag", "a", "--tag", "b", "in.txt", "out.txt");
        run("--ratio", "2.25", "add", "-i", "*.java", "*.rs");
        run("--verbose", "notanumber");
        run("--nosuchoption");
        JCommander usage = JCommander.newBuilder().addObject(new Main()).programName("tool").build();
        StringBuilder sb = new StringBuilder();
        usage.usage(sb);
        System.out.print(sb);
    }
}
