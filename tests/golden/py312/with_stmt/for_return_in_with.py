def for_return_in_with(log, events, x):
    with _CM(log):
        for a, e in events:
            if a == x:
                return e
        new = len(events)
        events.append((x, new))
    return new
