print('Hello  World', end='')
