def walrus_chain_statement(v):
    (z := (y := (x := (v + 1))))
    return (x, y, z)
