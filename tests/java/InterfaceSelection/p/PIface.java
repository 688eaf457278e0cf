package p;

public interface PIface {
    int k();
}
