main :: IO ()
main = do
  _ <- getLine
  print (head ([] :: [Int]))
