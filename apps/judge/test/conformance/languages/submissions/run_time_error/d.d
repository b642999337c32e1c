import std.stdio;

void main() {
    throw new Exception("boom");
}
