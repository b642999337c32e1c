print('Hello World!')
