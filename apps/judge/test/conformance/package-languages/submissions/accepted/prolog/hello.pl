% Kattis' prolog/different.pl: a .pl file (Perl's extension in DOMjudge) that loads a helper module of its folder.
[greeting].

main :-
    greeting(G),
    write(G), nl.
