procedure Main is
begin
   X := ;
end Main;
