read a b
exit 4
