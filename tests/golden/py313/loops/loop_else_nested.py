def loop_else_nested(n):
    out = []
    for i in range(n):
        j = 0
        while j < i:
            if (i + j) % 4 == 3:
                out.append(('break', i, j))
                break
            j += 1
        else:
            out.append(('else', i))
    return out
