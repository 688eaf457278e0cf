package java.util;

import java.io.Serializable;

/** A minimal Locale: it carries language, country and variant; rjvm formats with US conventions. */
public final class Locale implements Cloneable, Serializable {
    private static final long serialVersionUID = 9149081749638150636L;

    public enum Category {
        DISPLAY,
        FORMAT
    }

    public static final Locale ENGLISH = new Locale("en", "", "");
    public static final Locale FRENCH = new Locale("fr", "", "");
    public static final Locale GERMAN = new Locale("de", "", "");
    public static final Locale ITALIAN = new Locale("it", "", "");
    public static final Locale JAPANESE = new Locale("ja", "", "");
    public static final Locale KOREAN = new Locale("ko", "", "");
    public static final Locale CHINESE = new Locale("zh", "", "");
    public static final Locale SIMPLIFIED_CHINESE = new Locale("zh", "CN", "");
    public static final Locale TRADITIONAL_CHINESE = new Locale("zh", "TW", "");
    public static final Locale FRANCE = new Locale("fr", "FR", "");
    public static final Locale GERMANY = new Locale("de", "DE", "");
    public static final Locale ITALY = new Locale("it", "IT", "");
    public static final Locale JAPAN = new Locale("ja", "JP", "");
    public static final Locale KOREA = new Locale("ko", "KR", "");
    public static final Locale CHINA = SIMPLIFIED_CHINESE;
    public static final Locale PRC = SIMPLIFIED_CHINESE;
    public static final Locale TAIWAN = TRADITIONAL_CHINESE;
    public static final Locale UK = new Locale("en", "GB", "");
    public static final Locale US = new Locale("en", "US", "");
    public static final Locale CANADA = new Locale("en", "CA", "");
    public static final Locale CANADA_FRENCH = new Locale("fr", "CA", "");
    public static final Locale ROOT = new Locale("", "", "");

    public static final char PRIVATE_USE_EXTENSION = 'x';
    public static final char UNICODE_LOCALE_EXTENSION = 'u';

    private static volatile Locale defaultLocale = US;
    private static volatile Locale defaultDisplayLocale;
    private static volatile Locale defaultFormatLocale;

