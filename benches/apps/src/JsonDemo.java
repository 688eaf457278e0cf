import java.io.StringReader;
import java.math.BigDecimal;
import java.util.Map;
import org.json.simple.JsonArray;
import org.json.simple.JsonObject;
import org.json.simple.Jsoner;
import org.json.simple.parser.JSONParser;

/** json-simple: parsing (both APIs), building, serialising, errors. */
public class JsonDemo {
    public static void main(String[] args) throws Exception {
        String text = "{\"name\":\"rjvm\",\"version\":[0,1,0],\"stable\":false,\"ratio\":12.75,\"big\":12345678901234567890,"
                + "\"nested\":{\"escaped\":\"tab\\tquote\\\" \\u00e9\",\"empty\":[],\"nothing\":null}}";
        JsonObject o = (JsonObject) Jsoner.deserialize(text);
        System.out.println("name: " + o.get("name") + " ratio: " + o.get("ratio") + " class " + o.get("ratio").getClass().getSimpleName());
        System.out.println("big: " + o.get("big") + " " + (o.get("big") instanceof BigDecimal));
        JsonArray v = (JsonArray) o.get("version");
        System.out.println("version: " + v + " size " + v.size() + " first " + v.getInteger(0));
        Map<?, ?> nested = (Map<?, ?>) o.get("nested");
        System.out.println("escaped: " + nested.get("escaped") + " has nothing: " + nested.containsKey("nothing"));

        JsonObject built = new JsonObject();
        built.put("list", new JsonArray(java.util.Arrays.asList("x", 1, 2.5, true, null)));
        built.put("text", "line1\nline2/\"q\"");
        System.out.println("serialized: " + Jsoner.serialize(built.get("list")) + " " + Jsoner.serialize(built.get("text")));
        System.out.println("pretty:\n" + Jsoner.prettyPrint(Jsoner.serialize(v)));

        try {
            Jsoner.deserialize("{\"unterminated\": [1, 2");
        } catch (org.json.simple.DeserializationException e) {
            System.out.println("error: " + e.getProblemType() + " at " + e.getPosition());
        }

        Object legacy = new JSONParser().parse(new StringReader("[1, {\"a\": \"b\"}, 3.5, -7]"));
        System.out.println("legacy: " + legacy + " " + legacy.getClass().getSimpleName());
    }
}
