"""try / except / else / finally in every combination; raise forms."""


class _Err(Exception):
    pass


class _Other(Exception):
    pass


def _boom(kind):
    if kind == "value":
        raise ValueError("v")
    if kind == "key":
        raise KeyError("k")
    if kind == "err":
        raise _Err("custom")
    if kind == "other":
        raise _Other("other")
    return kind


def _fail_on(n):
    def fail(x):
        if x == n:
            raise ValueError("fail %d" % x)
        return x
    return fail


class _Proc:
    def __init__(self, wait):
        self.got = []
        self.wait = wait


def _raiser(exc):
    def fail(x):
        if x == 0:
            raise exc("fail")
        return x
    return fail


def try_except(kind):
    try:
        r = _boom(kind)
    except ValueError:
        r = "caught"
    return r


def try_except_as(kind):
    try:
        return _boom(kind)
    except (ValueError, KeyError) as e:
        return type(e).__name__


def try_multiple_handlers(kind):
    try:
        _boom(kind)
    except ValueError as e:
        r = ("value", e.args)
    except KeyError:
        r = "key"
    except _Err as e:
        r = ("err", str(e))
    except Exception:
        r = "other"
    else:
        r = "none"
    return r


def try_bare_except(kind):
    try:
        _boom(kind)
    except:  # noqa: E722
        return "bare"
    return "ok"


def try_except_else(kind):
    log = []
    try:
        log.append(_boom(kind))
    except _Err:
        log.append("except")
    else:
        log.append("else")
    return log


def try_finally(kind):
    log = []
    try:
        log.append(_boom(kind))
    finally:
        log.append("finally")
    return log


def try_except_finally(kind):
    log = []
    try:
        log.append(_boom(kind))
    except ValueError:
        log.append("except")
    finally:
        log.append("finally")
    return log


def try_except_else_finally(kind):
    log = []
    try:
        log.append(_boom(kind))
    except ValueError:
        log.append("except")
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log


def nested_try(kind, inner):
    log = []
    try:
        try:
            _boom(kind)
        except ValueError:
            log.append("inner-except")
            _boom(inner)
        finally:
            log.append("inner-finally")
    except KeyError:
        log.append("outer-except")
    return log


def try_in_loop(kinds):
    log = []
    for k in kinds:
        try:
            _boom(k)
        except ValueError:
            continue
        except KeyError:
            break
        else:
            log.append(k)
    return log


def except_in_except(kind):
    try:
        _boom(kind)
    except ValueError:
        try:
            _boom("key")
        except KeyError as inner:
            return ("nested", inner.args)
    return "none"


def raise_forms(n):
    if n == 0:
        raise ValueError
    if n == 1:
        raise ValueError("msg")
    if n == 2:
        raise ValueError("msg") from KeyError("cause")
    if n == 3:
        raise ValueError("msg") from None
    if n == 4:
        try:
            _boom("value")
        except ValueError:
            raise
    if n == 5:
        try:
            _boom("value")
        except ValueError as e:
            raise _Err("wrapped") from e
    if n == 6:
        try:
            _boom("value")
        except ValueError:
            raise _Err("implicit context")
    return n


def raise_class_or_instance(cls):
    err = cls("x")
    raise err


def exception_variable_cleared(kind):
    e = "before"
    try:
        _boom(kind)
    except ValueError as e:  # noqa: F841
        pass
    try:
        return e  # noqa: F821
    except UnboundLocalError:
        return "cleared"


def handler_with_return_value(kind):
    try:
        return _boom(kind)
    except ValueError:
        return None


def reraise_after_cleanup(kind):
    log = []
    try:
        _boom(kind)
    except Exception:
        log.append("cleanup")
        raise
    return log


def exception_types_from_expression(kind, types):
    try:
        _boom(kind)
    except types[0]:
        return "first"
    except tuple(types[1:]):
        return "rest"
    return "none"


def except_returns_else_raises(value):
    try:
        n = int(value)
    except ValueError as e:
        if "base" in str(e):
            return "base"
        return "bad"
    else:
        raise LookupError(n)


def loop_body_raises_then_continues(xs):
    r = []
    for x in xs:
        try:
            raise ValueError(x)
        except ValueError as e:
            r.append(str(e))
        r.append(x)
    return r


def loop_body_raises_with_finally(xs):
    r = []
    for x in xs:
        try:
            raise ValueError(x)
        except ValueError as e:
            r.append(str(e))
        finally:
            r.append(-x)
        r.append(x)
    return r


def except_if_else_copied_return(table, key, fallback):
    # 3.11+ copies the code after the try (return msg) into both branches of the clause's if
    try:
        msg = table[key]
    except KeyError:
        if fallback:
            return fallback(key)
        if key == 1:
            msg = "one"
        else:
            msg = "other"
    return msg


def nested_try_in_except_in_loop(names, first, second):
    found, missing = {}, set()
    for name in names:
        if name == "None":
            continue
        try:
            found[name] = first[name]
        except KeyError:
            try:
                found[name] = second[name]
            except KeyError:
                missing.add(name)
    return found, sorted(missing)


def except_if_nested_if_else(date_time, daylight, zone):
    # 3.13: each branch of the clause's if/else ends in POP_EXCEPT and a jump to the join
    try:
        gmtoff = date_time.tm_gmtoff
    except AttributeError:
        if daylight:
            dst = date_time[1]
            if dst == -1:
                dst = 0
            gmtoff = -zone[dst]
        else:
            gmtoff = -zone[0]
    delta = gmtoff * 2
    return delta


def except_elif_continue_in_loop(params, arguments):
    # 3.12+: the join of the clause's if/elif lies after the loop, with the handlers
    out = []
    for name, default in params:
        try:
            out.append((name, arguments[name]))
        except KeyError:
            if default is not None:
                val = default
            elif name == "args":
                val = ()
            else:
                continue
            out.append((name, val))
    return out


