def while_true_continue_in_except(keys, table):
    it = iter(keys)
    while True:
        try:
            return table[next(it)]
        except StopIteration:
            return
        except KeyError:
            continue
