package java.io;

public class DataInputStream extends FilterInputStream implements DataInput {
    private final byte[] readBuffer = new byte[8];
    private char[] lineBuffer;

    public DataInputStream(InputStream in) {
        super(in);
    }

    @Override
    public final int read(byte[] b) throws IOException {
        return in.read(b, 0, b.length);
    }

    @Override
    public final int read(byte[] b, int off, int len) throws IOException {
        return in.read(b, off, len);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        IoUtil.checkRange(b.length, off, len);
        int n = 0;
        while (n < len) {
            int count = in.read(b, off + n, len - n);
            if (count < 0) {
                throw new EOFException();
            }
            n += count;
        }
    }

    public final int skipBytes(int n) throws IOException {
        int total = 0;
        int cur;
        while ((total < n) && ((cur = (int) in.skip(n - total)) > 0)) {
            total += cur;
        }
        return total;
    }

    private int readByteOrEof() throws IOException {
        int ch = in.read();
        if (ch < 0) {
            throw new EOFException();
        }
        return ch;
    }

    public final boolean readBoolean() throws IOException {
        return readByteOrEof() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readByteOrEof();
    }

    public final int readUnsignedByte() throws IOException {
        return readByteOrEof();
    }

    public final short readShort() throws IOException {
        readFully(readBuffer, 0, 2);
        return (short) (((readBuffer[0] & 0xff) << 8) | (readBuffer[1] & 0xff));
    }

    public final int readUnsignedShort() throws IOException {
        readFully(readBuffer, 0, 2);
        return ((readBuffer[0] & 0xff) << 8) | (readBuffer[1] & 0xff);
    }

    public final char readChar() throws IOException {
        readFully(readBuffer, 0, 2);
        return (char) (((readBuffer[0] & 0xff) << 8) | (readBuffer[1] & 0xff));
    }

    public final int readInt() throws IOException {
        readFully(readBuffer, 0, 4);
        return ((readBuffer[0] & 0xff) << 24) | ((readBuffer[1] & 0xff) << 16)
                | ((readBuffer[2] & 0xff) << 8) | (readBuffer[3] & 0xff);
    }

    public final long readLong() throws IOException {
        readFully(readBuffer, 0, 8);
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = (v << 8) | (readBuffer[i] & 0xff);
        }
        return v;
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    @Deprecated
    public final String readLine() throws IOException {
        char[] buf = lineBuffer;
        if (buf == null) {
            buf = lineBuffer = new char[128];
        }
        int room = buf.length;
        int offset = 0;
        int c;
        loop:
        while (true) {
            switch (c = in.read()) {
                case -1:
                case '\n':
                    break loop;
                case '\r':
                    int c2 = in.read();
                    if ((c2 != '\n') && (c2 != -1)) {
                        if (!(in instanceof PushbackInputStream)) {
                            this.in = new PushbackInputStream(in);
                        }
                        ((PushbackInputStream) in).unread(c2);
                    }
                    break loop;
                default:
                    if (--room < 0) {
                        char[] nb = new char[offset + 128];
                        System.arraycopy(buf, 0, nb, 0, offset);
                        buf = nb;
                        room = buf.length - offset - 1;
                        lineBuffer = buf;
                    }
                    buf[offset++] = (char) c;
                    break;
            }
        }
        if ((c == -1) && (offset == 0)) {
            return null;
        }
        return new String(buf, 0, offset);
    }

    public final String readUTF() throws IOException {
        return readUTF(this);
    }

    public static final String readUTF(DataInput in) throws IOException {
        int utflen = in.readUnsignedShort();
        byte[] bytearr = new byte[utflen];
        char[] chararr = new char[utflen];
        in.readFully(bytearr, 0, utflen);
        int count = 0;
        int chars = 0;
        while (count < utflen) {
            int c = bytearr[count] & 0xff;
            switch (c >> 4) {
                case 0: case 1: case 2: case 3: case 4: case 5: case 6: case 7:
                    count++;
                    chararr[chars++] = (char) c;
                    break;
                case 12: case 13: {
                    count += 2;
                    if (count > utflen) {
                        throw new UTFDataFormatException("malformed input: partial character at end");
                    }
                    int char2 = bytearr[count - 1];
                    if ((char2 & 0xC0) != 0x80) {
                        throw new UTFDataFormatException("malformed input around byte " + count);
                    }
                    chararr[chars++] = (char) (((c & 0x1F) << 6) | (char2 & 0x3F));
                    break;
                }
                case 14: {
                    count += 3;
                    if (count > utflen) {
                        throw new UTFDataFormatException("malformed input: partial character at end");
                    }
                    int char2 = bytearr[count - 2];
                    int char3 = bytearr[count - 1];
                    if (((char2 & 0xC0) != 0x80) || ((char3 & 0xC0) != 0x80)) {
                        throw new UTFDataFormatException("malformed input around byte " + (count - 1));
                    }
                    chararr[chars++] = (char) (((c & 0x0F) << 12) | ((char2 & 0x3F) << 6) | (char3 & 0x3F));
                    break;
                }
                default:
                    throw new UTFDataFormatException("malformed input around byte " + count);
            }
        }
        return new String(chararr, 0, chars);
    }
}
