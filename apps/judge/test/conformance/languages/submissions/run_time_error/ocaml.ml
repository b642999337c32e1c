let () = Scanf.scanf " %d %d" (fun a b -> Printf.printf "%d\n" (a / (b - b)))
