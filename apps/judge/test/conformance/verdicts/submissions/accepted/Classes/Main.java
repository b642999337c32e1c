import java.util.*;
public class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); System.out.println(Adder.add(s.nextLong(), s.nextLong())); } }
