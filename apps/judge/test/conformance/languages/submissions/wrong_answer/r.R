x <- scan(file("stdin"), what = numeric(), quiet = TRUE)
cat(x[1], "\n", sep = "")
