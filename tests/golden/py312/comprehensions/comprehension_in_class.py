def comprehension_in_class(n):

    class Holder:
        size = n
        items = [i for i in range(3)]
    return (Holder.items, Holder.size)
