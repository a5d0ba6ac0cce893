def except_star_loop_in_clause(words):
    total = 0
    try:
        raise _group(*[ValueError(w) for w in words])
    except* ValueError as eg:
        for e in eg.exceptions:
            if e.args[0]:
                total += len(e.args[0])
                continue
            total -= 1
    return total
