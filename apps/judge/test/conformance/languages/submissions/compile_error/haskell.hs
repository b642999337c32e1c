main :: IO ()
main = print (1 + "x"
