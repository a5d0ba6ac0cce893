"""Classes defined in functions: bodies, methods, super()/__class__,
name mangling, decorators, class attributes, inheritance, metaclass kwargs."""


class _Base:
    def greet(self):
        return "base"

    def __init_subclass__(cls, **kw):
        cls.tag = kw.get("tag")


def class_with_methods(n):
    class Counter:
        """Counts."""

        start = n

        def __init__(self):
            self.value = self.start

        def incr(self, by=1):
            self.value += by
            return self

        @property
        def double(self):
            return self.value * 2

        @staticmethod
        def static(x):
            return x + 1

        @classmethod
        def make(cls):
            return cls()

    c = Counter.make().incr().incr(3)
    return c.value, c.double, Counter.static(1), Counter.__doc__


def super_calls():
    class Child(_Base):
        def greet(self):
            return "child+" + super().greet()

        def explicit(self):
            return super(Child, self).greet()

        def uses_class_cell(self):
            return __class__.__name__

    c = Child()
    return c.greet(), c.explicit(), c.uses_class_cell()


def name_mangling():
    class Secret:
        __hidden = 1

        def __init__(self):
            self.__value = 2

        def reveal(self):
            return self.__hidden + self.__value, self._Secret__value

        def __not_mangled__(self):
            return "dunder"

    s = Secret()
    return s.reveal(), s._Secret__hidden, s.__not_mangled__(), sorted(vars(s))


def class_keywords():
    class Tagged(_Base, tag="hello"):
        pass

    class Meta(type):
        def __new__(mcls, name, bases, ns, **kw):
            ns["extra"] = kw
            return super().__new__(mcls, name, bases, ns)

    class WithMeta(metaclass=Meta, flag=True):
        pass

    return Tagged.tag, WithMeta.extra


def decorated_class_and_methods():
    def deco(obj):
        obj.decorated = True
        return obj

    @deco
    class D:
        @deco
        def m(self):
            return "m"

    return D.decorated, D.m.decorated, D().m()


def nested_classes():
    class Outer:
        class Inner:
            value = 1

            def get(self):
                return self.value

        def make(self):
            return self.Inner().get()

    return Outer().make(), Outer.Inner.__qualname__


def class_body_logic(flag):
    class Conf:
        if flag:
            mode = "on"
        else:
            mode = "off"
        items = []
        for i in range(3):
            items.append(i)
        del i
        try:
            risky = int("x")
        except ValueError:
            risky = None

    return Conf.mode, Conf.items, Conf.risky


def class_closure(x):
    class UsesOuter:
        value = x

        def method(self):
            return x + 1

    return UsesOuter.value, UsesOuter().method()


def class_annotations():
    class Point:
        x: int
        y: int = 0

    return Point.y, sorted(Point.__annotations__)


def class_annotation_forms(flag):
    class Holder:
        pass

    class A:
        x: int
        if flag:
            y: "str" = "yes"
        else:
            y: "str" = "no"
        Holder.attr: int = 5

    return sorted(A.__annotations__), A.y, Holder.attr


def class_complex_annotation_only():
    class Holder:
        pass

    class A:
        Holder.attr: int = 7

    return Holder.attr, "__annotations__" in A.__dict__


def dataclass_like():
    import dataclasses

    @dataclasses.dataclass
    class P:
        x: int
        y: int = 2

    return P(1), P(1) == P(1, 2)


def class_star_bases(bases):
    class Multi(*bases):
        pass

    return [b.__name__ for b in Multi.__mro__]


def class_star_bases_mixed(bases, extra):
    class Mixed(*bases, object, metaclass=type, **extra):
        x = 1

    return [Mixed.x, [b.__name__ for b in Mixed.__bases__]]


def private_method_property():
    class C:
        def __getvalue(self):
            return 42

        value = property(__getvalue)

        class __Inner:
            tag = "inner"

        inner = __Inner

    return C().value, C.inner.tag


def explicit_qualname():
    class Named(int):
        __qualname__ = "Named"

        def double(self):
            return self * 2

    return Named.__qualname__, Named(4).double()


def class_dunder_methods():
    class V:
        def __init__(self, v):
            self.v = v

        def __add__(self, other):
            return V(self.v + other.v)

        def __eq__(self, other):
            return self.v == other.v

        __hash__ = None

        def __repr__(self):
            return f"V({self.v})"

    return repr(V(1) + V(2)), V(1) == V(1)


def class_body_ends_with_if(flag):
    class Conf:
        mode = "base"
        if flag:
            mode = "on"

    return Conf.mode


def class_body_ends_with_if_else(flag):
    class Conf:
        if flag:
            mode = "on"
        else:
            mode = "off"

    return Conf.mode


def class_with_super_ends_with_if(flag, other):
    class Child(_Base):
        if flag:
            def greet(self):
                return "flag+" + super().greet()
        elif other:
            def greet(self):
                return "other+" + super().greet()

    return Child().greet()


def class_with_cell_ends_with_if_else(flag, other):
    class Child(_Base):
        def greet(self):
            return __class__.__name__ + super().greet()

        if flag:
            if other:
                size = 1
        else:
            size = 2

    return Child().greet(), getattr(Child, "size", None)


SAMPLES = {
    "class_body_ends_with_if": [(True,), (False,)],
    "class_body_ends_with_if_else": [(True,), (False,)],
    "class_with_super_ends_with_if": [(True, False), (False, True), (False, False)],
    "class_with_cell_ends_with_if_else": [(True, True), (True, False), (False, True)],
    "class_annotation_forms": [(0,), (1,)],
    "class_with_methods": [(10,)],
    "class_body_logic": [(True,), (False,)],
    "class_closure": [(4,)],
    "class_star_bases": [((_Base,),), ((dict, _Base),)],
    "class_star_bases_mixed": [((_Base,), {}), ((), {})],
}
