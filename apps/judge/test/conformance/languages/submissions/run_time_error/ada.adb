procedure Main is
begin
   raise Program_Error;
end Main;
