"""except* and exception groups (Python 3.11+)."""

MIN_VERSION = (3, 11)


def _group(*excs):
    return ExceptionGroup("group", list(excs))  # noqa: F821


def except_star_basic(kinds):
    log = []
    try:
        raise _group(*[ValueError(k) if k == "v" else KeyError(k) for k in kinds])
    except* ValueError as eg:
        log.append(("value", len(eg.exceptions)))
    except* KeyError as eg:
        log.append(("key", len(eg.exceptions)))
    return log


def except_star_partial(kinds):
    try:
        try:
            raise _group(*[ValueError(k) if k == "v" else TypeError(k) for k in kinds])
        except* ValueError:
            pass
    except* TypeError as rest:
        result = ("leftover", [type(e).__name__ for e in rest.exceptions])
    else:
        result = "all handled"
    return result


def except_star_tuple_and_else(flag):
    log = []
    try:
        if flag:
            raise _group(OSError("o"))
    except* (OSError, KeyError) as eg:
        log.append(eg.exceptions[0].args)
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log


def except_star_plain_exception():
    try:
        raise ValueError("naked")
    except* ValueError as eg:
        caught = type(eg).__name__, [e.args for e in eg.exceptions]
    return caught


def except_star_reraise(kinds):
    try:
        raise _group(*[ValueError(k) for k in kinds])
    except* ValueError:
        raise


def except_star_no_name():
    try:
        raise _group(KeyError("a"))
    except* KeyError:
        handled = True
    return handled


def except_star_in_loop(items):
    log = []
    for item in items:
        try:
            if item:
                raise _group(ValueError(item))
            log.append("ok")
        except* ValueError as eg:
            log.append(len(eg.exceptions))
    return log


def except_star_while_else(n):
    count = 0
    while count < n:
        try:
            if count % 2:
                raise _group(ValueError(count))
        except* ValueError:
            count += 2
        else:
            count += 1
    return count


def except_star_nested(flag):
    log = []
    try:
        try:
            raise _group(KeyError("k"), ValueError("v"))
        except* KeyError:
            log.append("inner")
            if flag:
                raise _group(TypeError("t"))
    except* (ValueError, TypeError) as eg:
        log.append(sorted(type(e).__name__ for e in eg.exceptions))
    finally:
        log.append("done")
    return log


def except_star_loop_in_clause(words):
    total = 0
    try:
        raise _group(*[ValueError(w) for w in words])
    except* ValueError as eg:
        for e in eg.exceptions:
            if e.args[0]:
                total += len(e.args[0])
            else:
                total -= 1
    return total


def except_star_try_in_clause(key):
    try:
        raise _group(KeyError(key))
    except* KeyError as eg:
        try:
            found = {"a": 1}[eg.exceptions[0].args[0]]
        except KeyError:
            found = None
    return found


def except_star_in_function_loop_with_finally(items):
    log = []
    for item in items:
        try:
            if item:
                raise _group(ValueError(item))
            raise _group(TypeError(item))
        except* ValueError:
            log.append("v")
        except* TypeError:
            log.append("t")
        finally:
            log.append("f")
    return log


def except_star_in_plain_try(flag):
    try:
        try:
            raise ValueError(flag)
        except* TypeError as eg:
            result = eg
    except ValueError:
        result = "plain"
    return result


def except_star_empty_finally(flag):
    log = []
    try:
        if flag:
            raise _group(ValueError(flag))
    except* ValueError:
        log.append("caught")
    else:
        log.append("else")
    finally:
        pass
    return log


def except_star_reraise_nested(kinds):
    try:
        try:
            raise _group(*[ValueError(k) if k == "v" else TypeError(k) for k in kinds])
        except* TypeError:
            pass
        except* ValueError:
            raise
    except Exception as e:
        caught = [type(x).__name__ for x in e.exceptions]
    else:
        caught = None
    return caught


def except_star_reraise_in_loop(rounds):
    log = []
    for kinds in rounds:
        try:
            try:
                raise _group(*[ValueError(k) if k == "v" else TypeError(k) for k in kinds])
            except* TypeError:
                pass
            except* ValueError:
                raise
        except Exception as e:
            caught = e
        log.append(type(caught).__name__)
    return log


SAMPLES = {
    "except_star_reraise_in_loop": [([["v", "t"], ["v"]],), ([],)],
    "except_star_basic": [(["v", "k", "v"],), (["k"],)],
    "except_star_partial": [(["v", "t"],), (["v"],)],
    "except_star_tuple_and_else": [(True,), (False,)],
    "except_star_reraise": [(["a", "b"],)],
    "except_star_in_loop": [([0, 1, 2],), ([],)],
    "except_star_while_else": [(0,), (5,)],
    "except_star_nested": [(True,), (False,)],
    "except_star_loop_in_clause": [(["ab", "", "c"],)],
    "except_star_try_in_clause": [("a",), ("b",)],
    "except_star_in_function_loop_with_finally": [([1, 0, 2],)],
    "except_star_in_plain_try": [(1,)],
    "except_star_empty_finally": [(True,), (False,)],
    "except_star_reraise_nested": [(["v", "t"],), (["t"],)],
}
