import java.io.PrintWriter;
import java.io.StringWriter;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.CommandLineParser;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.HelpFormatter;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

/** Apache Commons CLI: option definitions, parsing, errors, usage text. */
public class CliDemo {
    static Options options() {
        Options o = new Options();
        o.addOption("v", "verbose", false, "print more");
        o.addOption(Option.builder("o").longOpt("output").hasArg().argName("file").desc("write the result to <file>").build());
        o.addOption(Option.builder("D").hasArgs().valueSeparator('=').argName("property=value").desc("set a property").build());
        o.addOption(Option.builder("n").longOpt("count").hasArg().type(Number.class).desc("how many").build());
        o.addOption(Option.builder().longOpt("level").hasArg().required().desc("the level (required)").build());
        return o;
    }

    static void parse(String... args) {
        CommandLineParser parser = new DefaultParser();
        try {
            CommandLine cl = parser.parse(options(), args);
            System.out.println("verbose=" + cl.hasOption("verbose") + " output=" + cl.getOptionValue("o", "-") + " level=" + cl.getOptionValue("level")
                    + " props=" + cl.getOptionProperties("D") + " count=" + cl.getParsedOptionValue("n") + " rest=" + cl.getArgList());
        } catch (ParseException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        parse("-v", "-o", "out.txt", "--level", "3", "-Dkey=value", "-Dother=x", "-n", "12", "file1", "file2");
        parse("--level=debug", "--output", "result");
        parse("-v");
        parse("--level", "1", "--unknown");
        parse("--level", "1", "-o");
        parse("--level", "1", "-n", "twelve");
        StringWriter w = new StringWriter();
        new HelpFormatter().printHelp(new PrintWriter(w), 72, "tool [options] files...", "Options:", options(), 2, 4, "-- end of help --", false);
        System.out.print(w);
    }
}
