import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Jackson databind: POJOs by reflection and annotations, generics, tree model, errors. */
public class JacksonDemo {
    public enum Kind { BOOK, DISC }

    @JsonPropertyOrder({ "id", "title", "kind" })
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public static class Item {
        public int id;
        public String title;
        public Kind kind;
        @JsonProperty("price_eur") public double price;
        public List<String> tags = new ArrayList<>();
        public Map<String, Integer> stock = new LinkedHashMap<>();
        public String note;
        @JsonIgnore public String secret = "hidden";

        public Item() { }
        Item(int id, String title, Kind kind, double price) { this.id = id; this.title = title; this.kind = kind; this.price = price; }
    }

    public static void main(String[] args) throws Exception {
        ObjectMapper om = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);
        Item it = new Item(7, "Structure and Interpretation", Kind.BOOK, 45.5);
        it.tags.add("lisp");
        it.tags.add("classic");
        it.stock.put("paris", 3);
        it.stock.put("berlin", 0);
        String json = om.writeValueAsString(it);
        System.out.println(json);
        Item back = om.readValue(json, Item.class);
        System.out.println("back: " + back.id + " " + back.title + " " + back.kind + " " + back.price + " " + back.tags + " " + back.stock + " " + back.secret);
        List<Item> list = om.readValue("[{\"id\":1,\"title\":\"a\",\"kind\":\"DISC\",\"price_eur\":1e2},{\"id\":2,\"title\":\"b\"}]",
                om.getTypeFactory().constructCollectionType(List.class, Item.class));
        System.out.println("list: " + list.size() + " " + list.get(0).kind + " " + list.get(0).price + " " + list.get(1).kind);
        JsonNode tree = om.readTree("{\"a\":{\"b\":[1,2,{\"c\":\"deep\"}]},\"n\":1.5e300,\"big\":123456789012345678901234567890}");
        System.out.println("tree: " + tree.at("/a/b/2/c").asText() + " " + tree.get("n").doubleValue() + " " + tree.get("big").getClass().getSimpleName());
        ((ObjectNode) tree).put("added", true).putArray("arr").add(1).add("two");
        System.out.println("compact: " + new ObjectMapper().writeValueAsString(tree));
        try {
            om.readValue("{\"id\":\"not a number\"}", Item.class);
        } catch (Exception e) {
            System.out.println("error: " + e.getClass().getSimpleName() + ": " + e.getMessage().split("\n")[0]);
        }
    }
}
