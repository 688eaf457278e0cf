// Word frequency count over a text file (words.txt) with a TreeMap, top-10 by count then word,
// letter histogram, longest words, and per-line statistics.
import java.io.*;
import java.util.*;

public class WordFreq {
    public static void main(String[] args) throws IOException {
        Map<String, Integer> freq = new TreeMap<String, Integer>();
        int[] letters = new int[26];
        int lines = 0, totalWords = 0;
        BufferedReader br = new BufferedReader(new FileReader("words.txt"));
        String line;
        while ((line = br.readLine()) != null) {
            lines++;
            StringBuilder cur = new StringBuilder();
            String lower = line.toLowerCase() + " ";
            for (int i = 0; i < lower.length(); i++) {
                char c = lower.charAt(i);
                if (c >= 'a' && c <= 'z') { cur.append(c); letters[c - 'a']++; }
                else if (cur.length() > 0) { String w = cur.toString(); Integer old = freq.get(w); freq.put(w, old == null ? 1 : old + 1); totalWords++; cur.setLength(0); }
            }
        }
        br.close();
        System.out.println("lines=" + lines + " words=" + totalWords + " distinct=" + freq.size());
        System.out.println(freq);
        List<Map.Entry<String, Integer>> entries = new ArrayList<Map.Entry<String, Integer>>(freq.entrySet());
        Collections.sort(entries, new Comparator<Map.Entry<String, Integer>>() {
            public int compare(Map.Entry<String, Integer> a, Map.Entry<String, Integer> b) {
                int c = b.getValue().compareTo(a.getValue());
                return c != 0 ? c : a.getKey().compareTo(b.getKey());
            }
        });
        for (int i = 0; i < 10; i++) System.out.printf("%2d. %-10s %3d%n", i + 1, entries.get(i).getKey(), entries.get(i).getValue());
        StringBuilder hist = new StringBuilder();
        for (int i = 0; i < 26; i++) if (letters[i] > 0) hist.append((char) ('a' + i)).append(':').append(letters[i]).append(' ');
        System.out.println(hist);
        TreeMap<Integer, TreeSet<String>> byLength = new TreeMap<Integer, TreeSet<String>>();
        for (String w : freq.keySet()) { TreeSet<String> s = byLength.get(w.length()); if (s == null) byLength.put(w.length(), s = new TreeSet<String>()); s.add(w); }
        System.out.println("longest: " + byLength.lastEntry() + " shortest: " + byLength.firstEntry());
        HashMap<Integer, Integer> countOfCounts = new HashMap<Integer, Integer>();
        for (int c : freq.values()) countOfCounts.merge(c, 1, Integer::sum);
        System.out.println("count of counts: " + countOfCounts);
    }
}
