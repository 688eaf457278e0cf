//! Parsing and format checking of class files (JVMS 4.1 - 4.8).

use std::collections::HashSet;
use std::sync::Arc;

use super::constant_pool::*;
use super::descriptor::{
    check_field_descriptor, check_method_descriptor, is_valid_class_name, is_valid_method_name,
    is_valid_unqualified_name,
};
use super::mutf8;
use super::*;

const TRUNCATED: &str = "Truncated class file";
/// Internal marker for "ran off the end of an attribute body"; always
/// replaced by a "Wrong X attribute length" message before leaving the parser.
const ATTR_EOF: &str = "\u{1}attribute body exhausted";

const RECOGNIZED_CLASS_FLAGS: u16 = ACC_PUBLIC
    | ACC_FINAL
    | ACC_SUPER
    | ACC_INTERFACE
    | ACC_ABSTRACT
    | ACC_SYNTHETIC
    | ACC_ANNOTATION
    | ACC_ENUM
    | ACC_MODULE;
const RECOGNIZED_FIELD_FLAGS: u16 = ACC_PUBLIC
    | ACC_PRIVATE
    | ACC_PROTECTED
    | ACC_STATIC
    | ACC_FINAL
    | ACC_VOLATILE
    | ACC_TRANSIENT
    | ACC_SYNTHETIC
    | ACC_ENUM;
const RECOGNIZED_METHOD_FLAGS: u16 = ACC_PUBLIC
    | ACC_PRIVATE
    | ACC_PROTECTED
    | ACC_STATIC
    | ACC_FINAL
    | ACC_SYNCHRONIZED
    | ACC_BRIDGE
    | ACC_VARARGS
    | ACC_NATIVE
    | ACC_ABSTRACT
    | ACC_STRICT
    | ACC_SYNTHETIC;
const RECOGNIZED_INNER_CLASS_FLAGS: u16 = ACC_PUBLIC
    | ACC_PRIVATE
    | ACC_PROTECTED
    | ACC_STATIC
    | ACC_FINAL
    | ACC_INTERFACE
    | ACC_ABSTRACT
    | ACC_SYNTHETIC
    | ACC_ANNOTATION
    | ACC_ENUM;

type Result<T> = std::result::Result<T, ClassFileError>;

// ---------------------------------------------------------------------------
// Byte reader
// ---------------------------------------------------------------------------

#[derive(Clone)]
struct Reader<'a> {
    buf: &'a [u8],
    pos: usize,
    /// Message of the error produced when reading past the end.
    eof: &'static str,
}

impl<'a> Reader<'a> {
    fn new(buf: &'a [u8], eof: &'static str) -> Self {
        Reader { buf, pos: 0, eof }
    }

    fn eof_error(&self) -> ClassFileError {
        ClassFileError::format(self.eof)
    }

    #[inline]
    fn remaining(&self) -> usize {
        self.buf.len() - self.pos
    }

    /// Fails (with the end-of-input error) unless `n` more bytes are present.
    #[inline]
    fn ensure(&self, n: usize) -> Result<()> {
        if n > self.remaining() {
            Err(self.eof_error())
        } else {
            Ok(())
        }
    }

    #[inline]
    fn bytes(&mut self, n: usize) -> Result<&'a [u8]> {
        self.ensure(n)?;
        let s = &self.buf[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    #[inline]
    fn u1(&mut self) -> Result<u8> {
        Ok(self.bytes(1)?[0])
    }

    #[inline]
    fn u2(&mut self) -> Result<u16> {
        let b = self.bytes(2)?;
        Ok(u16::from_be_bytes([b[0], b[1]]))
    }

    #[inline]
    fn u4(&mut self) -> Result<u32> {
        let b = self.bytes(4)?;
        Ok(u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    }

    #[inline]
    fn u8(&mut self) -> Result<u64> {
        let b = self.bytes(8)?;
        Ok(u64::from_be_bytes([
            b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
        ]))
    }
}

// ---------------------------------------------------------------------------
// Public entry points
// ---------------------------------------------------------------------------

/// Parses and format-checks a class file.
pub fn parse(bytes: &[u8]) -> Result<ClassFile> {
    parse_named(bytes, None)
}

/// Like [`parse`], but `expected_name` (internal form, e.g. "java/lang/Foo";
/// the name the loader asked for) is used in error messages from the start,
/// as HotSpot does, and the file's this_class must name it
/// (NoClassDefFoundError "Foo (wrong name: Bar)", as soon as this_class has
/// been read).  Without it, messages name the class only once its
/// this_class entry has been read.
pub fn parse_named(bytes: &[u8], expected_name: Option<&str>) -> Result<ClassFile> {
    parse_with(bytes, expected_name, false)
}

/// Like [`parse_named`], for a class of the boot loader (the class
/// library's own, unless `-Xverify:all`): the checks of names and
/// descriptors for legality (JVMS 4.2, 4.3) and of duplicate members are
/// skipped, as HotSpot's `ClassFileParser` skips them when `_need_verify` is
/// false (`BytecodeVerificationLocal`). Every structural check (lengths,
/// indices, constant kinds, flags, code attributes) stays: it is what keeps
/// the rest of the VM safe from a malformed file.
pub fn parse_trusted(bytes: &[u8], expected_name: Option<&str>) -> Result<ClassFile> {
    parse_with(bytes, expected_name, true)
}

fn parse_with(bytes: &[u8], expected_name: Option<&str>, trusted: bool) -> Result<ClassFile> {
    let mut p = Parser {
        bytes,
        name: expected_name.map(Arc::from),
        expected: expected_name.map(Arc::from),
        major: 0,
        minor: 0,
        trusted,
    };
    p.parse()
}

// ---------------------------------------------------------------------------
// Parser
// ---------------------------------------------------------------------------

struct Parser<'a> {
    bytes: &'a [u8],
    /// Class name used in messages, once known.
    name: Option<Arc<str>>,
    /// The name the loader asked for, if any.
    expected: Option<Arc<str>>,
    major: u16,
    minor: u16,
    /// A boot class: no legality checks of names and descriptors, no
    /// duplicate-member checks (see [`parse_trusted`]).
    trusted: bool,
}

/// Constant pool as read by the first (structural) pass: Utf8 entries are
/// recorded as byte spans and decoded later.
struct RawPool {
    entries: Vec<Constant>,
    /// (index, start offset in the file, length), in index order.
    utf8_spans: Vec<(u16, usize, usize)>,
}

impl RawPool {
    fn utf8_bytes<'b>(&self, bytes: &'b [u8], index: u16) -> Option<&'b [u8]> {
        let pos = self.utf8_spans.binary_search_by_key(&index, |s| s.0).ok()?;
        let (_, start, len) = self.utf8_spans[pos];
        bytes.get(start..start + len)
    }
}

