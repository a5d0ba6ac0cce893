def class_annotation_forms(flag):

    class Holder:
        pass

    class A:
        x: int
        if flag:
            y: 'str' = 'yes'
        else:
            y: 'str' = 'no'
        Holder.attr = 5
        int
    return (sorted(A.__annotations__), A.y, Holder.attr)
