"""with statements: one or several items, targets, nesting, suppression."""


class _CM:
    def __init__(self, log, name="cm", swallow=False):
        self.log, self.name, self.swallow = log, name, swallow

    def __enter__(self):
        self.log.append("enter " + self.name)
        return self.name.upper()

    def __exit__(self, exc_type, exc, tb):
        self.log.append("exit %s %s" % (self.name, exc_type.__name__ if exc_type else None))
        return self.swallow


def with_simple(log):
    with _CM(log):
        log.append("body")
    return log


def with_as(log):
    with _CM(log) as value:
        log.append(value)
    return log


def with_several_items(log):
    with _CM(log, "a") as a, _CM(log, "b"), _CM(log, "c") as c:
        log.append(a + c)
    return log


def with_nested(log):
    with _CM(log, "outer") as o:
        with _CM(log, "inner") as i:
            log.append(o + i)
        log.append("between")
    return log


def with_tuple_target(log):
    with _CM(log) as (first, *rest):
        log.append((first, rest))
    return log


def with_attribute_target(log):
    class Holder:
        pass

    h = Holder()
    with _CM(log) as h.value:
        log.append(h.value)
    return log


def with_exception_swallowed(log, swallow):
    with _CM(log, "s", swallow=swallow):
        raise ValueError("inside")
    return log


def with_exception_propagates(log):
    try:
        with _CM(log):
            raise KeyError("k")
    except KeyError:
        log.append("caught")
    return log


def with_in_loop(n):
    log = []
    for i in range(n):
        with _CM(log, str(i)):
            log.append(i)
    return log


def with_return_value(log):
    with _CM(log) as v:
        return v


def with_expression_manager(log, flag):
    with (_CM(log, "x") if flag else _CM(log, "y")) as v:
        log.append(v)
    return log


def with_while_true_try_break(log, items, limit):
    it = iter(items)
    with _CM(log, "a"):
        with _CM(log, "b") as b:
            while True:
                if len(log) > limit:
                    raise ValueError(b)
                try:
                    log.append(next(it))
                except StopIteration:
                    break
            log.append("after")
    return log


def with_while_true_returns(log, items):
    # the with body ends in a loop that only returns: no normal exit from the with
    it = iter(items)
    with _CM(log) as name:
        while True:
            x = next(it, None)
            if x is None:
                return name
            if x < 0:
                return x


def with_last_in_try_long_finally(log, swallow):
    # 3.10: the with's normal exit and its swallowing handler each run a copy of the
    # finally body (long) and the implicit return; an early exit would run other code
    try:
        log.append("start")
        with _CM(log, "w", swallow):
            if swallow:
                raise KeyError(swallow)
            log.append("body")
    finally:
        log.append("f1")
        log.append("f2")
        log.append("f3")
        log.append("f4")
        log.append("f5")
        log.append("f6")
        log.append("f7")


def with_nested_ifs_copied_exit(log, count, waiters):
    # 3.10: each path out of the body gets its own copy of the exit (__exit__ call, return None)
    with _CM(log, "lock"):
        if count < 0:
            raise ValueError(count)
        count -= 1
        if count == 0:
            log.append("zero")
            if waiters:
                log.append(waiters)


def with_raises_in_try_else(log, swallow):
    # the with body always raises: only its handler's swallow path reaches the else part
    # (3.12+: the code after the try is copied after the clause's POP_EXCEPT)
    try:
        with _CM(log, swallow=swallow):
            raise KeyError("k")
    except KeyError as ex:
        log.append(ex.args)
    else:
        log.append("suppressed")
    return log


def with_raises_in_try_else_loop(log, items):
    for swallow in items:
        try:
            with _CM(log, swallow=swallow):
                raise KeyError(swallow)
        except KeyError as ex:
            log.append(ex.args)
        else:
            log.append("suppressed")
    return log


def with_try_clause_if_else_raise(log, refs, ident, local):
    # 3.13: the clause's then-branch jumps to the with exit, its else-branch raises
    with _CM(log):
        try:
            refs[ident] += 1
        except KeyError as ke:
            if ident in local:
                refs[ident] = 1
            else:
                raise ke


def for_return_in_with(log, events, x):
    with _CM(log):
        for a, e in events:
            if a == x:
                return e
        new = len(events)
        events.append((x, new))
    return new


def with_for_return_const(log, items):
    # ``return <constant>`` in a loop in a with body: the iterator is popped, the exit
    # called, then the constant loaded (the exit looks like the one after the loop)
    with _CM(log):
        for item in items:
            if item:
                return 1
    return 2


