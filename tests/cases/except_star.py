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


SAMPLES = {
    "except_star_basic": [(["v", "k", "v"],), (["k"],)],
    "except_star_partial": [(["v", "t"],), (["v"],)],
    "except_star_tuple_and_else": [(True,), (False,)],
    "except_star_reraise": [(["a", "b"],)],
}
