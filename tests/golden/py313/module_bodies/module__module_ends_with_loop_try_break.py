i = 0
while i < 5:
    i += 1
    try:
        if i == 3:
            raise KeyError(i)
    except KeyError:
        stopped = i
        break
