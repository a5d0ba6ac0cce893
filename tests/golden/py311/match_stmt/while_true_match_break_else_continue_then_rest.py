def while_true_match_break_else_continue_then_rest(xs, out):
    while True:
        x = xs.pop() if xs else {'k': 1}
        if x:
            match x:
                case {'k': v}:
                    out.append(v)
                    break
        else:
            continue
        out.append(x)
        break
    out.append(0)
    return out
