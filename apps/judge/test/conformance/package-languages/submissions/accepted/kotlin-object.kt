// A main inside an object runs from that object's class (DOMjudge's DetectMain finds its static main); kotlinc puts
// no Main-Class in a jar for it.
object Greeter {
    @JvmStatic
    fun main(args: Array<String>) {
        println("Hello world!")
    }
}
