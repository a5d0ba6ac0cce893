def never_looping_while_match_break_then_rest(x, a, out):
    import builtins as __undis_builtins

    def __undis_match_keys(subject, keys, *, b=__undis_builtins):
        if not keys:
            return ()
        missing, seen, values = (b.object(), b.set(), [])
        get = subject.get
        for key in keys:
            if key in seen:
                raise b.ValueError('mapping pattern checks duplicate key (%r)' % (key,))
            seen.add(key)
            value = get(key, missing)
            if value is missing:
                return None
            values.append(value)
        return b.tuple(values)

    def __undis_match_class(subject, cls, count, names, *, b=__undis_builtins):
        if not b.isinstance(cls, b.type):
            raise b.TypeError('called match pattern must be a type')
        if not b.isinstance(subject, cls):
            return None
        attrs, seen = ([], b.set())

        def take(name):
            if name in seen:
                raise b.TypeError('%s() got multiple sub-patterns for attribute %r' % (cls.__name__, name))
            seen.add(name)
            attrs.append(b.getattr(subject, name))
        try:
            if count:
                match_args = b.getattr(cls, '__match_args__', seen)
                if match_args is seen:
                    if not cls.__flags__ & 4194304:
                        raise b.TypeError('%s() accepts 0 positional sub-patterns (%d given)' % (cls.__name__, count))
                    if count > 1:
                        raise b.TypeError('%s() accepts 1 positional sub-pattern (%d given)' % (cls.__name__, count))
                    attrs.append(subject)
                else:
                    if not b.isinstance(match_args, b.tuple):
                        raise b.TypeError('%s.__match_args__ must be a tuple (got %s)' % (cls.__name__, b.type(match_args).__name__))
                    if count > b.len(match_args):
                        raise b.TypeError('%s() accepts %d positional sub-pattern%s (%d given)' % (cls.__name__, b.len(match_args), '' if b.len(match_args) == 1 else 's', count))
                    for name in match_args[:count]:
                        if not b.isinstance(name, b.str):
                            raise b.TypeError('__match_args__ elements must be strings (got %s)' % b.type(name).__name__)
                        take(name)
            for name in names:
                take(name)
        except b.AttributeError:
            return None
        return b.tuple(attrs)

    def __undis_match_rest(subject, keys, *, b=__undis_builtins):
        rest = b.dict(subject)
        for key in keys:
            del rest[key]
        return rest
    __undis_state = 0
    while True:
        if __undis_state == 0:
            if not a:
                __undis_state = 7
            else:
                __undis_state = 1
        elif __undis_state == 1:
            __undis_t0 = x
            __undis_s0, __undis_t1 = (__undis_t0, __undis_builtins.bool(__undis_builtins.type(__undis_t0).__flags__ & 64))
            if not __undis_t1:
                __undis_state = 6
            else:
                __undis_state = 2
        elif __undis_state == 2:
            if not __undis_builtins.len(__undis_s0) >= 1:
                __undis_state = 6
            else:
                __undis_state = 3
        elif __undis_state == 3:
            __undis_t2 = ('k',)
            __undis_t3 = __undis_match_keys(__undis_s0, __undis_t2)
            __undis_s1, __undis_s2, __undis_t4 = (__undis_t2, __undis_t3, __undis_t3)
            if __undis_t4 is None:
                __undis_state = 5
            else:
                __undis_state = 4
        elif __undis_state == 4:
            __undis_t5, = __undis_s2
            v = __undis_t5
            out.append(v)
            __undis_state = 9
        elif __undis_state == 5:
            __undis_state = 6
        elif __undis_state == 6:
            __undis_state = 8
        elif __undis_state == 7:
            return 1
        elif __undis_state == 8:
            out.append(x)
            __undis_state = 9
        elif __undis_state == 9:
            out.append(0)
            return out
