import java.nio.charset.StandardCharsets;
import org.apache.commons.codec.binary.Base32;
import org.apache.commons.codec.binary.Base64;
import org.apache.commons.codec.binary.BinaryCodec;
import org.apache.commons.codec.binary.Hex;
import org.apache.commons.codec.digest.DigestUtils;
import org.apache.commons.codec.digest.HmacAlgorithms;
import org.apache.commons.codec.digest.HmacUtils;
import org.apache.commons.codec.digest.Md5Crypt;
import org.apache.commons.codec.digest.MurmurHash3;
import org.apache.commons.codec.digest.UnixCrypt;
import org.apache.commons.codec.language.DoubleMetaphone;
import org.apache.commons.codec.language.Metaphone;
import org.apache.commons.codec.language.Soundex;
import org.apache.commons.codec.net.QuotedPrintableCodec;
import org.apache.commons.codec.net.URLCodec;

/** Apache Commons Codec: encodings, digests (the JDK's security providers), phonetics. */
public class CodecDemo {
    public static void main(String[] args) throws Exception {
        byte[] data = "rjvm: a JVM in Rust, with JVMPI".getBytes(StandardCharsets.UTF_8);
        System.out.println("base64: " + Base64.encodeBase64String(data));
        System.out.println("base64 url: " + Base64.encodeBase64URLSafeString(new byte[] { (byte) 0xfb, (byte) 0xff, 0x01 }));
        System.out.println("decoded: " + new String(Base64.decodeBase64("aGVsbG8gd29ybGQ="), StandardCharsets.UTF_8));
        System.out.println("base32: " + new Base32().encodeAsString(data));
        System.out.println("hex: " + Hex.encodeHexString(data) + " back: " + new String(Hex.decodeHex("4a564d"), StandardCharsets.US_ASCII));
        System.out.println("binary: " + BinaryCodec.toAsciiString(new byte[] { 5, (byte) 0xa0 }));

        System.out.println("md5: " + DigestUtils.md5Hex(data));
        System.out.println("sha1: " + DigestUtils.sha1Hex(data));
        System.out.println("sha256: " + DigestUtils.sha256Hex(data));
        System.out.println("sha512: " + DigestUtils.sha512Hex("abc"));
        System.out.println("sha3-256: " + DigestUtils.sha3_256Hex("abc"));
        System.out.println("hmac-sha256: " + new HmacUtils(HmacAlgorithms.HMAC_SHA_256, "key").hmacHex("The quick brown fox jumps over the lazy dog"));
        System.out.println("md5crypt: " + Md5Crypt.md5Crypt("secret".getBytes(StandardCharsets.UTF_8), "$1$saltsalt"));
        System.out.println("unixcrypt: " + UnixCrypt.crypt("secret", "ab"));
        System.out.println("murmur3: " + MurmurHash3.hash32x86(data, 0, data.length, 104729));

        Soundex soundex = new Soundex();
        System.out.println("soundex: " + soundex.encode("Robert") + " " + soundex.encode("Rupert") + " " + soundex.difference("Robert", "Rupert"));
        System.out.println("metaphone: " + new Metaphone().encode("Thompson") + " double: " + new DoubleMetaphone().encode("Schmidt"));
        System.out.println("url: " + new URLCodec().encode("a b&c=d/é") + " back: " + new URLCodec().decode("x%20y%2Bz"));
        System.out.println("quoted-printable: " + new QuotedPrintableCodec().encode("café = 3€"));
    }
}
