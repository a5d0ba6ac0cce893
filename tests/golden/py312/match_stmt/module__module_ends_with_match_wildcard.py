OUT = []
if len(OUT) == 1:
    pass
