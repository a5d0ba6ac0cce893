def class_complex_annotation_only():

    class Holder:
        pass

    class A:
        Holder.attr: int = 7
    return (Holder.attr, '__annotations__' in A.__dict__)