def bare_except_cleanup_loops_reraise(log, files, fail):
    # 3.10: the body's code after the try (return None) is copied after its POP_BLOCK; the
    # bare clause never falls through, but holds loops whose own clauses end in jumps
    try:
        if fail:
            log.append(1 // 0)
        log.append("ok")
    except:
        for f in files:
            try:
                log.append(f.close())
            except AttributeError:
                pass
        if log:
            for x in list(log):
                try:
                    log.append(len(x))
                except TypeError:
                    pass
        raise


class _Closable:
    def __init__(self, closed, fails=False):
        self.closed, self.fails, self.log = closed, fails, []

    def close(self):
        self.log.append("close")
        if self.fails:
            raise OSError("close")


def except_returns_then_ifs(obj, flag):
    # an empty clause ending in ``return`` (None): not a copy of the code after the try
    try:
        closed = obj.closed
    except AttributeError:
        return
    if closed:
        return
    if flag:
        obj.close()
        return
    try:
        obj.close()
    except Exception:
        pass


def except_falls_else_raises(value, log):
    # 3.10: the else clause raises right after the body's POP_BLOCK (no jump over the handlers)
    try:
        n = int(value)
    except ValueError:
        n = 0
        log.append("bad")
    else:
        log.append("good")
        raise LookupError(n)
    log.append(n)
    return log


def try_elif_chain_copied_tail(kind, log):
    # 3.10: the ifs of the body end at its POP_BLOCK, after which the code after the try
    # (return log) is copied; other paths get their own copies
    try:
        if kind == 1:
            log.append("one")
        elif kind == 2:
            log.append("two")
        elif kind != 3:
            raise ValueError(kind)
    except ValueError:
        log.append("bad")
        raise
    return log


def try_if_returns_value_both_ways(pair):
    # 3.10: the body's last statement returns a value: its POP_BLOCK; RETURN_VALUE is not a
    # copy of the code after the statement
    try:
        lang, enc = pair
        if enc is None:
            return lang
        return lang + "." + enc
    except (TypeError, ValueError):
        raise TypeError("bad pair: %r" % (pair,))


def bare_excepts_in_a_row(log, a, b):
    # a bare except's clause ends before the code after its statement (3.8/3.9: not at the
    # last POP_EXCEPT; JUMP of the function; 3.10: it falls into that code)
    try:
        log.append(1 // a)
    except:  # noqa: E722
        log.append("first")
    log.append("between")
    try:
        log.append(1 // b)
    except:  # noqa: E722
        log.append("second")


def clause_for_returns(f, x, table):
    # 3.11+: the return pops the iterator, then the clause's exception state (SWAP 2; POP_EXCEPT)
    try:
        return f(x)
    except ValueError:
        for key in table:
            if key == x:
                return key
        raise


def clause_as_try_returns(s, env):
    # 3.11+: the inner try body's return unwinds the clause (SWAP 2; POP_EXCEPT; name cleanup)
    try:
        return s.format(**env)
    except KeyError as var:
        try:
            return s.format(**env, var=var)
        except KeyError:
            raise AttributeError(f'{var}') from None


def clause_try_returns(s, env):
    try:
        return s.format(**env)
    except KeyError:
        try:
            return s.format(**env, x=1)
        except KeyError:
            return None


def if_try_except_else_in_loop(items, table, out):
    # 3.10: no jump over the else-branch after the handlers (dead code dropped): the
    # then-branch's try and the else-branch join at the code after the if
    for name in items:
        if name in table:
            try:
                m = table[name](name)
            except ValueError:
                m = None
        else:
            m = name
        out.append(m)
    return out


def elif_try_except_else_closes_branch(name, table, out):
    # 3.10: the try of the elif and its else-branch join where the enclosing if joins
    if name in out:
        m = 1
    elif name:
        if name in table:
            try:
                m = table[name](name)
            except ValueError:
                m = name
        else:
            m = name.upper()
    else:
        m = 0
    out.append(m)
    return out


def if_try_except_return_else(arg, out):
    # 3.10: the clause's return looks like a copy of the function's end, found past the else
    if arg:
        try:
            n = int(arg)
        except ValueError:
            out.append(1)
            return
    else:
        try:
            n = int(arg)
        except ValueError:
            n = 0
    out.append(n)


def clause_while(f, xs):
    # 3.8-3.10: a while loop in handler code (no normal flow reaches it) is still a loop
    try:
        f(xs)
    except ValueError:
        while xs:
            xs.pop()
    return xs


def clause_while_else_break(f, xs):
    try:
        f(xs)
    except ValueError:
        while xs:
            if xs.pop():
                break
        else:
            xs.append(0)
    return xs


def clause_while_break_no_else(f, xs):
    # 3.13: the break's jump to the clause's exit is a copy of it (POP_EXCEPT, the name
    # clean-up and the code after the statement): a break, not a return
    try:
        f(xs)
    except ValueError as e:
        while xs:
            if xs.pop():
                break
    return xs


def clause_while_else_break_as(f, xs):
    try:
        f(xs)
    except ValueError as err:
        while xs:
            if xs.pop():
                break
            xs.append(str(err))
        else:
            xs.append(0)
    return xs


def _raise_code(code):
    raise ValueError(code)


def clause_as_elif_and_falls(f, code, out):
    # 3.10: each branch of the except-as clause that falls to its end has its own copy of the
    # clean-up and the code after the statement (the and's two ways out too)
    try:
        x = f(code)
    except ValueError as err:
        if err.args[0] in (401, 403):
            out.append("denied")
        elif err.args[0] >= 400 and err.args[0] < 500:
            out.append("client")
    else:
        out.append(x)


def retry_loop_in_endless_loop(items, out):
    # two ``while True`` loops share their header: the inner one loops from its except
    # clause (a jump back placed in handler code) and breaks out from the try's else
    it = iter(items)
    while True:
        while True:
            try:
                val = int(next(it))
            except ValueError:
                out.append("skip")
            else:
                break
        if val < 0:
            return out
        out.append(val)


def nested_clause_falls_to_raise(table, key, log):
    # 3.12+: the inner clause's exit is POP_EXCEPT twice, then a jump back to the code after
    # the outer try (placed right after its body)
    try:
        log.append(table[key])
    except KeyError:
        log.append("miss")
        try:
            return int(key)
        except ValueError:
            pass
    raise LookupError("no %s" % key)


def retry_continue_then_break(values, log):
    it = iter(values)
    while True:
        try:
            x = int(next(it))
        except ValueError:
            log.append("bad")
            continue
        log.append(x)
        break
    return log


def retry_continue_if_then_break(values, flag, log):
    it = iter(values)
    while True:
        try:
            log.append(int(next(it)))
        except ValueError:
            if flag:
                continue
        break
    return log


def retry_else_break(values, log):
    it = iter(values)
    i = 0
    while True:
        try:
            got = int(next(it))
        except ValueError:
            i += 1
            if i >= 2:
                raise
        else:
            break
    return got, i


def retry_else_break_as(values, log):
    it = iter(values)
    while 1:
        try:
            got = int(next(it))
        except ValueError as e:
            log.append(str(e)[:5])
            if len(log) > 2 or not values:
                raise
        else:
            break
    return got, log


def retry_else_if_raise_break(path, prefix):
    while True:
        try:
            st = int(path)
        except (TypeError, ValueError):
            dirname, basename = path[:-1], path[-1:]
            if not dirname:
                raise KeyError(path)
            path = dirname
            prefix.append(basename)
        else:
            if st < 0:
                raise ValueError(path)
            break
    return path, prefix


def bare_except_nested_try_reraise(kind):
    try:
        raise TypeError(kind)
    except:
        try:
            _boom(kind)
        except KeyError:
            pass
        raise


def clause_try_finally_raises(kind, log):
    try:
        log.append(_boom(kind))
    except ValueError:
        exc = KeyError(kind)
        try:
            raise exc
        finally:
            log.append("fin")
    return log


def clause_try_finally_raises_gen(kind, log):
    try:
        yield _boom(kind)
    except ValueError:
        exc = KeyError(kind)
        try:
            raise exc
        finally:
            exc.__context__ = None


def bare_except_nested_try_then_raise_in_loop(queue, log):
    while queue:
        p = queue.pop()
        try:
            p()
        except:
            log.append(p)
            try:
                log.remove(p)
            except ValueError:
                pass
            if not log:
                log.append(1)
            raise
    return log


def bare_except_nested_try_break_in_loop(queue, log):
    while queue:
        p = queue.pop()
        try:
            p()
        except:
            try:
                log.remove(p)
            except ValueError:
                break
            log.append(2)
    return log


def nested_try_in_clause_then_if_continue(queue, log):
    for p in queue:
        try:
            p()
        except Exception:
            try:
                log.remove(p)
            except ValueError:
                log.append(3)
            if not log:
                continue
            log.append(2)
    return log


def bare_except_after_raise_falls(log):
    try:
        raise KeyError(1)
    except:
        pass
    try:
        raise KeyError(2)
    except KeyError:
        pass
    log.append(3)
    return log


def typed_then_bare_falls(kind, log):
    try:
        raise TypeError(kind)
    except KeyError:
        log.append("key")
    except:
        pass
    try:
        raise KeyError(kind)
    except KeyError as v:
        log.append(v)
    return log


def loop_bare_except_then_later_try(opts, log):
    for arg in opts:
        if arg:
            try:
                log.append(int(arg))
            except:
                log.append("bad")
    try:
        n = int(log[-1])
    except (ValueError, IndexError):
        n = -1
    log.append(n)
    return log


def try_else_if_in_if(smsl, loader, spec):
    if smsl is None:
        if hasattr(loader, "upper"):
            try:
                is_package = loader.upper()
            except AttributeError:
                pass
            else:
                if is_package:
                    spec.append(1)
    else:
        spec.append(smsl)
    if spec == []:
        if loader:
            spec.append(2)
    return spec


def try_continue_in_body(args, processed):
    for term in args:
        try:
            processed.append(int(term))
            continue
        except ValueError:
            pass
        try:
            frac = float(term)
            if frac > 1:
                continue
            processed.append(frac)
            continue
        except ValueError:
            pass
        processed.append(term)
    return processed


def try_continue_clause_continue(args, processed):
    for term in args:
        try:
            processed.append(int(term))
            continue
        except ValueError:
            if not term:
                continue
        processed.append(term)
    return processed


def try_continue_clause_break_else(args, processed):
    for term in args:
        try:
            processed.append(int(term))
            continue
        except ValueError:
            pass
        except TypeError:
            break
        processed.append(term)
    else:
        processed.append(0)
    return processed


def while_try_continue_in_body(args, processed):
    i = 0
    while i < len(args):
        term = args[i]
        i += 1
        try:
            processed.append(int(term))
            continue
        except ValueError:
            pass
        processed.append(term)
    return processed


def try_endless_loop_in_loop(h, log):
    while len(h) > 1:
        try:
            while True:
                s = h[0]
                log.append(s)
                h[0] = next(s)
        except StopIteration:
            h.pop()
    return log


def try_endless_loop_in_while_true(its, log):
    while True:
        try:
            while True:
                log.append(next(its[0]))
        except StopIteration:
            its.pop(0)
        if not its:
            return log


def for_try_endless_loop(its, log):
    for it in its:
        try:
            while True:
                log.append(next(it))
        except StopIteration:
            pass
    return log


def try_endless_loop_clause_continue(its, log):
    while len(its) > 1:
        try:
            while True:
                it = its[0]
                log.append(next(it))
        except StopIteration:
            its.pop(0)
            continue
        log.append(2)
    return log


def try_loop_break_in_loop(its, log):
    while len(its) > 1:
        try:
            while True:
                x = next(its[0])
                if x is None:
                    break
                log.append(x)
        except StopIteration:
            its.pop(0)
    return log


def nested_try_except_tail(a, out):
    # 3.10: the code after the outer try, copied after both POP_BLOCKs and into each clause
    try:
        try:
            out.append(a[0])
        except IndexError:
            out.append(5)
    except TypeError:
        pass
    return out


def try_nested_while_tests(batches, stop):
    # test_io SignalsTest's reader thread: two while loops with tests inside one try
    # (3.8/3.9 once dropped the outer loop)
    got = []
    try:
        while not stop(got):
            while batches and batches[-1]:
                got.append(batches[-1].pop())
            batches.pop()
    except BaseException as exc:
        got.append(type(exc).__name__)
    return got


def try_nested_while_at_end(batches, stop, got):
    # the same with the try as the body's last statement (test_io SignalsTest's reader
    # thread): 3.8/3.9 give a state machine
    try:
        while not stop(got):
            while batches and batches[-1]:
                got.append(batches[-1].pop())
    except BaseException as exc:
        got.append(type(exc).__name__)


def try_in_clause_if_return(table, key, out):
    # 3.12+: the clause's exits are copies of ``return None`` after the try; the ``return``
    # in the nested try body leaves the clause while its else-branch goes on in it
    try:
        func = table["help_" + key]
    except KeyError:
        try:
            doc = table["do_" + key]
            if doc:
                out.append(doc)
                return
        except KeyError:
            pass
        out.append(key)
        return
    func(out)


def while_two_tries_in_clause(cache, key, items):
    # 3.12+: the second try of the loop body follows the first one's clean-up code, which
    # the clause jumps over; its ``break`` leaves by the clause's exit
    try:
        selector = cache[key]
    except KeyError:
        it = iter(items)
        selector = []
        while 1:
            try:
                selector.append(next(it) * 2)
            except StopIteration:
                raise ValueError("empty") from None
            try:
                tok = next(it)
                if tok == 0:
                    tok = next(it)
            except StopIteration:
                break
        cache[key] = selector
    return selector


def if_while_true_retry_break(path, opener, got):
    # 3.12+: the loop loops only from its except clause, its ``break`` jumps to the join
    # of the if/else around it
    if isinstance(path, str):
        while True:
            try:
                got.append(opener(path))
            except OSError:
                path = path[1:]
                continue
            break
    else:
        got.append(path)
    got.append("end")
    return got


def while_except_continue(items, got):
    # 3.12+: the clause's ``continue`` jumps to the entry test, from the handlers (placed last)
    while items:
        try:
            x = items.pop()
            y = 10 // x
        except ZeroDivisionError:
            continue
        got.append(y)
    return got


def if_retry_loop_then_tail(pending, got):
    # 3.12+: the code after the loop (reached only from the clause's break) ends by a jump
    # back to the function's return block
    if pending:
        while True:
            try:
                got.append(pending.pop())
            except IndexError:
                break
        got.append("drained")


def finally_for_nested_try(fail, items, got):
    # 3.12+: the handler copy of the finally body jumps to a jump back to the loop header
    try:
        got.append(fail(0))
    finally:
        for x in items:
            try:
                try:
                    got.append(fail(x))
                except ValueError as e:
                    got.append(str(e))
            finally:
                pass


def finally_if_try_return(proc, fail, flag):
    # 3.12+: the tail after a try nested in the finally body is copied onto each path in the
    # normal copy, jumped to in the handler copy
    try:
        proc.got.append(fail(0))
    finally:
        if flag:
            if proc.wait > 0:
                try:
                    proc.got.append(fail(1))
                except ValueError:
                    pass
            proc.wait = 0
            return


def finally_try_clause_returns(fail, flag, got):
    try:
        got.append(fail(0))
    finally:
        if flag:
            try:
                got.append(fail(1))
            except ValueError:
                return
            got.append(2)


def three_nested_tries(fail, got):
    # 3.12+: the code after the innermost try, reached only from its clause, lies before
    # the handlers: no loop
    try:
        try:
            try:
                got.append(fail(0))
            except (AttributeError, PermissionError):
                got.append(fail(1))
        except FileExistsError:
            got.append(2)
    except:
        got.append(3)


def for_break_in_clause(obj, bases, got):
    # 3.13: the break copies the clause's exit (POP_EXCEPT; JUMP back to after the try)
    try:
        got.append(obj["x"])
    except KeyError:
        for base in bases:
            got.append(base)
            break
    got.append(1)
    return got


def for_else_continue_in_clause(keys, table, bases):
    got = []
    for key in keys:
        try:
            value = table[key]
        except KeyError:
            for base in bases:
                if key in base:
                    value = base[key]
                    break
            else:
                continue
        got.append(value)
    return got


def clause_return_then_nested_try(fail, got):
    # 3.12+: the clause's ``return`` copies the code after the statement: not the end of the
    # nested try that follows (its body ends the same way)
    try:
        try:
            got.append(fail(0))
        except OSError:
            return
        try:
            try:
                got.append(fail(1))
            except (AttributeError, PermissionError):
                got.append(2)
        except FileExistsError:
            got.append(3)
    except:
        got.append(4)
        raise


def try_in_named_clause_at_end(a, out):
    # 3.11/3.12: the clause's exit (POP_EXCEPT, name clean-up, return) is copied onto each
    # path out of the inner try: its else path and its clause's exit reach different copies
    try:
        out.append(1 // a)
    except ZeroDivisionError as exc:
        try:
            out.append(len(exc.args[0]) // (a + 1))
        except ZeroDivisionError:
            out.append("inner")


def bare_except_if_return_else_reraise(f, quiet, log):
    # 3.10: the implicit ``return None`` after the try is copied after its POP_BLOCK; the
    # clause's ``return`` reads the same (its own copy), its other path re-raises
    try:
        log.append(f())
    except:
        if quiet and log is not None:
            return
        raise


def clause_as_return_then_if_return(f, buf, log):
    # 3.10: the clause's ``return`` reads like a copy of a ``return None`` after the
    # statement; the one in the following if's branch is not where the clause joins
    if not buf:
        try:
            n = f()
        except KeyError as exc:
            log.append(exc.args)
            return
        if n:
            return
    log.append(buf)


def clause_return_then_try_early_return(opener, name, log):
    # 3.10: the clause's ``return None`` reads like a copy of the code after the statement;
    # the early ``return None`` in the next try body is not where the clause joins
    try:
        f = opener(name)
    except OSError:
        log.append("error")
        return None
    try:
        log.append(f)
        if f:
            log.append("early")
            return None
        log.append("late")
        return f
    except:
        log.append("cleanup")
        raise


def while_true_try_first_clause_continue(log, items):
    # the try is the loop's first statement; the clause's ``continue`` jumps to the
    # header, the body to the loop's last jump back
    while True:
        try:
            if len(log) > 3:
                break
            log.append({1: "one"}[items.pop()])
        except KeyError:
            log.append("k")
            continue
        except IndexError:
            break
    return log


def try_while_true_break_copied_tail(log, items):
    # the break leaves the loop to the end of the try body and a copy of the code after
    # the statement (a short return), copied into the clause too
    n = 0
    it = iter(items)
    try:
        while True:
            n += {1: 1, 5: 5, 30: 30}[next(it)]
            if n > 20:
                break
            log.append(n)
    except KeyError:
        pass
    return abs(n)


def while_try_clauses_threaded_past_break(items, got):
    # 3.8/3.9: the handlers go on at the ``break`` after the try; the body's jump and some
    # of the handlers' are threaded through it (where their argument would not grow)
    tarinfo = None
    while items:
        try:
            tarinfo = items.pop(0)(got)
        except KeyError as e:
            if got:
                got.append("0x%X: %s" % (len(got), e))
                got.append(len(got) * 512)
                continue
        except IndexError as e:
            if len(got) > 2:
                got.append("0x%X: %s" % (len(got), e))
                got.append(len(got) * 512)
                continue
            elif not got:
                raise ValueError(str(e))
        except ZeroDivisionError:
            if len(got) == 1:
                raise ValueError("empty file")
        except TypeError as e:
            if len(got) == 0:
                raise ValueError(str(e))
        except AttributeError as e:
            raise ValueError(str(e))
        break
    got.append(tarinfo)
    got.append(len(got))
    return got


def while_try_clause_nested_try_if_raise(batches, got):
    # 3.8/3.9: the clause's if/else both raise, the jump over its else-branch kept dead
    # (the clause lies past the loop's last back edge), and the final ``break`` is dead:
    # the clauses' and the body's jumps to it threaded past it
    for items in batches:
        while items:
            try:
                value = items.pop(0)()
            except KeyError:
                if got:
                    got.pop()
                    continue
            except Exception as e:
                if isinstance(e, ValueError):
                    raise RuntimeError("bad: %s" % e)
                else:
                    raise e
            break
        got.append(value)
    return got


def _gen_of(n, value):
    """A fresh generator for each call (samples are copied): yields 0..n-1, returns value."""
    class _Coro:
        def __deepcopy__(self, memo):
            return _Coro()

        def __init__(self):
            self.it = iter(range(n))

        def send(self, _):
            for x in self.it:
                return x
            if value is None:
                raise StopIteration
            raise StopIteration(value)
    return _Coro()


def while_true_clause_ternary_break(coro):
    # 3.8/3.9: the except clause (past the loop's last back edge, the try body's jump
    # back) holds a ternary: its jump stays in the clause, no ``break``
    buffer = []
    result = None
    while True:
        try:
            buffer.append(coro.send(None))
        except StopIteration as ex:
            result = ex.args[0] if ex.args else None
            break
    return buffer, result


def try_return_except_return_dead_tail(test):
    # 3.8/3.9 keep the statement after a try whose body and clause always return (dead)
    try:
        return test()
    except TypeError:
        return str(test)
    return repr(test)


def try_for_return_const(opts, got):
    # 3.8-3.10: ``return <constant>`` in a loop in a try pops the iterator and leaves the
    # try block (POP_BLOCK) before it loads the constant: no break to a moved tail
    try:
        for opt in opts:
            if opt == "-k":
                return
            got.append(opt)
    except (KeyError, TypeError):
        got.append(None)
    got.append(0)
    return got


def while_true_except_break_finally(log, items):
    while True:
        if not items:
            break
        item = items.pop()
        try:
            log.append(10 // item)
        except ZeroDivisionError:
            log.append("zero")
            break
        finally:
            log.append("fin")
    return log


def while_try_body_break_except_finally(log, items):
    # 3.10: the body's break leaves both blocks right after it (POP_BLOCK; POP_BLOCK; the
    # finally copy; a copy of ``return log``), where the code after a statement that falls
    # through would be copied: not an ``else: break`` (its block follows the handlers)
    while items:
        item = items.pop()
        try:
            log.append(10 // item)
            break
        except ZeroDivisionError:
            log.append("zero")
        finally:
            log.append("fin")
    return log


def while_true_try_else_returns(log, items):
    # 3.10: the else clause lies before the loop's jump back, where the handlers go: too
    # long to be a copy of the code after the loop (an ``else: break``), it is the clause
    while True:
        if not items:
            break
        item = items.pop()
        try:
            log.append(10 // item)
        except ZeroDivisionError:
            log.append("zero")
        else:
            log.append("ok")
            return log
    log.append("empty")


def while_true_try_else_continue(log, items):
    while True:
        if not items:
            break
        item = items.pop()
        try:
            log.append(10 // item)
        except ZeroDivisionError:
            log.append("zero")
        else:
            log.append("ok")
            continue


def while_true_try_except_break(f, log):
    # the loop never loops: no clause goes back, the body ends in ``break`` (3.8/3.9 keep
    # the dead jump back after it, the try's own jumps threaded past the break)
    while True:
        try:
            x = f()
        except ValueError:
            log.append("bad")
            raise
        break
    return x


def while_true_try_except_return_break(f, log):
    while True:
        try:
            x = f()
        except ValueError:
            return None
        log.append(x)
        break
    return x


def try_for_break_else_return(xs, c, log):
    try:
        for x in xs:
            if c(x):
                break
        else:
            return log
    except OSError:
        pass
    log.append("after")


def except_type_with_jumps(f, c, log):
    for i in range(2):
        try:
            log.append(f())
        except (KeyError if c else ValueError) as e:
            log.append(type(e).__name__)
        except OSError or c:
            log.append("os")
    return log


def while_try_else_clause_break(log, items):
    # 3.11: the clause leaves the loop, and the else part lies between the body and the
    # handlers (the code after the statement would follow the handlers)
    while items:
        item = items.pop()
        try:
            value = 10 // item
        except ZeroDivisionError:
            log.append("zero")
            break
        else:
            log.append(value)
    return log


def while_true_try_body_continue(log, items):
    while True:
        if not items:
            break
        item = items.pop()
        try:
            log.append(10 // item)
            continue
        except ZeroDivisionError:
            log.append("zero")
    return log


def while_true_try_if_continue_then_break(log, items):
    # 3.11+: the continue leaves the try body (its jump back is the loop's only one, which no
    # entry covers); the rest of the try body, placed after it, is loop code, not the exit
    while True:
        try:
            if items.pop() > 2:
                continue
            log.append(10 // items[-1])
        except (ZeroDivisionError, IndexError):
            log.append("e")
        break
    return log


def clause_return_then_chained_test(words, version, log):
    # 3.10: the clause's ``return False`` reads like a copy of the code after the try; the
    # copies of ``return False`` later in the function lie inside ifs: no join there
    if len(words) >= 3:
        try:
            if not version.startswith("HTTP/"):
                raise ValueError
        except (ValueError, IndexError):
            log.append(version)
            return False
        if len(version) > 6 and words[0] >= "G":
            log.append(words[0])
            return False
    if not 2 <= len(words) <= 3:
        return False


def nested_try_clauses_exit_copies(first, second, log):
    # 3.11-3.12: in an if-branch ending the function, the clauses of the inner try jump each to
    # a copy of its own of the ``return None`` after the statements (tempfile's onexc)
    if first is not None:
        try:
            try:
                log.append(first())
            except ValueError:
                log.append("value")
            except KeyError:
                log.append(second())
        except TypeError:
            log.append("type")
    else:
        log.append(second())


def clause_return_then_copied_exit(first, stop, log):
    # 3.10-3.12: the clause's own ``return`` (a line of its own) is not a copy of the return
    # after the statements that its other path jumps to
    if first is not None:
        try:
            try:
                log.append(first())
            except ValueError:
                if stop:
                    return
                log.append("value")
        except TypeError:
            log.append("type")
    else:
        log.append(stop)


def raise_then_dead_code_in_try(log, x):
    # 3.8/3.9 keep the dead statement after the raise, up to the body's POP_BLOCK
    try:
        log.append(x)
        raise ValueError(x)
        log.append(2)
    except ValueError:
        log.append(3)


def raise_then_dead_code_in_try_finally(log, x):
    # the same in a try/finally body (test_yield_from's generator g2)
    try:
        log.append(x)
        raise ValueError(x)
        log.append(2)
    finally:
        log.append(3)


def while_true_except_continue_then_bare(log, items):
    # 3.10: the first clause's continue jumps straight back to the header, the bare clause
    # falls into the loop's jump back, where the try goes on (idlelib.run.main)
    while True:
        try:
            log.append(10 // items.pop())
        except ZeroDivisionError:
            continue
        except:  # noqa: E722
            log.append("bare")
            if not items:
                return log


def while_true_break_nested_clause(log, args, params):
    # 3.10: the break leaves both clauses (POP_EXCEPT twice) right before the nested
    # table's RERAISE: not the nested clause's own exit (inspect.Signature._bind)
    args, params = iter(args), iter(params)
    while True:
        try:
            log.append(next(args))
        except StopIteration:
            try:
                log.append(next(params))
            except StopIteration:
                break
    for item in args:
        log.append(item)
    return log


def for_except_break_then_try(log, f):
    # 3.10: the bare clause's break falls into the code after the loop: its exit is not
    # a later try's clause exit (test_exceptions' testExceptionCleanupState)
    for item in [0, 1]:
        try:
            log.append(f(item))
        except:  # noqa: E722
            break
    try:
        log.append(f(2))
    except KeyError:
        log.append("key")
    log.append(len(log))
    return log


def while_try_continue_dead_code(log, items):
    # 3.8/3.9: the dead statement after the continue, which the compiler keeps, runs up to
    # the try body's POP_BLOCK (test_grammar's test_continue_stmt)
    while items:
        try:
            log.append(10 // items.pop())
            continue
            log.append("dead")
        except ZeroDivisionError:
            log.append("except")
    return log


def try_for_filters(out, xs):
    # 3.12+: in a try body, the compiler's split jump back (``if not x % 3: ...`` closing
    # the loop body) has no handler, a ``continue`` statement's jump has the try's
    try:
        for x in xs:
            if not x % 5:
                continue
            if not x % 3:
                out.append(x)
    except TypeError:
        out.append(None)


def try_for_then_return(xs):
    # 3.10: the try body ends with a ``for`` loop; the compiler copies the small ``return
    # out`` after the try statement onto the body's exit (after POP_BLOCK)
    out = []
    try:
        for x in xs:
            out.append(x)
    except TypeError:
        out.append(None)
    return out


# 3.8/3.9: the clauses' jumps out (dropped after their ``return``) went past the else
# clause, to the ``return None`` kept at the end
def try_except_else_returns_at_end(d, key):
    try:
        d[key]
    except KeyError:
        return False
    else:
        return True


# the final ``try`` explains the ``return None`` kept after it: no else for the ``if``
def if_return_then_try_returns_at_end(f, x):
    if x is None:
        return f()
    try:
        return f(x)
    except TypeError:
        return None


def if_return_then_try_else_after_raise_clause(d, key):
    if key is None:
        return None
    try:
        v = d[key]
    except KeyError:
        raise ValueError(key)
    except TypeError:
        return 0
    else:
        return v


# the ``return None`` at the end runs (a clause falls through to it): no else
def handler_falls_to_end_after_try_returns(obj, log):
    if obj is None:
        return
    try:
        obj.marker
        return
    except AttributeError:
        obj.marker = log
    log.append(obj)


# 3.8/3.9: the code after a try whose body always raises is dead, the ``return None`` ending
# it too, but it follows a call (no jump's doing): no else clause
def try_raises_clause_returns_then_call(log, exc):
    try:
        raise exc
    except TypeError:
        return
    log.append("no TypeError: %s" % type(exc).__name__)


def try_if_then_raise(log, x):
    # 3.10: the code after the statement, a small block ending in a raise, is copied onto
    # each path out of the try body (after its POP_BLOCK: the if's exit and its end) and
    # into the clause; the copies are the raise after the statement
    try:
        if x:
            log.append(1 // (x - 1))
    except ZeroDivisionError:
        log.append(None)
    raise ValueError(log)


def try_only_return_constant(log):
    # 3.11: the body (``return 5``, emitted after its protection ends) gets no exception-table
    # entry; the handler code that follows it is reached by nothing
    try:
        return 5
    except:
        log.append(2)
    log.append(3)


def try_return_constant_last(log):
    # 3.10: the body's ``return 5`` leaves the try's block before loading its constant
    # (POP_BLOCK; LOAD_CONST; RETURN_VALUE), like a copy of the code after the statement;
    # the handler runs into other code, not a copy of it
    try:
        log.append(1)
        return 5
    except:
        log.append(2)
    log.append(3)


def named_clause_exit_small_block_copied(log, fail):
    # 3.12+: the code after the statement (a call and the implicit return, a small exit
    # block: four instructions) is copied after the clause's POP_EXCEPT and name
    # clean-up, with its line
    try:
        value = 1 // fail
    except ZeroDivisionError as exc:
        log.append(str(exc)[:4])
    else:
        log.append(value)
    list()


def try_return_none_clause_goes_on(log, x):
    # 3.10: the body's own ``return None`` (POP_BLOCK; LOAD_CONST None; RETURN_VALUE) reads like
    # a copy of the implicit return after the statement; the bare clause goes on into other code
    try:
        return None
    except:  # noqa: E722
        log.append(x)
    log.append(2)


def final_return_none_after_handlers(x, verbose):
    # 3.11: a final ``return None`` that only a ``JUMP`` reaches (out of the except
    # clauses) has a line of its own: 3.11 copies only the line-less implicit return onto
    # a jump (torch's _dynamo.utils.torchscript)
    try:
        return 10 // x
    except ZeroDivisionError:
        if verbose:
            x = 1
        else:
            x = 2
    return None


def while_true_try_continue_dead_clause(log):
    # 3.11+: the try body ``continue`` cannot raise: no exception-table entry leads to the
    # clause, and the jump is the loop header's jump to itself (the loop never ends: it is
    # defined, not run)
    def spin(x):
        while True:
            try:
                continue
            except ValueError:
                x = x + 1

    log.append(spin.__name__)
    return log


class _Swallow:
    def __init__(self, log, swallow):
        self.log, self.swallow = log, swallow

    def __enter__(self):
        return len(self.log)

    def __exit__(self, exc_type, exc, tb):
        self.log.append(exc_type.__name__ if exc_type else None)
        return self.swallow


def named_clause_with_returns_then_code(log, x, swallow):
    # 3.11+: a with in a clause with an ``as`` name: the clause's body is covered by the
    # name's clean-up handler, and the with's swallowing path leaves the clause (its
    # POP_EXCEPT, then the jump to the code after the try)
    try:
        log.append(1 / x)
    except (ZeroDivisionError, TypeError) as e:
        with _Swallow(log, swallow) as z:
            log.append(str(e)[:4])
            return z // (len(log) - 1)
    log.append("after")
    return log


def try_pass_then_if_and_return_none(f, a, b):
    # 3.12+: the explicit final 'return None' is one block that both jumps of the 'and'
    # and the code before reach (the implicit return would be copied onto each of them);
    # the handler lies after it (torch's _dynamo.variables.object_protocol.vt_identity_compare)
    try:
        f(a)
    except ZeroDivisionError:
        pass
    if a and b:
        return 3
    return None


class _Runner:
    def __init__(self, n):
        self.n = n
        self.pool = 0

    @property
    def running(self):
        self.n -= 1
        return self.n >= 0


def while_test_try_return_clause_goes_on(runner, log, fail):
    # 3.12+: the bottom test's exit is a jump back to a copy of the final return placed
    # right after the try body's return, not the copy the entry test jumps to
    while runner.running:
        try:
            log.append(1 // fail.pop())
            return
        except ZeroDivisionError:
            runner.pool += 1


def named_clause_and_test_returns_copy(g, s, need):
    # 3.12+: the clause's ``return False`` is the one copy of the return after the try
    # statement (its jump there inlined): ``if a and b: return False`` in the clause
    try:
        g()
        if need:
            g()
        return False
    except Exception as e:
        if s is not None and s not in repr(e):
            return False
        return True


def clause_return_ternary_constant(x, fallback):
    # 3.10+: ``return a if c else 0`` in an except clause: the constant stays loaded over
    # the pop of the exception state (``SWAP; POP_EXCEPT``), which a ``return 0`` would not
    try:
        r = 1 // x
    except ZeroDivisionError:
        return fallback if fallback is not None else 0
    return r


def try_else_inner_try_returns_copies(rc, key, log):
    # 3.12+: the else part holds a try whose handler comes before the statement's own
    # (compiled first): no code after the statement; the clause runs a copy of the return
    # after the statement (the POP_EXCEPT before it), not a return of its own
    state = None
    try:
        data = rc[key]
    except KeyError:
        log.append(1)
    else:
        if data is not None:
            try:
                state = 10 // data
            except ZeroDivisionError:
                log.append(2)
            else:
                log.append(3)
        else:
            log.append(4)
    return state


SAMPLES = {
    "try_else_inner_try_returns_copies": [({}, "a", []), ({"a": None}, "a", []), ({"a": 0}, "a", []), ({"a": 5}, "a", [])],
    "clause_return_ternary_constant": [(1, None), (0, None), (0, 5)],
    "named_clause_and_test_returns_copy": [(abs, None, False), (lambda: 1 / 0, None, True), (lambda: 1 / 0, "zero", False),
                                           (lambda: 1 / 0, "nothing", True), (int, "x", True)],
    "while_test_try_return_clause_goes_on": [(_Runner(0), [], []), (_Runner(3), [], [0, 0]),
                                             (_Runner(3), [], [0, 0, 0, 0]), (_Runner(2), [], [1, 0])],
    "except_for_return_none_then_if": [(0, [], []), (0, [5], []), (1, [], []), (2, [], [])],
    "named_clause_with_returns_then_code": [([], 1, False), ([], 0, False), ([], 0, True), (["x"], None, False)],
    "while_true_try_continue_dead_clause": [([],)],
    "try_pass_then_if_and_return_none": [(abs, 1, 2), (lambda v: 1 / v, 0, 2), (abs, 1, 0), (abs, 0, 2)],
    "try_return_none_clause_goes_on": [([], 1)],
    "try_return_constant_last": [([],)],
    "named_clause_exit_small_block_copied": [([], 1), ([], 0)],
    "try_only_return_constant": [([],)],
    "raise_then_dead_code_in_try": [([], 1)],
    "raise_then_dead_code_in_try_finally": [([], 1)],
    "nested_try_clauses_exit_copies": [(int, int, []), (lambda: int("x"), int, []), ({}.popitem, int, []),
                                       ({}.popitem, lambda: int("x"), []), ({}.popitem, lambda: None + 1, []),
                                       (lambda: None + 1, int, []), (lambda: [][1], int, []), (None, int, [])],
    "clause_return_then_copied_exit": [(int, True, []), (lambda: int("x"), True, []),
                                       (lambda: int("x"), False, []), (lambda: None + 1, True, []),
                                       (lambda: [][1], True, []), (None, 3, [])],
    "try_for_then_return": [([1, 2],), (None,)],
    "try_if_then_raise": [([], 0), ([], 1), ([], 3), ([], "x")],
    "try_for_filters": [([], list(range(16))), ([], [3, "a", 6]), ([], [])],
    "while_try_continue_dead_code": [([], [1, 0, 2]), ([], [])],
    "for_except_break_then_try": [([], lambda x: 10 // x), ([], {1: 5, 2: 6}.__getitem__), ([], [4, 5, 6].__getitem__)],
    "while_true_break_nested_clause": [([], [1, 2], [3, 4]), ([], [], [])],
    "while_true_except_continue_then_bare": [([], [1, 0, "x", 5]), ([], []), ([], [0, "x"])],
    "while_true_try_else_returns": [([], [1, 0, 0]), ([], [0]), ([], [])],
    "while_try_body_break_except_finally": [([], [1, 0, 0]), ([], [0]), ([], [])],
    "while_true_try_first_clause_continue": [([], [1, 2, 1]), ([], []), ([], [1, 1, 1, 1, 1])],
    "try_while_true_break_copied_tail": [([], [1, 5, 30]), ([], [1, 0]), ([], [0])],
    "for_break_in_clause": [({"x": 1}, [2], []), ({}, [2, 3], []), ({}, [], [])],
    "for_else_continue_in_clause": [(["a", "b", "c"], {"a": 1}, [{"b": 2}]), ([], {}, []), (["z"], {}, [{}])],
    "clause_return_then_nested_try": [(_fail_on(-1), []), (_raiser(OSError), []), (_fail_on(1), []),
                                      (_raiser(KeyError), [])],
    "if_while_true_retry_break": [("abc", lambda p: 1 / (len(p) < 2) and p, []), (5, str, []), ("x", str, [])],
    "while_except_continue": [([1, 0, 2, 5], []), ([], []), ([0], [])],
    "if_retry_loop_then_tail": [([1, 2], []), ([], [])],
    "finally_for_nested_try": [(_fail_on(-1), [1, 2, 3], []), (_fail_on(2), [1, 2, 3], []), (_fail_on(0), [1], [])],
    "finally_if_try_return": [(_Proc(1), _fail_on(-1), 1), (_Proc(1), _fail_on(1), 1), (_Proc(1), _fail_on(0), 1),
                              (_Proc(0), _fail_on(-1), 1), (_Proc(1), _fail_on(0), 0)],
    "finally_try_clause_returns": [(_fail_on(-1), 1, []), (_fail_on(1), 1, []), (_fail_on(0), 1, []),
                                   (_fail_on(0), 0, [])],
    "three_nested_tries": [(_fail_on(-1), []), (_raiser(AttributeError), []), (_raiser(FileExistsError), []),
                           (_raiser(KeyError), [])],
    "while_two_tries_in_clause": [({}, "a", [1, 2, 3]), ({"a": [9]}, "a", []), ({}, "a", []), ({}, "a", [1, 0, 5, 4]),
                                  ({}, "a", [1, 0])],
    "try_in_clause_if_return": [({"help_a": lambda out: out.append(1)}, "a", []), ({"do_a": "doc"}, "a", []),
                                ({"do_a": ""}, "a", []), ({}, "a", [])],
    "nested_try_except_tail": [("ab", []), ("", []), (3, [])],
    "bare_except_nested_try_break_in_loop": [([len, int, len], [len]), ([len, len], [len]), ([], [])],
    "nested_try_in_clause_then_if_continue": [([len, int, len], [len, 5]), ([len], [len]), ([], [])],
    "try_continue_clause_continue": [(["1", "", "x"], []), ([], [])],
    "try_continue_clause_break_else": [(["1", "x"], []), (["1", None, "x"], [])],
    "while_try_continue_in_body": [(["1", "x", "2"], []), ([], [])],
    "try_endless_loop_in_while_true": [([iter([1, 2]), iter([3])], [])],
    "for_try_endless_loop": [([iter([1, 2]), iter([3])], []), ([], [])],
    "try_endless_loop_clause_continue": [([iter([1, 2]), iter([3])], []), ([], [])],
    "try_loop_break_in_loop": [([iter([1, None, 2]), iter([3])], []), ([], [])],
    "try_endless_loop_in_loop": [([iter([1, 2]), iter([3])], []), ([], [])],
    "try_else_if_in_if": [(None, "ab", []), (None, "", []), (None, 3, []), ("x", "a", []), (None, "", [5])],
    "try_continue_in_body": [(["1", "0.5", "7.5", "x"], []), ([], [])],
    "bare_except_nested_try_then_raise_in_loop": [([len, int], []), ([len], [len]), ([], [])],
    "bare_except_after_raise_falls": [([],)],
    "typed_then_bare_falls": [("x", [])],
    "loop_bare_except_then_later_try": [(["1", "", "x"], []), ([], []), (["x"], [])],
    "bare_except_nested_try_reraise": [("key",), ("value",), ("ok",)],
    "clause_try_finally_raises": [("value", []), ("ok", [])],
    "clause_try_finally_raises_gen": [("value", []), ("ok", [])],
    "retry_else_if_raise_break": [("12ab", []), ("-1x", []), ("ab", []), ("7", [])],
    "retry_else_break": [(["a", "3"], []), (["a", "b", "3"], []), (["1"], [])],
    "retry_else_break_as": [(["a", "3"], []), (["a", "b", "c", "3"], []), (["1"], [])],
    "retry_continue_then_break": [(["a", "b", "3"], []), (["1"], [])],
    "retry_continue_if_then_break": [(["a", "b", "3"], True, []), (["a", "2"], False, []), (["1"], True, [])],
    "clause_as_elif_and_falls": [(_raise_code, 401, []), (_raise_code, 404, []), (_raise_code, 500, []),
                                 (str, 7, [])],
    "clause_while": [(int, [1, 2]), (len, [1]), (lambda xs: int("x"), [3, 4])],
    "clause_while_else_break": [(len, [1]), (lambda xs: int("x"), [0, 3, 0]), (lambda xs: int("x"), [0, 0])],
    "clause_while_break_no_else": [(len, [1]), (lambda xs: int("x"), [0, 3, 0]), (lambda xs: int("x"), [0, 0])],
    "clause_while_else_break_as": [(len, [1]), (lambda xs: int("x"), [0, 3, 0]), (lambda xs: int("x"), [])],
    "if_try_except_else_in_loop": [(["a", "7", "b"], {"7": int, "b": int}, []), ([], {}, [])],
    "elif_try_except_else_closes_branch": [("x", {"x": int}, []), ("7", {"7": int}, []), ("y", {}, []),
                                           ("", {}, []), ("z", {}, ["z"])],
    "if_try_except_return_else": [("7", []), ("x", []), ("", [])],
    "nested_clause_falls_to_raise": [({"a": 1}, "a", []), ({}, "7", []), ({}, "x", [])],
    "retry_loop_in_endless_loop": [(["1", "x", "2", "-1"], []), (["x", "-5"], []), (["3"], [])],
    "bare_excepts_in_a_row": [([], 1, 1), ([], 0, 1), ([], 1, 0), ([], 0, 0)],
    "try_if_returns_value_both_ways": [(("en", None),), (("en", "utf8"),), (None,), ((1, 2, 3),)],
    "clause_for_returns": [(int, "7", []), (int, "x", ["a", "x"]), (int, "x", ["a"])],
    "clause_as_try_returns": [("{a}", {"a": 1}), ("{var}", {}), ("{b}", {})],
    "clause_try_returns": [("{a}", {"a": 1}), ("{x}", {}), ("{b}", {})],
    "try_elif_chain_copied_tail": [(1, []), (2, []), (3, []), (4, [])],
    "except_falls_else_raises": [("x", []), ("12", [])],
    "except_returns_then_ifs": [(None, 0), (_Closable(True), 0), (_Closable(False), 1), (_Closable(False, True), 0)],
    "bare_except_cleanup_loops_reraise": [([], [1, None], 0), (["ab"], [1], 1), ([], [], 1)],
    "except_elif_continue_in_loop": [([("a", None), ("b", 2), ("args", None), ("c", None)], {"a": 1}), ([], {})],
    "except_if_nested_if_else": [((5, -1), 1, [3, 4]), ((5, 1), 1, [3, 4]), ((5, 1), 0, [3, 4])],
    "nested_try_in_except_in_loop": [(["a", "None", "b", "c"], {"a": 1}, {"b": 2}), ([], {}, {})],
    "except_if_else_copied_return": [({1: "x"}, 1, None), ({}, 1, None), ({}, 2, None), ({}, 2, str)],
    "loop_body_raises_then_continues": [([1, 2],), ([],)],
    "loop_body_raises_with_finally": [([1, 2],), ([],)],
    "except_returns_else_raises": [("x",), ("12",)],
    "try_except": [("value",), ("ok",)],
    "try_except_as": [("value",), ("key",), ("x",), ("err",)],
    "try_multiple_handlers": [("value",), ("key",), ("err",), ("other",), ("ok",)],
    "try_bare_except": [("value",), ("ok",)],
    "try_except_else": [("err",), ("ok",)],
    "try_finally": [("ok",), ("value",)],
    "try_except_finally": [("ok",), ("value",), ("key",)],
    "try_except_else_finally": [("ok",), ("value",), ("key",)],
    "nested_try": [("value", "key"), ("value", "ok"), ("ok", "ok"), ("key", "ok"),
                   ("value", "err")],
    "try_in_loop": [(["a", "value", "b", "key", "c"],)],
    "except_in_except": [("value",), ("ok",)],
    "raise_forms": [(0,), (1,), (2,), (3,), (4,), (5,), (6,), (7,)],
    "raise_class_or_instance": [(ValueError,), (_Err,)],
    "exception_variable_cleared": [("value",), ("ok",)],
    "handler_with_return_value": [("value",), ("ok",)],
    "reraise_after_cleanup": [("value",), ("ok",)],
    "exception_types_from_expression": [("value", [ValueError, KeyError]),
                                        ("key", [ValueError, KeyError, _Err]),
                                        ("ok", [ValueError])],
    "try_nested_while_tests": [([[1, 2], [3]], lambda got: len(got) > 5), ([[1], []], lambda got: False),
                               ([], lambda got: len(got) > 0)],
    "try_nested_while_at_end": [([[1, 2]], lambda got: len(got) >= 2, []), ([[]], lambda got: True, []),
                                ([[3]], lambda got: 1 / len(got) > 2, [])],
    "try_in_named_clause_at_end": [(1, []), (0, []), (-1, [])],
    "clause_return_then_try_early_return": [(str, "x", []), (str, "", []), (open, "/nonexistent/undis", []),
                                            (len, 3, [])],
    "clause_as_return_then_if_return": [(int, [], []), (lambda: 1, [], []), ({}.popitem, [], []),
                                        (int, [1], [])],
    "bare_except_if_return_else_reraise": [(int, True, []), (list, False, []), (lambda: 1 / 0, True, []),
                                           (lambda: 1 / 0, False, [])],
    "try_for_return_const": [(["a", "-k", "b"], []), (["a", 3], []), ([], [])],
    "try_return_except_return_dead_tail": [(int,), (3,)],
    "while_true_clause_ternary_break": [(_gen_of(3, "done"),), (_gen_of(0, None),), (_gen_of(2, 0),)],
    "while_try_clauses_threaded_past_break": [([{}.pop, [].pop, lambda g: 1], ["x"]), ([[].pop], []),
                                              ([{}.pop, [].pop, [].pop], []), ([lambda g: 1 / 0], ["a"]),
                                              ([lambda g: 1 / 0], []), ([len], ["a", "b"]), ([None], []),
                                              ([lambda g: g.nope], [])],
    "while_try_clause_nested_try_if_raise": [([[{}.pop, lambda: 3], [int]], [1]), ([[lambda: int("x")]], []),
                                             ([[lambda: [][1]]], []), ([[{}.pop]], []), ([], [])],
    "while_true_except_break_finally": [([], [1, 0, 2]), ([], [1, 2]), ([], [])],
    "while_true_try_else_continue": [([], [1, 0, 2]), ([], [])],
    "while_true_try_except_break": [(int, []), (lambda: int("x"), [])],
    "while_true_try_except_return_break": [(int, []), (lambda: int("x"), [])],
    "except_type_with_jumps": [(lambda: {}["x"], True, []), (lambda: int("x"), False, []), (lambda: 1, True, []),
                               (lambda: open("/nonexistent/undis"), 0, [])],
    "try_for_break_else_return": [([1, 2, 3], lambda x: x > 1, []), ([1], lambda x: x > 1, []),
                                  ([2, 0], _raiser(OSError), [])],
    "while_try_else_clause_break": [([], [1, 0, 2]), ([], [2, 5]), ([], [])],
    "while_true_try_body_continue": [([], [1, 0, 2]), ([], [])],
    "while_true_try_if_continue_then_break": [([], [1, 5, 2, 9]), ([], [4, 0, 1]), ([], [0]), ([], [1]), ([], [])],
    "clause_return_then_chained_test": [(["GET", "/", "HTTP/1.1"], "HTTP/1.1", []), (["A", "/", "x"], "x", []),
                                        (["A", "/", "HTTP/1"], "HTTP/1", []), (["A"], "", []),
                                        (["A", "b", "c", "d"], "", []), (["A", "b"], "", [])],
    "try_except_else_returns_at_end": [({1: 2}, 1), ({}, 1)],
    "if_return_then_try_returns_at_end": [(len, None), (len, "ab"), (len, 3)],
    "if_return_then_try_else_after_raise_clause": [({1: 2}, None), ({1: 2}, 1), ({1: 2}, 5), ({1: 2}, [])],
    "handler_falls_to_end_after_try_returns": [(None, []), (_Other(), []), (type("M", (), {"marker": 1})(), [])],
    "try_raises_clause_returns_then_call": [([], 1), ([], ValueError)],
    "final_return_none_after_handlers": [(2, ""), (0, "v"), (0, "")],
    "except_as_for_return_value": [([], [1, 2], 0), ([], [1, 2], 1), ([], [], 1)],
    "except_as_for_return_constant": [([], [0, 2], 0), ([], [0, 2], 1), ([], [0], 1)],
    "try_returns_bare_clause_then_with": [([], 1), ([], 0)],
    "try_returns_bare_clause_then_try": [([], 1), ([], 0)],
}


def except_as_for_return_value(log, items, fail):
    # 3.11+: ``return x`` in a loop in an ``except ... as e`` clause pops the iterator from
    # under the value, then the exception state, then deletes ``e``, then returns
    try:
        if fail:
            raise KeyError(fail)
        log.append(0)
    except (KeyError, TypeError) as e:
        for item in items:
            return item, str(e)
    log.append(1)
    return log


def except_as_for_return_constant(log, items, fail):
    try:
        if fail:
            raise KeyError(fail)
        log.append(0)
    except KeyError as e:
        log.append(str(e))
        for item in items:
            if item:
                return 1
    return log


def except_for_return_none_then_if(x, items, log):
    # 3.12+: the return in the except clause's for loop pops the iterator, as a break
    # would, then returns None: the loop's exit leaves the clause for the code after the
    # try, so this is no break to a return None past an else clause
    try:
        log.append(1 // x)
    except:
        for x in items:
            return None
    if x == 1:
        return 1



def try_returns_bare_clause_then_with(log, x):
    # 3.10: the try body returns, the bare clause falls into the code after the statement
    # right after its POP_EXCEPT (its jump there dropped): a statement, not the rest of an
    # exit that leaves the clause
    try:
        return 1 // x
    except:
        log.append(x)
    with _Swallow(log, False):
        log.append(2)


def try_returns_bare_clause_then_try(log, x):
    # 3.10: as try_returns_bare_clause_then_with; the later try's clause ends with a copy
    # of the final return, which is no copy of this clause's tail
    try:
        return 1 // x
    except:
        log.append(x)
    try:
        log.append(2 // x)
    except:
        log.append(3)
