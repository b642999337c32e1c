print('Hello  World')
