public class Syntax { public static void main(String[] a) { int x = ; } }
