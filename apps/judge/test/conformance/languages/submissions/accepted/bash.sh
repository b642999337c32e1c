read a b
echo $((a + b))
