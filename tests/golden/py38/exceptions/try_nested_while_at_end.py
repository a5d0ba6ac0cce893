def try_nested_while_at_end(batches, stop, got):
    try:
        while not stop(got):
            while batches and batches[-1]:
                got.append(batches[-1].pop())
    except BaseException as exc:
        got.append(type(exc).__name__)
