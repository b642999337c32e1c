print('hello  world')
