def while_continue_in_for(lines, out):
    for line in lines:
        i = 0
        n = len(line)
        while i < n:
            if line[i] != '=':
                i += 1
            else:
                if i + 1 == n:
                    i += 1
                    continue
                i += 2
            if i == n:
                out.append(i)
    return out
