program ab
  integer(8) :: a, b
  read(*, *) a, b
  error stop 3
end program ab
