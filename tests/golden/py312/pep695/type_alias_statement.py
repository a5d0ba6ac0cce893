def type_alias_statement():
    type Pair = tuple[int, int]
    type Generic[T] = list[T]
    return (Pair.__name__, Generic.__type_params__[0].__name__, Pair.__value__)
