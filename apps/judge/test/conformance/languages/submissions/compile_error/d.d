void main() {
    int x = ;
}
