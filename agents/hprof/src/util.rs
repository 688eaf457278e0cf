//! Small helpers: `ctime` dates and class-name forms.

use std::time::{SystemTime, UNIX_EPOCH};

pub use rjvm_profiler_api::tree::{FxHashMap as FxMap, FxHasher};
use rjvm_profiler_api::TypeCode;

/// `ctime(3)` form of a time, in UTC: `Mon Nov 23 00:57:03 2026`.
pub fn ctime(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    // Civil date from days since 1970-01-01 (H. Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    format!(
        "{} {} {:2} {:02}:{:02}:{:02} {}",
        DAYS[days.rem_euclid(7) as usize],
        MONTHS[(month - 1) as usize],
        day,
        rem / 3600,
        rem / 60 % 60,
        rem % 60,
        year
    )
}

/// The internal (slashed) form of a dotted class name: `java/lang/String`,
/// `[Ljava/lang/String;`.
pub fn internal_name(dotted: &str) -> String {
    dotted.replace('.', "/")
}

/// A class name as the original hprof prints it in its text tables: the
/// Java type (`char[]`, `java.lang.String[][]`) for an array class named in
/// JVM form (`[C`, `[[Ljava.lang.String;`), other names unchanged.
pub fn type_name(name: &str) -> String {
    let dims = name.bytes().take_while(|&b| b == b'[').count();
    if dims == 0 {
        return name.to_string();
    }
    let elem = &name[dims..];
    let base = match TypeCode::from_signature(elem).filter(|t| t.is_primitive() && elem.len() == 1) {
        Some(t) => prim_name(t),
        None => elem.strip_prefix('L').and_then(|e| e.strip_suffix(';')).unwrap_or(elem),
    };
    let mut s = base.replace('/', ".");
    for _ in 0..dims {
        s.push_str("[]");
    }
    s
}

/// The Java name of a primitive type (`int`), as the original prints
/// array element types.
pub fn prim_name(t: TypeCode) -> &'static str {
    match t {
        TypeCode::Boolean => "boolean",
        TypeCode::Char => "char",
        TypeCode::Float => "float",
        TypeCode::Double => "double",
        TypeCode::Byte => "byte",
        TypeCode::Short => "short",
        TypeCode::Int => "int",
        TypeCode::Long => "long",
        TypeCode::NormalObject | TypeCode::Class => "object",
    }
}

/// The name of an array class whose element class is named `elem` (dotted).
pub fn array_of(elem: &str) -> String {
    if elem.starts_with('[') {
        format!("[{elem}")
    } else {
        format!("[L{elem};")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn ctime_format() {
        assert_eq!(ctime(UNIX_EPOCH), "Thu Jan  1 00:00:00 1970");
        assert_eq!(ctime(UNIX_EPOCH + Duration::from_secs(1_795_395_423)), "Mon Nov 23 00:57:03 2026");
        assert_eq!(ctime(UNIX_EPOCH + Duration::from_secs(951_782_400)), "Tue Feb 29 00:00:00 2000");
    }

    #[test]
    fn names() {
        assert_eq!(internal_name("java.lang.String"), "java/lang/String");
        assert_eq!(array_of("java.lang.String"), "[Ljava.lang.String;");
        assert_eq!(array_of("[I"), "[[I");
        assert_eq!(type_name("[C"), "char[]");
        assert_eq!(type_name("[[Ljava.lang.String;"), "java.lang.String[][]");
        assert_eq!(type_name("[Ljava/lang/Object;"), "java.lang.Object[]");
        assert_eq!(type_name("java.lang.String"), "java.lang.String");
    }
}
