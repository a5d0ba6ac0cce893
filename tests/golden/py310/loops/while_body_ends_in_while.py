def while_body_ends_in_while(n, sigs):
    expected = 0
    while expected < n:
        sigs.append(expected)
        expected += 2
        while len(sigs) < expected and len(sigs) < 100:
            sigs.append(-1)
    return sigs
