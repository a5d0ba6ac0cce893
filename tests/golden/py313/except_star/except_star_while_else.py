def except_star_while_else(n):
    count = 0
    while count < n:
        try:
            if count % 2:
                raise _group(ValueError(count))
        except* ValueError:
            count += 2
        else:
            count += 1
    return count
