// Kattis' Different.scala: the object holding main is named after the file, not Main.
object Greeter {
  def main(args: Array[String]): Unit = println("Hello world!")
}
