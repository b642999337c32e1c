{ Floods stdout for ever. A write that failed at the limit would be Free Pascal's run-time error 101 (RUN-ERROR);
  output cut by the judge never fails, so the program runs until its time is up. }
program fillstdout;
begin
  while true do
    writeln('Fill stdout with nonsense, to test the judge.');
end.
