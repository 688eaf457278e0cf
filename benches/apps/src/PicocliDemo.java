import java.io.File;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** picocli: annotated commands and subcommands, type conversion, usage help, errors. */
@Command(name = "archive", mixinStandardHelpOptions = true, version = "archive 1.0", description = "Packs files.", subcommands = { PicocliDemo.List_.class })
public class PicocliDemo implements Callable<Integer> {
    @Option(names = { "-l", "--level" }, description = "Compression level (${DEFAULT-VALUE})", defaultValue = "6") int level;
    @Option(names = "--format", description = "One of: ${COMPLETION-CANDIDATES}") Format format = Format.ZIP;
    @Option(names = "-v", description = "Verbose (repeatable)") boolean[] verbose = new boolean[0];
    @Parameters(paramLabel = "FILE", description = "Files to pack") List<File> files;

    enum Format { ZIP, TAR, XZ }

    @Command(name = "list", description = "Lists an archive.")
    static class List_ implements Callable<Integer> {
        @Parameters(index = "0") File archive;
        @Option(names = "--long") boolean longFormat;
        public Integer call() { System.out.println("list " + archive + " long=" + longFormat); return 3; }
    }

    public Integer call() {
        System.out.println("pack " + files + " level=" + level + " format=" + format + " verbosity=" + verbose.length);
        return 0;
    }

    static void run(String... args) {
        CommandLine cl = new CommandLine(new PicocliDemo());
        java.io.StringWriter out = new java.io.StringWriter(), err = new java.io.StringWriter();
        cl.setOut(new java.io.PrintWriter(out));
        cl.setErr(new java.io.PrintWriter(err));
        cl.setUsageHelpWidth(70);
        int code = cl.execute(args);
        System.out.print(out);
        System.out.print(err.toString().replace("\r", ""));
        System.out.println("exit code " + code);
    }

    public static void main(String[] args) {
        run("-l", "9", "--format", "TAR", "-vvv", "a.txt", "b.txt");
        run("list", "--long", "x.zip");
        run("--level", "high", "a.txt");
        run("--format", "RAR", "a");
        run("--help");
        run("--version");
    }
}
