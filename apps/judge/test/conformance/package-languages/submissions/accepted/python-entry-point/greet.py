# Only a module: run on its own it prints nothing.
def greeting():
    return "Hello world!"
