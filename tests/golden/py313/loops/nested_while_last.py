def nested_while_last(batches, stop, got):
    while not stop(got):
        while batches:
            got.append(batches.pop())
    return got
