object Main {
  def main(args: Array[String]): Unit = {
    val x: Int = "text"
  }
}
