import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.digests.Blake2bDigest;
import org.bouncycastle.crypto.digests.SHA3Digest;
import org.bouncycastle.crypto.digests.SHA512Digest;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.engines.ChaCha7539Engine;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.generators.Ed25519KeyPairGenerator;
import org.bouncycastle.crypto.generators.SCrypt;
import org.bouncycastle.crypto.modes.GCMBlockCipher;
import org.bouncycastle.crypto.params.AEADParameters;
import org.bouncycastle.crypto.params.Argon2Parameters;
import org.bouncycastle.crypto.params.Ed25519KeyGenerationParameters;
import org.bouncycastle.crypto.params.Ed25519PrivateKeyParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.bouncycastle.crypto.signers.Ed25519Signer;
import org.bouncycastle.crypto.prng.FixedSecureRandom;
import org.bouncycastle.util.encoders.Hex;

/** Bouncy Castle (lightweight API): digests, AES-GCM, ChaCha20, Ed25519, scrypt, Argon2 (deterministic inputs). */
public class BouncyCastleDemo {
    static String digest(org.bouncycastle.crypto.Digest d, byte[] in) {
        byte[] out = new byte[d.getDigestSize()];
        d.update(in, 0, in.length);
        d.doFinal(out, 0);
        return Hex.toHexString(out);
    }

    public static void main(String[] args) throws Exception {
        byte[] msg = "rjvm runs Bouncy Castle".getBytes(StandardCharsets.UTF_8);
        System.out.println("sha3-256: " + digest(new SHA3Digest(256), msg));
        System.out.println("sha512: " + digest(new SHA512Digest(), msg));
        System.out.println("blake2b: " + digest(new Blake2bDigest(256), msg));

        byte[] key = Hex.decode("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
        byte[] iv = Hex.decode("cafebabefacedbaddecaf888");
        GCMBlockCipher gcm = new GCMBlockCipher(new AESEngine());
        gcm.init(true, new AEADParameters(new KeyParameter(key), 128, iv, "header".getBytes(StandardCharsets.US_ASCII)));
        byte[] ct = new byte[gcm.getOutputSize(msg.length)];
        int n = gcm.processBytes(msg, 0, msg.length, ct, 0);
        gcm.doFinal(ct, n);
        System.out.println("aes-gcm: " + Hex.toHexString(ct));
        gcm.init(false, new AEADParameters(new KeyParameter(key), 128, iv, "header".getBytes(StandardCharsets.US_ASCII)));
        byte[] pt = new byte[gcm.getOutputSize(ct.length)];
        n = gcm.processBytes(ct, 0, ct.length, pt, 0);
        gcm.doFinal(pt, n);
        System.out.println("decrypted: " + new String(pt, StandardCharsets.UTF_8));

        ChaCha7539Engine chacha = new ChaCha7539Engine();
        chacha.init(true, new ParametersWithIV(new KeyParameter(key), iv));
        byte[] stream = new byte[msg.length];
        chacha.processBytes(msg, 0, msg.length, stream, 0);
        System.out.println("chacha20: " + Hex.toHexString(stream));

        Ed25519KeyPairGenerator gen = new Ed25519KeyPairGenerator();
        gen.init(new Ed25519KeyGenerationParameters(new FixedSecureRandom(key)));
        AsymmetricCipherKeyPair kp = gen.generateKeyPair();
        Ed25519Signer signer = new Ed25519Signer();
        signer.init(true, kp.getPrivate());
        signer.update(msg, 0, msg.length);
        byte[] sig = signer.generateSignature();
        System.out.println("ed25519 public: " + Hex.toHexString(((Ed25519PrivateKeyParameters) kp.getPrivate()).generatePublicKey().getEncoded()));
        System.out.println("ed25519 signature: " + Hex.toHexString(sig));
        Ed25519Signer verifier = new Ed25519Signer();
        verifier.init(false, kp.getPublic());
        verifier.update(msg, 0, msg.length);
        System.out.println("verified: " + verifier.verifySignature(sig));

        System.out.println("scrypt: " + Hex.toHexString(SCrypt.generate("password".getBytes(StandardCharsets.US_ASCII), "NaCl".getBytes(StandardCharsets.US_ASCII), 1024, 8, 2, 32)));
        Argon2BytesGenerator argon = new Argon2BytesGenerator();
        argon.init(new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id).withSalt("somesalt".getBytes(StandardCharsets.US_ASCII)).withIterations(2).withMemoryAsKB(256).withParallelism(1).build());
        byte[] hash = new byte[32];
        argon.generateBytes("password".toCharArray(), hash);
        System.out.println("argon2id: " + Hex.toHexString(hash));
        System.out.println("modpow: " + new BigInteger("123456789012345678901234567890").modPow(new BigInteger("65537"), new BigInteger("2").pow(521).subtract(BigInteger.ONE)).toString(16).substring(0, 40));
    }
}
