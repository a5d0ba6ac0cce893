def generic_class(v):

    class Box[T]:

        def __init__(self, value: T):
            self.value = value

        def get(self) -> T:
            return self.value
    return (Box(v).get(), [p.__name__ for p in Box.__type_params__])
