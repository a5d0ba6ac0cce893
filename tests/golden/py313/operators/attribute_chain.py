def attribute_chain(obj):
    return (obj.real.imag, (obj.real + 1).conjugate(), obj.__class__.__name__)
