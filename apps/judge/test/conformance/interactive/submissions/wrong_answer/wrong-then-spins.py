print("! 2", flush=True)
while True:
    pass
