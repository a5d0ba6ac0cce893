"""finally and with blocks containing return/break/continue, nested flows."""


class _CM:
    def __init__(self, log, name="cm", swallow=False):
        self.log, self.name, self.swallow = log, name, swallow

    def __enter__(self):
        self.log.append("enter " + self.name)
        return self.name

    def __exit__(self, *exc):
        self.log.append("exit %s %s" % (self.name, exc[0].__name__ if exc[0] else None))
        return self.swallow


def return_in_finally(x):
    try:
        if x:
            raise ValueError(x)
        return "try"
    finally:
        return "finally"  # noqa: B012


def return_in_try_with_finally(log):
    try:
        return len(log)
    finally:
        log.append("finally ran")


def empty_finally(x):
    try:
        y = 10 // x
    finally:
        pass
    return y


def break_in_finally(xs):
    out = []
    for x in xs:
        try:
            out.append(x)
        finally:
            if x > 1:
                break  # noqa: B012
    return out


def continue_in_finally(xs):
    out = []
    for x in xs:
        try:
            if x % 2:
                raise ValueError(x)
        finally:
            out.append(x)
            continue  # noqa: B012
        out.append("unreached")
    return out


def break_continue_in_try(xs):
    out = []
    for x in xs:
        try:
            if x < 0:
                continue
            if x > 10:
                break
            out.append(x)
        finally:
            out.append("f")
    return out


def return_inside_with(log):
    with _CM(log):
        return len(log)


def break_inside_with(xs):
    log = []
    for x in xs:
        with _CM(log, str(x)):
            if x == 2:
                break
            if x == 1:
                continue
            log.append("body")
    return log


def nested_finally(log):
    try:
        try:
            log.append("inner")
            return "inner-return"
        finally:
            log.append("inner-finally")
    finally:
        log.append("outer-finally")


def finally_in_while(n):
    log = []
    i = 0
    while i < n:
        try:
            i += 1
            if i == 2:
                continue
            log.append(i)
        finally:
            log.append("f%d" % i)
    return log


def except_with_return_and_finally(kind):
    log = []
    try:
        if kind:
            raise KeyError(kind)
        log.append("body")
    except KeyError:
        return ("except", log)
    finally:
        log.append("finally")
    return ("end", log)


def with_in_try_in_loop(xs):
    log = []
    for x in xs:
        try:
            with _CM(log, "w", swallow=True):
                if x:
                    raise ValueError(x)
        except ValueError:
            log.append("never")
        finally:
            log.append("loop-finally")
    return log


def finally_with_if(log, flag):
    try:
        log.append("body")
    finally:
        if flag:
            log.append("flag")
    return log


def with_return_in_try(log, fail):
    try:
        with _CM(log, "r", swallow=False):
            if fail:
                raise KeyError(fail)
            return "returned"
    except KeyError:
        log.append("caught")
    return log


def try_first_in_try(log, kind):
    try:
        try:
            if kind == 1:
                raise ValueError(kind)
        except ValueError:
            log.append("inner")
        if kind == 2:
            raise KeyError(kind)
    except KeyError:
        log.append("outer")
    return log


def try_finally_ends_then_branch(log, pid, env):
    # 3.11 places the handlers between the then-branch's jump and the else-branch
    if pid == 0:
        try:
            if env is not None:
                log.append(env)
            else:
                log.append("no env")
        finally:
            log.append("finally")
    else:
        log.append("parent")
    return log