    private final String language;
    private final String country;
    private final String variant;

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = convertOldCode(lower(language));
        this.country = upper(country);
        this.variant = variant;
    }

    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    public static Locale of(String language) {
        return new Locale(language);
    }

    public static Locale of(String language, String country) {
        return new Locale(language, country);
    }

    public static Locale of(String language, String country, String variant) {
        return new Locale(language, country, variant);
    }

    private static String convertOldCode(String lang) {
        if (lang.equals("iw")) {
            return "he";
        }
        if (lang.equals("in")) {
            return "id";
        }
        if (lang.equals("ji")) {
            return "yi";
        }
        return lang;
    }

    private static String lower(String s) {
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                if (sb == null) {
                    sb = new StringBuilder(s);
                }
                sb.setCharAt(i, (char) (c + 32));
            }
        }
        return sb == null ? s : sb.toString();
    }

    private static String upper(String s) {
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'a' && c <= 'z') {
                if (sb == null) {
                    sb = new StringBuilder(s);
                }
                sb.setCharAt(i, (char) (c - 32));
            }
        }
        return sb == null ? s : sb.toString();
    }

    public static Locale getDefault() {
        return defaultLocale;
    }

    public static Locale getDefault(Category category) {
        if (category == null) {
            throw new NullPointerException();
        }
        Locale l = category == Category.DISPLAY ? defaultDisplayLocale : defaultFormatLocale;
        return l != null ? l : defaultLocale;
    }

    public static synchronized void setDefault(Locale newLocale) {
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        defaultLocale = newLocale;
        defaultDisplayLocale = newLocale;
        defaultFormatLocale = newLocale;
    }

    public static synchronized void setDefault(Category category, Locale newLocale) {
        if (category == null) {
            throw new NullPointerException("Category cannot be NULL");
        }
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        if (category == Category.DISPLAY) {
            defaultDisplayLocale = newLocale;
        } else {
            defaultFormatLocale = newLocale;
        }
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] {ROOT, ENGLISH, US, UK, CANADA};
    }

    public static Locale forLanguageTag(String languageTag) {
        if (languageTag == null) {
            throw new NullPointerException();
        }
        int count = 1;
        for (int i = 0; i < languageTag.length(); i++) {
            char ch = languageTag.charAt(i);
            if (ch == '-' || ch == '_') {
                count++;
            }
        }
        String[] parts = new String[count];
        int start = 0;
        int k = 0;
        for (int i = 0; i <= languageTag.length(); i++) {
            if (i == languageTag.length() || languageTag.charAt(i) == '-' || languageTag.charAt(i) == '_') {
                parts[k++] = languageTag.substring(start, i);
                start = i + 1;
            }
        }
        String lang = parts.length > 0 ? parts[0] : "";
        if (lang.equals("und")) {
            lang = "";
        }
        String ctry = "";
        String var = "";
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i];
            if (ctry.isEmpty() && var.isEmpty() && (p.length() == 2 || (p.length() == 3 && isDigits(p)))) {
                ctry = p;
            } else if (var.isEmpty() && p.length() >= 5) {
                var = p;
            }
        }
        return new Locale(lang, ctry, var);
    }

    private static boolean isDigits(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    public String getLanguage() {
        return language;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    public String getScript() {
        return "";
    }

    public boolean hasExtensions() {
        return false;
    }

    public Locale stripExtensions() {
        return this;
    }

    public String toLanguageTag() {
        StringBuilder sb = new StringBuilder();
        sb.append(language.isEmpty() ? "und" : language);
        if (!country.isEmpty()) {
            sb.append('-').append(country);
        }
        if (!variant.isEmpty()) {
            sb.append('-').append(variant);
        }
        return sb.toString();
    }

    public String getDisplayLanguage() {
        return displayLanguage(language);
    }

    public String getDisplayLanguage(Locale inLocale) {
        return getDisplayLanguage();
    }

    public String getDisplayCountry() {
        return displayCountry(country);
    }

    public String getDisplayCountry(Locale inLocale) {
        return getDisplayCountry();
    }

    public String getDisplayVariant() {
        return variant;
    }

    public String getDisplayName() {
        String lang = getDisplayLanguage();
        String ctry = getDisplayCountry();
        if (lang.isEmpty()) {
            return ctry;
        }
        if (ctry.isEmpty()) {
            return lang;
        }
        return lang + " (" + ctry + ")";
    }

    public String getDisplayName(Locale inLocale) {
        return getDisplayName();
    }

    private static String displayLanguage(String code) {
        switch (code) {
            case "en": return "English";
            case "fr": return "French";
            case "de": return "German";
            case "it": return "Italian";
            case "ja": return "Japanese";
            case "ko": return "Korean";
            case "zh": return "Chinese";
            case "es": return "Spanish";
            case "pt": return "Portuguese";
            case "ru": return "Russian";
            case "nl": return "Dutch";
            default: return code;
        }
    }

    private static String displayCountry(String code) {
        switch (code) {
            case "US": return "United States";
            case "GB": return "United Kingdom";
            case "CA": return "Canada";
            case "FR": return "France";
            case "DE": return "Germany";
            case "IT": return "Italy";
            case "JP": return "Japan";
            case "KR": return "South Korea";
            case "CN": return "China";
            case "TW": return "Taiwan";
            case "ES": return "Spain";
            default: return code;
        }
    }

    @Override
    public Object clone() {
        return this;
    }

    @Override
    public String toString() {
        boolean l = !language.isEmpty();
        boolean c = !country.isEmpty();
        boolean v = !variant.isEmpty();
        if (!l && !c && !v) {
            return "";
        }
        StringBuilder sb = new StringBuilder(language);
        if (c || (l && v)) {
            sb.append('_').append(country);
        }
        if (v && (l || c)) {
            sb.append('_').append(variant);
        }
        return sb.toString();
    }

    @Override
    public int hashCode() {
        return (language.hashCode() * 31 + country.hashCode()) * 31 + variant.hashCode();
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Locale)) {
            return false;
        }
        Locale o = (Locale) obj;
        return language.equals(o.language) && country.equals(o.country) && variant.equals(o.variant);
    }
}
