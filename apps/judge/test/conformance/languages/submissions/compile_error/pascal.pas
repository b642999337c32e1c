begin
  writeln(1 +);
end.
