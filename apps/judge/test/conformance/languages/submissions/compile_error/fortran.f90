program ab
  integer :: a
  a = 
end program ab
