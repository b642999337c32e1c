object Main {
  def main(args: Array[String]): Unit = {
    throw new RuntimeException("boom")
  }
}
