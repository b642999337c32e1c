my ($a, $b = split " ", <STDIN>;
