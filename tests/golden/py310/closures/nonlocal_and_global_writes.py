def nonlocal_and_global_writes(n):
    global _closure_total
    _closure_total = 0
    seen = 0

    def add(k):
        global _closure_total
        nonlocal seen
        seen += k
        _closure_total += k
    add(n)
    add(1)
    return (seen, _closure_total)
