fun main() {
    val zero = readLine()!!.length - readLine().orEmpty().length - 100
    println(1 / (zero - zero))
}
