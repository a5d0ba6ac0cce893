def for_while_true_try_break_cycle(nodes, seen, succ):
    import builtins as __undis_builtins
    __undis_exc_info = None
    __undis_state = 0
    while True:
        if __undis_state == 0:
            stack = []
            __undis_s0 = __undis_builtins.iter(nodes)
            __undis_state = 1
        elif __undis_state == 1:
            try:
                __undis_s1 = __undis_builtins.next(__undis_s0)
            except __undis_builtins.StopIteration:
                __undis_state = 15
            else:
                __undis_state = 2
        elif __undis_state == 2:
            node = __undis_s1
            __undis_state = 3
        elif __undis_state == 3:
            if not node in seen:
                __undis_state = 5
            else:
                __undis_state = 4
        elif __undis_state == 4:
            return node
        elif __undis_state == 5:
            seen.add(node)
            stack.append(iter(succ.get(node, ())).__next__)
            __undis_state = 6
        elif __undis_state == 6:
            if not stack:
                __undis_state = 14
            else:
                __undis_state = 7
        elif __undis_state == 7:
            __undis_state = 8
        elif __undis_state == 8:
            try:
                node = stack[-1]()
                __undis_state = 9
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                (__undis_s1, __undis_s2, __undis_s3, __undis_s4, __undis_s5, __undis_s6) = (None, __undis_exc_info, None, __undis_exc.__traceback__, __undis_exc, __undis_builtins.type(__undis_exc))
                __undis_exc_info = __undis_exc
                __undis_state = 10
        elif __undis_state == 9:
            __undis_state = 3
        elif __undis_state == 10:
            try:
                if not __undis_builtins.issubclass(__undis_s6, StopIteration):
                    __undis_state = 13
                else:
                    __undis_state = 11
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 11:
            try:
                stack.pop()
                __undis_exc_info = __undis_s2
                __undis_state = 12
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 12:
            __undis_state = 6
        elif __undis_state == 13:
            try:
                raise __undis_s5
            except __undis_builtins.BaseException as __undis_exc:
                if __undis_exc.__context__ is None and __undis_exc is not __undis_exc_info:
                    __undis_exc.__context__ = __undis_exc_info
                raise
        elif __undis_state == 14:
            __undis_state = 1
        elif __undis_state == 15:
            return
