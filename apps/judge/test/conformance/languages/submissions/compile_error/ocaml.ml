let () = print_int "x"
