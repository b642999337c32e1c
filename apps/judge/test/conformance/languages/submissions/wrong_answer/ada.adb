with Ada.Text_IO; with Ada.Long_Long_Integer_Text_IO;
use Ada.Text_IO; use Ada.Long_Long_Integer_Text_IO;
procedure Main is
   A, B : Long_Long_Integer;
begin
   Get (A); Get (B);
   Put (A, Width => 0); New_Line;
end Main;
