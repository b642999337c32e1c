# A .pl file without Prolog clauses stays Perl.
print "Hello perl!\n";
