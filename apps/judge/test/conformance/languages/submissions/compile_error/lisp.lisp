(let ((a (read))
  (format t "~D~%" a)
