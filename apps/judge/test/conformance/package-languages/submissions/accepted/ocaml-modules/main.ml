(* Three modules whose name order (greeting, main, words) is not the order they depend on each other (words,
   greeting, main): compiled in the order ocamldep gives. *)
let () = print_endline Greeting.text
