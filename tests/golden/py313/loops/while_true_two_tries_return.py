def while_true_two_tries_return(table, key):
    n = 0
    while True:
        try:
            return table[key]
        except KeyError:
            n += 1
        try:
            return table[key + '!']
        except KeyError:
            table[key] = n