/// First pass over the constant pool: structure only (tags and sizes).
fn read_raw_pool(r: &mut Reader<'_>) -> Result<RawPool> {
    let count = r.u2()? as usize;
    if count == 0 {
        return Err(ClassFileError::format("Illegal constant pool size 0"));
    }
    // Every entry takes at least 3 bytes: fail fast on absurd counts.
    r.ensure((count - 1) * 3)?;
    let mut entries = Vec::with_capacity(count);
    entries.push(Constant::Unusable);
    let mut utf8_spans = Vec::new();
    let placeholder: Arc<str> = Arc::from("");
    let mut i = 1;
    while i < count {
        let tag = r.u1()?;
        let c = match tag {
            TAG_UTF8 => {
                let len = r.u2()? as usize;
                let start = r.pos;
                let b = r.bytes(len)?;
                // Checked as it is read, like HotSpot (which reports a bad
                // string before an unknown tag further on).
                if !mutf8::is_plain_ascii(b) && mutf8::decode_to_utf16(b).is_err() {
                    return Err(ClassFileError::format("Illegal UTF8 string in constant pool"));
                }
                utf8_spans.push((i as u16, start, len));
                Constant::Utf8(placeholder.clone())
            }
            TAG_INTEGER => Constant::Integer(r.u4()? as i32),
            TAG_FLOAT => Constant::Float(f32::from_bits(r.u4()?)),
            TAG_LONG | TAG_DOUBLE => {
                if i + 1 >= count {
                    return Err(ClassFileError::format(format!(
                        "Invalid constant pool entry {}",
                        i
                    )));
                }
                let v = r.u8()?;
                entries.push(if tag == TAG_LONG {
                    Constant::Long(v as i64)
                } else {
                    Constant::Double(f64::from_bits(v))
                });
                entries.push(Constant::Unusable);
                i += 2;
                continue;
            }
            TAG_CLASS => Constant::Class(r.u2()?),
            TAG_STRING => Constant::String(r.u2()?),
            TAG_FIELDREF => Constant::Fieldref(r.u2()?, r.u2()?),
            TAG_METHODREF => Constant::Methodref(r.u2()?, r.u2()?),
            TAG_INTERFACE_METHODREF => Constant::InterfaceMethodref(r.u2()?, r.u2()?),
            TAG_NAME_AND_TYPE => Constant::NameAndType(r.u2()?, r.u2()?),
            TAG_METHOD_HANDLE => Constant::MethodHandle(r.u1()?, r.u2()?),
            TAG_METHOD_TYPE => Constant::MethodType(r.u2()?),
            TAG_DYNAMIC => Constant::Dynamic(r.u2()?, r.u2()?),
            TAG_INVOKE_DYNAMIC => Constant::InvokeDynamic(r.u2()?, r.u2()?),
            // CONSTANT_Module and CONSTANT_Package only occur in module-info,
            // which is not a class: HotSpot does not know the tags either.
            _ => {
                // Marker: the caller appends the class name if known.
                return Err(ClassFileError::format(format!(
                    "Unknown constant tag {}",
                    tag
                )));
            }
        };
        entries.push(c);
        i += 1;
    }
    Ok(RawPool {
        entries,
        utf8_spans,
    })
}

/// Name of the Class entry `this_class` refers to, if it can be found
/// (used to name the class in early error messages).
fn peek_this_class(bytes: &[u8], raw: &RawPool, r: &Reader<'_>) -> Option<String> {
    let mut r = r.clone();
    r.u2().ok()?;
    let this = r.u2().ok()?;
    match raw.entries.get(this as usize)? {
        Constant::Class(n) => mutf8::decode_to_string(raw.utf8_bytes(bytes, *n)?).ok(),
        _ => None,
    }
}

/// Best-effort class name of a file whose version is not supported.
fn peek_name_for_version_error(bytes: &[u8]) -> Option<String> {
    let mut r = Reader::new(bytes, TRUNCATED);
    r.pos = 8;
    let raw = read_raw_pool(&mut r).ok()?;
    peek_this_class(bytes, &raw, &r)
}

/// The highest bootstrap method index of the Dynamic and InvokeDynamic constants.
fn max_bootstrap_index(cp: &ConstantPool) -> Option<u16> {
    cp.entries()
        .iter()
        .filter_map(|c| match *c {
            Constant::Dynamic(b, _) | Constant::InvokeDynamic(b, _) => Some(b),
            _ => None,
        })
        .max()
}

fn attr_min_major(name: &str) -> u16 {
    match name {
        "EnclosingMethod" | "Signature" => 49,
        "StackMapTable" => 50,
        "BootstrapMethods" => 51,
        "NestHost" | "NestMembers" => 55,
        "RuntimeVisibleAnnotations"
        | "RuntimeInvisibleAnnotations"
        | "RuntimeVisibleParameterAnnotations"
        | "RuntimeInvisibleParameterAnnotations"
        | "RuntimeVisibleTypeAnnotations"
        | "RuntimeInvisibleTypeAnnotations"
        | "AnnotationDefault" => 49,
        "Record" => 60,
        "PermittedSubclasses" => 61,
        _ => 45,
    }
}


impl<'a> Parser<'a> {
    // ----- error helpers -------------------------------------------------

    /// `msg` + " in class file NAME" (when the name is known).
    fn err(&self, msg: impl Into<String>) -> ClassFileError {
        let mut m = msg.into();
        if let Some(n) = &self.name {
            m.push_str(" in class file ");
            m.push_str(n);
        }
        ClassFileError::format(m)
    }

    /// `before` + " in class NAME" + `after`.
    fn err_in_class(&self, before: String, after: &str) -> ClassFileError {
        let mut m = before;
        if let Some(n) = &self.name {
            m.push_str(" in class ");
            m.push_str(n);
        }
        m.push_str(after);
        ClassFileError::format(m)
    }

    fn bad_index(&self, index: u16) -> ClassFileError {
        self.err(format!("Invalid constant pool index {}", index))
    }

    /// A reference to an entry of the wrong kind: HotSpot reports it like
    /// an invalid index (the expected and found kinds are only logged).
    fn wrong_kind(&self, index: u16, expected: &str, found: &Constant) -> ClassFileError {
        log::debug!("constant pool entry {index}: expected {expected}, found {}", found.kind_name());
        self.bad_index(index)
    }

    /// Gives a constant-pool-phase error (created without a class name) the
    /// class name, now that it may be known.
    fn name_error(&self, e: ClassFileError) -> ClassFileError {
        if e.message == TRUNCATED {
            e
        } else {
            self.err(e.message)
        }
    }

    // ----- constant pool accessors with class-named errors ---------------

