def variadic_and_recursive():

    class E[*Ts, **P]:
        pass
    type Rec[K, V] = dict[K, 'Rec[K, V]']
    return ([p.__name__ for p in E.__type_params__], Rec.__value__, Rec.__type_params__[1].__name__)
