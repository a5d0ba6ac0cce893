def if_then_while_or_only_continue(b, more, log):
    if not b:
        while more(log) or len(log) == 3:
            continue
    log.append(b)
