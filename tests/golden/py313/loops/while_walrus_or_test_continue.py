def while_walrus_or_test_continue(s, n):
    a = 0
    out = []
    while a < n and ((ch := s[a]).isspace() or ch != '['):
        a += 1
        if ch == ' ':
            continue
        out.append(ch)
    return out
