(* Kattis links Str into OCaml programs (its different.ml splits lines with Str). *)
let () = print_endline (String.concat " " (Str.split (Str.regexp ",") "Hello,world!"))
