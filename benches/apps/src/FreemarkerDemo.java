import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateExceptionHandler;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** FreeMarker: templates with macros, loops, conditionals, built-ins, number and date formatting, beans. */
public class FreemarkerDemo {
    public static class Product {
        private final String name;
        private final double price;
        private final int stock;
        public Product(String name, double price, int stock) { this.name = name; this.price = price; this.stock = stock; }
        public String getName() { return name; }
        public double getPrice() { return price; }
        public int getStock() { return stock; }
    }

    public static void main(String[] args) throws Exception {
        Configuration cfg = new Configuration(Configuration.VERSION_2_3_31);
        cfg.setLocale(Locale.US);
        cfg.setTimeZone(java.util.TimeZone.getTimeZone("UTC"));
        cfg.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        cfg.setLogTemplateExceptions(false);
        String src = String.join("\n",
                "<#macro row p>${p.name?right_pad(8)} ${p.price?string['0.00']} <#if p.stock == 0>(sold out)<#else>x${p.stock}</#if></#macro>",
                "Inventory for ${shop?upper_case} (${products?size} products)",
                "<#list products?sort_by('price') as p>",
                "${p?counter}. <@row p/>",
                "</#list>",
                "Total value: ${total?string.currency}",
                "Expensive: <#list products?filter(p -> p.price > 2) as p>${p.name}<#sep>, </#list>",
                "Dates: ${when?date?string.iso} ${when?string['EEE, d MMM yyyy HH:mm']}",
                "<#assign words = 'the quick brown fox'?split(' ')>Words: ${words?join('|')} ${words?map(w -> w?length)?join(',')}",
                "Hash: <#list meta as k, v>${k}=${v}<#sep>; </#list>",
                "Math: ${(10 / 3)?string['0.###']} ${(2 > 1)?string('yes', 'no')} ${(1 == 1)?c} ${'abc'?cap_first}");
        Template t = new Template("inv", new StringReader(src), cfg);
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("shop", "rjvm store");
        List<Product> products = List.of(new Product("apple", 1.25, 10), new Product("kiwi", 2.5, 0), new Product("fig", 3.75, 4));
        model.put("products", products);
        model.put("total", products.stream().mapToDouble(p -> p.getPrice() * p.getStock()).sum());
        model.put("when", new java.util.Date(1_700_000_000_000L));
        Map<String, Object> meta = new LinkedHashMap<>();
        meta.put("version", 3);
        meta.put("tags", "fruit");
        model.put("meta", meta);
        StringWriter w = new StringWriter();
        t.process(model, w);
        System.out.print(w);
        try {
            new Template("bad", new StringReader("${missing.value}"), cfg).process(model, new StringWriter());
        } catch (Exception e) {
            System.out.println("error: " + e.getClass().getSimpleName() + ": " + e.getMessage().split("\n")[0]);
        }
    }
}
