var a, b: int64;
begin
  readln(a, b);
  halt(3);
end.
