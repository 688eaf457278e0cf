import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.safety.Safelist;

/** jsoup: HTML parsing and repair, CSS selectors, cleaning, output. */
public class JsoupDemo {
    public static void main(String[] args) {
        String html = "<html><head><title>Books &amp; more</title></head><body>"
                + "<div id=main><h1 class='t big'>Library</h1><p>Read <a href='/a?x=1&y=2'>this</a> and <a href=https://example.org/b>that<p>unclosed"
                + "<table><tr><th>Title<th>Year<tr><td>SICP<td>1985<tr><td>TAOCP<td>1968</table>"
                + "<ul><li>one<li>two <b>bold<i>both</b> italic</i><li>three</ul><script>var x = 1 < 2;</script></div>"
                + "<p class=note>caf&eacute; &#x263A; &lt;tag&gt;</body></html>";
        Document doc = Jsoup.parse(html, "https://books.example/");
        System.out.println("title: " + doc.title());
        for (Element a : doc.select("a[href]")) System.out.println("link: " + a.text() + " -> " + a.absUrl("href"));
        for (Element row : doc.select("table tr:gt(0)")) System.out.println("row: " + row.select("td").eachText());
        System.out.println("items: " + doc.select("ul > li").eachText());
        System.out.println("h1 classes: " + doc.selectFirst("h1").classNames());
        System.out.println("note: " + doc.selectFirst("p.note").text());
        System.out.println("script: " + doc.selectFirst("script").data());
        System.out.println("repaired list:\n" + doc.selectFirst("ul").outerHtml());
        System.out.println("clean: " + Jsoup.clean("<p onclick='evil()'>Hi <a href='http://x.org' target=_blank>there</a><img src=x onerror=bad></p>", Safelist.basic()));
        doc.select("script").remove();
        doc.outputSettings().prettyPrint(false);
        System.out.println("body length: " + doc.body().html().length());
    }
}
