let text = Words.hello ^ " " ^ Words.world ^ "!"
