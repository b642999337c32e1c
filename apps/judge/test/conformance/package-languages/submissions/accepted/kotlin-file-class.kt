// Kattis runs `{Mainclass}Kt` and DOMjudge the class holding main: both are the class kotlinc names after this
// file (kotlin-file-class.kt -> Kotlin_file_classKt) in its package. The program checks which class it runs from.
package greetings

fun main() {
    val entry = Thread.currentThread().stackTrace.last().className
    println(if (entry == "greetings.Kotlin_file_classKt") "Hello world!" else "run from $entry")
}
