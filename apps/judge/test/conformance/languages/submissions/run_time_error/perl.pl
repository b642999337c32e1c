my ($a, $b) = split " ", <STDIN>;
die "no\n";
