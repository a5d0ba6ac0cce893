def try_nested_while_tests(batches, stop):
    got = []
    try:
        while not stop(got):
            while batches and batches[-1]:
                got.append(batches[-1].pop())
            batches.pop()
    except BaseException as exc:
        got.append(type(exc).__name__)
    return got
