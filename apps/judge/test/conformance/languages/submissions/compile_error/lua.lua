local a = = 1
