// The class is named like its file, in lower case (DOMjudge's addone.java); the package's stack limit is its
// 2 GiB memory limit, which the JVM refuses as a thread stack size.
public class hello {
    public static void main(String[] args) {
        System.out.println("Hello world!");
    }
}
