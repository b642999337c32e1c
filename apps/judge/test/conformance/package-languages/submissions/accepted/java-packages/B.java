// Two files in two packages: the class holding main is zoo.b.B.
package zoo.b;

import foo.bar.a.A;

public class B {
    public static void main(String[] args) {
        System.out.println(A.greeting());
    }
}
