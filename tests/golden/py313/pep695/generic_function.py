def generic_function(x):

    def first[T](items: list[T]) -> T:
        return items[0]
    return (first([x, 2]), first.__type_params__[0].__name__)
