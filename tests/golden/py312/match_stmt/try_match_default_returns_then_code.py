def try_match_default_returns_then_code(x, log):
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
            raise b.TypeError('called match pattern must be a class')
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
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            try:
                __undis_t2 = x
                __undis_t0 = x
                __undis_t1 = __undis_match_class(__undis_t0, str, 0, ())
                __undis_s0, __undis_s1, __undis_t3 = (__undis_t2, __undis_t1, __undis_t1)
                if __undis_t3 is None:
                    __undis_state = 2
                else:
                    __undis_state = 1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 6
        elif __undis_state == 1:
            try:
                () = __undis_s1
                s = __undis_s0
                log.append(s)
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 6
        elif __undis_state == 2:
            __undis_state = 3
        elif __undis_state == 3:
            return
        elif __undis_state == 4:
            try:
                log.append(x)
                __undis_state = 5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s0 = __undis_exc
                __undis_state = 6
        elif __undis_state == 5:
            return
        elif __undis_state == 6:
            try:
                __undis_t4 = __undis_exc_info
                __undis_exc_info = __undis_s0
                __undis_t5 = __undis_s0
                __undis_s0 = __undis_t4
                __undis_s1, __undis_t6 = (__undis_t5, __undis_builtins.isinstance(__undis_t5, (KeyError, TypeError)))
                if not __undis_t6:
                    __undis_state = 9
                else:
                    __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 10
        elif __undis_state == 7:
            try:
                log.append('error')
                __undis_state = 8
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 10
        elif __undis_state == 8:
            __undis_exc_info = __undis_s0
            return
        elif __undis_state == 9:
            try:
                raise __undis_s1
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                __undis_s1 = None
                __undis_s2 = __undis_exc
                __undis_state = 10
        elif __undis_state == 10:
            __undis_exc_info = __undis_s0
            raise __undis_s2
