package foo.bar.a;

public class A {
    public static String greeting() {
        return "Hello world!";
    }
}