def try_except_ends_then_branch(log, pid):
    if pid == 0:
        try:
            log.append(1 // pid)
        except ZeroDivisionError:
            log.append("caught")
    else:
        log.append("parent")
    return log


def finally_nested_try_in_if(log, sock):
    # the normal copy of the finally body lays out the nested try differently (3.11+)
    try:
        log.append("body")
    finally:
        if sock is not None:
            try:
                log.append(1 // sock)
            except ZeroDivisionError:
                log.append("zero")
            finally:
                log.append("close")
    return log


def finally_appends_then_returns(x, log):
    # 3.10: a finally body that never falls through has no RERAISE (its copies end in the return)
    try:
        if x:
            raise ValueError(x)
        log.append(1)
    finally:
        log.append(2)
        return x  # noqa: B012


def for_finally_return_or_continue(xs, log):
    # 3.10: each exit of the finally body's handler copy first leaves the exception
    for x in xs:
        try:
            log.append(1 // x)
        finally:
            if x > 2:
                return x  # noqa: B012
            continue  # noqa: B012
    return log


def finally_try_except_then_return(log, fail):
    # 3.10: each path of the normal copy of the finally body ends in a copy of the code
    # after the statement (return log) where the handler's copy reraises
    try:
        log.append(1 // fail)
    finally:
        try:
            log.append(2 // (fail - 1))
        except ZeroDivisionError:
            log.append("inner")
    return log


def finally_if_after_returns(log, close):
    # 3.10: the body only returns a value: its copies of the finally body end in the return
    try:
        if log:
            return log[0]
        log.append("x")
        return log
    finally:
        if close:
            log.append("closed")


def finally_if_returns_else_loops(log, incremental, items):
    # 3.10: the then-branch's return and the body's normal end each run a copy of the
    # finally body and the implicit return
    log.append("lock")
    try:
        if incremental:
            log.append("inc")
            if not items:
                return
            log.append(items[0])
        else:
            for x in items:
                try:
                    log.append(1 // x)
                except ZeroDivisionError as e:
                    raise ValueError(x) from e
    finally:
        log.append("unlock")


def finally_loop_after_return(test, cleanups):
    # the loop's exit is copied on each path out of the normal copy (3.11: one RERAISE in
    # the handler copy for both); 3.12+: the loop in the handler copy jumps back with JUMP
    try:
        return test()
    finally:
        while cleanups:
            cleanups.pop()()


def finally_loop_falls(test, cleanups):
    try:
        test()
    finally:
        while cleanups:
            cleanups.pop()()


async def finally_loop_after_await(test, cleanups):
    try:
        return await test()
    finally:
        while cleanups:
            await cleanups.pop()()


def return_value_finally_try_except(log, fail):
    # 3.9/3.10: the copy of the finally body on the return ends each path of its
    # try/except in the return (3.10: where the handler's copy reraises; 3.9: the handler's
    # copy jumps to its RERAISE)
    try:
        return log.append(1 // fail) or len(log)
    finally:
        try:
            log.append(2 // (fail - 1))
        except ZeroDivisionError:
            pass


def finally_try_except_then_more(log, fail):
    # 3.10: the normal copy of the finally body jumps from each path of its try/except to
    # the code after the statement, the handler's copy ends each in its own RERAISE (the
    # copies are aligned by following both)
    try:
        log.append(1 // fail)
    finally:
        log.append("finally")
        try:
            log.append(2 // (fail - 1))
        except ZeroDivisionError:
            pass
    log.append("after")


def finally_after_raise_in_if(x, log):
    # 3.8: the body ends in a raise, yet its POP_BLOCK; BEGIN_FINALLY stays (dead)
    if log:
        try:
            raise ValueError(x)
        finally:
            log.append("finally")
    else:
        return x


def finally_if_try_except_then_stmt(log, sock):
    # 3.10: the handler's copy of the finally body ends each path (the try body, the except
    # clause, no if) in its own copy of the last statement before a RERAISE: it is emitted once
    try:
        log.append("body")
    finally:
        if sock is not None:
            try:
                log.append(1 // sock)
            except ZeroDivisionError:
                pass
        del log[0]


def nested_finally_if_try_except_then_stmt(log, sock):
    # 3.10: the same in a finally body whose both copies are in the outer handler
    try:
        log.append("outer")
    finally:
        try:
            log.append("body")
        finally:
            if sock:
                try:
                    log.append(1 // sock)
                except ZeroDivisionError:
                    log.append("zero")
            del log[0]


def return_finally_if_try_except_then_stmt(log, sock):
    try:
        return len(log)
    finally:
        if sock:
            try:
                log.append(1 // sock)
            except ZeroDivisionError:
                pass
        del log[0]


def finally_if_try_except_then_stmt_return(log, sock):
    # 3.10: the normal copy ends each path in a copy of the last statement and the return after
    try:
        log.append("body")
    finally:
        if sock:
            try:
                log.append(1 // sock)
            except ZeroDivisionError:
                log.append("zero")
        del log[0]
    return log


def finally_if_else_calls(log, flag):
    # 3.10: each branch of the handler's copy ends in its own RERAISE (one exit): the else
    # branch is no statement after the if (it was emitted so: wrong meaning)
    try:
        log.append(1 // len(log))
    finally:
        if flag:
            log.append("yes")
        else:
            log.clear()


def nested_finally_if_else_in_finally_body(log, flag):
    # 3.10: the inner finally body's branches each jump to their own copy of the outer
    # statement's exit (copies of one exit path: they continue alike)
    saved = len(log)
    try:
        was = bool(flag)
        try:
            log.append(1 // len(log))
        finally:
            if was:
                log.append("on")
            else:
                log.append("off")
    finally:
        log.append(saved)


def finally_if_in_for_loop(args, out):
    # 3.12+: the normal copy's if jumps back to the loop header from two places (the test
    # flipped around a jump back, and the end of its then-branch): one continuation
    for name in args:
        try:
            out.append(name)
        finally:
            if name != "-":
                out.append(len(out))


class _Box:
    def __init__(self, name, value):
        self.name, self.value, self.done = name, value, False

    def __eq__(self, other):
        return isinstance(other, _Box) and vars(self) == vars(other)

    def __hash__(self):
        return 0


def finally_if_try_then_tail(box, log):
    # 3.12+: the handler copy of the finally body runs its own copy of the last statement
    # (a small exit block, with the RERAISE) at the end of each branch of the if
    try:
        log.append(int(box.name))
    finally:
        if box.value:
            try:
                log.append(int(box.value))
            except (TypeError, ValueError):
                pass
        box.done = True


def nested_finally_if_try_then_tail(box, log):
    # 3.12+: in the outer handler copy, the inner finally's normal copy jumps to that last
    # statement where its handler copy has a copy of it
    try:
        log.append(int(box.name))
    finally:
        try:
            log.append(len(log))
        finally:
            if box.value and not log:
                try:
                    log.append(int(box.value))
                except (TypeError, ValueError):
                    pass
            box.done = True


def finally_in_then_of_if_else_in_try(flag, f, g, log):
    # 3.10: the then-branch's jump over the else-branch is the normal path's jump after its
    # copy of the finally body (no jump follows the handler's RERAISE)
    try:
        if flag:
            h = f()
            try:
                g(h)
                log.append(1)
            finally:
                log.append(h)
                f()
        else:
            g(log)
    except ValueError as exc:
        log.append(exc)
    else:
        log.append(None)


def raise_in_finally(log, fail):
    try:
        if fail:
            log.append(1 / 0)
        log.append(1)
    finally:
        raise ValueError(len(log))


def raise_in_finally_caught(log, fail):
    try:
        try:
            if fail:
                log.append(1 / 0)
        finally:
            raise KeyError(len(log))
    except KeyError as exc:
        log.append(exc)
    else:
        log.append(2)
    return log


def gen_raise_in_finally(n):
    try:
        yield n
    finally:
        raise ValueError(n)


def with_finally_try_except_pass(log, fail):
    with _CM(log) as name:
        fn = name + "x"
        try:
            yield fn
        finally:
            try:
                log.append(1 / fail)
            except ZeroDivisionError:
                pass


def with_finally_if_elif(log, old, name):
    with _CM(log) as cm:
        try:
            log.append(cm)
            yield name
            log.append(name)
        finally:
            if old is not None:
                log.append(old)
            elif name in log:
                log.remove(name)


def bare_except_falls_into_finally(kind, log):
    try:
        try:
            raise TypeError(kind)
        except:
            log.append("except")
        finally:
            log.append("inner")
    finally:
        log.append("outer")
    log.append("after")
    return log


def nested_except_in_try_except_finally(a, out):
    # 3.13: the inner clause's exit jump lies outside the outer try's range
    if a:
        try:
            out.append(1)
            try:
                out.append(a[0])
            except Exception:
                out.append(5)
        except OSError:
            pass
        finally:
            out.append(0)


def handle_error_shape(a, frame, out):
    # logging.Handler.handleError
    if a:
        exc = a
        try:
            out.append(1)
            while frame and frame[0]:
                frame = frame[1:]
            if frame:
                out.append(2)
            else:
                out.append(3)
            try:
                out.append(a[0])
            except RecursionError:
                raise
            except Exception:
                out.append(5)
        except OSError:
            pass
        finally:
            del exc
    return out


def return_const_in_try_except_finally(a, out):
    # test.support.socket_helper._is_ipv6_enabled: 'return True' reads like a copied tail
    if a:
        h = None
        try:
            h = a[0]
            out.append(h)
            return True
        except IndexError:
            pass
        finally:
            if h:
                out.append(0)
    return False


def finally_while_break(items, got):
    # 3.12+: the handler copy of the finally body copies its RERAISE onto the loop's break
    try:
        got.append(items[0])
    finally:
        while len(items) > 1:
            if not items.pop():
                break


def while_break_in_try_except_finally(items, out):
    # 3.11: the loop's exits (its test, the break) jump to the jump at the end of the
    # try/except body, which the try/finally's range covers
    try:
        while items and len(out) < 3:
            if items[-1] is None:
                break
            out.append(items.pop())
    except IndexError:
        pass
    finally:
        out.append("finally")


def while_true_break_in_try_except_finally(items, out):
    try:
        while True:
            item = items.pop()
            if item is None:
                break
            if item < 0:
                break
            out.append(item)
    except IndexError:
        out.append("empty")
    finally:
        out.append("finally")


def finally_ends_with_for_break(items, out):
    # 3.11+: the break's jump to the end of the finally body became a copy of that end
    # (``RERAISE 0`` in the handler's copy)
    try:
        out.append(items[0])
    finally:
        for item in items:
            if item:
                out.append(item)
                break


def while_finally_ends_with_break(items, out):
    # the loop never loops back (3.10+: no jump back at all): the finally body's break,
    # whose handler copy pops the exception and runs a copy of ``return out``, marks it
    while items:
        try:
            out.append(10 // items.pop())
        finally:
            out.append(len(items))
            break  # noqa: B012
    return out


def while_true_finally_ends_with_break(items, out):
    # the same in ``while True`` guarded by ``if not c: break``: every exit is a copy of
    # ``return out``, the guard's too
    while True:
        if not items:
            break
        try:
            out.append(10 // items.pop())
        finally:
            out.append(len(items))
            break  # noqa: B012
    return out


def guard_return_then_while_finally_break(items, out):
    # 3.10: the inner loop's break (in its finally body) runs a copy of ``return out``, as
    # the guard does: not the marks of an outer ``while True`` that never loops back
    if not out:
        return out
    while items:
        try:
            out.append(items.pop())
        finally:
            if len(out) > 3:
                break  # noqa: B012
    return out


def finally_ends_with_or_statement(items, out):
    # ``a or b`` as a statement that ends the finally body (and the function): the
    # compiler copies the exit (POP_TOP; RERAISE 0 / return None) onto the right operand
    try:
        return items[0]
    finally:
        items.pop() or out.append("empty")


def or_statement_ends_function(items, out):
    items or out.append("empty")


def return_name_in_finally(items, out):
    # the handler copy of the finally body drops the exception and its state from under
    # the returned value (``SWAP 2; POP_TOP; SWAP 2; POP_EXCEPT``); the normal copy does not
    try:
        out.append(items[0])
    finally:
        result = len(out)
        if result > 1:
            return result
    out.append("after")


def finally_with_try_bare_except(log, table, key):
    # 3.10: in each copy of the finally body the clause falls into a copy of the with exit
    # (then ``return None`` in the normal copy, a re-raise in the handler's)
    try:
        log.append(table[key])
    finally:
        with _CM(log, "lock"):
            try:
                del table[key]
            except:
                pass


def return_value_in_finally_in_try(opener, name, log):
    # 3.10: the ``return value`` leaves the try/finally (a copy of the finally body) and
    # then the outer try (POP_BLOCK) before RETURN_VALUE: not a copy of code that returns
    try:
        f = opener(name)
        try:
            return f.upper(), name
        finally:
            log.append("close")
    except OSError as exc:
        return (3, exc.args)


def if_guard_return_then_try_finally(log, ready, y):
    # two identical lined return blocks, one per branch: not copies of one (3.10 copies only
    # the line-less implicit ``return None`` onto conditional branches)
    if ready is not None:
        if y:
            return None, False
        log.append(1)
        try:
            return 3, y
        finally:
            log.append("f")
    else:
        return None, False


def try_return_finally_dead_tail(output):
    # 3.8/3.9 keep the statement after a try/finally whose body always returns (dead)
    try:
        return output.pop()
    finally:
        output.append(6)
    output.append(8)


def for_finally_ends_with_break(log, items):
    for item in items:
        log.append(item)
        try:
            log.append(10 // item)
        finally:
            log.append("fin")
            break
    return log


def for_try_return_finally(log, items):
    # 3.9: the return runs a copy of the finally body, then ``return``: not the body's
    # normal exit (straight code to a return is not the code after the statement there)
    for item in items:
        try:
            log.append(item)
            return item
        finally:
            log.append("fin")
    return None


def while_try_return_none_finally(log, items):
    while items:
        try:
            log.append(items.pop())
            return
        finally:
            log.append("fin")
    return log


def for_try_break_finally(log, items):
    # 3.11: the break (its iterator pop, its jump) follows the finally body's copy in the
    # body (the code after the statement would follow the handlers)
    for item in items:
        try:
            log.append(10 // item)
            if item > 3:
                continue
            break
        finally:
            log.append("fin")
    return log


def while_true_try_return_finally(log, items):
    # 3.11: the loop never loops back; the body's ``return`` follows the finally body's
    # copy, before the handlers (the implicit ``return None`` after the statement would
    # be copied there too, but the statement goes on at ``return log``)
    while True:
        if not items:
            break
        log.append(items.pop())
        try:
            log.append(len(items))
            return
        finally:
            log.append("fin")
    return log


def if_try_return_constant_finally(log, ready):
    # 3.11: ``return 5`` loads its constant after the finally body's copy
    if ready:
        log.append(0)
        try:
            log.append(1)
            return 5
        finally:
            log.append("fin")
    return log


def while_true_finally_break_never_loops(log, items):
    # 3.12+: the loop never loops back and every exit is a copy of ``return log``, the
    # ``break`` of ``if not items`` too (``if not items: return log`` reads the same)
    while True:
        if not items:
            break
        log.append(items.pop())
        try:
            log.append(len(items))
        finally:
            log.append("fin")
            break  # noqa: B012
    return log


def while_true_continue_in_try_except_finally(log, items):
    # 3.12+: the except clause's exit runs a copy of the finally body, then jumps to the
    # jump back that ends the loop body, placed after the handlers
    while True:
        if not items:
            break
        try:
            log.append(10 // items.pop())
            continue
        except ZeroDivisionError:
            log.append("zero")
        finally:
            log.append("fin")
    return log


def while_true_try_continue_finally(log, items):
    # 3.10: the continue's jump back (after its copy of the finally body) is the loop's
    # only one; the rest of the try body follows it, past the latch, and the test jumping
    # there is not the loop's exit (multiprocessing.shared_memory.SharedMemory.__init__)
    while True:
        try:
            if items.pop():
                continue
            log.append(len(items))
        finally:
            log.append("fin")
        break
    return log


def finally_while_true_break(log, items):
    # 3.10: a ``while True`` ends the finally body; in its handler copy the break is the
    # body's RERAISE, copied in place of the jump (test.support's wait_threads_exit)
    try:
        log.append(10 // len(items))
    finally:
        while True:
            if not items:
                break
            if items[-1] is None:
                raise ValueError(len(items))
            log.append(items.pop())
    return log


def for_finally_while_true_break(log, items):
    # 3.10: the normal copy's break jumps to the end of the copy, which jumps back to the
    # for loop's header (no jump with a line of its own is threaded)
    for item in items:
        try:
            log.append(10 // item)
        finally:
            while True:
                if len(log) < 3:
                    break
                log.pop(0)
    return log


def finally_for_break_else_raise(log, items):
    # 3.12+: the for loop that ends the finally body breaks, or raises in its else clause:
    # no path falls into the body's end, so in the handler copy each break's jump to it
    # became a copy of it, ``RERAISE 0`` (test.support's wait_threads_exit)
    try:
        log.append(10 // len(items))
    finally:
        for item in items:
            log.append(item)
            if item > 2:
                break
        else:
            raise ValueError(len(log))
    return log


def return_finally_while_true_breaks(log, items):
    # 3.12+: each break of the while loop that ends the finally body is a ``RERAISE 0`` in
    # the handler copy; the try body's return runs a copy of the body too
    try:
        if log:
            return "early"
        log.append(1)
    finally:
        while True:
            if not items:
                break
            item = items.pop()
            if item is None:
                break
            log.append(item)
    return log


def for_finally_while_true_break_then_more(log, items):
    # 3.12+: the normal copy's break jumps just past the copy, to the rest of the for body
    for item in items:
        try:
            log.append(10 // item)
        finally:
            while True:
                if len(log) < 2:
                    break
                if log.pop(0) > 3:
                    continue
                log.pop()
        log.append(item)
    return log


def finally_raises_after_raise(log, exc):
    # 3.10: neither the body nor the finally body falls through: no RERAISE ends the
    # handler (test_contextlib's raise_nested)
    try:
        raise exc
    finally:
        log.append(len(log))
        raise ValueError(len(log))


def except_clause_finally_raise(log, x):
    # 3.10: the finally body in the except clause ends in a raise; the RERAISE after it
    # ends the handler table, not that finally body (asyncio's Server.serve_forever)
    try:
        log.append(10 // x)
    except ZeroDivisionError:
        try:
            log.append("close")
        finally:
            raise
    finally:
        log.append("fin")
    return log


def for_return_finally_continue(log, items, x):
    # 3.9/3.10: the return's copy of the finally body pops the value before the continue
    # (the handler's copy leaves the exception there): test_grammar's continue/break in
    # finally after return
    for item in items:
        try:
            log.append(item)
            return item
        finally:
            if x:
                continue  # noqa: B012
    return log


def while_return_finally_continue(log, x):
    # 3.10: the statement never falls through: the loop's exit after it is not the rest
    # of the body
    count = 0
    while count < 3:
        count += 1
        try:
            log.append(count)
            return count
        finally:
            if x:
                continue  # noqa: B012
    return log


def for_for_return_finally_break(log, x):
    # 3.8: the return keeps its value on top while the None slot under it is popped, then
    # calls the finally body (which may break, dropping the value)
    for a in [0, 1]:
        for b in [10, 20]:
            try:
                log.append(b)
                return a + b
            finally:
                if x:
                    break  # noqa: B012
    return a, b


def finally_nested_if_else_then_stmt(log, first, second):
    # 3.13 (3.12 in a with): the handler copy of the finally body has the small exit block
    # ``del log[0]; RERAISE`` on the then-branch's path to it, the normal copy jumps to its
    # ``del log[0]; return``
    try:
        log.append(1 // first)
    finally:
        if first:
            if second:
                log.append(1)
            else:
                log.append(2)
        del log[0]


def with_finally_nested_if_else_then_stmt(log, first, second):
    # 3.12+: the same in a with statement (test_interpreters' StartupTests.subTest)
    with _CM(log):
        try:
            log.append(1 // first)
        finally:
            if first:
                if second:
                    log.append(1)
                else:
                    log.append(2)
            del log[0]


# 3.8/3.9 keep a try statement after a ``return`` (its block starts a basic block of its
# own); nothing runs it, nor the handlers it sets up, nor the code only they reach.
def return_in_finally_then_dead_try(out):
    try:
        out.append(2)
    finally:
        out.append(4)
        return
        try:
            out.append(8)
        finally:
            out.append(10)
        pass
    out.append(12)


def try_return_finally_holds_try(out, x):
    try:
        out.append(2)
        if x:
            1 / 0
        return
    finally:
        out.append(6)
        try:
            out.append(8)
        finally:
            out.append(10)
        out.append(11)
    out.append(12)


def dead_try_after_return(out):
    out.append(1)
    return
    try:
        out.append(2)
    finally:
        out.append(3)
    out.append(4)


def except_return_then_dead_try(out, x):
    try:
        out.append(1 // x)
    except ZeroDivisionError:
        out.append(2)
        return
        try:
            out.append(8)
        finally:
            out.append(10)
    out.append(4)


# 3.8/3.9 keep a try body's normal exit when a jump of the compiler's went there (the
# then-branch's jump over the else-branch, dropped after its ``return``): the body ends
# in an if/else
def finally_body_ends_if_else_returns(f, log):
    try:
        if f(1):
            return 1
        else:
            return 2
    finally:
        log.append(0)


def finally_body_ends_if_return(f, log):
    try:
        if f(1):
            return 1
        return 2
    finally:
        log.append(0)


def try_bare_except_pass_finally_pass(f):
    # 3.10: ``except: pass`` (the clause pops the exception first thing) nested in a
    # try/finally with an empty finally body: the handler reads like a finally body that
    # returns (its copy, the code after the statement, ``return None``, in the body too)
    try:
        f()
    except:  # noqa: E722
        pass
    finally:
        pass


def while_true_break_in_try_finally_never_loops(log, x):
    # 3.10: the loop never loops back (no jump back marks it); the ``break`` out of the
    # try body (POP_BLOCK, a copy of the finally body, a jump past the statement) does
    log.append(1)
    while True:
        try:
            log.append(5)
            if not x:
                break
            log.append(8)
        finally:
            log.append(10)
        log.append(11)
        break
    log.append(13)


def while_true_test_first_in_try_never_loops(log, x):
    # 3.11+: the ``if`` that starts the try body starts the loop body too: its jump into
    # the body of a loop that never loops back is no ``while`` test
    while True:
        try:
            if not 1 // x:
                break
            log.append(8)
        except ZeroDivisionError:
            log.append(10)
        log.append(11)
        break
    log.append(13)


def while_true_break_in_try_except_never_loops(log, x):
    # 3.10: as above, the ``break`` leaving a try/except body (POP_BLOCK, a jump past the
    # statement and its handlers)
    while True:
        try:
            if not 1 // x:
                break
            log.append(8)
        except ZeroDivisionError:
            log.append(10)
        log.append(11)
        break
    log.append(13)


def finally_if_else_raise(log, a):
    # 3.12+: the then-branch goes on at the handler copy's RERAISE (the end of the finally
    # body, which no statement states), the else-branch raises: if/else, not ``if`` then raise
    try:
        log.append(1)
    finally:
        if a:
            log.append(2)
        else:
            raise KeyError(a)


def finally_while_else_raise(log, items, d):
    # 3.10, 3.12+: the while loop's break is a RERAISE 0 of the handler copy (its else clause
    # raises, no path falls into the end): the entry test guards a while/else
    try:
        log.append(0)
    finally:
        while items:
            log.append(items.pop())
            if d:
                break
        else:
            raise KeyError(d)


def finally_while_true_for_else_break(log, items):
    # 3.12+: the for loop's else clause is the outer loop's break, a RERAISE 0 at the for
    # loop's exit: a break of the while loop, not of the for loop
    try:
        log.append(0)
    finally:
        while True:
            for x in items:
                if x:
                    break
                log.append(x)
            else:
                break
            log.append(items.pop(0))


def if_return_finally_while_true_break(log, items):
    # 3.11+: the return's copy of the finally body starts with a loop header (the while
    # loop's): a copy to skip, not a loop of the try body
    try:
        if log:
            return log[0]
    finally:
        while True:
            if items.pop():
                break


def if_return_finally_for_break_else(log, items):
    # 3.10+: the for loop's break is a RERAISE 0 (the end of the finally body copied past
    # the else clause), the else clause falls into the other end
    try:
        if log:
            return
    finally:
        for x in items:
            if x:
                break
            log.append(x)
        else:
            log.append(9)


def finally_with_returns(log, fails):
    # the finally body is a with whose body returns: only the with's handler, swallowing an
    # exception, goes on to the end of the finally body (its RERAISE 0 in the handler copy)
    try:
        if fails:
            raise KeyError(fails)
        log.append("body")
    finally:
        with _CM(log, swallow=True):
            if len(log) > 2:
                raise ValueError(len(log))
            return len(log)  # noqa: B012


def for_try_return_constant_finally(items, log):
    # 3.11+: a try body that cannot raise (its code is the finally body's copy, which pops
    # the loop's iterator and returns): nothing reaches the handler
    for x in items:
        log.append(x)
        try:
            pass
        finally:
            return 1


def while_true_try_finally_continue(log, x):
    # 3.10: the try body (after POP_BLOCK, the finally body's copy) and the handler jump
    # straight to the loop's header: each ends in ``continue``
    while True:
        if log.pop():
            break
        try:
            log.append(x)
        finally:
            continue


def try_return_const_finally(log):
    # 3.11+: the body cannot raise, so no exception-table entry leads to the finally
    # handler; the finally copy and the return end the normal code right before it
    log.append(0)
    try:
        return 1
    finally:
        log.append(len(log))


def try_bare_return_finally(log):
    try:
        return
    finally:
        log.append(1)


def except_return_in_try_finally(log, fail):
    # 3.12+: the clause's return runs its own copy of the finally body, a block too long
    # (with lines) to be the compiler's copy of the code after the statement
    try:
        log.append(1 / fail)
    except ZeroDivisionError:
        return
    finally:
        log.append(len(log))


def finally_endless_loop(log, items):
    # 3.10: the finally body never leaves its loop: no RERAISE after the handler's copy
    it = iter(items)
    try:
        log.append(len(items))
    finally:
        while True:
            log.append(next(it))


def finally_chain_then_return(log, x):
    # 3.10: a finally body that never falls through, its normal copy laid out otherwise
    # (the return copied onto the comparison chain's clean-up path, the handler's jumping)
    try:
        log.append(1 / x)
    finally:
        if 0 < x < 9:
            log.append(x)
        return x  # noqa: B012


def except_return_finally_returns(log, x):
    # 3.10: the clause's return runs a copy of the finally body, which never falls through
    # (it returns): that copy is all there is of the clause's return
    try:
        log.append(1 / x)
    except ZeroDivisionError:
        return 1
    finally:
        if x:
            log.append(x)
        return None  # noqa: B012


def try_return_finally_returns_value(log, x):
    # 3.9/3.10: the body's return leaves x under the copy of the finally body, whose own
    # return drops it (ROT_TWO; POP_TOP): that copy never falls through
    try:
        log.append(x)
        return x
    finally:
        log.append(-x)
        return log  # noqa: B012


def try_return_call_finally_returns(log, x):
    # 3.9/3.10: the finally body's return drops the value of the body's (ROT_TWO; POP_TOP)
    try:
        return log.append(x)
    finally:
        return x  # noqa: B012


def if_return_or_return_call_finally_returns(log, a, x):
    # 3.9: the bare return's copy of the finally body returns: the walk must not go on
    # after it (it went on into the code after the if, dropping the return)
    try:
        if a:
            return
        return log.append(x)
    finally:
        log.append(-x)
        return x  # noqa: B012


def if_return_call_finally_returns_none(log, a, x):
    try:
        if a:
            return log.append(x)
        log.append(-x)
    finally:
        return None  # noqa: B012


def if_return_name_finally_returns_none(log, a, x):
    # 3.11+: the return's value is dropped by the finally copy (POP_TOP just past the
    # protected range), which tells ``finally: return`` from a bare ``except: return``
    try:
        if a:
            return x
        log.append(-x)
    finally:
        return None  # noqa: B012


def try_except_returns_finally_returns(log, x):
    # 3.9: the try body of the try/except inside the finally's: leaving both blocks runs
    # the copy of the finally body, which returns (the try frame took both POP_BLOCKs)
    try:
        return log.append(1 / x)
    except ZeroDivisionError:
        return None
    finally:
        log.append(x)
        return None  # noqa: B012


def if_return_call_except_finally_returns(log, a, x):
    try:
        if a:
            return log.append(1 / x)
    except ZeroDivisionError:
        return 3
    finally:
        log.append(x)
        return None  # noqa: B012


def nested_finally_return_call_outer_returns(log, x):
    try:
        try:
            return log.append(x)
        finally:
            log.append(-x)
    finally:
        return 4  # noqa: B012


def with_if_return_call_finally_returns(log, a, x):
    with _Enter(log):
        try:
            if a:
                return log.append(x)
        finally:
            return 1  # noqa: B012


def while_if_return_call_finally_returns(log, a, x):
    while a:
        try:
            if x:
                return log.append(x)
            log.append(-x)
        finally:
            return 2  # noqa: B012


def for_if_return_call_finally_breaks(log, a, items):
    for item in items:
        try:
            if a:
                return log.append(item)
        finally:
            break  # noqa: B012
    return 5


class _Enter:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def return_dead_loop_finally_returns(log):
    # 3.9: the return's copy of the finally body never falls through (the return's own
    # code after it is dropped); the dead loop after it is kept
    try:
        return log.append(1)
        while True:
            log.append(0)
    finally:
        return len(log)  # noqa: B012


def nested_return_finally_returns(log, x):
    # 3.9: the finally body's ``return`` pops the pending return value (``ROT_TWO;
    # POP_TOP``) where the handler's copy leaves the exception
    try:
        try:
            return log.append(x)
        except (KeyError, TypeError):
            log.append(2)
    finally:
        x = x + 1
        return x  # noqa: B012


def loop_break_finally_returns(items, log):
    for x in items:
        try:
            if x:
                break
            log.append(x)
        finally:
            return f"{x}"  # noqa: B012


def for_for_break_finally_returns(items, log):
    # 3.11+: the break's copy of the finally body returns, dropping both loops' iterators
    # (SWAP 2; POP_TOP each), as the handler copy does after restoring the exception state
    for x in items:
        for y in items:
            try:
                if x:
                    break
                log.append(y)
            finally:
                return f"{x}"  # noqa: B012


def for_continue_finally_if_returns(items, log):
    for x in items:
        try:
            if x:
                continue
            log.append(x)
        finally:
            if x:
                return x  # noqa: B012


def return_finally_nested_try_returns(log, x):
    # 3.9: the copy of the finally body on the return's path returns the pending value
    # where the handler's copy jumps to its end (the jump threaded to that return)
    try:
        return x
    except KeyError:
        x = x + 1
    finally:
        try:
            return 1
        except (KeyError, TypeError):
            log.append(0)
        finally:
            log.append(x)


def if_return_value_finally_returns(log, a, x):
    # 3.11+: the return runs a copy of the finally body, which returns: the copy drops the
    # value and never goes on (nothing follows it), the path ends there
    try:
        if a:
            return x
        log.append(x)
    finally:
        log.append(a)
        return 1  # noqa: B012



def return_constant_except_finally(log, x):
    # 3.11+: ``return 1`` cannot raise: no entry covers it, nor the copy of the finally
    # body it runs first (unreached311 adds the except clause's entry, the return only)
    try:
        return 1
    except ValueError:
        log.append(x)
    finally:
        log.append(-x)


def for_return_constant_except_finally(log, items):
    for item in items:
        try:
            return None
        except ValueError:
            log.append(item)
        finally:
            log.append(-item)
    return 0


def if_return_constant_except_finally_then_call(log, a, x):
    # 3.12+: the handler follows the last normal code, the if's join (the call, then the
    # function's return None), not the try body's return: that return is the one after a
    # copy of the finally body
    if a:
        try:
            return 1
        except ValueError:
            return x
        finally:
            log.append(a)
    log.append(x)


def try_return_call_finally_returns_constant(log, x):
    # 3.11+: the copy of the finally body drops the body's value (POP_TOP) first; the
    # handler (POP_TOP; POP_EXCEPT; return 4) reads as a bare except clause but for it
    try:
        return log.append(x)
    finally:
        return 4  # noqa: B012


def finally_with_two_managers_returns(log, x):
    # 3.11+: the inner with's path that swallowed an exception runs the outer with's exit
    # call, then ends the finally body (RERAISE 0), as the outer with's does
    try:
        log.append(1 / x)
    finally:
        with _Enter(log), _Enter(log):
            return x  # noqa: B012


def return_finally_endless_loop(log, x):
    # 3.11+: the finally body never ends normally (an endless loop in a try/finally): the
    # return's copy of it starts at the loop's header with a copy of the nested try
    try:
        if isinstance(x, str):
            return None
    finally:
        try:
            while True:
                log.append(1 / x)
                x -= 1
        finally:
            log.append(x)


def return_finally_nested_finally_returns(log, x):
    # the copy of the inner finally body that the inner try's return runs drops the outer
    # handler's exception state as the handler copy does, after that one's own
    try:
        return x
    finally:
        try:
            if x:
                return  # noqa: B012
        finally:
            log.append(x)
            return 1  # noqa: B012


def return_constant_except_finally_loop(log, items):
    # the copy of the finally body before ``return 1`` holds a loop (jumps inside it)
    try:
        try:
            return 1
        except (KeyError, TypeError):
            return None
    finally:
        for item in items:
            log.append(item)
            break
        log.append(len(items))


def for_return_finally_try_returns(log, items):
    # 3.11+: the finally body is a try whose body cannot raise: its copy in the for loop
    # is the return's (the finally always leaves), in the handler it pops the exception
    # state between its finally copy and its return
    try:
        for item in items:
            return None
    finally:
        try:
            return  # noqa: B012
        finally:
            log.append(len(items))


def for_return_value_finally_returns_value(log, items, a):
    # 3.11+: a return of a value in the for loop runs the finally body's copy, which returns
    # a value of its own: the value dropped, then the iterator (SWAP 2; POP_TOP each), where
    # the handler copy restores the exception state between the two
    for item in items:
        try:
            if a:
                return item
        finally:
            if item == 1:
                return item  # noqa: B012
            log.append(item)
            return  # noqa: B012


def while_true_nested_try_break_except_returns(log):
    # 3.10: the loop never loops back: the inner try's exit runs its finally body and leaves
    # the outer try's block straight away (its normal exit would jump past its handler first),
    # then jumps past the outer statement: a break
    while True:
        try:
            try:
                break
            finally:
                log.append(1)
        except:  # noqa: E722
            return None
    log.append(2)
    return log


def while_true_finally_else_break_copy(a, b, log):
    # 3.10: the else-branch's break runs a copy of the finally body and of the implicit
    # return, the same code as the body's normal end: a copy the compiler made for a jump
    # would follow that end, this one comes first, an exit of its own
    while True:
        try:
            if not (a or b):
                log.append(1)
            else:
                break
            log.append(2)
            break
        finally:
            log.append(3)


def for_continue_finally_returns_then_break(items, log, a):
    # the continue runs a copy of the finally body whose return drops the iterator from under
    # the value (SWAP 2; POP_TOP), as the handler copy does after dropping the exception state
    for x in items:
        try:
            if a:
                continue
            log.append(x)
        finally:
            if x == 1:
                return x
            log.append(0)
        break
    return log


def while_break_finally_break_then_if_else(a, b, x, log):
    while 1:
        try:
            break
        finally:
            log.append(a)
            break
    if a and b:
        log.append(b)
    else:
        x = x + 1
    log.append(x)


def nested_try_except_finally_return_in_finally(x, items, log):
    try:
        try:
            log.append(x)
            return 1
        except ValueError:
            log.append("caught")
        finally:
            log.append(x)
            return x
    finally:
        for y in items:
            log.append(y)


def try_except_return_finally_endless(items, log):
    # 3.10: the except clause's ``return`` runs a copy of the finally body, a loop that
    # never ends (left by its exception): no code follows the copy
    try:
        try:
            while 1:
                log.append(items[len(log)])
        except:
            return len(log)
    finally:
        while 1:
            log.append("f")
            log.append(items[len(log)])


def while_true_try_break_finally_break(a, items, log):
    # 3.10: a loop that never loops back: its try body breaks, and so does its finally
    # body (the handler swallows the exception, then goes on after the loop): was read as
    # the try statement alone, the rest of the code in its finally body (an if/else
    # there lost its else-branch)
    while 1:
        try:
            break
        finally:
            log.append(a)
            break
    if a and items:
        for x in items:
            log.append(x)
    else:
        log.append(-1)
    return log


SAMPLES = {
    "while_true_try_break_finally_break": [(0, [], []), (1, [2, 3], []), (1, [], [])],
    "try_except_return_finally_endless": [([1, 2], []), ([], [])],
    "nested_try_finally_return_const_in_finally": [(0, [1, 2], []), (3, [], [])],
    "nested_for_return_finally_returns": [([1, 2], [], True), ([2, 1], [], False), ([1, 2], [], False), ([], [], True)],
    "while_return_finally_try_returns": [([], 3), ([], 1), ([], 0)],
    "for_continue_finally_returns_then_break": [([2, 1], [], True), ([1, 2], [], True), ([2, 3], [], False), ([], [], True)],
    "while_true_nested_try_break_except_returns": [([],)],
    "while_true_finally_else_break_copy": [(0, 0, []), (1, 0, []), (0, 1, [])],
    "finally_nested_try_if_return_const": [(2, []), (0, []), (None, [])],
    "for_return_finally_if_returns": [([1, 2], [], True), ([1, 2], [], False), ([2, 1], [], False), ([], [], True)],
    "try_return_call_finally_returns": [([], 1)],
    "if_return_or_return_call_finally_returns": [([], 0, 1), ([], 1, 2), ([], 0, "s")],
    "if_return_call_finally_returns_none": [([], 0, 1), ([], 1, 2), ([], 0, "s")],
    "for_for_break_finally_returns": [([], []), ([0, 1], []), ([1], [])],
    "for_continue_finally_if_returns": [([], []), ([0, 1], []), ([0, 0], [])],
    "if_return_name_finally_returns_none": [([], 0, 1), ([], 1, 2), ([], 0, "s")],
    "try_except_returns_finally_returns": [([], 1), ([], 0), ([], "s")],
    "if_return_call_except_finally_returns": [([], 0, 1), ([], 1, 0), ([], 1, 2), ([], 1, "s")],
    "nested_finally_return_call_outer_returns": [([], 1), ([], "s")],
    "with_if_return_call_finally_returns": [([], 0, 1), ([], 1, 2)],
    "while_if_return_call_finally_returns": [([], 0, 1), ([], 1, 0), ([], 1, 2), ([], 1, "s")],
    "for_if_return_call_finally_breaks": [([], 0, [1, 2]), ([], 1, [1, 2]), ([], 1, [])],
    "try_return_finally_returns_value": [([], 1), ([], "a")],
    "for_try_finally_break": [([], [1, 2]), ([], [-1, 2]), ([], [])],
    "finally_with_returns": [([], 0), ([], 1), ([1, 2], 0), ([1, 2], 1)],
    "try_return_const_finally": [([],), ([1],)],
    "try_bare_return_finally": [([],)],
    "except_return_in_try_finally": [([], 1), ([], 0)],
    "finally_endless_loop": [([], [1, 2]), ([], [])],
    "finally_chain_then_return": [([], 1), ([], 0), ([], 10)],
    "except_return_finally_returns": [([], 1), ([], 0)],
    "if_return_value_finally_returns": [([], 1, 2), ([], 0, 2)],
    "try_bare_except_pass_finally_pass": [(int,), ({}.popitem,)],
    "while_true_break_in_try_finally_never_loops": [([], 0), ([], 1)],
    "while_true_break_in_try_except_never_loops": [([], 1), ([], 2), ([], 0)],
    "while_true_test_first_in_try_never_loops": [([], 1), ([], 2), ([], 0)],
    "finally_if_else_raise": [([], 1), ([], 0)],
    "finally_while_else_raise": [([], [1, 2], 1), ([], [1, 2], 0), ([], [], 1)],
    "finally_while_true_for_else_break": [([], [0, 1, 0]), ([], [0, 0]), ([], [2, 0, 1]), ([], [])],
    "if_return_finally_while_true_break": [([5], [1]), ([], [1, 0, 0]), ([5], [0, 2])],
    "if_return_finally_for_break_else": [([5], [0, 1]), ([], [0, 0]), ([], []), ([5], [2])],
    "with_finally_nested_if_else_then_stmt": [([5], 1, 1), ([5], 1, 0), ([5], 0, 1), ([5], 2, 0)],
    "finally_nested_if_else_then_stmt": [([5], 1, 1), ([5], 1, 0), ([5], 0, 1), ([5], 2, 0)],
    "while_true_try_return_finally": [([], [1, 2]), ([], [])],
    "if_try_return_constant_finally": [([], 1), ([], 0)],
    "while_true_finally_break_never_loops": [([], [1, 2]), ([], [])],
    "while_true_continue_in_try_except_finally": [([], [1, 0, 2]), ([], [])],
    "guard_return_then_while_finally_break": [([1, 2, 3, 4], [0]), ([1], [0]), ([1, 2], [])],
    "while_finally_ends_with_break": [([1, 2], []), ([0], []), ([], [])],
    "while_true_finally_ends_with_break": [([1, 2], []), ([0], []), ([], [])],
    "for_finally_ends_with_break": [([], [0, 1]), ([], [2, 3]), ([], [])],
    "if_guard_return_then_try_finally": [([], None, 0), ([], 1, 1), ([], 1, 0)],
    "finally_while_break": [([1, 2, 0, 3], []), ([], []), ([0, 0], [])],
    "return_const_in_try_except_finally": [("ab", []), ("", []), ([0], [])],
    "nested_except_in_try_except_finally": [("ab", []), ("", []), (3, [])],
    "handle_error_shape": [("ab", [1, 0], []), ("", [], []), (3, [], [])],
    "bare_except_falls_into_finally": [("x", [])],
    "raise_in_finally": [([], 0), ([], 1)],
    "raise_in_finally_caught": [([], 0), ([], 1)],
    "gen_raise_in_finally": [(0,), (3,)],
    "with_finally_try_except_pass": [([], 0), ([], 1)],
    "with_finally_if_elif": [([], None, "n"), ([], 1, "n"), (["n"], None, "n")],
    "finally_in_then_of_if_else_in_try": [(True, lambda: 2, lambda x: x, []), (False, int, len, []),
                                          (True, int, lambda x: int("z"), []), (False, int, lambda x: 1 / 0, [])],
    "nested_finally_if_else_in_finally_body": [([1], 1), ([1], 0), ([], 1)],
    "finally_if_else_calls": [([1], True), ([1], False), ([], True), ([], False)],
    "finally_if_in_for_loop": [(["a", "-", "b"], []), ([], [])],
    "finally_if_try_except_then_stmt": [([9], None), ([9], 0), ([9], 1)],
    "nested_finally_if_try_except_then_stmt": [([9], None), ([9], 0), ([9], 1)],
    "return_finally_if_try_except_then_stmt": [([9], None), ([9], 0), ([1, 9], 1)],
    "finally_if_try_except_then_stmt_return": [([], None), ([], 0), ([], 1)],
    "finally_if_try_then_tail": [(_Box(None, "3"), []), (_Box("1", None), []), (_Box("x", "7"), [])],
    "nested_finally_if_try_then_tail": [(_Box(None, "3"), []), (_Box("1", None), []), (_Box("x", "7"), [])],
    "finally_loop_after_return": [(list, [dict, list]), (list, []), (iter, [list])],
    "finally_loop_falls": [(list, [dict, list]), (list, []), (iter, [list])],
    "finally_after_raise_in_if": [(1, []), (2, [0])],
    "return_value_finally_try_except": [([], 1), ([], 2), ([], 0)],
    "finally_try_except_then_more": [([], 1), ([], 2), ([], 0)],
    "finally_if_returns_else_loops": [([], 1, []), ([], 1, [2]), ([], 0, [1, 2]), ([], 0, [1, 0])],
    "finally_try_except_then_return": [([], 1), ([], 2), ([], 0)],
    "finally_if_after_returns": [([], 0), ([], 1), ([5], 1)],
    "finally_appends_then_returns": [(0, []), (1, [])],
    "for_finally_return_or_continue": [([1, 0, 3], []), ([2, 1], [])],
    "finally_nested_try_in_if": [([], None), ([], 0), ([], 1)],
    "try_finally_ends_then_branch": [([], 0, "e"), ([], 0, None), ([], 1, None)],
    "try_except_ends_then_branch": [([], 0), ([], 1)],
    "return_in_finally": [(0,), (1,)],
    "return_in_try_with_finally": [([1, 2],)],
    "break_in_finally": [([0, 1, 2, 3],)],
    "empty_finally": [(2,), (0,)],
    "continue_in_finally": [([1, 2, 3],)],
    "break_continue_in_try": [([1, -1, 2, 20, 3],)],
    "return_inside_with": [([],)],
    "break_inside_with": [([0, 1, 2, 3],)],
    "nested_finally": [([],)],
    "finally_in_while": [(4,)],
    "except_with_return_and_finally": [("k",), ("",)],
    "with_in_try_in_loop": [([0, 1],)],
    "finally_with_if": [([], True), ([], False)],
    "with_return_in_try": [([], ""), ([], "k")],
    "try_first_in_try": [([], 0), ([], 1), ([], 2)],
    "return_name_in_finally": [([1], []), ([1], [0]), ([], [0]), ([], [])],
    "finally_ends_with_or_statement": [([1], []), ([0], [])],
    "or_statement_ends_function": [([1], []), ([], [])],
    "finally_ends_with_for_break": [([0, 2, 3], []), ([], []), ([0], [])],
    "while_break_in_try_except_finally": [([1, 2], []), ([None, 1, 2, 3, 4], []), ([], [])],
    "while_true_break_in_try_except_finally": [([1, 2], []), ([None, 1], []), ([-1, 1], [])],
    "return_value_in_finally_in_try": [(str, "x", []), (open, "/nonexistent/undis", [])],
    "finally_with_try_bare_except": [([], {1: 2}, 1), ([], {}, 1)],
    "try_return_finally_dead_tail": [([1, 2],), ([],)],
    "for_try_return_finally": [([], [1, 2]), ([], [])],
    "while_try_return_none_finally": [([], [1, 2]), ([], [])],
    "for_try_break_finally": [([], [5, 1, 2]), ([], [4]), ([], [])],
    "while_true_try_continue_finally": [([], [0, 1, 1]), ([], [0]), ([], [])],
    "finally_while_true_break": [([], [1, 2]), ([], []), ([], [None, 3]), ([], [3, None])],
    "for_finally_while_true_break": [([], [1, 2, 5, 3]), ([], [1, 0, 2]), ([], [])],
    "finally_for_break_else_raise": [([], [1, 3, 2]), ([], [1, 2]), ([], [])],
    "return_finally_while_true_breaks": [([], [1, 2]), ([], [1, None, 2]), ([0], [3]), ([], [])],
    "for_finally_while_true_break_then_more": [([], [1, 5, 2, 4]), ([9, 1], [0, 3]), ([], [])],
    "finally_raises_after_raise": [([], KeyError(1)), ([0], TypeError())],
    "except_clause_finally_raise": [([], 2), ([], 0), ([], "x")],
    "for_return_finally_continue": [([], [1, 2], 0), ([], [1, 2], 1), ([], [], 1)],
    "while_return_finally_continue": [([], 0), ([], 1)],
    "for_for_return_finally_break": [([], 0), ([], 1)],
    "return_in_finally_then_dead_try": [([],)],
    "try_return_finally_holds_try": [([], 0), ([], 1)],
    "dead_try_after_return": [([],)],
    "except_return_then_dead_try": [([], 0), ([], 1)],
    "finally_body_ends_if_else_returns": [(bool, []), (str, [])],
    "finally_body_ends_if_return": [(bool, []), (str, [])],
    "for_try_return_constant_finally": [([1, 2], []), ([], [])],
    "while_true_try_finally_continue": [([0], 1), ([1], 1), ([], 1)],
    "return_dead_loop_finally_returns": [([],), ([5],)],
    "nested_return_finally_returns": [([], 1), (None, 2)],
    "loop_break_finally_returns": [([0, 1], []), ([1], []), ([], [])],
    "return_finally_nested_try_returns": [([], 0), ([], 2), ([], None)],
    "try_pass_finally": [([],)],
    "for_try_only_break_finally": [([], [1, 2]), ([], [])],
    "while_try_continue_finally": [([], 3), ([], 0)],
    "if_try_pass_finally_then_same_call": [([], 1), ([], 0)],
    "return_constant_except_finally": [([], 1)],
    "for_return_constant_except_finally": [([], [1, 2]), ([], [])],
    "if_return_constant_except_finally_then_call": [([], 0, 1), ([], 1, 2)],
    "try_return_call_finally_returns_constant": [([], 1)],
    "finally_with_two_managers_returns": [([], 1), ([], 0)],
    "return_finally_endless_loop": [([], "s"), ([], 2)],
    "return_finally_nested_finally_returns": [([], 0), ([], 3)],
    "return_constant_except_finally_loop": [([], [1, 2]), ([], [])],
    "for_return_finally_try_returns": [([], [1, 2]), ([], [])],
    "for_return_value_finally_returns_value": [([], [1, 2], True), ([], [2, 1], False), ([], [], True)],
    "return_const_finally_try_in_try": [([], 1), ([], 0)],
    "return_value_finally_try_in_handler": [([], 1), ([], 0)],
    "for_finally_if_returns_then_code": [([1, 2], [], True), ([2, 1], [], False), ([3, 4], [], True), ([], [], True)],
    "for_nested_finally_if_returns": [([1, 2], []), ([2, 3], []), ([], [])],
    "try_return_except_finally_loop_try": [(1, [1, 2], []), (2, [], [])],
    "try_return_const_except_finally_returns": [([], 1), ([], "s")],
    "try_return_none_except_as_finally_returns": [([], 1), ([], "s")],
    "try_return_const_finally_returns": [([], 1), ([], "s")],
    "while_try_return_const_except_finally_returns": [([], 1, 1), ([], 0, 1), ([], 1, 0)],
    "while_break_finally_break_then_if_else": [(1, 1, 0, []), (1, 0, 5, []), (0, 1, 2, [])],
    "nested_try_except_finally_return_in_finally": [(0, [1, 2], []), (3, [], [])],
    "return_then_finally_loop_finally_break": [(1, []), ("s", []), (None, [])],
}


def for_try_finally_break(log, items):
    # 3.13: the finally handler (the exception dropped, then the break) is an except
    # clause's own break: 3.13 does not copy the break after the statement onto a
    # clause's exit, it jumps there (3.12 copies it)
    for item in items:
        try:
            log.append(item)
            if item < 0:
                raise ValueError(item)
        finally:
            break
    return log


def try_pass_finally(log):
    # 3.11+: a try body with no code has no exception-table entry: the finally handler is
    # reached by nothing, and the copy of the finally body the normal path runs starts
    # the statement
    try:
        pass
    finally:
        log.append(1)
    return log


def for_try_only_break_finally(log, items):
    for item in items:
        try:
            break
        finally:
            log.append(item)
    return log


def while_try_continue_finally(log, n):
    while n > 0:
        n -= 1
        try:
            continue
        finally:
            log.append(n)
    return log


def if_try_pass_finally_then_same_call(log, flag):
    # the finally body's code appears twice in the normal code (3.12+: the copy is
    # the run with the finally body's lines)
    if flag:
        try:
            pass
        finally:
            log.append(flag)
    log.append(flag)
    return log


def finally_nested_try_if_return_const(x, log):
    # the if's return runs a copy of the inner finally body (it returns) in the outer
    # finally's handler copy: both drop the outer exception state, only the handler copy
    # drops the inner one too
    try:
        log.append(1 // x)
    finally:
        try:
            if x:
                return
        finally:
            log.append(x)
            return 1


def for_return_finally_if_returns(items, log, a):
    # the return in a for loop drops the iterator from under its value, after the
    # exception state in the handler copy of the finally body
    for x in items:
        try:
            if a:
                return x
        finally:
            if x == 1:
                return x
            log.append(x)
            return


def return_const_finally_try_in_try(log, x):
    # 3.10: the return's exit block (the outer try left, the constant returned) is copied
    # onto each path of the finally body's copy, which holds a try statement
    try:
        try:
            return 1
        finally:
            try:
                log.append(1 // x)
            except ZeroDivisionError:
                log.append("zero")
    except ValueError:
        log.append("v")
    return log


def return_value_finally_try_in_handler(log, x):
    # 3.10: as return_const_finally_try_in_try, the return leaving an except clause
    try:
        raise KeyError(x)
    except KeyError:
        try:
            return len(log)
        finally:
            try:
                log.append(1 // x)
            except ZeroDivisionError:
                log.append("zero")
    return log


def for_finally_if_returns_then_code(items, log, c):
    # a return in the finally body (which falls through) drops the loop's iterator: in the
    # handler copy after the exception and its state, in the normal copies alone
    for x in items:
        try:
            if c:
                continue
            log.append(x)
        finally:
            if x == 1:
                return x
            log.append(2)
        log.append(3)


def for_nested_finally_if_returns(items, log):
    for x in items:
        for y in items:
            try:
                log.append(x)
            finally:
                if x == 1:
                    return y
                log.append(2)


def try_return_except_finally_loop_try(x, items, log):
    # 3.11+: the try body cannot raise; its return runs the copy of the finally body first,
    # a loop with a try of its own (handlers inside the copy) before the ``return None``
    try:
        return None
    except ValueError:
        log.append(x)
    finally:
        for y in items:
            try:
                log.append(y)
            finally:
                continue  # noqa: B012


def try_return_const_except_finally_returns(log, a):
    # 3.11+: the try body cannot raise (no entry leads to the except handler) and the
    # finally body always leaves: the return's copy of it, ending in its own return, starts
    # both try statements (the body's ``return 1`` is dropped by the compiler)
    try:
        return 1
    except KeyError:
        log.append(a)
    finally:
        log.append(-a)
        return 2  # noqa: B012


def try_return_none_except_as_finally_returns(log, a):
    try:
        return None
    except (KeyError, TypeError) as e:
        log.append(e)
    finally:
        log.append(a)
        return None  # noqa: B012


def try_return_const_finally_returns(log, a):
    # 3.11+: no entry leads to the finally handler; its copy ends the normal code
    try:
        return 1
    finally:
        log.append(a)
        return 2  # noqa: B012


def while_try_return_const_except_finally_returns(log, a, b):
    # the body always returns: the loop never loops (read as an if); 3.12+: the except
    # clause's exit goes to the finally body's copy after the handlers
    while a and b:
        try:
            return 1
        except KeyError as e:
            log.append(e)
        finally:
            log.append(a)
            return 2  # noqa: B012
    log.append(b)


def nested_for_return_finally_returns(items, log, a):
    # 3.9/3.10: a return of a value through a finally body that returns, in two for loops:
    # the copy drops the pending value, then both iterators, each under the value returned
    for x in items:
        for y in items:
            try:
                if a:
                    return x
            finally:
                if y == 1:
                    return y  # noqa: B012
                log.append(y)
                return  # noqa: B012


def while_return_finally_try_returns(log, n):
    # 3.10: the finally body is a try whose body returns: its handler's RERAISE ends the
    # code (the outer finally body never falls through, so it has no RERAISE of its own)
    try:
        while n:
            if n > 2:
                return
            n -= 1
    finally:
        try:
            return len(log)  # noqa: B012
        finally:
            log.append(n)


def nested_try_finally_return_const_in_finally(x, items, log):
    # 3.9: the constant of the inner return is loaded in dead code, after the copy of the
    # inner finally body (which returns) and what the peephole kept of the outer one's
    try:
        try:
            log.append(1)
            return 2
        finally:
            log.append(x)
            return x  # noqa: B012
    finally:
        for y in items:
            log.append(y)


def return_then_finally_loop_finally_break(x, out):
    # the inner finally body's ``break`` swallows its exception (``x + 1`` of a string), and
    # leaves the loop that ends the outer finally body: not that body's re-raise
    try:
        return x
    finally:
        while 1:
            try:
                out.append(x + 1)
            finally:
                out.append(0)
                break
