def nested_while_and_test(batches, stop, got):
    while not stop(got):
        while batches and batches[-1]:
            got.append(batches[-1].pop())
    return got
