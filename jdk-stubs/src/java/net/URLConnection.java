package java.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.UnknownServiceException;

/** A connection to what a URL names. rjvm's handlers read local resources only (see URL). */
public abstract class URLConnection {
    protected URL url;
    protected boolean connected;
    protected boolean doInput = true;
    protected boolean doOutput;
    protected boolean useCaches = true;

    protected URLConnection(URL url) {
        this.url = url;
    }

    public abstract void connect() throws IOException;

    public URL getURL() {
        return url;
    }

    public InputStream getInputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support input");
    }

    public OutputStream getOutputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support output");
    }

    public int getContentLength() {
        long l = getContentLengthLong();
        return l > Integer.MAX_VALUE ? -1 : (int) l;
    }

    public long getContentLengthLong() {
        return -1;
    }

    public String getContentType() {
        return null;
    }

    public long getLastModified() {
        return 0;
    }

    public boolean getDoInput() {
        return doInput;
    }

    public void setDoInput(boolean doinput) {
        doInput = doinput;
    }

    public boolean getDoOutput() {
        return doOutput;
    }

    public void setDoOutput(boolean dooutput) {
        doOutput = dooutput;
    }

    public boolean getUseCaches() {
        return useCaches;
    }

    public void setUseCaches(boolean usecaches) {
        useCaches = usecaches;
    }

    public String toString() {
        return this.getClass().getName() + ":" + url;
    }
}
