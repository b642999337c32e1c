unit greeting;
interface
   procedure greet();

implementation

procedure greet();
begin
   writeln('Hello world!');
end;

end.
