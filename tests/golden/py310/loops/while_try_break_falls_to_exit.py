def while_try_break_falls_to_exit(name, module, imports, errors):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            parts = name.split('.')
            if not module is None:
                __undis_state = 14
            else:
                __undis_state = 1
        elif __undis_state == 1:
            parts_copy = parts[:]
            if not parts_copy:
                __undis_state = 13
            else:
                __undis_state = 2
        elif __undis_state == 2:
            __undis_state = 3
        elif __undis_state == 3:
            try:
                module = imports['.'.join(parts_copy)]
                __undis_state = 4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s0, __undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 5
        elif __undis_state == 4:
            __undis_state = 13
        elif __undis_state == 5:
            try:
                if not __undis_builtins.issubclass(__undis_s5, KeyError):
                    __undis_state = 11
                else:
                    __undis_state = 6
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 6:
            try:
                parts_copy.pop()
                if parts_copy:
                    __undis_state = 9
                else:
                    __undis_state = 7
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 7:
            try:
                errors.append(name)
                __undis_exc_info = __undis_s1
                __undis_state = 8
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 8:
            return
        elif __undis_state == 9:
            __undis_exc_info = __undis_s1
            __undis_state = 10
        elif __undis_state == 10:
            __undis_state = 12
        elif __undis_state == 11:
            try:
                raise __undis_s4
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 12:
            if parts_copy:
                __undis_state = 2
            else:
                __undis_state = 13
        elif __undis_state == 13:
            parts = parts[1:]
            __undis_state = 14
        elif __undis_state == 14:
            return (module, parts)