    fn entry<'c>(&self, cp: &'c ConstantPool, index: u16) -> Result<&'c Constant> {
        match cp.entries().get(index as usize) {
            None | Some(Constant::Unusable) => Err(self.bad_index(index)),
            Some(c) => Ok(c),
        }
    }

    fn utf8_at<'c>(&self, cp: &'c ConstantPool, index: u16) -> Result<&'c Arc<str>> {
        match self.entry(cp, index)? {
            Constant::Utf8(s) => Ok(s),
            other => Err(self.wrong_kind(index, "Utf8", other)),
        }
    }

    fn class_at<'c>(&self, cp: &'c ConstantPool, index: u16) -> Result<&'c Arc<str>> {
        match self.entry(cp, index)? {
            Constant::Class(n) => self.utf8_at(cp, *n),
            other => Err(self.wrong_kind(index, "Class", other)),
        }
    }

    fn nat_at<'c>(&self, cp: &'c ConstantPool, index: u16) -> Result<(&'c Arc<str>, &'c Arc<str>)> {
        match self.entry(cp, index)? {
            Constant::NameAndType(n, d) => Ok((self.utf8_at(cp, *n)?, self.utf8_at(cp, *d)?)),
            other => Err(self.wrong_kind(index, "NameAndType", other)),
        }
    }

    // ----- top level ------------------------------------------------------

    fn parse(&mut self) -> Result<ClassFile> {
        let bytes = self.bytes;
        let mut r = Reader::new(bytes, TRUNCATED);

        let magic = r.u4()?;
        if magic != 0xCAFE_BABE {
            return Err(self.err(format!("Incompatible magic value {}", magic)));
        }
        self.minor = r.u2()?;
        self.major = r.u2()?;
        self.check_version()?;

        // Constant pool, pass 1 (structure).
        let raw = read_raw_pool(&mut r).map_err(|e| self.name_error(e))?;
        if self.name.is_none() {
            self.name = peek_this_class(bytes, &raw, &r).map(Arc::from);
        }
        // Pass 2: decode Utf8 entries, then check cross references.
        let cp = self.decode_pool(raw)?;
        self.check_pool(&cp)?;

        // Class header. ACC_MODULE (recognised from version 53 on) marks a
        // module-info, which is not a class.
        let mut access_flags = r.u2()? & RECOGNIZED_CLASS_FLAGS;
        if self.major < 53 {
            access_flags &= !ACC_MODULE;
        }
        if access_flags & ACC_MODULE != 0 {
            let name = self.name.as_deref().unwrap_or("");
            return Err(ClassFileError::no_class_def(format!("{} is not a class because access_flag ACC_MODULE is set", name)));
        }
        access_flags = self.check_class_flags(access_flags)?;
        let this_index = r.u2()?;
        let this_entry = if (this_index as usize) < cp.len() && this_index != 0 { self.entry(&cp, this_index).ok() } else { None };
        let name = match this_entry {
            Some(Constant::Class(n)) => self.utf8_at(&cp, *n)?.clone(),
            _ => {
                return Err(self.err(format!(
                    "Invalid this class index {} in constant pool",
                    this_index
                )))
            }
        };
        if name.starts_with('[') {
            return Err(self.err("Bad class name"));
        }
        // The class must be the one asked for (checked here, before the rest
        // of the file, as HotSpot does).
        if let Some(expected) = self.expected.as_deref() {
            if *expected != *name {
                return Err(ClassFileError::no_class_def(format!("{} (wrong name: {})", expected, name)));
            }
        }
        // From now on, messages use the name from the file unless the caller
        // gave one.
        if self.name.is_none() {
            self.name = Some(name.clone());
        }
        let is_interface = access_flags & ACC_INTERFACE != 0;

        let super_index = r.u2()?;
        let super_name = if super_index == 0 {
            if &*name != "java/lang/Object" {
                return Err(self.err("Invalid superclass index 0"));
            }
            None
        } else {
            let s = match self.entry(&cp, super_index)? {
                Constant::Class(n) => self.utf8_at(&cp, *n)?.clone(),
                _ => {
                    return Err(self.err(format!(
                        "Invalid superclass index {} in constant pool",
                        super_index
                    )))
                }
            };
            if s.starts_with('[') {
                return Err(self.err(format!("Illegal superclass name \"{}\"", s)));
            }
            if is_interface && &*s != "java/lang/Object" {
                return Err(self.err("Interfaces must have java.lang.Object as superclass"));
            }
            Some(s)
        };

        // Interfaces.
        let interfaces_count = r.u2()? as usize;
        r.ensure(interfaces_count * 2)?;
        let mut interfaces = Vec::with_capacity(interfaces_count);
        for _ in 0..interfaces_count {
            let idx = r.u2()?;
            let iname = match self.entry(&cp, idx)? {
                Constant::Class(n) => self.utf8_at(&cp, *n)?.clone(),
                other => return Err(self.wrong_kind(idx, "Class", other)),
            };
            if iname.starts_with('[') {
                return Err(self.err(format!("Illegal interface name \"{}\"", iname)));
            }
            interfaces.push(iname);
        }
        if let Some(dup) = (!self.trusted).then(|| first_duplicate(interfaces.iter().map(|s| &**s))).flatten() {
            return Err(self.err(format!("Duplicate interface name \"{}\"", dup)));
        }

        // Fields.
        let fields_count = r.u2()? as usize;
        r.ensure(fields_count * 8)?;
        let mut fields = Vec::with_capacity(fields_count);
        for _ in 0..fields_count {
            fields.push(self.parse_field(&mut r, &cp, is_interface)?);
        }
        if let Some((n, d)) = (!self.trusted).then(|| first_duplicate(fields.iter().map(|f: &FieldInfo| (&*f.name, &*f.descriptor)))).flatten() {
            return Err(self.err(format!(
                "Duplicate field name \"{}\" with signature \"{}\"",
                n, d
            )));
        }

        // Methods.
        let methods_count = r.u2()? as usize;
        r.ensure(methods_count * 8)?;
        let mut methods = Vec::with_capacity(methods_count);
        for _ in 0..methods_count {
            methods.push(self.parse_method(&mut r, &cp, is_interface)?);
        }
        if let Some((n, d)) = (!self.trusted).then(|| first_duplicate(methods.iter().map(|m: &MethodInfo| (&*m.name, &*m.descriptor)))).flatten() {
            return Err(self.err(format!(
                "Duplicate method name \"{}\" with signature \"{}\"",
                n, d
            )));
        }

        let mut cf = ClassFile {
            minor_version: self.minor,
            major_version: self.major,
            constant_pool: ConstantPool::default(),
            access_flags,
            name,
            super_name,
            interfaces,
            fields,
            methods,
            source_file: None,
            inner_classes: Vec::new(),
            bootstrap_methods: Vec::new(),
            enclosing_method: None,
            nest_host: None,
            nest_members: Vec::new(),
            signature: None,
            reflection: None,
            parse_seq: PARSE_SEQ.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        };
        self.parse_class_attributes(&mut r, &cp, &mut cf)?;

        if r.remaining() != 0 {
            return Err(ClassFileError::format(match &self.name {
                Some(n) => format!("Extra bytes at the end of class file {}", n),
                None => "Extra bytes at the end of class file".to_string(),
            }));
        }
        self.check_bootstrap_indices(&cp, &cf)?;
        cf.constant_pool = cp;
        Ok(cf)
    }

    fn check_version(&self) -> Result<()> {
        let (major, minor) = (self.major, self.minor);
        // HotSpot names the class with dots in some of these messages and
        // with slashes (its internal name) in those about preview features.
        let internal_name = || -> String {
            match &self.name {
                Some(n) => n.to_string(),
                None => peek_name_for_version_error(self.bytes).unwrap_or_else(|| "<unknown>".to_string()),
            }
        };
        let display_name = || internal_name().replace('/', ".");
        if major < MIN_MAJOR_VERSION {
            return Err(ClassFileError::unsupported_version(format!(
                "{} (class file version {}.{}) was compiled with an invalid major version",
                display_name(),
                major,
                minor
            )));
        }
        if major > MAX_MAJOR_VERSION {
            return Err(ClassFileError::unsupported_version(format!(
                "{} has been compiled by a more recent version of the Java Runtime (class file version {}.{}), \
                 this version of the Java Runtime only recognizes class file versions up to {}.0",
                display_name(),
                major,
                minor,
                MAX_MAJOR_VERSION
            )));
        }
        if major >= 56 && minor == PREVIEW_MINOR_VERSION {
            if major != MAX_MAJOR_VERSION {
                return Err(ClassFileError::unsupported_version(format!(
                    "{} (class file version {}.{}) was compiled with preview features that are unsupported. \
                     This version of the Java Runtime only recognizes preview features for class file version {}.{}",
                    internal_name(),
                    major,
                    minor,
                    MAX_MAJOR_VERSION,
                    PREVIEW_MINOR_VERSION
                )));
            }
            if !preview_enabled() {
                return Err(ClassFileError::unsupported_version(format!(
                    "Preview features are not enabled for {} (class file version {}.{}). Try running with '--enable-preview'",
                    internal_name(),
                    major,
                    minor
                )));
            }
        }
        if major >= 56 && minor != 0 && minor != PREVIEW_MINOR_VERSION {
            return Err(ClassFileError::unsupported_version(format!(
                "{} (class file version {}.{}) was compiled with an invalid non-zero minor version",
                display_name(),
                major,
                minor
            )));
        }
        Ok(())
    }

    // ----- constant pool, pass 2 -----------------------------------------

    fn decode_pool(&self, raw: RawPool) -> Result<ConstantPool> {
        let RawPool {
            mut entries,
            utf8_spans,
        } = raw;
        let mut raw_utf16 = Vec::new();
        for &(index, start, len) in &utf8_spans {
            let b = &self.bytes[start..start + len];
            let s: Arc<str> = if let Some(s) = super::symbols::intern_ascii(b) {
                s
            } else {
                let units = mutf8::decode_to_utf16(b)
                    .map_err(|_| self.err("Illegal UTF8 string in constant pool"))?;
                if mutf8::has_lone_surrogate(&units) {
                    raw_utf16.push((index, Arc::<[u16]>::from(units.as_slice())));
                }
                Arc::from(String::from_utf16_lossy(&units))
            };
            entries[index as usize] = Constant::Utf8(s);
        }
        Ok(ConstantPool::from_parts(entries, raw_utf16))
    }

    fn check_member_name(&self, cp: &ConstantPool, index: u16, nt: u16, field: bool) -> Result<()> {
        let (name, desc) = self.nat_at(cp, nt)?;
        if self.trusted {
            return Ok(());
        }
        if field {
            if !is_valid_unqualified_name(name) {
                return Err(self.err_in_class(format!("Illegal field name \"{}\"", name), ""));
            }
            if check_field_descriptor(desc).is_none() {
                return Err(self.err_in_class(
                    format!("Field \"{}\"", name),
                    &format!(" has illegal signature \"{}\"", desc),
                ));
            }
        } else {
            if !is_valid_method_name(name) {
                return Err(self.err_in_class(format!("Illegal method name \"{}\"", name), ""));
            }
            if name.starts_with('<') && &**name != "<init>" {
                return Err(self.err(format!("Bad method name at constant pool index {}", index)));
            }
            match check_method_descriptor(desc) {
                Some((_, is_void)) if is_void || &**name != "<init>" => {}
                _ => {
                    return Err(self.err_in_class(
                        format!("Method \"{}\"", name),
                        &format!(" has illegal signature \"{}\"", desc),
                    ))
                }
            }
        }
        Ok(())
    }

    fn check_pool(&self, cp: &ConstantPool) -> Result<()> {
        for (i, c) in cp.entries().iter().enumerate() {
            let i = i as u16;
            let min_major = match c {
                Constant::MethodHandle(..)
                | Constant::MethodType(_)
                | Constant::InvokeDynamic(..) => 51,
                Constant::Dynamic(..) => 55,
                _ => 45,
            };
            if self.major < min_major {
                return Err(self.err(format!(
                    "Class file version does not support constant tag {}",
                    c.tag()
                )));
            }
            match *c {
                Constant::Unusable
                | Constant::Utf8(_)
                | Constant::Integer(_)
                | Constant::Float(_)
                | Constant::Long(_)
                | Constant::Double(_) => {}
                Constant::Class(n) => {
                    let s = self.utf8_at(cp, n)?;
                    if !self.trusted && !is_valid_class_name(s) {
                        return Err(self.err(format!("Illegal class name \"{}\"", s)));
                    }
                }
                Constant::String(n) => {
                    self.utf8_at(cp, n)?;
                }
                Constant::Fieldref(class, nt) => {
                    self.class_at(cp, class)?;
                    self.check_member_name(cp, i, nt, true)?;
                }
                Constant::Methodref(class, nt) | Constant::InterfaceMethodref(class, nt) => {
                    self.class_at(cp, class)?;
                    self.check_member_name(cp, i, nt, false)?;
                }
                Constant::NameAndType(n, d) => {
                    self.utf8_at(cp, n)?;
                    self.utf8_at(cp, d)?;
                }
                Constant::MethodHandle(kind, r) => self.check_method_handle(cp, i, kind, r)?,
                Constant::MethodType(d) => {
                    let s = self.utf8_at(cp, d)?;
                    if !self.trusted && check_method_descriptor(s).is_none() {
                        return Err(self.err(format!("Illegal method type descriptor \"{}\"", s)));
                    }
                }
                Constant::Dynamic(_, nt) => {
                    self.check_member_name(cp, i, nt, true)?;
                }
                Constant::InvokeDynamic(_, nt) => {
                    let (name, desc) = self.nat_at(cp, nt)?;
                    if self.trusted {
                        continue;
                    }
                    if !is_valid_method_name(name) || name.starts_with('<') {
                        return Err(
                            self.err_in_class(format!("Illegal method name \"{}\"", name), "")
                        );
                    }
                    if check_method_descriptor(desc).is_none() {
                        return Err(self.err_in_class(
                            format!("Method \"{}\"", name),
                            &format!(" has illegal signature \"{}\"", desc),
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    fn check_method_handle(&self, cp: &ConstantPool, index: u16, kind: u8, r: u16) -> Result<()> {
        let target = self.entry(cp, r)?;
        let ok = match kind {
            REF_GET_FIELD..=REF_PUT_STATIC => matches!(target, Constant::Fieldref(..)),
            REF_INVOKE_VIRTUAL | REF_NEW_INVOKE_SPECIAL => {
                matches!(target, Constant::Methodref(..))
            }
            REF_INVOKE_STATIC | REF_INVOKE_SPECIAL => {
                matches!(target, Constant::Methodref(..))
                    || (self.major >= 52 && matches!(target, Constant::InterfaceMethodref(..)))
            }
            REF_INVOKE_INTERFACE => matches!(target, Constant::InterfaceMethodref(..)),
            _ => {
                return Err(self.err(format!(
                    "Bad method handle kind at constant pool index {}",
                    index
                )))
            }
        };
        if !ok {
            let expected = match kind {
                REF_GET_FIELD..=REF_PUT_STATIC => "Fieldref",
                REF_INVOKE_VIRTUAL | REF_NEW_INVOKE_SPECIAL => "Methodref",
                REF_INVOKE_INTERFACE => "InterfaceMethodref",
                _ if self.major >= 52 => "Methodref or InterfaceMethodref",
                _ => "Methodref",
            };
            return Err(self.wrong_kind(r, expected, target));
        }
        if kind >= REF_INVOKE_VIRTUAL {
            let nt = match *target {
                Constant::Methodref(_, nt) | Constant::InterfaceMethodref(_, nt) => nt,
                _ => return Err(self.bad_index(r)),
            };
            let (name, _) = self.nat_at(cp, nt)?;
            let is_init = &**name == "<init>";
            let bad = if kind == REF_NEW_INVOKE_SPECIAL {
                !is_init
            } else {
                is_init || &**name == "<clinit>"
            };
            if bad {
                return Err(self.err(format!(
                    "Bad method handle name at constant pool index {}",
                    index
                )));
            }
        }
        Ok(())
    }

    /// Dynamic constants need a BootstrapMethods attribute (whose length
    /// was checked against them when it was parsed).
    fn check_bootstrap_indices(&self, cp: &ConstantPool, cf: &ClassFile) -> Result<()> {
        if max_bootstrap_index(cp).is_some() && cf.bootstrap_methods.is_empty() {
            return Err(self.err("Missing BootstrapMethods attribute"));
        }
        Ok(())
    }

    // ----- access flags --------------------------------------------------

    fn check_class_flags(&self, mut flags: u16) -> Result<u16> {
        let is_interface = flags & ACC_INTERFACE != 0;
        if is_interface && self.major < 50 {
            flags |= ACC_ABSTRACT;
        }
        let has = |f: u16| flags & f != 0;
        let gte_1_5 = self.major >= 49;
        let illegal = (has(ACC_ABSTRACT) && has(ACC_FINAL))
            || (is_interface && !has(ACC_ABSTRACT))
            || (is_interface && gte_1_5 && (has(ACC_SUPER) || has(ACC_ENUM)))
            || (!is_interface && gte_1_5 && has(ACC_ANNOTATION));
        if illegal {
            return Err(self.err_in_class(
                "Illegal class modifiers".to_string(),
                &format!(": 0x{:X}", flags),
            ));
        }
        Ok(flags)
    }

    fn check_field_flags(&self, flags: u16, is_interface: bool) -> Result<()> {
        let has = |f: u16| flags & f != 0;
        let access_count = [ACC_PUBLIC, ACC_PRIVATE, ACC_PROTECTED]
            .iter()
            .filter(|&&f| has(f))
            .count();
        let illegal = if is_interface {
            !has(ACC_PUBLIC)
                || !has(ACC_STATIC)
                || !has(ACC_FINAL)
                || has(ACC_PRIVATE | ACC_PROTECTED | ACC_VOLATILE | ACC_TRANSIENT)
                || (self.major >= 49 && has(ACC_ENUM))
        } else {
            access_count > 1 || (has(ACC_FINAL) && has(ACC_VOLATILE))
        };
        if illegal {
            return Err(self.err_in_class(
                "Illegal field modifiers".to_string(),
                &format!(": 0x{:X}", flags),
            ));
        }
        Ok(())
    }

    /// Checks method flags; returns the (normalized) flags to store.
    fn check_method_flags(&self, flags: u16, name: &str, is_interface: bool) -> Result<u16> {
        if name == "<clinit>" {
            if self.major < 51 {
                return Ok(ACC_STATIC);
            }
            if flags & ACC_STATIC == 0 {
                return Err(self.err("Method <clinit> is not static"));
            }
            return Ok(flags & (ACC_STATIC | ACC_STRICT));
        }
        let has = |f: u16| flags & f != 0;
        let access_count = [ACC_PUBLIC, ACC_PRIVATE, ACC_PROTECTED]
            .iter()
            .filter(|&&f| has(f))
            .count();
        let strict_matters = (46..=60).contains(&self.major);
        let bad_abstract = has(ACC_ABSTRACT)
            && (has(ACC_PRIVATE | ACC_STATIC | ACC_FINAL | ACC_SYNCHRONIZED | ACC_NATIVE)
                || (strict_matters && has(ACC_STRICT)));
        let is_init = name == "<init>";
        let illegal = if is_interface {
            if is_init {
                return Err(self.err("Interface cannot have a method named <init>"));
            }
            if self.major >= 52 {
                has(ACC_PUBLIC) == has(ACC_PRIVATE)
                    || has(ACC_PROTECTED | ACC_FINAL | ACC_SYNCHRONIZED | ACC_NATIVE)
                    || bad_abstract
            } else {
                !has(ACC_PUBLIC)
                    || !has(ACC_ABSTRACT)
                    || has(ACC_PRIVATE
                        | ACC_PROTECTED
                        | ACC_STATIC
                        | ACC_FINAL
                        | ACC_SYNCHRONIZED
                        | ACC_NATIVE)
                    || (strict_matters && has(ACC_STRICT))
            }
        } else {
            access_count > 1
                || bad_abstract
                || (is_init
                    && has(ACC_STATIC
                        | ACC_FINAL
                        | ACC_SYNCHRONIZED
                        | ACC_NATIVE
                        | ACC_ABSTRACT
                        | ACC_BRIDGE))
        };
        if illegal {
            return Err(self.err_in_class(
                format!("Method {}", name),
                &format!(" has illegal modifiers: 0x{:X}", flags),
            ));
        }
        Ok(flags)
    }

    // ----- attributes ----------------------------------------------------

    /// Reads an attribute header and returns (name, info bytes).
    fn read_attribute<'c>(
        &self,
        r: &mut Reader<'a>,
        cp: &'c ConstantPool,
    ) -> Result<(&'c str, &'a [u8])> {
        let name_index = r.u2()?;
        let len = r.u4()? as usize;
        let name = match cp.entries().get(name_index as usize) {
            Some(Constant::Utf8(s)) => &**s,
            _ => return Err(self.err(format!("Invalid attribute name index {}", name_index))),
        };
        if len > r.remaining() {
            if r.eof == TRUNCATED {
                return Err(ClassFileError::format(TRUNCATED));
            }
            return Err(self.err(format!(
                "{} attribute length {} overruns its enclosing attribute",
                name, len
            )));
        }
        Ok((name, r.bytes(len)?))
    }

    /// Runs `f` on a reader over an attribute's info bytes; the body must be
    /// consumed exactly.
    fn attribute<T>(
        &self,
        name: &str,
        body: &'a [u8],
        f: impl FnOnce(&mut Reader<'a>) -> Result<T>,
    ) -> Result<T> {
        let mut br = Reader::new(body, ATTR_EOF);
        let wrong = || self.err(format!("Wrong {} attribute length {}", name, body.len()));
        match f(&mut br) {
            Ok(v) if br.remaining() == 0 => Ok(v),
            Ok(_) => Err(wrong()),
            Err(e) if e.message == ATTR_EOF => Err(wrong()),
            Err(e) => Err(e),
        }
    }

    /// A LocalVariableTable (or, `types`, a LocalVariableTypeTable, whose
    /// entries are only checked), with HotSpot's checks in its order.
    fn local_variable_table(&self, body: &'a [u8], cp: &ConstantPool, code_len: usize, max_locals: u16, types: bool) -> Result<Vec<LocalVariableEntry>> {
        let table = if types { "LocalVariableTypeTable" } else { "LocalVariableTable" };
        let mut lr = Reader::new(body, ATTR_EOF);
        let n = lr.u2().map_err(|_| self.err(format!("{} has wrong length", table)))? as usize;
        if body.len() != 2 + 10 * n {
            return Err(self.err(format!("{} has wrong length", table)));
        }
        let mut out = Vec::with_capacity(if types { 0 } else { n });
        for _ in 0..n {
            let start_pc = lr.u2()?;
            let length = lr.u2()?;
            let name_index = lr.u2()?;
            let desc_index = lr.u2()?;
            let index = lr.u2()?;
            if start_pc as usize >= code_len {
                return Err(self.err(format!("Invalid start_pc {} in {}", start_pc, table)));
            }
            if start_pc as usize + length as usize > code_len {
                return Err(self.err(format!("Invalid length {} in {}", length, table)));
            }
            let (Ok(Constant::Utf8(name)), Ok(Constant::Utf8(descriptor))) = (cp.get(name_index), cp.get(desc_index)) else {
                let bad = if matches!(cp.get(name_index), Ok(Constant::Utf8(_))) { ("Signature", desc_index) } else { ("Name", name_index) };
                return Err(self.err(format!("{} index {} in {} has bad constant type", bad.0, bad.1, table)));
            };
            if !self.trusted && !is_valid_unqualified_name(name) {
                return Err(self.err_in_class(format!("Illegal field name \"{}\"", name), ""));
            }
            let mut extra = 0;
            if !types {
                if !self.trusted && check_field_descriptor(descriptor).is_none() {
                    return Err(self.err_in_class(format!("Field \"{}\"", name), &format!(" has illegal signature \"{}\"", descriptor)));
                }
                extra = u32::from(&**descriptor == "J" || &**descriptor == "D");
            }
            if index as u32 + extra >= max_locals as u32 {
                return Err(self.err(format!("Invalid index {} in {}", index, table)));
            }
            if !types {
                out.push(LocalVariableEntry { start_pc, length, name: name.clone(), descriptor: descriptor.clone(), index });
            }
        }
        Ok(out)
    }

    fn parse_field(
        &self,
        r: &mut Reader<'a>,
        cp: &ConstantPool,
        is_interface: bool,
    ) -> Result<FieldInfo> {
        // HotSpot's order: modifiers, name, signature.
        let access_flags = r.u2()? & RECOGNIZED_FIELD_FLAGS;
        self.check_field_flags(access_flags, is_interface)?;
        let name_index = r.u2()?;
        let Some(Constant::Utf8(name)) = cp.entries().get(name_index as usize) else {
            return Err(self.err(format!("Invalid constant pool index {} for field name", name_index)));
        };
        let name = name.clone();
        if !self.trusted && !is_valid_unqualified_name(&name) {
            return Err(self.err_in_class(format!("Illegal field name \"{}\"", name), ""));
        }
        let desc_index = r.u2()?;
        let Some(Constant::Utf8(descriptor)) = cp.entries().get(desc_index as usize) else {
            return Err(self.err(format!("Invalid constant pool index {} for field signature", desc_index)));
        };
        let descriptor = descriptor.clone();
        if !self.trusted && check_field_descriptor(&descriptor).is_none() {
            return Err(self.err_in_class(
                format!("Field \"{}\"", name),
                &format!(" has illegal signature \"{}\"", descriptor),
            ));
        }

        let attr_count = r.u2()? as usize;
        r.ensure(attr_count * 6)?;
        let mut constant_value = None;
        let mut seen_constant_value = false;
        let mut reflection = MemberAttrs::default();
        for _ in 0..attr_count {
            let (aname, body) = self.read_attribute(r, cp)?;
            if aname != "ConstantValue" {
                self.member_reflection_attribute(Member::Field, aname, body, cp, &mut reflection)?;
            } else {
                if seen_constant_value {
                    return Err(self.err("Duplicate ConstantValue attribute"));
                }
                seen_constant_value = true;
                let idx = self.attribute(aname, body, |br| br.u2())?;
                self.check_constant_value(cp, idx, &descriptor)?;
                if access_flags & ACC_STATIC != 0 {
                    constant_value = Some(idx);
                }
            }
        }
        Ok(FieldInfo {
            access_flags,
            name,
            descriptor,
            constant_value,
            reflection: reflection.finish(),
        })
    }

    fn check_constant_value(&self, cp: &ConstantPool, idx: u16, descriptor: &str) -> Result<()> {
        let c = match cp.entries().get(idx as usize) {
            None | Some(Constant::Unusable) => {
                return Err(self.err(format!(
                    "Bad initial value index {} in ConstantValue attribute",
                    idx
                )))
            }
            Some(c) => c,
        };
        let ok = match descriptor.as_bytes()[0] {
            b'J' => matches!(c, Constant::Long(_)),
            b'F' => matches!(c, Constant::Float(_)),
            b'D' => matches!(c, Constant::Double(_)),
            b'I' | b'S' | b'C' | b'B' | b'Z' => matches!(c, Constant::Integer(_)),
            _ => descriptor == "Ljava/lang/String;" && matches!(c, Constant::String(_)),
        };
        if !ok {
            return Err(self.err("Inconsistent constant value type"));
        }
        Ok(())
    }

    fn parse_method(
        &self,
        r: &mut Reader<'a>,
        cp: &ConstantPool,
        is_interface: bool,
    ) -> Result<MethodInfo> {
        // HotSpot's order: name, modifiers (which depend on the name), signature.
        let raw_flags = r.u2()? & RECOGNIZED_METHOD_FLAGS;
        let name_index = r.u2()?;
        let Some(Constant::Utf8(name)) = cp.entries().get(name_index as usize) else {
            return Err(self.err(format!("Illegal constant pool index {} for method name", name_index)));
        };
        let name = name.clone();
        if !self.trusted && !is_valid_method_name(&name) {
            return Err(self.err_in_class(format!("Illegal method name \"{}\"", name), ""));
        }
        let desc_index = r.u2()?;
        let Some(Constant::Utf8(descriptor)) = cp.entries().get(desc_index as usize) else {
            return Err(self.err(format!("Illegal constant pool index {} for method signature", desc_index)));
        };
        let descriptor = descriptor.clone();
        let access_flags = self.check_method_flags(raw_flags, &name, is_interface)?;
        let bad_sig = || {
            self.err_in_class(
                format!("Method \"{}\"", name),
                &format!(" has illegal signature \"{}\"", descriptor),
            )
        };
        let (param_slots, is_void) = check_method_descriptor(&descriptor).ok_or_else(bad_sig)?;
        if (&*name == "<init>" || &*name == "<clinit>") && !is_void {
            return Err(bad_sig());
        }
        if &*name == "<clinit>" && self.major >= 51 && param_slots != 0 {
            return Err(bad_sig());
        }
        let args_size = param_slots + usize::from(access_flags & ACC_STATIC == 0);
        if args_size > 255 {
            return Err(self.err("Too many arguments in method signature"));
        }

        let attr_count = r.u2()? as usize;
        r.ensure(attr_count * 6)?;
        let mut code = None;
        let mut exceptions = None;
        let mut vm_annotations = 0;
        let mut reflection = MemberAttrs::default();
        let needs_code = access_flags & (ACC_NATIVE | ACC_ABSTRACT) == 0;
        // As HotSpot does, Code and Exceptions are read from the file as
        // their contents say, and only then compared with the declared length.
        for _ in 0..attr_count {
            let name_index = r.u2()?;
            let len = r.u4()? as usize;
            let aname = match cp.entries().get(name_index as usize) {
                Some(Constant::Utf8(s)) => &**s,
                _ => return Err(self.err(format!("Invalid method attribute name index {}", name_index))),
            };
            match aname {
                "Code" => {
                    if !needs_code {
                        return Err(self.err("Code attribute in native or abstract methods"));
                    }
                    if code.is_some() {
                        return Err(self.err("Multiple Code attributes"));
                    }
                    code = Some(self.parse_code(r, len, cp, args_size)?);
                }
                "Exceptions" => {
                    if exceptions.is_some() {
                        return Err(self.err("Multiple Exceptions attributes"));
                    }
                    let n = r.u2()? as usize;
                    r.ensure(n * 2)?;
                    let mut v = Vec::with_capacity(n);
                    for _ in 0..n {
                        let idx = r.u2()?;
                        match cp.entries().get(idx as usize) {
                            Some(Constant::Class(_)) => v.push(self.class_at(cp, idx)?.clone()),
                            _ => return Err(self.err(format!("Exception name has bad type at constant pool {}", idx))),
                        }
                    }
                    if len != 2 + 2 * n {
                        return Err(self.err("Exceptions attribute has wrong length"));
                    }
                    exceptions = Some(v);
                }
                "RuntimeVisibleAnnotations" => {
                    // Both the VM's own annotations (@Hidden, ...) and reflection's bytes.
                    let body = r.bytes(len)?;
                    vm_annotations |= super::vm_annotations::scan(body, cp);
                    self.member_reflection_attribute(Member::Method, aname, body, cp, &mut reflection)?;
                }
                "MethodParameters" => {
                    let body = r.bytes(len)?;
                    if reflection.r.parameters.is_some() {
                        return Err(self.err("Multiple MethodParameters attributes"));
                    }
                    // HotSpot's message names no class here.
                    let count = body.first().copied().unwrap_or(0) as usize;
                    if body.len() != count * 4 + 1 {
                        return Err(ClassFileError::format(format!("Invalid MethodParameters method attribute length {len} in class file")));
                    }
                    let params = body[1..].chunks(4).map(|c| (u16::from_be_bytes([c[0], c[1]]), u16::from_be_bytes([c[2], c[3]]))).collect();
                    reflection.r.parameters = Some(params);
                }
                _ => {
                    let body = r.bytes(len)?;
                    self.member_reflection_attribute(Member::Method, aname, body, cp, &mut reflection)?;
                }
            }
        }
        if needs_code && code.is_none() {
            return Err(self.err("Absent Code attribute in method that is not native or abstract"));
        }
        Ok(MethodInfo {
            access_flags,
            name,
            descriptor,
            code,
            exceptions: exceptions.unwrap_or_default(),
            vm_annotations,
            reflection: reflection.finish(),
        })
    }

    /// The Code attribute whose contents start at `r` and whose declared
    /// length is `declared`: read as its contents say (running off the file
    /// is "Truncated class file"), then checked against the declared length
    /// ("Code segment has wrong length"), in HotSpot's order.
    fn parse_code(
        &self,
        r: &mut Reader<'a>,
        declared: usize,
        cp: &ConstantPool,
        args_size: usize,
    ) -> Result<CodeAttribute> {
        let start = r.pos;
        let br = &mut *r;
        {
            let max_stack = br.u2()?;
            let max_locals = br.u2()?;
            let code_length = br.u4()?;
            if args_size > max_locals as usize {
                return Err(self.err("Arguments can't fit into locals"));
            }
            if code_length == 0 || code_length > 65535 {
                return Err(self.err(format!("Invalid method Code length {}", code_length)));
            }
            let code_len = code_length as usize;
            let code = br.bytes(code_len)?.to_vec();

            let et_len = br.u2()? as usize;
            br.ensure(et_len * 8)?;
            let mut exception_table = Vec::with_capacity(et_len);
            for _ in 0..et_len {
                let start_pc = br.u2()?;
                let end_pc = br.u2()?;
                let handler_pc = br.u2()?;
                let catch_type = br.u2()?;
                if start_pc >= end_pc || end_pc as usize > code_len {
                    return Err(self.err("Illegal exception table range"));
                }
                if handler_pc as usize >= code_len {
                    return Err(self.err("Illegal exception table handler"));
                }
                if catch_type != 0 && !matches!(cp.entries().get(catch_type as usize), Some(Constant::Class(_))) {
                    return Err(self.err("Catch type in exception table has bad constant type"));
                }
                exception_table.push(ExceptionTableEntry {
                    start_pc,
                    end_pc,
                    handler_pc,
                    catch_type,
                });
            }

            let attr_count = br.u2()? as usize;
            let mut line_numbers = Vec::new();
            let mut local_variables = Vec::new();
            let mut stack_map_table = None;
            for _ in 0..attr_count {
                let name_index = br.u2()?;
                let len = br.u4()? as usize;
                let aname = match cp.entries().get(name_index as usize) {
                    Some(Constant::Utf8(s)) => &**s,
                    _ => return Err(self.err(format!("Invalid code attribute name index {}", name_index))),
                };
                if aname == "LineNumberTable" {
                    let n = br.u2()? as usize;
                    if len != 2 + 4 * n {
                        return Err(self.err("LineNumberTable attribute has wrong length"));
                    }
                    br.ensure(n * 4)?;
                    line_numbers.reserve(n);
                    for _ in 0..n {
                        let start_pc = br.u2()?;
                        let line_number = br.u2()?;
                        if start_pc as usize >= code_len {
                            return Err(self.err("Invalid pc in LineNumberTable"));
                        }
                        line_numbers.push(LineNumberEntry { start_pc, line_number });
                    }
                    continue;
                }
                let abody = br.bytes(len)?;
                match aname {
                    "LocalVariableTable" => local_variables.extend(self.local_variable_table(abody, cp, code_len, max_locals, false)?),
                    "LocalVariableTypeTable" if self.major >= 49 => {
                        self.local_variable_table(abody, cp, code_len, max_locals, true)?;
                    }
                    "StackMapTable" if self.major >= attr_min_major("StackMapTable") => {
                        if stack_map_table.is_some() {
                            return Err(self.err("Multiple StackMapTable attributes"));
                        }
                        stack_map_table = Some(abody.to_vec());
                    }
                    _ => {}
                }
            }
            if br.pos - start != declared {
                return Err(self.err("Code segment has wrong length"));
            }
            line_numbers.sort_by_key(|e: &LineNumberEntry| e.start_pc);
            Ok(CodeAttribute {
                max_stack,
                max_locals,
                code,
                exception_table,
                line_numbers,
                stack_map_table,
                local_variables,
            })
        }
    }

    fn parse_class_attributes(
        &self,
        r: &mut Reader<'a>,
        cp: &ConstantPool,
        cf: &mut ClassFile,
    ) -> Result<()> {
        let attr_count = r.u2()? as usize;
        r.ensure(attr_count * 6)?;
        let mut seen_inner = false;
        let mut seen_bootstrap = false;
        let mut seen_nest_members = false;
        let mut reflection = ClassReflection::default();
        let (mut seen_invisible, mut seen_invisible_type) = (false, false);
        for _ in 0..attr_count {
            let (aname, body) = self.read_attribute(r, cp)?;
            if self.major < attr_min_major(aname) {
                continue;
            }
            let multiple = || self.err(format!("Multiple {} attributes", aname));
            match aname {
                "SourceFile" => {
                    if cf.source_file.is_some() {
                        return Err(multiple());
                    }
                    let idx = self.attribute(aname, body, |br| br.u2())?;
                    cf.source_file = Some(self.utf8_at(cp, idx)?.clone());
                }
                "Signature" => {
                    if cf.signature.is_some() {
                        return Err(multiple());
                    }
                    let idx = self.attribute(aname, body, |br| br.u2())?;
                    cf.signature = Some(self.utf8_at(cp, idx)?.clone());
                }
                "NestHost" => {
                    if cf.nest_host.is_some() {
                        return Err(multiple());
                    }
                    let idx = self.attribute(aname, body, |br| br.u2())?;
                    cf.nest_host = Some(self.class_at(cp, idx)?.clone());
                }
                "NestMembers" => {
                    if seen_nest_members {
                        return Err(multiple());
                    }
                    seen_nest_members = true;
                    cf.nest_members = self.attribute(aname, body, |br| {
                        let n = br.u2()? as usize;
                        br.ensure(n * 2)?;
                        let mut v = Vec::with_capacity(n);
                        for _ in 0..n {
                            let idx = br.u2()?;
                            v.push(self.class_at(cp, idx)?.clone());
                        }
                        Ok(v)
                    })?;
                }
                "EnclosingMethod" => {
                    if cf.enclosing_method.is_some() {
                        return Err(multiple());
                    }
                    let (class_idx, method_idx) =
                        self.attribute(aname, body, |br| Ok((br.u2()?, br.u2()?)))?;
                    let class = self.class_at(cp, class_idx)?.clone();
                    let method = if method_idx == 0 {
                        None
                    } else {
                        let (n, d) = self.nat_at(cp, method_idx)?;
                        Some((n.clone(), d.clone()))
                    };
                    cf.enclosing_method = Some((class, method));
                }
                "InnerClasses" => {
                    if seen_inner {
                        return Err(multiple());
                    }
                    seen_inner = true;
                    cf.inner_classes = self.attribute(aname, body, |br| {
                        let n = br.u2()? as usize;
                        br.ensure(n * 8)?;
                        let mut v = Vec::with_capacity(n);
                        for _ in 0..n {
                            let inner = br.u2()?;
                            let outer = br.u2()?;
                            let iname = br.u2()?;
                            let mut flags = br.u2()? & RECOGNIZED_INNER_CLASS_FLAGS;
                            if inner == 0 {
                                return Err(self.bad_index(0));
                            }
                            if inner == outer {
                                return Err(self.err("Class is both outer and inner class"));
                            }
                            if flags & ACC_INTERFACE != 0 && self.major < 50 {
                                flags |= ACC_ABSTRACT;
                            }
                            v.push(InnerClassInfo {
                                inner_class: Some(self.class_at(cp, inner)?.clone()),
                                outer_class: if outer == 0 {
                                    None
                                } else {
                                    Some(self.class_at(cp, outer)?.clone())
                                },
                                inner_name: if iname == 0 {
                                    None
                                } else {
                                    Some(self.utf8_at(cp, iname)?.clone())
                                },
                                access_flags: flags,
                            });
                        }
                        Ok(v)
                    })?;
                }
                "BootstrapMethods" => {
                    if seen_bootstrap {
                        return Err(multiple());
                    }
                    seen_bootstrap = true;
                    cf.bootstrap_methods = self.attribute(aname, body, |br| {
                        let n = br.u2()? as usize;
                        if max_bootstrap_index(cp).is_some_and(|m| m as usize >= n) {
                            return Err(self.err("Short length on BootstrapMethods"));
                        }
                        br.ensure(n * 4)?;
                        let mut v = Vec::with_capacity(n);
                        for _ in 0..n {
                            let method_ref = br.u2()?;
                            if !matches!(cp.entries().get(method_ref as usize), Some(Constant::MethodHandle(..))) {
                                return Err(self.err(format!("bootstrap_method_index {} has bad constant type", method_ref)));
                            }
                            let argc = br.u2()? as usize;
                            br.ensure(argc * 2)?;
                            let mut arguments = Vec::with_capacity(argc);
                            for _ in 0..argc {
                                let a = br.u2()?;
                                if !cp.entries().get(a as usize).is_some_and(|c| c.is_loadable()) {
                                    return Err(self.err(format!("argument_index {} has bad constant type", a)));
                                }
                                arguments.push(a);
                            }
                            v.push(BootstrapMethod {
                                method_ref,
                                arguments,
                            });
                        }
                        Ok(v)
                    })?;
                }
                "RuntimeVisibleAnnotations" | "RuntimeVisibleTypeAnnotations" => {
                    let slot = if aname == "RuntimeVisibleAnnotations" { &mut reflection.annotations } else { &mut reflection.type_annotations };
                    if slot.is_some() {
                        return Err(multiple());
                    }
                    *slot = Some(body.into());
                }
                "RuntimeInvisibleAnnotations" | "RuntimeInvisibleTypeAnnotations" => {
                    let seen = if aname == "RuntimeInvisibleAnnotations" { &mut seen_invisible } else { &mut seen_invisible_type };
                    if *seen {
                        return Err(multiple());
                    }
                    *seen = true;
                }
                "Record" => {
                    if reflection.record.is_some() {
                        return Err(multiple());
                    }
                    reflection.record = Some(self.record_attribute(body, cp)?);
                }
                "PermittedSubclasses" => {
                    if reflection.permitted_subclasses.is_some() {
                        return Err(multiple());
                    }
                    if cf.access_flags & ACC_FINAL != 0 {
                        let name = self.name.as_deref().unwrap_or("");
                        return Err(ClassFileError::format(format!("PermittedSubclasses attribute in final class file {name}")));
                    }
                    reflection.permitted_subclasses = Some(self.permitted_subclasses(body, cp)?);
                }
                _ => {}
            }
        }
        if reflection.annotations.is_some() || reflection.type_annotations.is_some() || reflection.record.is_some() || reflection.permitted_subclasses.is_some() {
            cf.reflection = Some(Box::new(reflection));
        }
        if cf.nest_host.is_some() && seen_nest_members {
            return Err(self.err("Conflicting NestHost and NestMembers attributes"));
        }
        Ok(())
    }
}

/// What a set of member attributes belongs to (HotSpot's messages name it).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Member {
    Field,
    Method,
    RecordComponent,
}

impl Member {
    fn word(self) -> &'static str {
        match self {
            Member::Field => "field",
            Member::Method => "method",
            Member::RecordComponent => "Record component",
        }
    }
}

/// The reflection-only attributes of one member being parsed, and which
/// invisible annotation attributes were seen (checked for duplicates only).
#[derive(Default)]
struct MemberAttrs {
    r: MemberReflection,
    seen_invisible: bool,
    seen_invisible_parameter: bool,
    seen_invisible_type: bool,
}

impl MemberAttrs {
    fn finish(self) -> Option<Box<MemberReflection>> {
        let r = self.r;
        let any = r.signature.is_some()
            || r.annotations.is_some()
            || r.parameter_annotations.is_some()
            || r.type_annotations.is_some()
            || r.annotation_default.is_some()
            || r.parameters.is_some();
        any.then(|| Box::new(r))
    }
}

impl<'a> Parser<'a> {
    /// A Signature or annotation attribute of a field, method or record
    /// component (class files of version 49 and later; others ignore them,
    /// as HotSpot does), kept in `acc` with HotSpot's duplicate and
    /// Signature checks. Other attributes are skipped.
    fn member_reflection_attribute(&self, what: Member, name: &str, body: &[u8], cp: &ConstantPool, acc: &mut MemberAttrs) -> Result<()> {
        if self.major < 49 {
            return Ok(());
        }
        let multiple = || self.err(format!("Multiple {name} attributes for {}", what.word()));
        let keep = |slot: &mut Option<Box<[u8]>>| {
            if slot.is_some() {
                return Err(multiple());
            }
            *slot = Some(body.into());
            Ok(())
        };
        let seen = |flag: &mut bool| {
            if *flag {
                return Err(multiple());
            }
            *flag = true;
            Ok(())
        };
        let method = what == Member::Method;
        match name {
            "Signature" => {
                if acc.r.signature.is_some() {
                    return Err(multiple());
                }
                if body.len() != 2 {
                    let n = body.len();
                    return Err(self.err(match what {
                        Member::Field => format!("Wrong size {n} for field's Signature attribute"),
                        Member::Method => format!("Invalid Signature attribute length {n}"),
                        Member::RecordComponent => format!("Invalid Signature attribute length {n} in Record component"),
                    }));
                }
                let idx = u16::from_be_bytes([body[0], body[1]]);
                match cp.entries().get(idx as usize) {
                    Some(Constant::Utf8(s)) => acc.r.signature = Some(s.clone()),
                    _ => return Err(self.err(format!("Invalid Signature attribute at constant pool index {idx}"))),
                }
            }
            "RuntimeVisibleAnnotations" => keep(&mut acc.r.annotations)?,
            "RuntimeVisibleTypeAnnotations" => keep(&mut acc.r.type_annotations)?,
            "RuntimeVisibleParameterAnnotations" if method => keep(&mut acc.r.parameter_annotations)?,
            "AnnotationDefault" if method => keep(&mut acc.r.annotation_default)?,
            "RuntimeInvisibleAnnotations" => seen(&mut acc.seen_invisible)?,
            "RuntimeInvisibleTypeAnnotations" => seen(&mut acc.seen_invisible_type)?,
            "RuntimeInvisibleParameterAnnotations" if method => seen(&mut acc.seen_invisible_parameter)?,
            _ => {}
        }
        Ok(())
    }

    /// The Record attribute, with HotSpot's checks and messages. Running
    /// off its body or leaving bytes over is a wrong length.
    fn record_attribute(&self, body: &'a [u8], cp: &ConstantPool) -> Result<Vec<RecordComponentInfo>> {
        let mut br = Reader::new(body, ATTR_EOF);
        let wrong = || self.err("Record attribute has wrong length");
        let r = (|| -> Result<Vec<RecordComponentInfo>> {
            let n = br.u2()? as usize;
            let mut v = Vec::with_capacity(n.min(256));
            for _ in 0..n {
                let name_index = br.u2()?;
                let Some(Constant::Utf8(name)) = cp.entries().get(name_index as usize) else {
                    return Err(self.err(format!("Invalid constant pool index {name_index} for name in Record attribute")));
                };
                if !is_valid_unqualified_name(name) {
                    return Err(self.err_in_class(format!("Illegal field name \"{}\"", name), ""));
                }
                let desc_index = br.u2()?;
                let Some(Constant::Utf8(descriptor)) = cp.entries().get(desc_index as usize) else {
                    return Err(self.err(format!("Invalid constant pool index {desc_index} for descriptor in Record attribute")));
                };
                if check_field_descriptor(descriptor).is_none() {
                    return Err(self.err_in_class(format!("Field \"{}\"", name), &format!(" has illegal signature \"{}\"", descriptor)));
                }
                let attr_count = br.u2()?;
                let mut acc = MemberAttrs::default();
                for _ in 0..attr_count {
                    let aname_index = br.u2()?;
                    let len = br.u4()? as usize;
                    let Some(Constant::Utf8(aname)) = cp.entries().get(aname_index as usize) else {
                        return Err(self.err(format!("Invalid Record attribute name index {aname_index}")));
                    };
                    let abody = br.bytes(len)?;
                    self.member_reflection_attribute(Member::RecordComponent, aname, abody, cp, &mut acc)?;
                }
                v.push(RecordComponentInfo { name: name.clone(), descriptor: descriptor.clone(), reflection: acc.r });
            }
            Ok(v)
        })();
        match r {
            Ok(v) if br.remaining() == 0 => Ok(v),
            Ok(_) => Err(wrong()),
            Err(e) if e.message == ATTR_EOF => Err(wrong()),
            Err(e) => Err(e),
        }
    }

    /// The PermittedSubclasses attribute: class names.
    fn permitted_subclasses(&self, body: &'a [u8], cp: &ConstantPool) -> Result<Vec<Arc<str>>> {
        let mut br = Reader::new(body, ATTR_EOF);
        let wrong = || self.err("Wrong PermittedSubclasses attribute length");
        let r = (|| -> Result<Vec<Arc<str>>> {
            let n = br.u2()? as usize;
            let mut v = Vec::with_capacity(n);
            for _ in 0..n {
                let idx = br.u2()?;
                match cp.entries().get(idx as usize) {
                    Some(Constant::Class(_)) => v.push(self.class_at(cp, idx)?.clone()),
                    _ => return Err(self.err(format!("Permitted subclass class_info_index {idx} has bad constant type"))),
                }
            }
            Ok(v)
        })();
        match r {
            Ok(v) if br.remaining() == 0 => Ok(v),
            Ok(_) => Err(wrong()),
            Err(e) if e.message == ATTR_EOF => Err(wrong()),
            Err(e) => Err(e),
        }
    }
}

/// First item that occurs twice, without quadratic blow-up on large inputs.
fn first_duplicate<T: Eq + std::hash::Hash + Copy>(
    items: impl Iterator<Item = T> + Clone,
) -> Option<T> {
    let n = items.clone().count();
    if n < 2 {
        return None;
    }
    if n <= 8 {
        let v: Vec<T> = items.collect();
        for i in 0..v.len() {
            if v[i + 1..].contains(&v[i]) {
                return Some(v[i]);
            }
        }
        return None;
    }
    let mut seen = HashSet::with_capacity(n);
    items.into_iter().find(|&it| !seen.insert(it))
}
