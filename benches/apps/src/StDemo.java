import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.stringtemplate.v4.ST;
import org.stringtemplate.v4.STGroup;
import org.stringtemplate.v4.STGroupString;

/** StringTemplate 4: templates, groups, iteration, properties read by reflection. */
public class StDemo {
    public static class User {
        private final String name;
        private final int age;
        public User(String name, int age) { this.name = name; this.age = age; }
        public String getName() { return name; }
        public int getAge() { return age; }
        public boolean isAdult() { return age >= 18; }
    }

    public static void main(String[] args) {
        ST hello = new ST("Hello, <name>! You have <n> new <if(plural)>messages<else>message<endif>.");
        hello.add("name", "World").add("n", 3).add("plural", true);
        System.out.println(hello.render());

        String groupText = String.join("\n",
                "table(users, title) ::= <<",
                "<title; format=\"upper\">",
                "<users:row(); separator=\"\\n\">",
                "total: <length(users)>",
                ">>",
                "row(u) ::= \"<u.name> (<u.age>)<if(u.adult)> adult<endif>\"",
                "list(items) ::= \"[<items; separator=\\\", \\\">]\"",
                "map(m) ::= \"<m.keys:{k | <k>=<m.(k)>}; separator=\\\"; \\\">\"");
        STGroup group = new STGroupString(groupText);
        group.registerRenderer(String.class, new org.stringtemplate.v4.StringRenderer());
        ST table = group.getInstanceOf("table");
        table.add("title", "users");
        table.add("users", List.of(new User("ann", 34), new User("bob", 12), new User("cy", 18)));
        System.out.println(table.render());

        ST list = group.getInstanceOf("list");
        list.add("items", List.of(1, 2, 3, 5, 8));
        System.out.println(list.render());

        Map<String, Object> m = new LinkedHashMap<>();
        m.put("jvm", "rjvm");
        m.put("lang", "Rust");
        ST map = group.getInstanceOf("map");
        map.add("m", m);
        System.out.println(map.render());

        ST wrapped = new ST("<words; wrap, separator=\" \">");
        wrapped.add("words", List.of("a", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog", "again", "and", "again"));
        System.out.println(wrapped.render(20));
    }
}
