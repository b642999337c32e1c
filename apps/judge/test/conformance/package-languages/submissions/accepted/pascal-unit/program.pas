{ DOMjudge's multifile-pas: the file with a program header is the main file, the unit beside it is used. }
program hellounit(input, output);
uses greeting;

begin
   greet();
end.
