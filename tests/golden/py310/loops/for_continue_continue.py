def for_continue_continue(xs, out):
    for x in xs:
        out.append(x)
    return out
