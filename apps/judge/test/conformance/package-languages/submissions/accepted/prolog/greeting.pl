:- module(greeting, [greeting/1]).

greeting('Hello world!').