def with_for_return_value(log, items):
    with _CM(log):
        for item in items:
            if item:
                return item
        log.append("none")


def with_nested_for_return_const(log, rows):
    for row in rows:
        with _CM(log, "a"), _CM(log, "b"):
            for item in row:
                for x in item:
                    if x:
                        return
    return log


def with_for_return_at_end(log, items):
    # the return (iterator popped, the exits called, None returned) runs the same code as
    # the loop's exit and the function's end, but is no break: 3.8/3.9 copy no code onto a
    # break, 3.10 no with statement's exit
    with _CM(log, "a"), _CM(log, "b"):
        for item in items:
            log.append(item)
            return


def try_finally_for_return_const(log, items):
    try:
        for item in items:
            if item:
                return 1
    finally:
        log.append("finally")
    return 2


def with_while_else_breaks_copied_exit(log, values, blocking, limit):
    # 3.10: each break out of the loop jumps to its own copy of the with exit and the
    # return after it; the loop's else clause falls into the original
    rc = False
    with _CM(log, "cond"):
        while values and values[-1] == 0:
            if not blocking:
                break
            if limit is not None:
                limit -= 1
                if limit <= 0:
                    break
            values.pop()
        else:
            log.append("acquired")
            rc = True
    return rc


def while_true_with_body_returns(log, swallow, fails):
    # 3.8-3.10: the with body always returns; only its handler's swallow path goes on to
    # the code after it, whose jump back is the loop's only one
    counter = 0
    while True:
        counter += 1
        with _CM(log, swallow=swallow):
            if counter <= fails:
                raise KeyError(counter)
            counter += 10
            return counter
        counter += 100


def with_try_finally_returns_none_early(log, fresh, swallow):
    # 3.10: the early ``return None`` leaves the try/finally and the with, then reads like
    # the copy of the implicit ``return None`` after the with (its handler's): the body
    # never ends normally
    with _CM(log, swallow=swallow):
        try:
            if fresh:
                return None
            if fresh is None:
                raise KeyError(fresh)
            return len(log)
        finally:
            log.append("restore")


def while_true_with_body_breaks(log):
    # the with body always breaks: only its handler's swallow path goes on to the code
    # after it, whose jump back is the loop's only one
    counter = 0
    while True:
        counter += 1
        with _CM(log):
            counter += 10
            break
        counter += 100
    return counter


def while_else_with_if_break(log, xs):
    # the break leaves the with and runs a copy of the code after the loop (past its else)
    counter = 0
    while xs:
        counter += xs.pop()
        with _CM(log):
            if counter > 3:
                break
        counter += 100
    else:
        counter = 5
    return counter


def while_true_with_if_break_or_return(log, xs):
    counter = 0
    while True:
        counter += xs.pop()
        with _CM(log):
            if counter > 3:
                break
            if counter > 7:
                return counter
        counter += 100
    return counter - 1


