def comprehension_unpacking(pairs):
    return ([a + b for a, b in pairs], {a: [b] for a, b in pairs}, [a for a, *rest in pairs])
