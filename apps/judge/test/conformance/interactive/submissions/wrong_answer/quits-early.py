print("? 1", flush=True)
