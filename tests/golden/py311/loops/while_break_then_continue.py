def while_break_then_continue(code, n, out):
    i = 0
    while i < n:
        ch = code[i]
        i += 1
        if ch == '\n':
            if n > 3:
                if i > 2:
                    out.append(i)
                out.append(0)
                break
            continue
        if ch == 'x':
            i += 1
        out.append(ch)
    out.append(len(out))
    out.append(i)
    return out
