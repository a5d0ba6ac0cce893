def genexpr_of_none(xs, keys):
    return (tuple((None for _ in xs)), {k: None for k in keys}, [None for _ in xs])