def with_continue_in_while(log, items, swallow):
    while items:
        item = items.pop()
        with _CM(log, swallow=swallow):
            log.append(10 // item)
            continue
        log.append("swallowed")
    return log


def with_continue_in_try_in_loop(log, items):
    for item in items:
        try:
            with _CM(log):
                log.append(10 // item)
                continue
        except ZeroDivisionError:
            log.append("zero")
        log.append("after")
    return log


def with_for_try_return(log, lines):
    # ``return`` out of with -> for -> try: after the try block, the for loop's iterator is
    # popped (``ROT_TWO; POP_TOP`` under the value) before the with block is left
    with _CM(log):
        for line in lines:
            try:
                return int(line)
            except ValueError:
                log.append(line)
    return None


def with_for_if_not_or(log, xs):
    # 3.12+: in a with body, the jumps back split off ``if not (x % 2 or x > 3)`` have no
    # handler, where the with's covers the loop
    with _CM(log):
        for x in xs:
            if not (x % 2 or x > 3):
                log.append(x)


# 3.8/3.9: a final ``with`` explains the ``return None`` kept after it (its exit falls
# through there): no else for the ``if`` before it
def if_return_then_with_at_end(log, n):
    if n == 0:
        return b""
    with _CM(log):
        log.append(n)
        return log[-1]


# 3.8/3.9 keep the with body's normal exit when the then-branch's dropped jump over the
# else-branch went there
def with_body_ends_if_else_returns(log, n):
    with _CM(log):
        if n:
            return 1
        else:
            return 2


def with_body_ends_if_return(log, n):
    with _CM(log):
        if n:
            return 1
        return 2


def nested_with_return_const(log, swallow):
    # 3.11+: the return calls both exits, then loads its constant; the path that swallowed
    # an exception in the inner body goes on after the inner statement instead
    with _CM(log, "a"):
        with _CM(log, "b", swallow):
            log.append(1 / len(log[1:]))
            return 1


def nested_with_return_const_then_code(log, c, swallow):
    with _CM(log, "a"):
        with _CM(log, "b", swallow):
            if c:
                log.append(c[0])
                return 1
            log.append(2)
        log.append(3)
    return 4


def nested_with_return_none_ends_function(log, swallow):
    # 3.11+: the explicit return calls both exits and returns None, its own copy; the path
    # that swallowed an exception goes on at the outer statement's exit (the implicit
    # return after it): the return is not the implicit one
    with _CM(log, "a"), _CM(log, "b", swallow):
        log.append(1 / len(log[2:]))
        return None


def nested_with_return_const_ends_outer_body(log, swallow):
    # 3.11+: the inner with ends the outer body with a return: the outer body ends at the
    # exit call that the inner one's swallowing path goes on to, not at the return's copy
    with _CM(log, "a"):
        with _CM(log, "b", swallow):
            log.append(1 / len(log[2:]))
            return 1
    log.append(2)
    return log


def with_return_none_in_except_clause(log, fail, swallow):
    # 3.11+: the return in the with body calls the exit, pops the clause's exception
    # state, then returns None; the path that swallowed an exception goes on in the clause
    try:
        log.append(1 / fail)
    except ZeroDivisionError:
        with _CM(log, "a", swallow):
            log.append(1 / len(log[1:]))
            return None
        log.append(2)
    return log


def with_inner_with_returns_value_then_code(log, swallow):
    # 3.11+: the innermost with returns a value; the middle body goes on after it (the
    # path that swallowed an exception there), its normal exit past the return's copies
    with _CM(log, "a"):
        with _CM(log, "b") as z:
            log.append(z)
            with _CM(log, "c", swallow):
                log.append(1 / len(log[4:]))
                return z
            log.append(2)
    return log


def three_withs_return_const(log, swallow):
    with _CM(log, "a"), _CM(log, "b"):
        with _CM(log, "c", swallow):
            log.append(1 / len(log[3:]))
            return "x"


def while_true_nested_with_return_const(log, swallow):
    # 3.12+: the return's constant follows the exits of both withs: not a copy of the
    # loop's exit block that a break from the inner with reaches (the outer exit is first)
    counter = 0
    while True:
        counter += 1
        with _CM(log, "outer"), _CM(log, "inner", swallow):
            if counter < 2:
                raise KeyError(counter)
            return 1


def while_nested_with_return_then_code(log, items):
    # 3.11+: the outer with body goes on (to its exit) where the inner with swallowed an
    # exception, past the copies of both exits before the return: the body's end
    while items:
        with _CM(log, "outer"), _CM(log, "inner", items.pop()):
            if len(items) % 2:
                raise KeyError(len(items))
            return 1
    log.append("after")
    return log


def with_try_return_bare_except_falls(log, x):
    # 3.10: the bare except falls into the code after the try, laid out right after it:
    # the with's exit call and the return
    with _CM(log, "a"):
        try:
            return 1 / x
        except:  # noqa: E722
            log.append(x)
        return x


def for_while_true_with_pair_break_then_code(log, items):
    # 3.12+: the break's target (the code after the while loop) follows the exit calls,
    # no jump between; the path that swallowed an exception jumps back to the loop's header
    for x in items:
        while True:
            with _CM(log, "a"), _CM(log, "b"):
                break
        log.append(x)
    return log


def while_true_with_break_in_outer_with(log, fail):
    # 3.12+: the same break out of a with inside the loop, the loop in another with's body
    # (whose exit the break does not call: the code after the loop)
    with _CM(log, "a", True):
        while True:
            with _CM(log, "b", fail > 1):
                log.append(1 / fail)
                break
    log.append("after")
    return log


def if_while_true_with_break_then_code(log, a, fail):
    # 3.12+: the break's target, the code after the if (its test jumps there too), follows
    # the with's exit call inside the loop's range: code that never goes back to the loop
    if a:
        while True:
            with _CM(log, "a", fail > 1):
                log.append(1 / fail)
                break
    log.append("after")
    return log


def while_true_with_break_then_loop(log, n):
    # 3.12+: the same, the code after the loop a loop itself (its jump back goes there)
    while True:
        with _CM(log, "a"), _CM(log, "b"):
            break
    while True:
        n -= 1
        log.append(n)
        if n <= 0:
            return log


def if_with_returns_else_then_code(log, x, swallow):
    # 3.11+: the then-branch is a with whose body returns: the only jump to the code after
    # the if statement is that of the path that swallowed an exception, out of line
    if x > 1:
        with _CM(log, "a", swallow) as z:
            log.append(z)
            return 1 / (x - 2)
    else:
        log.append(x)
    log.append("after")
    return log


def if_not_with_returns_else_then_code(log, x, swallow):
    # the same, the test negated (3.11: the branch's jump over the else-branch is a
    # POP_JUMP_IF_TRUE)
    if not swallow:
        with _CM(log, "a", x):
            return x
    else:
        log.append(x)
    log.append("after")
    return log


def while_test_with_break_then_code(log, n):
    # 3.12+: the break's target, the loop's exit (the code after the loop), follows the
    # exit call; the loop's test, copied, ends the path that swallowed an exception
    while len(log) < n:
        with _CM(log, "a", len(log) > 1):
            log.append(1 / (len(log) - 3))
            break
    log.append("after")
    return log


def if_with_pair_if_return_then_loop(log, x, a):
    # the inner if's then-branch returns inside the with statements of the outer one: the
    # outer with's handler range that covers it is not a with of that branch (its path
    # that swallowed an exception goes on after the outer if, not after the inner one)
    if x > 1:
        with _CM(log, "a"), _CM(log, "b"):
            if a:
                return None
    for x in log:
        break
    return log


def for_while_1_with_return_value(log, items):
    # 3.10: the return's value is kept on top of the with's exit (ROT_TWO), then the
    # iterator under it is popped: a return, not the code after the loop copied onto a break
    for item in items:
        while 1:
            with _CM(log):
                log.append(item)
                return item
    return None


def for_with_return_then_break(log, items, swallow):
    # 3.11: the return pops the iterator and returns None, as a break to a copy of the
    # implicit ``return None`` after an else clause would; the path that swallowed an
    # exception breaks to the code after the loop: there is no else clause
    for item in items:
        with _CM(log, "a", swallow):
            log.append(1 // item)
            return
        break
    log.append("after")



def with_try_return_constant_except(log, x):
    # 3.11+: ``return 1`` cannot raise: the exit call it runs first lies before the one
    # entry unreached311 adds (the try starts at that copy of the exit call)
    with _CM(log) as value:
        try:
            return 1
        except ValueError:
            log.append(value)


def with_try_return_constant_except_finally(log, x):
    # the finally body's copy first, then the exit call, then the constant
    with _CM(log) as value:
        try:
            return 1
        except ValueError:
            log.append(x)
        finally:
            log.append(value)


def while_true_with_break_then_return(log, swallow):
    # 3.10: the loop never loops back (no jump marks it): the with's exit jumps past where a
    # swallowed exception goes on (the return after it) to the code after the loop, a break
    while True:
        with _CM(log, "a", swallow):
            break
        return log
    log.append("after")
    return log


def try_if_else_return_then_with(a, log):
    try:
        if a:
            log.append(a)
        else:
            return None
        with _CM(log):
            return 1
    except ValueError:
        log.append("caught")


def with_try_return_except_then_endless_loop(x, log):
    with _CM(log):
        try:
            log.append(1 // x)
            return 1
        except ZeroDivisionError:
            log.append("caught")
        while True:
            log.append(len(log))
            if len(log) > 5:
                raise KeyError(len(log))


def while_true_with_continue_then_if_continue(xs, log):
    # 3.11+: the code after the with runs only when its manager swallows an exception (the
    # body always continues), and its ``if c: continue`` jumps back to the header both ways:
    # no bottom test of the loop (``while not c`` once)
    while True:
        with _CM(log, "a", len(xs) > 1):
            log.append(10 // xs.pop())
            continue
        if 0 < len(xs) < 3:
            continue


def while_true_with_continue_then_if_break(xs, log):
    # 3.11+: the code after the with, reached only when its manager swallows an exception,
    # holds the loop's only exit (``if c: break``): no bottom test of a ``while not c``
    while True:
        with _CM(log, "a", len(xs) > 1):
            log.append(10 // xs.pop())
            continue
        if 0 < len(xs) < 3:
            break
    return log


def while_not_or_with_continue_then_code(xs, log, swallow):
    # 3.12+: the test copied after the path that swallowed an exception jumps back to the
    # code after the loop, part by part: each part is the loop's (not ``if a: break``)
    while not (len(xs) > 3 or -1 in xs):
        with _CM(log, "a", swallow):
            xs.append(len(xs))
            log.append(1 // (len(xs) % 2))
            continue
    log.append("after")
    return log


def while_not_or_with_pair_break_then_return(xs, log, swallow):
    # 3.11+: a loop that never loops (its body always leaves): the with's break, after both
    # exit calls, jumps past the code that a swallowed exception goes on to (``return``)
    while not (len(xs) > 3 or -1 in xs):
        with _CM(log, "a", swallow), _CM(log, "b"):
            log.append(1 // len(xs))
            break
        return log
    else:
        log.append("else")
    log.append("after")
    return log


def try_with_return_then_code_finally_loop(xs, log, swallow):
    # 3.11+: the with body returns; the code after it runs only when the manager swallows an
    # exception, then the finally body (a loop)
    try:
        with _CM(log, "a", swallow):
            log.append(1 // len(xs))
            return None
        log.append("after")
    finally:
        while True:
            log.append(xs.pop())


def while_true_with_returns_then_break(log, swallow, fails):
    # 3.9: the with body always returns; its handler's swallow path (``POP_EXCEPT;
    # POP_TOP``) runs into the break after it, before the loop's dead jump back
    counter = 0
    while True:
        counter += 1
        with _CM(log, swallow=swallow):
            if counter <= fails:
                raise KeyError(counter)
            return counter
        break
    return -counter


def while_true_with_continue_then_chain(log, x):
    # 3.10+: after the with (whose body continues), ``if 0 < x < 9: continue``, reached
    # only by a swallowed exception: both ways of the chain go back to the header, it is
    # no bottom test of the loop (read as ``while 0 < x < 9``)
    while True:
        with _CM(log, swallow=True):
            if len(log) > 8:
                return log
            if len(log) % 4 == 2:
                raise KeyError(x)
            continue
        if 0 < x < 9:
            continue


def while_not_or_with_pair_break_else(a, b, log):
    # a loop that never loops back, left by a break out of two with blocks: read as an
    # if, the break lost (3.8-3.10: its exit leaves the withs to the if's end, which no
    # statement says: the state machine; 3.11+ still misread)
    while not (a or b):
        with _CM(log, "a"), _CM(log, "b"):
            break
        return 1
    else:
        log.append("else")
    log.append(len(log))


def while_true_with_continue_then_chain_break(log, x):
    # 3.10+: after the with (whose body continues), ``if 0 < x < 9: break``: the chain's
    # false way goes back to the header, but no test before the loop makes it a ``while``
    # (read as ``while not 0 < x < 9``, tested first); the break, a copy of the return
    while True:
        with _CM(log, swallow=True):
            if len(log) > 12:
                return log
            if len(log) % 4 == 2:
                raise KeyError(x)
            continue
        if 0 < x < 9:
            break


SAMPLES = {
    "if_if_with_else_return_then_code": [([], 0, 1, False), ([], 0, 0, False), ([], 1, 1, False), ([], 0, 1, True)],
    "while_true_with_continue_then_if_break": [([], []), ([1, 2], []), ([0, 5, 0, 1, 0], []), ([3, 0, 0], []),
                                                ([0, 0, 0, 0, 0], [])],
    "while_true_with_continue_then_if_continue": [([], []), ([1, 2], []), ([0, 5, 0, 1, 0], []), ([3, 0, 0], [])],
    "while_not_or_with_continue_then_code": [([], [], True), ([], [], False), ([-1], [], True), ([0, 1], [], True),
                                             ([0, 1, 2, 3], [], True)],
    "while_not_or_with_pair_break_then_return": [([], [], True), ([], [], False), ([1], [], True),
                                                 ([1, 2, 3, 4], [], True), ([-1], [], False)],
    "try_with_return_then_code_finally_loop": [([], [], True), ([], [], False), ([1, 2], [], True)],
    "while_true_with_continue_then_chain_break": [([], 0), ([], 5), ([], 10)],
    "while_true_with_returns_then_break": [([], False, 0), ([], True, 1), ([], False, 1)],
    "while_true_with_continue_then_chain": [([], 0), ([], 5), ([], 10)],
    "while_not_or_with_pair_break_else": [(0, 0, []), (1, 0, []), (0, 1, [])],
    "while_true_with_swallowed_then_return": [([], 0), ([], 1)],
    "with_try_return_constant_except": [([], 0)],
    "with_try_return_constant_except_finally": [([], 0)],
    "while_true_with_break_then_return": [([], False), ([], True)],
    "except_for_return_none_then_with": [(0, [], []), (0, [5], []), (1, [], []), (2, [], [])],
    "while_or_with_return_then_code": [([], [0, 0, 1], True), ([], [0, 0, 1], False), ([], [2, 1], True),
                                       ([], [0, 0], True)],
    "while_or_with_pair_return_then_code": [([], [0, 0, 1], True), ([], [0, 0, 1], False), ([], [2, 1], True),
                                            ([], [0, 0], True)],
    "for_while_true_with_pair_break_then_code": [([], [1, 3]), ([], [])],
    "while_true_with_break_in_outer_with": [([], 1), ([], 0)],
    "if_while_true_with_break_then_code": [([], 0, 1), ([], 1, 1), ([], 1, 2), ([], 1, 0)],
    "while_true_with_break_then_loop": [([], 0), ([], 2)],
    "if_with_returns_else_then_code": [([], 3, False), ([], 2, True), ([], 0, False), ([], 2, False)],
    "if_not_with_returns_else_then_code": [([], 0, False), ([], 1, True)],
    "while_test_with_break_then_code": [([], 0), ([], 5), (["x", "y"], 9), (["x"], 9)],
    "if_with_pair_if_return_then_loop": [([], 2, True), ([], 2, False), ([], 0, True)],
    "for_while_1_with_return_value": [([], [1, 2]), ([], [])],
    "for_with_return_then_break": [([], [1, 2], False), ([], [0, 2], True), ([], [], False)],
    "with_try_else_return": [([], 1), ([], 0)],
    "nested_with_try_else_return_in_try_finally": [([], 1, False), ([], 0, False), (["x"], 1, False),
                                                   (["x"], 1, True), ([], 1, True)],
    "nested_with_returns_in_try_finally_then_code": [([], False), ([], True), (["x"], False)],
    "try_with_then_bare_raise_in_clause": [([], 1, False), ([], 0, False), ([], 0, True), (["x"], 0, False)],
    "while_nested_with_return_then_code": [([], [True, False, True, True]), ([], [True, True]), ([], [])],
    "while_true_nested_with_return_const": [([], True), ([], False)],
    "nested_with_return_const": [([], False), ([], True), (["x"], False)],
    "nested_with_return_const_then_code": [([], [5], False), ([], [], True), ([], None, False), ([], [], False)],
    "three_withs_return_const": [([], False), ([], True), (["x"], False)],
    "with_inner_with_returns_value_then_code": [([], False), ([], True), (["x"], False)],
    "with_return_none_in_except_clause": [([], 1, False), ([], 0, True), (["x"], 0, False)],
    "nested_with_return_none_ends_function": [([], False), ([], True), (["x"], False)],
    "with_try_return_bare_except_falls": [([], 1), ([], 0)],
    "nested_with_return_const_ends_outer_body": [([], False), ([], True), (["x"], False)],
    "with_for_if_not_or": [([], list(range(8))), ([], [])],
    "while_true_with_body_breaks": [([],)],
    "while_true_with_continue": [([], [0, 1, 1]), ([], [0])],
    "while_else_with_if_break": [([], [1, 2, 3, 4]), ([], []), ([], [1])],
    "while_true_with_if_break_or_return": [([], [1, 2, 3, 4]), ([], [9]), ([], [1, 1])],
    "for_return_in_with": [([], [(1, "a"), (2, "b")], 2), ([], [], 5)],
    "with_try_clause_if_else_raise": [([], {"a": 1}, "a", ()), ([], {}, "a", ("a",)), ([], {}, "b", ())],
    "with_raises_in_try_else": [([], False), ([], True)],
    "with_raises_in_try_else_loop": [([], [False, True, False]), ([], [])],
    "with_nested_ifs_copied_exit": [([], -1, 0), ([], 1, 0), ([], 1, 2), ([], 3, 0)],
    "with_last_in_try_long_finally": [([], False), ([], True)],
    "with_while_true_returns": [([], [1, 2]), ([], [1, -1, 3])],
    "with_while_true_try_break": [([], [1, 2], 9), ([], [1, 2, 3], 3)],
    "with_simple": [([],)],
    "with_as": [([],)],
    "with_several_items": [([],)],
    "with_nested": [([],)],
    "with_tuple_target": [([],)],
    "with_attribute_target": [([],)],
    "with_exception_swallowed": [([], True), ([], False)],
    "with_exception_propagates": [([],)],
    "with_in_loop": [(3,)],
    "with_return_value": [([],)],
    "with_expression_manager": [([], True), ([], False)],
    "with_for_return_const": [([], [0, 1]), ([], [0])],
    "with_for_return_value": [([], [0, 3]), ([], [])],
    "with_nested_for_return_const": [([], [[[0], [2]]]), ([], [[[0]], []])],
    "with_for_return_at_end": [([], [1, 2]), ([], [])],
    "try_finally_for_return_const": [([], [0, 1]), ([], [])],
    "with_try_finally_returns_none_early": [([], True, False), ([], False, False), ([], None, True),
                                            ([], None, False)],
    "while_true_with_body_returns": [([], False, 0), ([], True, 2), ([], False, 1)],
    "with_while_else_breaks_copied_exit": [([], [1, 0, 0], True, None), ([], [0, 0], False, None),
                                           ([], [0, 0, 0], True, 2), ([], [2], True, 1)],
    "with_continue_in_while": [([], [1, 0, 2], True), ([], [1, 2], False), ([], [], False)],
    "with_continue_in_try_in_loop": [([], [1, 0, 2]), ([], [])],
    "with_for_try_return": [([], ["a", "3", "4"]), ([], ["x", "y"]), ([], []), ([], ["7"])],
    "if_return_then_with_at_end": [([], 0), ([], 2)],
    "with_body_ends_if_else_returns": [([], 0), ([], 1)],
    "with_body_ends_if_return": [([], 0), ([], 1)],
    "for_nested_with_return_const": [([], [1, 2], False), ([], [-1, 2], True), ([], [-1, -2], True), ([], [], False)],
    "for_nested_with_break": [([], [1, 2]), ([], [])],
    "for_while_true_nested_with_break": [([], [1, 2], False), ([], [-1, 2], True), ([], [], False)],
    "for_try_nested_with_return_const": [([], [0, 1]), ([], [1, 2]), ([], [2, 0]), ([], [])],
    "with_if_return_none_then_code": [([], None), ([], (1, 2)), ([], (1,))],
    "for_then_with_skips_else": [([3, 0, 2], [], True), ([1, 4], [], False), ([], [], False)],
    "try_if_else_return_then_with": [(1, []), (0, [])],
    "with_try_return_except_then_endless_loop": [(1, []), (0, [])],
}


def while_true_with_continue(log, items):
    # 3.11+: the continue leaves the with body (running its exit) and jumps back, the
    # loop's only jump back; the rest of the with body follows it, still in the loop:
    # the test jumping there is no break (its target is protected by the with's handler)
    while True:
        with _CM(log):
            if items.pop():
                continue
            log.append(len(items))
        break
    return log


def for_nested_with_return_const(log, items, swallow):
    # 3.11+: the return runs both exits and pops the loop's iterator before it loads its
    # constant (a break ends the same way: the function's return None is copied there)
    for item in items:
        with _CM(log, "a"), _CM(log, "b", swallow):
            log.append(item)
            if item < 0:
                raise ValueError(item)
            return 1
        log.append("swallowed")
    return log


def for_nested_with_break(log, items):
    for item in items:
        with _CM(log, "a"), _CM(log, "b"):
            log.append(item)
            break


def for_while_true_nested_with_break(log, items, swallow):
    # the break runs both exits, then jumps to the for loop's header (the path that
    # swallowed an exception runs the outer exit and loops again: no break there; the
    # sample that swallows stops raising once the log is long, so that it ends)
    for item in items:
        while True:
            with _CM(log, "a"), _CM(log, "b", swallow):
                log.append(item)
                if item < 0 and len(log) < 20:
                    raise ValueError(item)
                break


def for_try_nested_with_return_const(log, items):
    # 3.12+: after the outer exit that the path swallowing the inner with's exception runs,
    # the jump back to the loop is where that path goes on: no continue in the try body
    for item in items:
        try:
            with _CM(log, "a"), _CM(log, "b", item == 0):
                log.append(1 // (item - 1) if item > 1 else item // item)
                return 1
        except ZeroDivisionError:
            log.append("zero")
    return log


def nested_with_try_else_return_in_try_finally(log, fail, swallow):
    # 3.11+: 'return True' calls both exits and runs the finally body's copy, then loads
    # its constant; the path that swallowed an exception in the inner with goes on at the
    # outer with's exit, which nothing else reaches (test_shutil's supports_file2file_sendfile)
    try:
        with _CM(log, "a"):
            with _CM(log, "b", swallow):
                log.append(1 / len(log[2:]))
                try:
                    log.append(1 / fail)
                except ZeroDivisionError:
                    return False
                else:
                    return True
    finally:
        log.append("finally")


def nested_with_returns_in_try_finally_then_code(log, swallow):
    # 3.11+: the try body ends where the inner with's swallowing path goes on, past the
    # outer with's exit (the return runs its own copies of both exits and the finally body)
    try:
        with _CM(log, "a"):
            with _CM(log, "b", swallow):
                log.append(1 / len(log[2:]))
                return None
    finally:
        log.append("finally")
    log.append("after")
    return log


def try_with_then_bare_raise_in_clause(log, fail, swallow):
    # 3.12+: the bare raise after the inner try is a small exit block, which the compiler
    # copies onto the with's swallowing path: the try body ends at the first copy, not at
    # the one after the with's handler (torch's _MultiProcessingDataLoaderIter._try_get_data)
    try:
        return 1 / fail
    except ZeroDivisionError:
        try:
            with _CM(log, "a", swallow):
                log.append(1 / len(log[1:]))
        except ZeroDivisionError:
            log.append("inner")
        raise


def with_try_else_return(log, fail):
    # 3.11: [try body][else][handlers]: the with's exit call and the return after it lie
    # between the try body and its handlers: the try's else part, not code after the try
    with _CM(log):
        try:
            log.append(1 / fail)
        except ZeroDivisionError:
            return False
        else:
            return True


def while_or_with_return_then_code(log, items, swallow):
    # 3.12+: the body always returns; the only way back to the header is the path that
    # swallowed an exception, which runs into the loop's test copied past the code after
    # the loop (its exit a jump back there): the test's exit, as the entry test's
    while items.pop() or items:
        with _CM(log, "a", swallow):
            log.append(1 // items[-1])
            return 1
    log.append("after")
    return log


def while_or_with_pair_return_then_code(log, items, swallow):
    while items.pop() or items:
        with _CM(log, "a"), _CM(log, "b", swallow):
            log.append(1 // items[-1])
            return
    with _CM(log, "c"):
        log.append("after")
    return log


def except_for_return_none_then_with(x, items, log):
    # 3.12+: the return in the except clause's for loop pops the iterator, as a break
    # would, then returns None: the loop's exit leaves the clause for the code after the
    # try, so this is no break to a return None past an else clause
    try:
        log.append(1 // x)
    except:
        for x in items:
            return None
    with _CM(log, "a"), _CM(log, "b"):
        if x == 1:
            return 1


def with_if_return_none_then_code(log, meta):
    # 3.11+: a ``return`` in a then-branch of a with body that ends the function runs its
    # own copy of the exit call (the exit call has the with's line: never copied for an
    # else-branch): not ``if meta is None: ... / else: <the rest>``
    with _CM(log):
        log.append(1)
        if meta is None:
            log.append(2)
            return
        a, b = meta
        log.append(a + b)


def for_then_with_skips_else(items, log, swallow):
    # 3.12+: the then-branch ends with a with statement: the jump after its exit call, over
    # the else-branch to the loop's header, has no line (the path that swallowed an
    # exception goes to the header itself): not ``continue``, whose jump that path would reach
    for v in items:
        if v > 1:
            with _CM(log, "a", swallow):
                log.append(1 / (v - 2))
        else:
            log.append(v)
    return log


def while_true_with_swallowed_then_return(log, a):
    # 3.11: a while True that never loops back: the with's exit jumps past the code where a
    # swallowed exception goes on (the return after it) to the code after the loop, a break
    while True:
        with _CM(log, "b", True):
            log.append(1 // a)
            break
        log.append("swallowed")
        return 1
    return log


def if_if_with_else_return_then_code(log, a, b, swallow):
    # 3.11+: the nested with's exit jumps to the outer if's end, past the return that ends
    # the then-branch: the end of the inner then-branch, no break of a loop that never loops
    x = a
    if not a:
        if b:
            with _CM(log, "w", swallow):
                x = 1 // b
        else:
            return None
    log.append(x)
    return log
