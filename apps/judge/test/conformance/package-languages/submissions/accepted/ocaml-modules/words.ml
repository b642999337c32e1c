let hello = "Hello"
let world = "world"
