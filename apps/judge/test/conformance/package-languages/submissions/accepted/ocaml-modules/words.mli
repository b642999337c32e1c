val hello : string
val world : string
