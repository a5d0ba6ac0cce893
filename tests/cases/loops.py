"""while / for loops with else, break, continue, nesting."""


def for_simple(xs):
    total = 0
    for x in xs:
        total += x
    return total


def for_else(xs, target):
    for x in xs:
        if x == target:
            r = "found"
            break
    else:
        r = "missing"
    return r


def for_continue(xs):
    out = []
    for x in xs:
        if x < 0:
            continue
        out.append(x)
    return out


def while_simple(n):
    i = 0
    while i < n:
        i += 1
    return i


def while_else(n, stop):
    i = 0
    while i < n:
        if i == stop:
            break
        i += 1
    else:
        return ("exhausted", i)
    return ("stopped", i)


def while_true_break(n):
    i = 0
    while True:
        i += 1
        if i >= n:
            break
    return i


def while_continue(n):
    i = 0
    evens = []
    while i < n:
        i += 1
        if i % 2:
            continue
        evens.append(i)
    return evens


def nested_loops_break(rows):
    found = None
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            if v == 0:
                found = (r, c)
                break
        else:
            continue
        break
    return found


def loop_with_return(xs):
    for x in xs:
        while x > 0:
            if x == 3:
                return "three"
            x -= 1
    return "none"


def for_range_step(n):
    return [i for i in range(n, 0, -2)], sum(range(0, n, 3))


def for_tuple_target(d):
    out = []
    for k, v in sorted(d.items()):
        out.append(f"{k}={v}")
    return out


def for_over_attribute(obj):
    out = []
    for obj.item in [1, 2]:
        out.append(obj.item)
    return out


def for_else_with_continue(xs):
    count = 0
    for x in xs:
        if x:
            continue
        count += 1
    else:
        count += 100
    return count


def while_with_complex_condition(xs):
    i = 0
    while i < len(xs) and xs[i] is not None and not xs[i] < 0:
        i += 1
    return i


def empty_loop_bodies(n):
    for _ in range(n):
        pass
    i = 0
    while i < n:
        i += 1
    return i


def loop_else_nested(n):
    out = []
    for i in range(n):
        j = 0
        while j < i:
            if (i + j) % 4 == 3:
                out.append(("break", i, j))
                break
            j += 1
        else:
            out.append(("else", i))
    return out


class _Obj:
    pass



def if_closes_for_body(xs):
    out = []
    for x in xs:
        out.append(x)
        if x > 1:
            out.append(-x)
    return out


def if_break_closes_for_body(xs):
    total = 0
    for x in xs:
        total += x
        if total > 5:
            break
    return total


def if_elif_closes_for_body(xs):
    out = []
    for x in xs:
        if x > 2:
            out.append("big")
        elif x > 0:
            out.append("small")
    return out


def if_closes_while_body(n):
    i, odd = 0, 0
    while i < n:
        i += 1
        if i % 2:
            odd += 1
    return odd


def while_last_in_for(xs):
    out = []
    for x in xs:
        while x > 0:
            x -= 2
            out.append(x)
    return out



def explicit_continue_closing_body(xs):
    out = []
    for x in xs:
        if x:
            out.append(x)
            continue
    return out


def try_else_closing_body(xs):
    out = []
    for x in xs:
        try:
            v = 10 // x
        except ZeroDivisionError:
            out.append("zero")
        else:
            out.append(v)
    return out



def loop_body_never_loops(xs):
    for x in xs:
        if x:
            return x
        else:
            raise ValueError(x)
    return None


def first_or_else(xs):
    for x in xs:
        break
    else:
        return "empty"
    return x



def membership_if_closing_body(xs, seen):
    for x in xs:
        if x > 1 and x not in seen:
            seen.append(x)
    return seen


def membership_continue(xs):
    out = []
    for x in xs:
        if x in (1, 2):
            continue
        out.append(x)
    return out


def while_true_continue_in_except(keys, table):
    it = iter(keys)
    while True:
        try:
            return table[next(it)]
        except StopIteration:
            return None
        except KeyError:
            continue


def nested_if_else_closes_loop(pairs, seen):
    out = []
    for k, v in pairs:
        if v is None:
            if k in seen:
                out.append(k)
        else:
            out.append(v)
    while pairs:
        if pairs.pop()[1] is None:
            if seen:
                out.append(len(seen))
        else:
            out.append(0)
    return out


def nested_if_else_deeper_closes_loop(rows, seen):
    # 3.12: the nested ifs' false jumps go to the line-less jump over the else-branches,
    # threaded to the header (``c; POP_JUMP_IF_TRUE L; JUMP header; L: ...``)
    out = []
    for k, v, w in rows:
        if w:
            if v is None:
                if k in seen:
                    out.append(k)
            else:
                out.append(v)
        else:
            out.append(w)
    return out


def nested_if_else_then_more(rows, seen):
    out = []
    for k, v in rows:
        if v is None:
            if k in seen:
                out.append(k)
                if k:
                    out.append(1)
        else:
            out.append(v)
    return out


def while_test_continue(items, out):
    # 3.12+: the continue jumps to the loop's entry test, the body's end to its bottom copy
    while items:
        word = items.pop()
        if not word:
            continue
        out.append(word)
    return out


def while_and_test_continue(items, out):
    # 3.10+: each part of the test leaves to its own copy of the implicit ``return None``
    while items and len(out) < 3:
        word = items.pop()
        if not word:
            continue
        out.append(word)


def while_and_test_except_continue(items, out):
    # (hypothesis' ConjectureRunner.generate_mutations_from)
    while items and len(out) < 3:
        try:
            x = 12 // items.pop()
        except ZeroDivisionError:
            out.append(0)
            continue
        out.append(x)


def while_walrus_continue(items, out):
    it = iter(items)
    while word := next(it, None):
        if word == "-":
            continue
        out.append(word)
    return out


def while_true_continue_then_return(values):
    # the rest of the body after the continue test returns: placed after the loop's jump back
    while True:
        v = values.pop()
        if not v > 2:
            continue
        return v


def while_test_continue_then_return(values):
    # 3.8/3.10: the entry test's exit is past the returning rest of the body
    while values:
        v = values.pop()
        if not v > 2:
            continue
        return v
    return 5


def while_true_continue_then_raise(values, out):
    while True:
        v = values.pop()
        if v > 2:
            continue
        out.append(v)
        raise ValueError(v)


def while_true_continue_then_break(values):
    # 3.8/3.9: the jump of the continue test leaves the loop (a break closes the body)
    while True:
        v = values.pop()
        if not v > 2:
            continue
        break
    return v


def for_while_true_continue_then_return(items, values):
    for x in items:
        while True:
            v = values.pop()
            if not v:
                continue
            return v + x
    return None


def while_true_two_continues_then_return(values, out):
    while True:
        v = values.pop()
        if not v:
            continue
        if v > 3:
            out.append(v)
            continue
        return v


def nested_try_continue(names, out):
    # 3.13: the inner clause's exit is the jump out of the outer try body
    for name in names:
        try:
            try:
                out.append(int(name))
            except ValueError:
                out.append(float(name))
        except (ValueError, TypeError):
            continue
    return out


def nested_and_test_then_elif(items, recursive, out):
    # 3.12: ``not recursive`` and the call's test each jump to the header; the elif's body last
    for x in items:
        if x == "*":
            if not recursive and hasattr(out, "append"):
                out.append("all")
        elif not hasattr(out, x):
            try:
                out.append(int(x))
            except ValueError:
                if x == "-":
                    continue
                raise
    return out


def while_true_try_break(items):
    it = iter(items)
    out = []
    while True:
        try:
            out.append(next(it))
        except StopIteration:
            break
    return out


def while_true_raise_then_try_break(items, limit):
    it = iter(items)
    while True:
        if len(items) > limit:
            raise ValueError(limit)
        try:
            next(it)
        except StopIteration:
            break
    return limit


def while_else_compound_test(n, stop):
    i = 0
    r = []
    while i < n and i != 7:
        if i == stop:
            r.append(1)
            break
        i += 1
    else:
        r.append(2)
    r.append(i)
    return r


def while_else_in_if(a, n, stop):
    i = 0
    if a:
        while i < n:
            if i == stop:
                break
            i += 1
        else:
            i = -1
    return i


def while_break_last_in_for(xs):
    out = []
    for x in xs:
        while x > 0:
            x -= 2
            if x == 1:
                break
        out.append(x)
    return out


def while_and_of_or(seg):
    a = 0
    while a < len(seg) and (seg[a].isspace() or seg[a] != "["):
        a += 1
    return a


def for_try_return_except_continue(xs, table):
    for x in xs:
        try:
            return table[x]
        except KeyError:
            continue
    return None


def while_try_break_except(funcs, stack):
    # the loop's only back edge is in the except clause
    node = None
    while stack:
        try:
            node = funcs[-1](stack)
            break
        except IndexError:
            stack.pop()
    return node, stack


def for_try_else_break_long_tail(cmds, run, log):
    # 3.12+: the break jumps past the loop's else clause; the latch is the except clause's jump
    for cmd in cmds:
        try:
            info = run(cmd)
        except (OSError, ValueError):
            continue
        else:
            break
    else:
        return None
    info = info.strip()
    log.append(info)
    if info.endswith("."):
        info = info[:-1]
    log.append(len(info))
    return info


def nested_for_try_continue_return(xs, ys, table):
    # ``return`` in nested for loops pops both iterators; the inner loop loops only
    # from its except clause
    for x in xs:
        for y in ys:
            key = x + y
            try:
                value = table[key]
            except KeyError:
                continue
            return (value, key)
    raise LookupError("none found")


def while_walrus_or_test_continue(s, n):
    # 3.10+: ``continue`` goes to the top test, the bottom copy of the test into the body
    a = 0
    out = []
    while a < n and ((ch := s[a]).isspace() or ch != "["):
        a += 1
        if ch == " ":
            continue
        out.append(ch)
    return out


def nested_for_else_return(mro, methods):
    # the inner return pops both iterators (3.12+: SWAP 2; POP_TOP twice)
    for method in methods:
        for base in mro:
            if method in base:
                if base[method] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


def while_body_ends_in_while(n, sigs):
    # 3.8/3.9: the inner loop's test jumps back to the outer header (not an inverted test)
    expected = 0
    while expected < n:
        sigs.append(expected)
        expected += 2
        while len(sigs) < expected and len(sigs) < 100:
            sigs.append(-1)
    return sigs


def while_cond_try_break_copied_exit(stack, table):
    # 3.10: the break in the clause runs a copy of the code after the loop (return found)
    found = None
    while stack:
        try:
            found = table[stack.pop()]
        except KeyError:
            break
    return found


def for_try_except_return_none(parts, obj):
    # the clause returns a constant from inside a for loop (pops the iterator first)
    for part in parts:
        try:
            obj = getattr(obj, part)
        except AttributeError:
            return None
    return obj


def try_endless_loop_until_error(items):
    # 3.10: the try body is an endless loop (no POP_BLOCK): it ends right before the handlers
    out = []
    try:
        while True:
            out.append(items.pop())
    except IndexError:
        pass
    return out


def while_test_try_break(items, n):
    it = iter(items)
    out = []
    while len(out) < n:
        try:
            out.append(next(it))
        except StopIteration:
            break
    return out


def while_continue_in_for(lines, out):
    # 3.12+: the inner loop's entry test jumps over its exit (a jump back to the for
    # header); ``continue`` goes to that entry test, the bottom test to the body
    for line in lines:
        i = 0
        n = len(line)
        while i < n:
            if line[i] != "=":
                i += 1
            elif i + 1 == n:
                i += 1
                continue
            else:
                i += 2
            if i == n:
                out.append(i)
    return out


def while_break_then_continue(code, n, out):
    # 3.13: the ``continue`` after the inner if's ``break`` is one jump reached by one test
    # (like a copied line-less jump in a for loop), but a while body ends with its test
    i = 0
    while i < n:
        ch = code[i]
        i += 1
        if ch == "\n":
            if n > 3:
                if i > 2:
                    out.append(i)
                out.append(0)
                break
            continue
        if ch == "x":
            i += 1
        out.append(ch)
    out.append(len(out))
    out.append(i)
    return out


def while_continue_then_if_break(xs, out):
    # 3.8/3.9: the body's last ``break`` comes after its last live jump back (the continue);
    # the if's false jump is threaded straight to the loop exit, the dead jump back follows
    i = 0
    while i < len(xs):
        i += 1
        if xs[i - 1] == 1:
            continue
        if i > 2:
            out.append(i)
        break
    return out


def while_true_continue_then_if_break(xs, out):
    i = 0
    while True:
        i += 1
        if i < len(xs) and xs[i]:
            continue
        if i > 2:
            out.append(i)
        else:
            out.append(-i)
        break
    return out


def while_true_two_tries_return(table, key):
    # 3.12+: the first try body always returns, so the second try (code only its except
    # clause reaches) is placed with the handlers, and its clause jumps back to the header
    n = 0
    while True:
        try:
            return table[key]
        except KeyError:
            n += 1
        try:
            return table[key + "!"]
        except KeyError:
            table[key] = n


def while_try_break_else_in_while(stack, calls):
    # 3.12+: the inner loop's body is reached only from its except clause (the try body
    # breaks), so it is placed with the handlers and its exit jumps back to the else clause
    while True:
        stack.append(len(calls))
        while stack:
            try:
                calls.pop()()
                break
            except IndexError:
                stack.pop()
        else:
            break
    return stack


def for_while_true_try_break_cycle(nodes, seen, succ):
    # graphlib.TopologicalSorter._find_cycle's shape: the inner break goes to the outer
    # loop's jump back, which 3.12+ places after the inner loop's body
    stack = []
    for node in nodes:
        while True:
            if node in seen:
                return node
            seen.add(node)
            stack.append(iter(succ.get(node, ())).__next__)
            while stack:
                try:
                    node = stack[-1]()
                    break
                except StopIteration:
                    stack.pop()
            else:
                break
    return None


def while_try_break_falls_to_exit(name, module, imports, errors):
    # unittest.TestLoader.loadTestsFromName's shape: the try body's break falls into the
    # code after the loop (3.12+ places the rest of the loop body with the handlers)
    parts = name.split(".")
    if module is None:
        parts_copy = parts[:]
        while parts_copy:
            try:
                module = imports[".".join(parts_copy)]
                break
            except KeyError:
                parts_copy.pop()
                if not parts_copy:
                    errors.append(name)
                    return None
        parts = parts[1:]
    return module, parts


def while_if_else_raise_then_elif_raise(elem, flag):
    # 3.10+: the then-branch ends with an if/else whose else raises (no jump after it); the
    # jump over that else is the outer if's end, not the code after its else-branch
    i = 0
    while i < len(elem):
        if elem[i] == 1:
            if flag:
                elem[i] = 5
            else:
                raise ValueError(i)
        elif elem[i] == 2:
            raise KeyError(i)
        i += 1
    return elem


def while_nested_elif_continue_raise(elem, kind):
    # xml.etree.ElementInclude._include's shape
    i = 0
    while i < len(elem):
        e = elem[i]
        if e == 1:
            if kind == "xml":
                elem[i] = 5
            elif kind == "text":
                del elem[i]
                continue
            else:
                raise ValueError(kind)
        elif e == 2:
            raise KeyError(e)
        else:
            elem[i] = -e
        i += 1
    return elem


def nested_while_true_elif_chains(tokens, log):
    it = iter(tokens)
    while 1:
        tt = next(it, "")
        if not tt:
            break
        elif tt == "#":
            continue
        elif tt == "m":
            name = next(it)
        else:
            raise ValueError(tt)
        while 1:
            tt = next(it, "")
            if tt in {"", "m"}:
                if log:
                    log.append(name)
                    break
                else:
                    raise ValueError(name)
            elif tt == "p":
                log.append(next(it))
            else:
                raise ValueError(tt)
    return log


def while_try_break_then_tail(items, log):
    # 3.10: the try body's break jumps straight to the code after the loop (an
    # ``else: break`` clause keeps its own jump there)
    while items:
        try:
            log.append(items.pop()[0])
            break
        except IndexError:
            log.append(None)
    log.append(len(items))
    log.append(len(log))
    return log


def for_while_try_else_break_then_tail(items, funcs, log):
    # the inner loop's else breaks the outer one; its try's else clause breaks the inner one
    for f in funcs:
        while items:
            try:
                log.append(f(items.pop()))
            except ValueError:
                log.append(None)
            else:
                break
        else:
            break
        log.append(f)
    return log


def nested_while_and_test(batches, stop, got):
    # the inner loop is the outer one's last statement and its test an 'and': 3.8/3.9
    # thread the test's jumps straight to the outer header, so the outer loop's own
    # jump back is dead code
    while not stop(got):
        while batches and batches[-1]:
            got.append(batches[-1].pop())
    return got


def nested_while_last(batches, stop, got):
    # a simple inner test: its jump threaded to the outer header too (3.8/3.9 took the
    # outer test for an inverted loop's entry test and dropped the outer loop)
    while not stop(got):
        while batches:
            got.append(batches.pop())
    return got


def while_if_break_first(b, got):
    # 3.8/3.9: ``if c: break`` keeps its own jump (``c; jump-if-false L; JUMP exit``),
    # which a ``while`` test never has: not ``while not (not b or c)``
    while b(got):
        if len(got) > 5:
            break
        got.append(1)
    got.append(0)
    return got


def nested_while_if_break(a, b, got):
    while a(got):
        while b(got):
            if len(got) > 5:
                break
            got.append(1)
        got.append(0)
    return got


def while_if_else_break(a, got):
    # 3.8/3.9 thread the test's jump to the else-branch's ``break`` straight to the loop's
    # exit and leave that jump dead after the then-branch's jump over it (the output
    # used to drop the code after the loop)
    while a(got):
        got.append(0)
        if len(got) % 3:
            got.append(3)
        else:
            break
        got.append(1)
    return got


def while_nested_if_else_break(a, got):
    while a(got):
        if len(got) % 5:
            if len(got) % 3:
                got.append(3)
            else:
                break
            got.append(2)
        else:
            break
        got.append(1)
    return got


def while_if_else_break_then_more(a, b, got):
    # 3.8/3.9: the else-branch's jump to the loop exit is threaded and left dead after the
    # then-branch's jump over it: not ``while a and b``
    while a(got):
        if b(got):
            got.append(1)
        else:
            break
        got.append(2)
    return got


def while_true_nested_if_else_break(b, c, got):
    # every jump to the exit is an if's (no while test): ``while True``
    while True:
        if b(got):
            if c(got):
                got.append(3)
            else:
                break
            got.append(2)
        else:
            break
        got.append(1)
    return got


def while_nested_if_else_break_last(a, b, c, got):
    # no code after the inner if: both then-branches end in jumps past the outer else
    while a(got):
        if b(got):
            if c(got):
                got.append(3)
            else:
                break
        else:
            break
        got.append(1)
    return got


def while_nested_and_if_else_break(a, b, c, d, got):
    # the outer if's test has two jumps: both go where the inner if's goes
    while a(got):
        if b(got) and c(got):
            if d(got):
                got.append(3)
            else:
                break
            got.append(2)
        else:
            break
        got.append(1)
    return got


def while_nested_if_else_break_elif(a, b, c, got):
    while a(got):
        if b(got):
            if c(got):
                got.append(3)
            else:
                break
            got.append(2)
        elif c(got):
            got.append(5)
        else:
            break
        got.append(1)
    return got


def for_nested_if_else_break(xs, got):
    for x in xs:
        if x % 5:
            if x % 3:
                got.append(3)
            else:
                break
            got.append(2)
        else:
            break
        got.append(x)
    return got


def while_if_nested_if_else_break(a, b, c, got):
    # the nested if-else-breaks inside an enclosing if whose else-branch is a break too
    while a(got):
        if len(got) % 7:
            if b(got):
                if c(got):
                    got.append(3)
                else:
                    break
                got.append(2)
            else:
                break
        else:
            break
        got.append(1)
    return got


def while_if_and_if_else_break(a, b, c, z, got):
    # an if-else-break whose test has two jumps, nested in another: each dead jump is its own if's
    while a(got):
        if z(got):
            if b(got) and c(got):
                got.append(3)
            else:
                break
        else:
            break
        got.append(1)
    return got


def while_three_nested_if_else_break(a, b, c, d, got):
    while a(got):
        if b(got):
            if c(got):
                if d(got):
                    got.append(4)
                else:
                    break
                got.append(3)
            else:
                break
            got.append(2)
        else:
            break
        got.append(1)
    return got


def for_nested_if_else_continue(xs, got):
    for x in xs:
        if x % 5:
            if x % 3:
                got.append(3)
            else:
                continue
            got.append(2)
        else:
            continue
        got.append(x)
    return got


def while_nested_if_else_break_loop_else(a, b, c, got):
    while a(got):
        if b(got):
            if c(got):
                got.append(3)
            else:
                break
            got.append(2)
        else:
            break
        got.append(1)
    else:
        got.append(9)
    return got


def while_if_else_break_last(a, b, got):
    x = 0
    while a(got):
        if b(got):
            x = len(got)
            got.append(x)
        else:
            break
    return x


def for_last_while_and3_continue(xs, b, c, got):
    # 3.12+: an inverted while nested last in a for body, with a continue: each part of
    # its entry test jumps over its own exit jump back to the for header
    for x in xs:
        got.append(0)
        while b(got) and c(got) and got:
            if len(got) % 2:
                got.append(2)
                continue
            got.append(1)
    return got



def for_last_while_or_and_continue(xs, b, c, got):
    for x in xs:
        got.append(0)
        while (b(got) or c(got)) and got:
            if len(got) % 2:
                got.append(2)
                continue
            got.append(1)
    return got



def for_else_last_while_and_or_continue(xs, b, c, got):
    for x in xs:
        got.append(0)
        while b(got) and (c(got) or not got):
            if len(got) % 2:
                got.append(2)
                continue
            got.append(1)
    else:
        got.append(7)
    return got



def for_last_while_and_continue_break(xs, b, c, got):
    for x in xs:
        got.append(0)
        while b(got) and c(got):
            if len(got) % 2:
                got.append(2)
                continue
            if len(got) % 5 == 1:
                break
            got.append(1)
    return got



def for_for_last_while_and_continue(xs, ys, b, c, got):
    for x in xs:
        for y in ys:
            got.append(0)
            while b(got) and c(got):
                if len(got) % 2:
                    got.append(2)
                    continue
                got.append(1)
    return got


def while_if_continue_else_break(node, got):
    # the then-branch ends in ``continue``: its dead jump over the else-branch is not a
    # threaded else (lib2to3.btm_utils.MinNode.leaf_to_root)
    while node:
        if node % 2:
            got.append(node)
            if node % 3:
                node -= 1
                continue
            else:
                node -= 2
                break
        got.append(-node)
        node -= 1
    return got


def for_while_or_test_last(rows, got):
    # 3.12+: the inner loop ends the outer body, so the exit jump of its entry test goes
    # back to the for header (not past the inner body), and that 'or' test's last jump is
    # taken on false
    for row in rows:
        got.append(0)
        while row or not got:
            got.append(row.pop())
    return got


def for_while_break_last(rows, limit, got):
    # 3.12+: the inner loop ends the outer body: its exit is a jump back to the for
    # header, and its break jumps straight there
    for row in rows:
        got.append(0)
        while row:
            if len(got) > limit:
                break
            got.append(row.pop())
    return got


def for_elif_continue_else(xs, got):
    # 3.8/3.9: the elif branch's ``continue`` is followed by its dead jump over the else
    # branch (threaded to the loop header): an if with an else, not two ifs
    for x in xs:
        got.append(x)
        if x % 3 == 0:
            got.append(4)
        elif x % 3 == 1:
            continue
        else:
            got.append(5)
    return got


def while_else_if_else_break_last(a, got):
    # 3.8/3.9: the then-branch's jump over the else-branch's threaded ``break`` goes to
    # the header (the if ends the body), past the dead break and the dead jump back
    while a(got):
        got.append(0)
        if len(got) % 3:
            got.append(3)
        else:
            break
    else:
        got.append(7)
    return got


def while_if_continue_last(a, got):
    # 3.10+: the explicit ``continue`` that ends the body jumps to the entry test of the
    # inverted loop; without it the body would run into the test at the bottom
    while a(got):
        got.append(0)
        if len(got) % 2:
            got.append(2)
            continue
    return got


def while_clause_break_else(items, got):
    # a break out of an except clause goes past the loop's else clause to a small exit
    # block, which the compiler copied into the handler (3.10, 3.12+): the handler's copy
    # matches the code the else clause runs into, not the loop's exit
    while items:
        got.append(items.pop())
        try:
            got.append(6 // got[-1])
        except ZeroDivisionError:
            break
    else:
        got.append(7)
    return got


def while_clause_break_if_else_break(items, got):
    # 3.10: the else-branch's break and the clause's break are both copies of the code
    # after the loop; the branch's copy (only its conditional jump reaches it) is not
    # where the clause joins the code after the try
    while items:
        got.append(items.pop())
        try:
            got.append(6 // got[-1])
        except ZeroDivisionError:
            break
        if got[-1] % 2:
            got.append(3)
        else:
            break
    return got


def while_two_clause_breaks(items, got):
    # 3.10: the first clause's copy of the code after the loop is found again in the
    # second try's handler code, which is no join of the first try
    while items:
        try:
            got.append(6 // items.pop())
        except ZeroDivisionError:
            break
        try:
            got.append(6 // items.pop())
        except (ZeroDivisionError, IndexError):
            break
    return got


def while_true_if_break_first(stop, got):
    # ``if c: break`` keeps its own jump to the loop's exit, which no conditional jump
    # reaches (the exit is only a break target): ``while True``, not ``while not c``
    while True:
        if stop(got):
            break
        got.append(1)
    got.append(0)
    return got


def while_true_if_or_break_first(stop, full, got):
    # 3.10+: not ``while not stop(): if full(): break`` either (that loop would repeat
    # its test at the bottom of the body)
    while True:
        if stop(got) or full(got):
            break
        got.append(1)
    got.append(0)
    return got


def while_true_if_break_then_while(a, b, got):
    # 3.11: the break's target (the return after the loop) is not copied into the body
    while True:
        if a(got):
            break
        got.append(0)
        while b(got):
            got.append(1)
    return got


def nested_for_return_const(bases, names):
    # ``return <constant>`` in nested loops pops every iterator before loading the
    # constant: not a break out of the inner loop into the code after it (3.8/3.9/3.11)
    for base in bases:
        for name in base:
            if name in names:
                return True
    return False


def for_while_for_return_const(bases, names, out):
    for base in bases:
        while base:
            for name in base.pop():
                if name in names:
                    return 5
                out.append(name)
    return out


def for_return_const_like_exit(xs):
    # ``return 0`` in the loop is the same code as the one after it: a break there would
    # keep its jump (3.8/3.9/3.11 copy no exit block that has a line of its own)
    for x in xs:
        if x == 1:
            return -1
        if x == 0:
            return 0
    return 0


def nested_for_break_falls_to_exit(rows, ok):
    # the outer ``break`` pops the iterator and runs straight into the loop's exit (its
    # jump to the next instruction dropped): a break, not a tail of the loop body
    pos = off = 0
    for idx, row in enumerate(rows):
        if not ok(row):
            continue
        for off, item in enumerate(row):
            if not ok(item):
                break
        pos = idx + off
        break
    if pos == 0:
        pos = -1
    return pos


def for_break_in_try_to_implicit_return(xs, out):
    # 3.10+ copy the implicit ``return None`` onto the break, outside the try's range
    try:
        for x in xs:
            if not x:
                break
            out.append(x)
    except ValueError:
        out.append(0)
        raise


def nested_while_if_break_last(a, b, got):
    # 3.8/3.9: the inner loop ends the outer body, every exit of it (its test, its break)
    # threaded to the outer header: the outer loop's last live back edge lies inside the
    # inner loop, and its body ends at the dead jump back after it
    while a(got):
        got.append(0)
        while b(got):
            if len(got) > 5:
                break
            got.append(1)
    return got


def while_true_break_then_nested_while(a, b, got):
    # 3.8/3.9: ``while True: if c: break`` then an inner loop last: no test jumps past the
    # body (the inner exits go to the outer header), yet ``if c: break`` keeps its own jump
    while True:
        if a(got):
            break
        got.append(0)
        while b(got):
            got.append(1)
    return got


def nested_and_test_if_break_last(xs, b, got):
    # 3.8/3.9: the inner test's jumps go to the outer header (threaded), the break's
    # condition jumps to its break (not threaded yet): the split of ``b and got`` from
    # ``if c: break`` follows where each conditional jump goes
    for x in xs:
        got.append(x)
        while b(got) and got:
            if len(got) > 5:
                break
            got.append(1)
    return got


def nested_or_test_if_break_last(a, b, got):
    # the inner test's first jump goes into the body (``or``): the test's exit is the
    # first backward jump of the test
    while a(got):
        got.append(0)
        while b(got) or not got:
            if len(got) > 5:
                break
            got.append(1)
    return got


def nested_or_break_condition_last(xs, b, c, got):
    # 3.8/3.9: the break's ``or`` jumps to the break when true, which goes (threaded once)
    # to the outer loop's jump back: that jump is live, the inner loop's exit
    for x in xs:
        while not b(got) or c(got):
            if len(got) > 9 or x in got:
                break
            got.append(2)
    return got


def nested_while_in_nested_last(a, b, c, got):
    # 3.8/3.9: loops nested three deep, each last in its body: the outer body ends at the
    # dead jump back after the middle loop's own dead jump back
    while a(got):
        while b(got):
            if c(got):
                break
            got.append(2)
            while len(got) % 4 == 1 and got:
                got.append(1)
    return got


def while_or_test_continue(b, got):
    # 3.10+: the entry test's first part jumps to the body, a later one out of the loop;
    # ``continue`` jumps to that entry test
    while b(got) or not got:
        if len(got) % 2:
            got.append(2)
            continue
        got.append(1)
    return got


def while_or_and_test_continue(b, c, got):
    # the first part of the entry test jumps to a later part, not to the body
    while (b(got) or not got) and c(got):
        if len(got) % 2:
            got.append(2)
            continue
        got.append(1)
    return got


def nested_while_or_test_continue(a, b, got):
    while a(got):
        got.append(0)
        while b(got) or not got:
            if len(got) % 2:
                got.append(2)
                continue
            got.append(1)
    return got


def nested_while_first_continue(a, b, got):
    # 3.10+: the inner loop starts the outer body: its entry test is where the outer
    # loop's bottom test jumps back to, and so does the inner ``continue``
    while a(got):
        while b(got):
            if len(got) % 2:
                got.append(2)
                continue
            got.append(1)
        got.append(0)
    return got


def while_true_nested_first_continue(a, b, got):
    while True:
        while b(got) and got:
            if len(got) % 2:
                got.append(2)
                continue
            got.append(1)
        if a(got):
            break
        got.append(0)
    return got


def while_and_slice_or_none(a, b):
    # a part of the test with jumps of its own (``post or None``): one condition, not an if
    post = 0
    while a[:post or None] and b[:post or None] and a[post - 1] == b[post - 1]:
        post -= 1
    return a[:post or None]


def while_and_call_ternary(xs, flag):
    n = 0
    while xs and len(xs[0] if flag else xs) > n:
        n += 1
    return n


def while_true_nested_continue_then_return(reads, block):
    # the loop's only jump back is the ``continue`` of an if nested in the body (read as the
    # bottom test of the loop): ``if c: continue`` then the exit
    while True:
        rec = reads.pop()
        if rec < 0 or not rec % 3:
            if block:
                continue
            return None
        return rec


def while_chain_test_break_continue(i, n, items):
    # the entry test is a compare chain: its clean-up (POP_TOP, then out) lies between the
    # test and the body; a ``continue`` goes back to it
    out = []
    while 0 <= i < n:
        item = items[i]
        i += 1
        if item is None:
            break
        if item < 0:
            continue
        out.append(item)
    return out, i


def while_true_not_chain_continue(items):
    # ``if not a < b < c: continue``: the chain's clean-up runs into the jump back that
    # its last comparison reaches too
    while True:
        u = items.pop()
        if not 0 < u < 10:
            continue
        if u > 3:
            return u


def elif_for_break_shares_exit(keys, zones, got):
    # 3.8/3.9: the inner loop's exit is the jump back to the outer header, where the
    # nested ``if`` of the first branch jumps too; its ``break`` is threaded there
    for k in keys:
        if k == "z":
            if not zones:
                raise ValueError(k)
        elif k == "Z":
            for value in zones:
                if value == k:
                    break
                got.append(value)
    return got


def for_if_break_else_break(keys, zones, got):
    # 3.8/3.9: both branches end in ``break``: the dead jump over the else-branch stays
    for k in keys:
        for value in zones:
            if value == k:
                break
            else:
                got.append(value)
                break
    return got


def while_true_if_ternary_raise(chars):
    # 3.8/3.9: the body ends with ``if c: <ternary>; raise``: its only live jump back is
    # the if's false jump, and the ternary's jump lies past it, before the dead jump back
    while True:
        char = chars.pop(0)
        if char == ":":
            break
        if not char.isalpha():
            msg = "unknown flag" if char.isdigit() else "missing :"
            raise ValueError(msg)
    return char


def while_body_always_breaks(a, log):
    # the loop never loops: its only jump back (3.8/3.9: kept, dead) follows the break
    while a(log):
        log.append(1)
        break
    return log


def for_ends_with_if_not_continue(xs, keep, log):
    for x in xs:
        log.append(x)
        if not keep(x):
            continue
    return log


def for_then_branch_ends_with_if_not_continue(xs, keep, log):
    # 3.13: the test jumps over the continue to its own copy of the jump over the else-branch
    for x in xs:
        if x:
            log.append(x)
            if not keep(x):
                continue
        else:
            log.append(0)
    return log


def for_nested_if_ends_with_if_not_continue(xs, keep, log):
    # 3.12: the test is inverted over the jump back that ends the then-branch
    for x in xs:
        if x:
            log.append(x)
            if not keep(x):
                continue
    return log


def for_ends_with_if_break_then_continue(xs, log):
    # 3.12+: the test jumps to the continue (the body's own end would be threaded and inverted)
    for x in xs:
        log.append(x)
        if x > 2:
            break
        continue
    return log


def while_true_ends_with_if_not_continue(xs, log):
    # 3.12+: the while's jump back has its line: `if c: rest` never inverts over a jump back
    while True:
        if not xs:
            return log
        log.append(xs.pop())
        if not log[-1] % 2:
            continue


def while_true_if_not_continue_then_break(xs, log):
    # 3.12+: the same `continue`, followed by the rest of the body
    while True:
        log.append(xs.pop())
        if not log[-1] % 2:
            continue
        if not xs:
            break
    return log


def for_ends_with_if_not_and_continue(xs, log):
    # 3.12+: both ways of the whole test `c and x` jump back (the continue has its own line);
    # 3.10/3.11: the test falls into the continue and jumps over it to the body's own jump back
    for x in xs:
        log.append(x)
        if not (x > 1 and x % 2):
            continue


def for_ends_with_if_not_or_continue(xs, log):
    # 3.12+: the same with `c or x`
    for x in xs:
        log.append(x)
        if not (x > 3 or x % 2):
            continue
    return log


def while_ends_with_if_not_and_continue(xs, log):
    # 3.12+: the same in a while loop (bottom-tested)
    while xs:
        log.append(xs.pop())
        if not (log[-1] > 1 and log[-1] % 2):
            continue
    return log


def while_true_ends_with_if_not_or_continue(xs, log):
    # 3.12+: in a while True loop (its jump back has a line)
    while True:
        if not xs:
            return log
        log.append(xs.pop())
        if not (log[-1] > 3 or log[-1] % 2):
            continue


def while_true_ends_with_if_not_and_continue(xs, log):
    # the test falls into the continue (to the `while True` line) and jumps over it to the
    # body's own jump back, which has a line (3.12+: it is not threaded to the header)
    while True:
        if not xs:
            return log
        log.append(xs.pop())
        if not (log[-1] > 1 and log[-1] % 2):
            continue


def for_ends_with_if_not_and_is_not_continue(xs, log):
    # 3.10/3.11: read as `not (... and ...)`, which keeps the `is not` of its jump
    for x in xs:
        log.append(x)
        if not (x > 1 and log[0] is not None):
            continue


def for_ends_with_if_not_and_continue_one_line(xs, log):
    # the continue on the test's line: 3.12+, both jumps back have one line
    for x in xs:
        log.append(x)
        if not (x > 1 and x % 2): continue  # noqa: E701


def for_ends_with_if_not_or_continue_one_line(xs, log):
    for x in xs:
        log.append(x)
        if not (x > 3 or x % 2): continue  # noqa: E701
    return log


def while_ends_with_if_not_and_continue_one_line(xs, log):
    while xs:
        log.append(xs.pop())
        if not (log[-1] > 1 and log[-1] % 2): continue  # noqa: E701
    return log


def while_ends_with_if_not_or_continue_one_line(xs, log):
    while xs:
        log.append(xs.pop())
        if not (log[-1] > 3 or log[-1] % 2): continue  # noqa: E701
    return log


def while_true_ends_with_if_not_and_continue_one_line(xs, log):
    while True:
        if not xs:
            return log
        log.append(xs.pop())
        if not (log[-1] > 1 and log[-1] % 2): continue  # noqa: E701


def for_ends_with_if_return_then_continue(xs, log):
    # 3.8/3.9 keep dead code: the continue and the body's own jump back, both unreached
    for x in xs:
        log.append(x)
        if x > 2:
            return x
        continue
    return log


def for_try_else_ends_with_if_break(xs, log):
    # 3.13: the test jumps to its own copy of the else part's line-less end (not threaded)
    for x in xs:
        try:
            v = 10 // x
        except ZeroDivisionError:
            log.append(0)
        else:
            log.append(v)
            if v > 4:
                break
    return log


def while_try_only_continue(log, items):
    # 3.10: the try body's continue jumps back to the loop's top test, its bare clause falls
    # into the copy of that test at the bottom of the loop (test_grammar's test_continue_stmt)
    while items:
        log.append(items.pop())
        try:
            continue
            log.append(0)  # (dead code)
        except:
            log.append(2)
    log.append(3)


def for_ends_with_if_not_and_or_continue(xs, a, b, log):
    # 3.12+: ``b`` true goes to the body's end, threaded to the header and spelled
    # ``jump-if-false L; JUMP header; L:`` (line-less): one exit with the body's own jump back
    for x in xs:
        log.append(x)
        if not (a(x) and (b(x) or x > 5)):
            continue


def for_try_only_continue_typed_clauses(log, items):
    # 3.11+: a try body that cannot raise gets no exception-table entry; its handler code is
    # emitted, reached by nothing (3.12+: placed last, the continue found by the clauses' exits)
    for x in items:
        log.append(x)
        try:
            continue
        except ValueError as e:
            log.append(e)
        except:
            log.append(2)
    log.append(3)


def if_then_while_1_else_break_join(a, i, log):
    # 3.12+: the then-branch's jump over the else-branch, placed after the loop, is
    # threaded into the loop's break: the break goes to the join, past the else-branch
    # (3.8/3.9: ``while 1: if c: x / else: break`` is not ``while c: x``, see below)
    if a:
        while 1:
            if i < 3:
                i += 1
            else:
                break
    else:
        i = -i
    log.append(i)
    return i


def if_then_while_1_else_break_ends(a, i, log):
    if a:
        while 1:
            if i < 3:
                i += 1
                log.append(i)
            else:
                break
    else:
        log.append(-i)


def if_then_while_true_break_else_join(a, i, log):
    # the break as the then-branch of an if with an else
    if a:
        while True:
            if i >= 3:
                break
            else:
                i += 1
    else:
        i = -i
    log.append(i)
    return i


def if_then_while_true_if_break_join(a, i, log):
    if a:
        while True:
            if i >= 3:
                break
            i += 1
    else:
        i = -i
    log.append(i)
    return i


def if_then_while_true_else_returns(a, i, log):
    # 3.12+: the else-branch never reaches the join the loop's break jumps to
    if a:
        while True:
            if i < 3:
                i += 1
            else:
                break
    else:
        return -1
    log.append(i)
    return i


def while_1_if_else_break(i, log):
    # 3.8/3.9: the else-branch's break is dead code after the then-branch's jump back (the
    # test's jump to it threaded past it), before the loop's own dead jump back: ``while c:
    # x`` would have neither
    while 1:
        if i < 3:
            i += 1
        else:
            break
    log.append(i)
    return i


def while_1_if_break_else(i, log):
    # 3.8/3.9: the dead jump over the else-branch after the break
    while 1:
        if i >= 3:
            break
        else:
            i += 1
    log.append(i)
    return i


def while_1_if_else_longer_break(i, log):
    # 3.8/3.9: the else-branch, before the loop's dead jump back, is no loop else clause
    while 1:
        if i < 3:
            i += 1
        else:
            log.append(i)
            break
    return i


def while_if_then_while_1_else_break_last(a, n, log):
    # 3.8/3.9: the inner loop ends the then-branch that ends the outer body: its test's
    # jump and its dead break are threaded to two different jumps back to the outer header
    while n:
        n -= 1
        if a:
            while 1:
                if n > 3:
                    n -= 1
                else:
                    break
        else:
            n -= 2
        log.append(n)
    return n


def for_if_then_while_1_else_break(a, xs, log):
    for x in xs:
        if a:
            while 1:
                if x < 3:
                    x += 1
                else:
                    break
        else:
            continue
        log.append(x)
    return log


def while_if_then_while_if_break_last(a, n, log):
    # 3.8/3.9: the inner loop ends the then-branch that ends the outer body: its test and
    # its break jump to the outer body's closing jump (not threaded to the outer header):
    # the test is the loop's own, not ``while True: if not n: break``
    while a(log):
        log.append(0)
        if len(log) % 4:
            while n:
                if len(log) > 5:
                    break
                n -= 1
                log.append(1)
        else:
            log.append(5)
    return n


def for_explicit_final_continue(items, log):
    # 3.8/3.9: the explicit final ``continue`` has a jump of its own before the body's (dead)
    for x in items:
        log.append(x)
        continue
    return log


def while_and_explicit_final_continue(a, log):
    while a and len(log) < 3:
        log.append(a)
        continue
    return log


def while_true_dead_code_after(log, n):
    # 3.8/3.9 keep the statements after a loop that never exits (dead code)
    while True:
        log.append(n)
        if len(log) > n:
            return log
    log.append("dead")
    return None


def return_then_dead_while(log):
    # 3.8/3.9 keep a loop after a ``return``: its header is a jump target
    return log
    while True:
        log.append("dead")


def for_break_then_dead_code(items, log):
    # 3.8/3.9 keep the statements after a ``break`` or a ``continue`` (dead code)
    for x in items:
        if x:
            log.append(x)
            continue
            log.append("dead")
        break
        log.append("dead")
    return log


def while_true_then_dead_for(items, log):
    # the body's own jump back is no ``continue`` followed by dead code: the dead loop
    # after it is the code after the loop
    while True:
        if len(log) > 2:
            return log
        log.append(0)
    for x in items:
        log.append(x)


def while_true_only_break(log):
    # 3.8/3.9: the break's jump, then the loop's dead jump back threaded through it
    while True:
        break
    log.append(1)
    return log


def if_body_while_continue(xs):
    # a nested ``while`` whose body is ``continue`` alone: its only jump back goes to its test
    it = iter(xs)
    if xs:
        while next(it, 0) > 1:
            continue
    return list(it)


class _Cm:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return None


def with_body_while_pass(xs, cm):
    # ``while c: pass``: its jump back (after the test copied at the bottom) has the test's
    # line, not one of its own (no ``continue``)
    it = iter(xs)
    with cm:
        while next(it, 0):
            pass
    return list(it)


def if_then_while_or_only_continue(b, more, log):
    # 3.10+: the jump back goes to the loop's only test (the end of a body would repeat it
    # at the bottom); the if's test before the loop is no copy of it
    if not b:
        while more(log) or len(log) == 3:
            continue
    log.append(b)


def inner_and_loop_ends_then(n, m):
    # 3.12+: the inner loop's bottom test leaves by two jumps that reach the outer loop's
    # jump back through different jumps (one through the exit jump after the test): one
    # exit when followed through
    out = []
    while True:
        if n > 6:
            break
        n += 1
        if n % 2:
            while m < n and n:
                m += 1
        else:
            out.append(n)
    return out, m


def for_if_then_while_continue_else(xs, n, got):
    for x in xs:
        if x:
            while len(got) < n:
                got.append(x)
                if len(got) % 2:
                    continue
                got.append(0)
        else:
            got.append(-1)
    return got


def for_if_then_for_break_else(rows, got):
    for row in rows:
        if row:
            for y in row:
                if y < 0:
                    break
                got.append(y)
        else:
            got.append(None)
    return got


def for_if_then_while_and_continue_else(xs, n, got):
    for x in xs:
        if x:
            while len(got) < n and x > 0:
                got.append(x)
                if len(got) % 2:
                    continue
                got.append(0)
        else:
            got.append(-1)
    return got


def while_if_then_while_or_break_else(n, m, got):
    while len(got) < n:
        got.append(0)
        if len(got) % 4:
            while len(got) < m or not got:
                if len(got) > 5:
                    break
                got.append(1)
        else:
            got.append(5)
    return got


def while_and_test_break(items):
    # 3.8/3.9: the test falls into the break, whose jump goes where the test's go; the
    # body's closing jump back follows it, dead
    it = iter(items)
    while next(it, 0) and next(it, 0):
        break
    return list(it)


def while_chain_test_continue(items):
    # 3.8/3.9: the test's jump over the chain's clean-up block is threaded through the
    # ``continue`` to the header; the continue and the closing jump back stay, dead
    it = iter(items)
    while 0 < next(it, 0) < 9:
        continue
    return list(it)



def while_continue_continue(n, out):
    # 3.8/3.9: the second ``continue`` is dead code before the body's dead closing jump
    while n > 0:
        n -= 1
        out.append(n)
        continue
        continue
    return out


def for_continue_continue(xs, out):
    for x in xs:
        out.append(x)
        continue
        continue
    return out



def while_true_first_while_else_break(n, got):
    # 3.8/3.9: the inner loop shares the outer header; its else-branch's break and its
    # closing jump back are dead (every jump to them threaded): they end the inner loop
    while True:
        while len(got) < n:
            if len(got) % 3:
                got.append(1)
            else:
                break
        if len(got) >= n:
            break
        got.append(0)
    return got


def for_then_branch_ends_in_test_else_raises(args, device):
    # 3.12+: the then-branch ends in ``if c: raise`` (``jump-if c L; JUMP header; L:``)
    # and the else-branch, which raises, is placed after the body's last jump back: the
    # then-branch still skips it (torch's _prims_common.check_same_device)
    found = []
    for arg in args:
        if isinstance(arg, str):
            found.append(arg)
            if device != arg:
                raise RuntimeError(arg)
        else:
            raise TypeError(arg)
    return found


def elif_branch_jumps_past_raising_else(nodes, ok, seen):
    # the then-branch's last ``if`` jumps past the else-branch, which raises (no jump of
    # its own to the join): the join is where that jump goes (torch's are_same_graph_modules)
    for a in nodes:
        if a == 1:
            return 1
        elif a == 2:
            if ok(a):
                if not seen.get(a, True):
                    return False
                if a in seen:
                    return False
            else:
                raise NotImplementedError(1)
        else:
            raise NotImplementedError(2)
        seen[a] = 1
    return True


def while_true_if_and_or_return(items):
    # 3.8/3.9: the test's jump into the then-branch (past the loop's last live jump back)
    # lands before the body's dead closing jump back: not the loop's exit
    while True:
        if items.pop() and (items.pop() or items.pop()):
            return len(items)


def for_then_while_continue(xs, log):
    # 3.8/3.9: the inner loop's test jumps straight to the outer header, threaded through
    # the ``continue`` after it (dead): the inner loop exits to that ``continue``
    for x in xs:
        if x > 1:
            while len(log) < x:
                log.append(x)
            continue
        log.append(-x)


def while_then_while_continue(xs, log):
    while xs:
        x = xs.pop()
        if x > 1:
            while len(log) < x:
                log.append(x)
            continue
        log.append(-x)


def while_true_while_with_break(xs, log):
    # 3.9/3.10: the inner loop (its header shared) ends with a with: the break jumps over
    # the with's dead exit and its handler, which jumps back to the header (no code to skip)
    while True:
        while True:
            with _Cm():
                break
        log.append(xs.pop())


def for_else_try_continue_then_with(items, log):
    # 3.8/3.9: the try's jump goes to the header (threaded through the dead ``continue``
    # after the bare except, which never falls through): the else-branch ends in ``continue``
    for x in items:
        if x > 2:
            log.append(x)
        else:
            try:
                log.append(10 // x)
            except:  # noqa: E722
                return log
            continue
        with _Cm():
            break
    return log


def except_while_break_dead_with_else(log, fail):
    # 3.8/3.9: the loop's last jump back is its dead with's handler's: the test's jump to the
    # else clause is no jump within a try body (the clause's ``as e`` block holds the loop)
    try:
        log.append(1 // fail)
    except ZeroDivisionError as e:  # noqa: F841
        while log and (len(log) > 1 or fail == 0):
            break
            with _Cm():
                return None
        else:
            log.append(2)
    return log


def while_true_sole_if_break(items, log):
    # 3.8/3.9: the body is only ``if c: break``: the test's false jump goes to the loop's
    # dead jump back after the break, threaded to the header (not ``while not c: pass``)
    while True:
        if items.pop():
            break
    log.append(len(items))
    return log


def for_end_not_or_and_not_in(items, out):
    # 3.12+: the jumps of ``b`` and ``c`` back to the header are each split into a jump
    # over a jump back; the last one is the if's own (it ends the loop body)
    for x in items:
        if not isinstance(x, str) or ("a" not in x and "b" not in x):
            out.append(x)
    return out


def for_end_nested_not_or_if(items, a, b, names, seen):
    # 3.12+: ``in a`` and ``in b`` jump back when true (jump-if-false over a jump back):
    # two ``if c: continue``, not operands of the nested if's test
    for x in items:
        if x.get("h"):
            seen[x["h"]] = x
        elif x.get("op") == "p":
            if not (x["t"] in a or x["t"] in b):
                if x["t"] in names:
                    seen[x["t"]] = 1
    return seen


def for_end_and_all_returns(pairs, v_args, check, origin, recursive):
    # 3.12+: each test of ``if a and b and c: return`` ending a branch of the loop body
    # jumps back when false: three ``if not x: continue`` (the compiler's code), not one test
    for c in pairs:
        if c is None:
            if check(c, c):
                return True
        else:
            if hasattr(c, "count") and c.count is not None:
                if origin == len(c):
                    if not recursive:
                        return True
                    c_args = c or None
                    if c_args is None or len(c_args) == 0:
                        return True
                    if (
                        v_args is not None
                        and len(v_args) == len(c_args)
                        and all(check(a, b) for a, b in zip(v_args, c_args))
                    ):
                        return True
            else:
                if origin == c:
                    return True
    return False


def while_test_then_if_continue_last(items, x):
    # 3.8/3.9: both ways of the if go to the loop's header (its test jumps there, threaded
    # through the end of the body): not part of the while test (``while a and not x > 1``)
    it = iter(items)
    while next(it, 0):
        if x > 1:
            continue
    return list(it)


def never_looping_while_else_break(a, b, log):
    # 3.8/3.9: the loop never loops (no jump back): an if; its else-branch's break jumps
    # past the return after the inner if, to the code after the loop
    while not (a or b):
        if a and b:
            log.append(1)
        else:
            log.append(2)
            break
        return 1
    return log


def if_else_for_return_then_code(log, a, items):
    # 3.12+: the return pops the iterator and returns None (a copy of the final return);
    # the loop's exit is the if's end, before that return: not a break to it
    if a:
        log.append(a)
    else:
        for x in items:
            log.append(x)
            return
    log.append("after")


def else_branch_for_return(a, items, log):
    if a:
        log.append(a)
    else:
        for x in items:
            return
    log.append(len(items))


def for_else_for_return_then_code(log, items):
    # 3.12+: the same in the else clause of a loop whose break goes to the code after it
    for x in items:
        if x == 1:
            break
    else:
        for x in items:
            return
    log.append(x)


def for_else_for_return(items, log):
    for x in items:
        if x == 1:
            break
    else:
        for x in items:
            return
    log.append(len(items))


def for_if_else_then_continue(items, log):
    # 3.10+: the then-branch's jump to the explicit ``continue`` ending the body is not
    # threaded to the header (that jump back has a line of its own): the ``continue`` is kept
    for x in items:
        if x > 1:
            log.append(1)
        else:
            log.append(x)
        continue
    return log


def for_return_ternary_constant_else(xs, f):
    # 3.12+: ``return a if c else None`` in a loop: each branch keeps its value over the pop
    # of the iterator (``LOAD_CONST None; SWAP; POP_TOP``), which a plain ``return`` would not
    for x in xs:
        y = f(x)
        return y if y else None
    return 0


def for_return_nested_ternary_constants(xs, k):
    for x in xs:
        return x if x > k else 0 if x < -k else None
    return 1


def if_loops_return_then_shared_return_none(a, xs, p):
    # 3.12+: the explicit ``return None`` ending the then-branch is one block that the
    # inner if's jump and the loop's exit reach (the implicit one, at the else-branch's
    # end, would be copied for each)
    if a == p:
        for s in xs:
            if s:
                return s
        if p == 1:
            for s in xs:
                if s == 2:
                    return s
        return None
    else:
        return None


def for_if_assert_else_code(xs, s, log):
    # 3.12: the assert ending the then-branch jumps to its raise over the then-branch's
    # line-less jump back to the header (an explicit ``continue`` would come after it)
    for a, b in xs:
        if a is None:
            continue
        assert b
        if a in s:
            assert a == b
        else:
            log.append(a)
    return log


def for_then_ends_continue_test_else_joins(items, out):
    # 3.12+: the then-branch ends with ``if c: continue``, whose jump goes past the
    # else-branch to the join (no jump over the else-branch after it)
    for li in items:
        if callable(li):
            line = li()
            if line is None:
                continue
        elif isinstance(li, int):
            continue
        else:
            line = li
        if line.endswith("x"):
            out.append(line[:-1])
        else:
            out.append(line)
    return out


def for_then_not_test_continue_then_code(nodes, out):
    # 3.13: ``if not c: continue`` in a then-branch (``POP_JUMP_IF_TRUE L; JUMP header``),
    # which ``if c: rest`` is not there: it jumps to a copy of the branch's jump back
    for n in nodes:
        if n > 0:
            d = n * 2
            if not d % 3:
                continue
            if d > 10:
                out.append(n)
            out.append(d)
        elif n < -5:
            out.append(1)
    return out


def while_or_break_else_return(a, c):
    # 3.8/3.9: the body starts with ``break``: the jump of ``a`` into the body went to it
    # and was threaded past the else clause, where the break goes; the loop's exit is
    # the test's last jump (read as the exit, the else clause was dropped)
    while a or c:
        break
    else:
        return 1
    return 2


def while_true_or_continue_then_break(items, c):
    # 3.8/3.9: a loop nested first in ``while 1`` shares its header; its body's
    # ``continue`` threads the jump of the test's ``or`` to that header: a jump back,
    # not the loop's exit (read as ``while not a``)
    it = iter(items)
    while 1:
        while next(it, 0) or c:
            continue
        break
    return list(it)


def while_if_try_continue_then_return(items, log):
    # 3.8/3.9: the try's exit is the ``continue`` after it (its jump threaded to the
    # header); the return after the if is placed past the body's dead jumps back
    it = iter(items)
    while next(it, 0):
        if len(log) < 3:
            try:
                log.append(10 // (len(log) - 1))
            except ZeroDivisionError:
                break
            continue
        return log
    return None


def while_if_try_continue_else_return(items, log):
    # 3.8/3.9: as while_if_try_continue_then_return, the if with an else-branch: the
    # then-branch's jump over it is dead (kept after the try, whose exit is the continue)
    it = iter(items)
    while next(it, 0):
        if len(log) < 3:
            try:
                log.append(10 // (len(log) - 1))
            except ZeroDivisionError:
                break
            continue
        else:
            log.append("else")
        return log
    return None


SAMPLES = {
    "while_true_elif_chain_returns_else_break": [([], 1, 0), ([], 0, 4), ([], 0, 10), ([], 1, 5)],
    "while_elif_chain_returns_else_break": [([], 1, 1, 0), ([], 1, 0, 4), ([], 0, 0, 10), ([], 1, 0, 12)],
    "for_then_not_test_continue_then_code": [([], []), ([3, 4, 6, -7, 0, 1], [])],
    "for_then_ends_continue_test_else_joins": [([], []), ([lambda: None, 3, "ax", lambda: "b", "c"], [])],
    "for_if_assert_else_code": [([], (), []), ([(None, 0), (1, 1), (2, 3)], (1,), []), ([(1, 2)], (1,), [])],
    "if_loops_return_then_shared_return_none": [(1, [0, 3], 1), (1, [0, 2], 1), (1, [0], 1), (1, [], 2), (0, [4], 1)],
    "for_return_ternary_constant_else": [([], abs), ([0], abs), ([-2, 1], abs), ([3], lambda v: v - 3)],
    "for_return_nested_ternary_constants": [([], 1), ([5], 1), ([-5], 1), ([0, 1], 1)],
    "while_if_try_continue_else_return": [([], []), ([1, 2, 3, 4], []), ([1, 2, 0, 3], [5]), ([1, 1, 1, 1, 1], [])],
    "while_or_break_else_return": [(0, 0), (1, 0), (0, 1)],
    "while_true_or_continue_then_break": [([], 0), ([1, 2, 0, 3], 0), ([1, 0, 4], 0)],
    "while_if_try_continue_then_return": [([], []), ([1, 2, 3, 4], []), ([1, 2, 0, 3], [5]), ([1, 1, 1, 1, 1], [])],
    "never_looping_while_if_else_break": [(0, 0, []), (1, 0, []), (1, 1, [])],
    "while_true_while_with_log_break": [([1, 2], []), ([], [])],
    "never_looping_while_else_break": [(0, 0, []), (1, 0, []), (0, 1, [])],
    "while_test_then_if_continue_last": [([], 0), ([1, 2, 0, 3], 1), ([1, 0, 4], 5)],
    "if_else_for_return_then_code": [([], 1, [1, 2]), ([], 0, [1, 2]), ([], 0, [])],
    "for_else_for_return_then_code": [([], [2, 1]), ([], [2, 3]), ([], [3])],
    "for_if_else_then_continue": [([0, 2, 1], []), ([], [])],
    "while_true_sole_if_break": [([0, 1], []), ([1, 0, 0], []), ([1], [])],
    "for_end_and_all_returns": [([(1, 2), [3], None], (1, 2), lambda a, b: a == b, 2, True),
                                ([(1,), ()], (2,), max, 1, False), ([None, 5], None, lambda a, b: a is not b, 5, True),
                                ([(0, 1)], (1, 2), lambda a, b: a < b, 2, True)],
    "for_end_nested_not_or_if": [([{"h": 1}, {"op": "p", "t": 2}, {"op": "p", "t": 3}, {"op": "q"}], [3], [4], [2], {})],
    "for_end_not_or_and_not_in": [([1, "a", "b", "c", "ab", None], [])],
    "while_true_first_while_else_break": [(0, []), (5, []), (7, [1])],
    "while_continue_continue": [(0, []), (3, [])],
    "for_continue_continue": [([], []), ([1, 2], [])],
    "while_and_test_break": [([],), ([1],), ([1, 0, 3],), ([1, 2, 3],), ([0, 2],)],
    "while_chain_test_continue": [([],), ([1, 2, 20, 4],), ([0, 5],), ([3, 9, 1],)],
    "inner_and_loop_ends_then": [(0, 0), (3, 1), (7, 0), (-2, 5)],
    "while_try_only_continue": [([], [1, 2]), ([], [])],
    "for_try_only_continue_typed_clauses": [([], [1, 2]), ([], [])],
    "for_ends_with_if_not_and_or_continue": [([1, 0, 7], bool, lambda x: x == 1, []), ([], bool, bool, [])],
    "for_try_else_ends_with_if_break": [([5, 0, 1, 4], []), ([0, 0], []), ([], [])],
    "for_ends_with_if_not_continue": [([1, 2, 3], bool, []), ([0, 5], bool, []), ([], bool, [])],
    "for_then_branch_ends_with_if_not_continue": [([1, 0, 3], bool, []), ([0, 5], lambda x: x > 3, []),
                                                  ([], bool, [])],
    "for_nested_if_ends_with_if_not_continue": [([1, 0, 3], bool, []), ([0, 5], lambda x: x > 3, []),
                                                ([], bool, [])],
    "for_ends_with_if_break_then_continue": [([1, 2, 3, 4], []), ([0], []), ([], [])],
    "for_ends_with_if_return_then_continue": [([1, 2, 3, 4], []), ([0], []), ([], [])],
    "while_true_ends_with_if_not_continue": [([1, 2, 3, 4], []), ([2], []), ([], [])],
    "while_true_if_not_continue_then_break": [([1, 2, 3], []), ([5], []), ([1, 4, 3], [])],
    "for_ends_with_if_not_and_continue": [([1, 2, 3, 4], []), ([0, 5], []), ([], [])],
    "for_ends_with_if_not_or_continue": [([1, 2, 3, 4], []), ([0, 5], []), ([], [])],
    "while_ends_with_if_not_and_continue": [([1, 2, 3, 4], []), ([0, 5], []), ([], [])],
    "while_true_ends_with_if_not_or_continue": [([1, 2, 3, 4], []), ([0, 5], []), ([], [])],
    "for_ends_with_if_not_and_is_not_continue": [([1, 2, 3, 4], []), ([0, 5], [None]), ([], [])],
    "while_true_ends_with_if_not_and_continue": [([1, 2, 3, 4], []), ([0, 5], []), ([], [])],
    "for_ends_with_if_not_and_continue_one_line": [([1, 2, 3, 4], []), ([0, 5], []), ([], [])],
    "for_ends_with_if_not_or_continue_one_line": [([1, 2, 3, 4], []), ([0, 5], []), ([], [])],
    "while_ends_with_if_not_and_continue_one_line": [([1, 2, 3, 4], []), ([0, 5], []), ([], [])],
    "while_ends_with_if_not_or_continue_one_line": [([1, 2, 3, 4], []), ([0, 5], []), ([], [])],
    "while_true_ends_with_if_not_and_continue_one_line": [([1, 2, 3, 4], []), ([0, 5], []), ([], [])],
    "while_true_nested_continue_then_return": [([1, 2, 3, -1], True), ([3, 0], False), ([4], True)],
    "for_while_or_test_last": [([[1, 2], [], [3]], []), ([], []), ([[]], [])],
    "for_while_break_last": [([[1, 2, 3], [4, 5]], 3, []), ([[1], [2]], 9, []), ([], 0, [])],
    "while_if_else_raise_then_elif_raise": [([0, 1, 3], True), ([0, 1], False), ([0, 2], True), ([], True)],
    "while_nested_elif_continue_raise": [([0, 1, 3], "xml"), ([1, 1, 3], "text"), ([0, 1], "x"), ([3, 2], "xml"),
                                         ([], "xml")],
    "while_try_break_falls_to_exit": [("a.b.c", None, {"a.b": 1}, []), ("a.b", None, {}, []), ("a", 3, {}, []),
                                      ("", None, {}, [])],
    "while_true_two_tries_return": [({"a": 1}, "a"), ({"a!": 2}, "a"), ({}, "b")],
    "while_try_break_else_in_while": [([1], [lambda: 1, lambda: [][0]]), ([], []), ([1, 2], [])],
    "for_while_true_try_break_cycle": [(["a", "b"], set(), {"a": ["b"], "b": ["a"]}),
                                       (["a"], set(), {"a": ["b"]}), ([], set(), {})],
    "while_try_break_then_tail": [([[1], [], [2]], []), ([[], []], []), ([], [])],
    "for_while_try_else_break_then_tail": [([1, 2, 3], [int, str], []), (["a", "b"], [int, str], []),
                                           (["a"], [int], []), ([], [int], [])],
    "nested_while_true_elif_chains": [(["m", "a", "p", "x", "", "#"], [1]), (["m", "a", "p", "x", "m"], [1]),
                                      (["#", "#"], []), (["q"], []), (["m", "a", "z"], []), (["m", "a", ""], [])],
    "while_continue_then_if_break": [([1, 1, 0, 5], []), ([1, 0], []), ([], [])],
    "while_true_continue_then_if_break": [([0, 1, 1, 0], []), ([0, 0], []), ([], [])],
    "while_break_then_continue": [("ab\ncd", 5, []), ("a\nx", 3, []), ("xa\nb", 5, []), ("", 0, [])],
    "while_continue_in_for": [(["ab=", "=x=ab", ""], []), ([], [])],
    "nested_and_test_then_elif": [(["*", "1", "-", "append"], False, []), (["*"], True, []), (["x"], False, [])],
    "while_test_continue": [(["a", "", "b"], []), ([], [])],
    "while_and_test_continue": [(["a", "", "b"], []), ([], []), (["a", "b", "c", "d"], [])],
    "while_and_test_except_continue": [([1, 0, 2], []), ([], []), ([1, 2, 3, 4, 0], [])],
    "while_walrus_continue": [(["a", "-", "b"], []), ([], [])],
    "while_true_continue_then_return": [([5, 1, 2, 0],), ([3],)],
    "while_test_continue_then_return": [([5, 1, 2, 0],), ([3],), ([1],), ([],)],
    "while_true_continue_then_raise": [([1, 5, 3], []), ([0], [])],
    "while_true_continue_then_break": [([5, 1, 2, 0],), ([3],)],
    "for_while_true_continue_then_return": [([1, 2], [5, 0, 0, 2]), ([], [])],
    "while_true_two_continues_then_return": [([2, 5, 0, 4], []), ([1], [])],
    "nested_try_continue": [(["1", "2.5", "x", None], []), ([], [])],
    "nested_if_else_deeper_closes_loop": [([("a", None, 1), ("b", 2, 1), ("c", None, 1), ("d", 5, 0)], {"a"}),
                                          ([], set())],
    "nested_if_else_then_more": [([("a", None), ("", None), ("b", 2), ("c", None)], {"a", ""}), ([], set())],
    "try_endless_loop_until_error": [([1, 2, 3],), ([],)],
    "while_cond_try_break_copied_exit": [([1, 2], {1: "a", 2: "b"}), ([1, 3], {1: "a"}), ([], {})],
    "for_try_except_return_none": [(["real"], 3), (["real", "nope"], 3), ([], 3)],
    "while_body_ends_in_while": [(5, []), (0, [])],
    "nested_for_else_return": [([{"a": 1}, {"b": None}], ["a"]), ([{"a": 1}, {"b": None}], ["b"]),
                               ([{"a": 1}], ["c"]), ([], [])],
    "while_walrus_or_test_continue": [("ab c[d", 6), ("  x", 3), ("", 0), ("abc", 2)],
    "nested_for_try_continue_return": [("ab", "xy", {"by": 1}), ("a", "x", {"ax": 2}), ("a", "x", {})],
    "for_try_else_break_long_tail": [([-1, 2], lambda c: " x. " * c if c > 0 else int("z"), []),
                                     ([], str, []), ([-1], lambda c: int("z"), [])],
    "for_try_return_except_continue": [(["a", "b"], {"b": 2}), (["a"], {}), ([], {})],
    "while_try_break_except": [([lambda s: s[5]], [1, 2]), ([lambda s: s[0]], [1, 2]), ([len], [])],
    "while_and_of_or": [("ab [c",), ("  x",), ("",), ("[",)],
    "while_true_try_break": [([1, 2],), ([],)],
    "while_true_raise_then_try_break": [([1, 2], 5), ([1, 2, 3], 1)],
    "while_test_try_break": [([1, 2, 3], 2), ([1], 3), ([], 0)],
    "nested_if_else_closes_loop": [([("a", None), ("b", 2), ("c", None)], {"a"}), ([], set())],
    "while_true_continue_in_except": [(["a", "b"], {"b": 2}), (["x"], {}), ([], {})],
    "while_and_slice_or_none": [("abcxyz", "qxyz"), ("abc", "abc"), ("", "a"), ("ab", "")],
    "while_and_call_ternary": [([[1, 2, 3]], True), ([[1, 2, 3]], False), ([], True)],
    "for_simple": [([1, 2, 3],), ([],)],
    "for_else": [([1, 2], 2), ([1, 2], 5)],
    "for_continue": [([1, -1, 2],)],
    "while_simple": [(3,), (0,)],
    "while_else": [(5, 2), (5, 9)],
    "while_true_break": [(4,)],
    "while_continue": [(7,)],
    "nested_loops_break": [([[1, 2], [3, 0]],), ([[1]],)],
    "loop_with_return": [([1, 5],), ([1, 2],)],
    "for_range_step": [(9,)],
    "for_tuple_target": [({"b": 2, "a": 1},)],
    "for_over_attribute": [(_Obj(),)],
    "for_else_with_continue": [([1, 0, 0],), ([],)],
    "while_with_complex_condition": [([1, 2, None],), ([1, -1],), ([],)],
    "empty_loop_bodies": [(3,)],
    "loop_else_nested": [(6,)],
    "if_closes_for_body": [([0, 2, 3],), ([],)],
    "if_break_closes_for_body": [([1, 2, 3, 4],), ([1],)],
    "if_elif_closes_for_body": [([0, 1, 3],)],
    "if_closes_while_body": [(5,), (0,)],
    "while_last_in_for": [([3, 4, 0],)],
    "explicit_continue_closing_body": [([0, 1, 2],)],
    "try_else_closing_body": [([0, 5],)],
    "loop_body_never_loops": [([3],), ([],), ([0],)],
    "first_or_else": [([1, 2],), ([],)],
    "membership_if_closing_body": [([1, 2, 3, 3], [3]),],
    "membership_continue": [([1, 2, 3],)],
    "while_else_compound_test": [(5, 2), (5, 9), (9, 20), (0, 0)],
    "while_else_in_if": [(1, 5, 2), (1, 5, 9), (0, 5, 2)],
    "while_break_last_in_for": [([3, 4, 0, 7],)],
    "nested_while_and_test": [([[1, 2]], lambda got: len(got) >= 2, []), ([[]], lambda got: True, []),
                              ([[3], [4, 5]], lambda got: len(got) >= 2, [])],
    "nested_while_last": [([1, 2], lambda got: len(got) >= 2, []), ([], lambda got: True, []),
                          ([3, 4, 5], lambda got: len(got) >= 1, [])],
    "while_if_break_first": [(lambda got: len(got) < 9, []), (lambda got: len(got) < 3, []), (lambda got: False, [])],
    "nested_while_if_break": [(lambda got: len(got) < 12, lambda got: len(got) % 3 != 0, []),
                              (lambda got: len(got) < 4, lambda got: True, []), (lambda got: False, lambda got: True, [])],
    "while_if_else_break": [(lambda got: len(got) < 9, []), (lambda got: len(got) < 2, []), (lambda got: False, [])],
    "while_nested_if_else_break": [(lambda got: len(got) < 9, []), (lambda got: len(got) < 30, []),
                                   (lambda got: False, [])],
    "while_if_else_break_then_more": [(lambda got: len(got) < 9, lambda got: len(got) % 5 != 4, []),
                                      (lambda got: len(got) < 9, lambda got: True, []), (lambda got: False, None, [])],
    "while_true_nested_if_else_break": [(lambda got: len(got) % 5 != 4, lambda got: len(got) % 7 != 6, []),
                                        (lambda got: len(got) % 5 != 4, lambda got: len(got) % 3 != 2, []),
                                        (lambda got: False, None, [])],
    "while_nested_if_else_break_last": [
        (lambda got: len(got) < 12, lambda got: len(got) % 5 != 4, lambda got: len(got) % 7 != 6, []),
        (lambda got: len(got) < 12, lambda got: len(got) % 5 != 4, lambda got: len(got) % 3 != 2, []),
        (lambda got: len(got) < 4, lambda got: True, lambda got: True, []), (lambda got: False, None, None, [])],
    "while_nested_and_if_else_break": [
        (lambda got: len(got) < 20, lambda got: len(got) % 5 != 4, lambda got: len(got) % 11 != 10,
         lambda got: len(got) % 7 != 6, []),
        (lambda got: len(got) < 20, lambda got: True, lambda got: len(got) % 4 != 3, lambda got: True, []),
        (lambda got: len(got) < 20, lambda got: True, lambda got: True, lambda got: len(got) % 3 != 2, []),
        (lambda got: len(got) < 6, lambda got: True, lambda got: True, lambda got: True, [])],
    "while_nested_if_else_break_elif": [
        (lambda got: len(got) < 12, lambda got: len(got) % 5 != 4, lambda got: len(got) % 7 != 6, []),
        (lambda got: len(got) < 12, lambda got: len(got) % 2 == 0, lambda got: len(got) % 3 != 2, []),
        (lambda got: len(got) < 4, lambda got: False, lambda got: True, []), (lambda got: False, None, None, [])],
    "for_nested_if_else_break": [([1, 2, 4, 7, 3, 8], []), ([1, 2, 5, 7], []), ([1, 2, 4], []), ([], [])],
    "while_if_nested_if_else_break": [
        (lambda got: len(got) < 20, lambda got: len(got) % 5 != 4, lambda got: len(got) % 11 != 10, []),
        (lambda got: len(got) < 20, lambda got: True, lambda got: len(got) % 4 != 3, []),
        (lambda got: len(got) < 20, lambda got: True, lambda got: True, []),
        (lambda got: len(got) < 5, lambda got: True, lambda got: True, [])],
    "while_if_and_if_else_break": [
        (lambda got: len(got) < 20, lambda got: len(got) % 5 != 4, lambda got: len(got) % 11 != 10,
         lambda got: True, []),
        (lambda got: len(got) < 20, lambda got: True, lambda got: True, lambda got: len(got) % 4 != 3, []),
        (lambda got: len(got) < 5, lambda got: True, lambda got: True, lambda got: True, [])],
    "while_three_nested_if_else_break": [
        (lambda got: len(got) < 30, lambda got: len(got) % 5 != 4, lambda got: len(got) % 11 != 10,
         lambda got: len(got) % 13 != 12, []),
        (lambda got: len(got) < 30, lambda got: True, lambda got: len(got) % 4 != 3, lambda got: True, []),
        (lambda got: len(got) < 30, lambda got: True, lambda got: True, lambda got: len(got) % 3 != 2, []),
        (lambda got: len(got) < 5, lambda got: True, lambda got: True, lambda got: True, [])],
    "for_nested_if_else_continue": [([1, 2, 4, 7, 3, 8], []), ([5, 10, 3], []), ([], [])],
    "while_nested_if_else_break_loop_else": [
        (lambda got: len(got) < 12, lambda got: len(got) % 5 != 4, lambda got: len(got) % 7 != 6, []),
        (lambda got: len(got) < 12, lambda got: len(got) % 5 != 4, lambda got: len(got) % 3 != 2, []),
        (lambda got: len(got) < 4, lambda got: True, lambda got: True, [])],
    "while_if_else_break_last": [(lambda got: len(got) < 5, lambda got: len(got) != 3, []),
                                 (lambda got: len(got) < 5, lambda got: True, [])],
    "for_last_while_and3_continue": [([1, 2], lambda got: len(got) < 9, lambda got: len(got) % 4 != 3, []),
                                     ([1, 2, 3], lambda got: len(got) < 9, lambda got: True, [0]),
                                     ([1], lambda got: False, None, [])],
    "for_last_while_or_and_continue": [([1, 2], lambda got: len(got) < 9, lambda got: len(got) % 4 != 3, []),
                                       ([1, 2, 3], lambda got: False, lambda got: len(got) < 7, []),
                                       ([1], lambda got: False, lambda got: False, [])],
    "for_else_last_while_and_or_continue": [([1, 2], lambda got: len(got) < 9, lambda got: len(got) % 4 != 3, []),
                                            ([1, 2, 3], lambda got: len(got) < 7, lambda got: False, []),
                                            ([], None, None, [])],
    "for_last_while_and_continue_break": [([1, 2], lambda got: len(got) < 15, lambda got: len(got) % 7 != 6, []),
                                          ([1, 2, 3], lambda got: len(got) < 9, lambda got: True, [])],
    "for_for_last_while_and_continue": [([1, 2], [1, 2], lambda got: len(got) < 15, lambda got: len(got) % 7 != 6, []),
                                        ([1], [], None, None, [])],
    "while_if_continue_else_break": [(9, []), (7, []), (4, []), (0, [])],
    "for_elif_continue_else": [([0, 1, 2, 3, 4, 5], []), ([], [])],
    "while_else_if_else_break_last": [(lambda got: len(got) < 9, []), (lambda got: len(got) < 2, []),
                                      (lambda got: False, [])],
    "while_if_continue_last": [(lambda got: len(got) < 9, []), (lambda got: False, [])],
    "while_clause_break_if_else_break": [([2, 3, 1], []), ([1, 0, 3], []), ([2, 6], []), ([], [])],
    "while_two_clause_breaks": [([1, 2, 3, 6], []), ([1, 0, 3], []), ([0, 1], []), ([3], []), ([], [])],
    "while_clause_break_else": [([1, 0, 2], []), ([1, 2], []), ([], [])],
    "while_true_if_break_first": [(lambda got: len(got) > 4, []), (lambda got: True, [])],
    "while_true_if_or_break_first": [(lambda got: len(got) > 4, lambda got: len(got) > 2, []),
                                     (lambda got: len(got) > 4, lambda got: False, []),
                                     (lambda got: True, lambda got: False, [])],
    "while_true_if_break_then_while": [(lambda got: len(got) > 12, lambda got: len(got) % 3 != 0, []),
                                       (lambda got: True, lambda got: True, [])],
    "nested_for_return_const": [([[1, 2], [3]], {3}), ([[1], []], {3}), ([], set())],
    "for_while_for_return_const": [([[[1, 2], [3]], [[4]]], {1}, []), ([[[1]], [[3, 4]]], {4}, []),
                                   ([[[1]]], set(), []), ([], set(), [])],
    "for_return_const_like_exit": [([2, 1],), ([2, 0, 1],), ([],)],
    "nested_for_break_falls_to_exit": [([[1, 2], [0, 3]], bool), ([[0], [1, 0]], bool), ([[]], bool),
                                       ([], bool)],
    "for_break_in_try_to_implicit_return": [([1, 2, 0, 3], []), ([1], []), ([], [])],
    "nested_while_if_break_last": [(lambda got: len(got) < 12, lambda got: len(got) % 3 != 0, []),
                                   (lambda got: len(got) < 4, lambda got: True, []),
                                   (lambda got: False, lambda got: True, [])],
    "while_true_break_then_nested_while": [(lambda got: len(got) >= 12, lambda got: len(got) % 3 != 0, []),
                                           (lambda got: len(got) >= 3, lambda got: len(got) < 2, []),
                                           (lambda got: True, lambda got: True, [])],
    "nested_and_test_if_break_last": [([3, 0, 2], lambda got: len(got) % 3 != 0, []), ([1], lambda got: True, []),
                                      ([], lambda got: True, [])],
    "nested_or_test_if_break_last": [(lambda got: len(got) < 12, lambda got: len(got) % 3 != 0, []),
                                     (lambda got: len(got) < 4, lambda got: False, []),
                                     (lambda got: False, lambda got: True, [])],
    "nested_or_break_condition_last": [([3, 2], lambda got: len(got) % 3 != 0, lambda got: len(got) > 4, []),
                                       ([1], lambda got: True, lambda got: False, []),
                                       ([0, 5], lambda got: False, lambda got: True, []), ([], None, None, [])],
    "nested_while_in_nested_last": [(lambda got: len(got) < 6, lambda got: True, lambda got: len(got) >= 6, []),
                                    (lambda got: len(got) < 10, lambda got: True, lambda got: len(got) >= 10, []),
                                    (lambda got: len(got) < 3, lambda got: len(got) < 3, lambda got: False, []),
                                    (lambda got: False, lambda got: True, lambda got: True, [])],
    "while_or_test_continue": [(lambda got: len(got) % 3 != 0, []), (lambda got: len(got) < 5, []),
                               (lambda got: False, [])],
    "while_or_and_test_continue": [(lambda got: len(got) % 3 != 0, lambda got: len(got) < 9, []),
                                   (lambda got: False, lambda got: len(got) < 4, []),
                                   (lambda got: True, lambda got: False, [])],
    "nested_while_or_test_continue": [(lambda got: len(got) < 12, lambda got: len(got) % 3 != 0, []),
                                      (lambda got: len(got) < 7, lambda got: len(got) % 2 == 1, []),
                                      (lambda got: False, lambda got: True, [])],
    "nested_while_first_continue": [(lambda got: len(got) < 12, lambda got: len(got) % 3 != 0, []),
                                    (lambda got: len(got) < 7, lambda got: len(got) % 2 == 1, []),
                                    (lambda got: False, lambda got: True, [])],
    "while_true_nested_first_continue": [(lambda got: len(got) > 12, lambda got: len(got) % 3 != 0, []),
                                         (lambda got: len(got) > 7, lambda got: len(got) % 2 == 1, []),
                                         (lambda got: len(got) > 3, lambda got: len(got) % 2 == 1, [0]),
                                         (lambda got: True, lambda got: False, [0])],
    "while_true_not_chain_continue": [([5, 1, 20, -1],), ([4],), ([7, 2, 0],)],
    "while_chain_test_break_continue": [(0, 4, [1, -2, 3, 4]), (0, 3, [1, None, 2]), (-1, 3, [1]), (2, 2, [])],
    "elif_for_break_shares_exit": [(["a", "Z", "z"], ["x", "Z", "y"], []), (["z"], [], []), ([], [], [])],
    "for_if_break_else_break": [(["a", "b"], ["b", "a"], []), (["a"], [], []), ([], [], [])],
    "while_true_if_ternary_raise": [(list("ab:"),), (list("a1"),), (list("a-"),)],
    "while_body_always_breaks": [(len, [0]), (len, [])],
    "if_then_while_1_else_break_join": [(1, 0, []), (1, 5, []), (0, 2, [])],
    "if_then_while_1_else_break_ends": [(1, 0, []), (1, 5, []), (0, 2, [])],
    "if_then_while_true_break_else_join": [(1, 0, []), (1, 5, []), (0, 2, [])],
    "if_then_while_true_if_break_join": [(1, 0, []), (1, 5, []), (0, 2, [])],
    "if_then_while_true_else_returns": [(1, 0, []), (1, 5, []), (0, 2, [])],
    "while_1_if_else_break": [(0, []), (5, [])],
    "while_1_if_break_else": [(0, []), (5, [])],
    "while_1_if_else_longer_break": [(0, []), (5, [])],
    "while_if_then_while_1_else_break_last": [(1, 8, []), (0, 6, []), (1, 0, [])],
    "for_if_then_while_1_else_break": [(1, [0, 5, 2], []), (0, [1, 2], []), (1, [], [])],
    "while_if_then_while_if_break_last": [(lambda log: len(log) < 12, 3, []), (lambda log: len(log) < 7, 9, []),
                                          (lambda log: False, 1, [])],
    "for_explicit_final_continue": [([1, 2], []), ([], [])],
    "while_and_explicit_final_continue": [(1, []), (0, [])],
    "while_true_dead_code_after": [([], 2), ([], 0)],
    "return_then_dead_while": [([],)],
    "for_break_then_dead_code": [([1, 2, 0, 3], []), ([0], []), ([], [])],
    "while_true_only_break": [([],)],
    "while_true_then_dead_for": [([1], [])],
    "if_body_while_continue": [([3, 2, 1, 5],), ([],), ([0, 4],)],
    "with_body_while_pass": [([1, 2, 0, 3], _Cm()), ([], _Cm())],
    "if_then_while_or_only_continue": [(0, lambda log: (log.append(0), len(log) < 3)[1], []), (1, bool, [])],
    "for_if_then_while_continue_else": [([1, 0, 2], 6, []), ([0, 3], 5, []), ([], 2, [])],
    "for_if_then_for_break_else": [([[1, 2], [], [3, -1, 4]], []), ([[-1], [5]], []), ([], [])],
    "for_if_then_while_and_continue_else": [([1, 0, -2, 2], 6, []), ([0, 3], 5, []), ([], 2, [])],
    "while_if_then_while_or_break_else": [(12, 9, []), (7, 3, []), (0, 2, [])],
    "for_then_branch_ends_in_test_else_raises": [(["a", "a"], "a"), (["a", "b"], "a"), (["a", 1], "a"), ([], "x")],
    "elif_branch_jumps_past_raising_else": [([2, 1], bool, {}), ([2], bool, {2: False}), ([2], lambda a: False, {}), ([3], bool, {}), ([], bool, {})],
    "while_true_if_and_or_return": [([1, 0, 1],), ([1, 1, 0],), ([0, 0, 1, 1],), ([0],)],
    "for_then_while_continue": [([3, 1, 2], []), ([0, 5], [1]), ([], [])],
    "while_then_while_continue": [([3, 1, 2], []), ([0, 5], [1]), ([], [])],
    "while_true_while_with_break": [([1, 2], []), ([], [])],
    "for_else_try_continue_then_with": [([1, 3, 4], []), ([1, 0, 5], []), ([2, 1], []), ([], [])],
    "except_while_break_dead_with_else": [([], 0), ([5], 0), ([5, 6], 0), ([], 1)],
    "raise_then_in_test_ends_then": [([1, 3, 1, 5, 0], {1, 0}, [1]), ([-1], {-1}, []), ([], set(), [])],
    "in_test_try_ends_for_body": [([1, 0, 2, 4], {2}, {}), ([], set(), {})],
    "in_test_try_ends_then": [([1, 2, 3, -1, 0, 2], {3}, {}), ([], set(), {})],
    "and_test_return_skips_else": [([1, 2, 3], True, []), ([1, 2], True, []), ([4, 5], False, [])],
    "continue_then_while_true_to_header": [([1, 2, 5], {2}, []), ([3, 3], set(), [3]), ([], set(), [])],
    "while_continue_then_endless_rest": [([5, 1, None, 7], []), ([2, 1], []), ([None], []), ([], [])],
    "while_continue_then_try_rest": [([5, 1], [0, 1, 2]), ([2, 9], [4]), ([None], []), ([], [])],
    "else_branch_for_return": [(1, [1], []), (0, [1], []), (0, [], [])],
    "for_else_for_return": [([0, 2], []), ([0, 1], []), ([], [])],
    "while_if_else_continue_then_rest": [([1, 5, 2], []), ([1, 2], []), ([], [])],
    "while_true_if_else_continue_then_rest": [([1, 4], []), ([7], []), ([1, 2], [])],
}


def raise_then_in_test_ends_then(items, seen, out):
    # 3.12: an ``if`` that raises, then ``if x in out:`` closing a then-branch at the loop's
    # end (jumps to its body when true, the jump back follows): not ``if x not in out: continue``
    for x in items:
        if x in seen:
            if x < 0:
                raise ValueError(x)
            if x in out:
                out.append(-x)
        elif x > 2:
            out.append(x)
    return out


def in_test_try_ends_for_body(items, seen, out):
    # 3.12+: ``if x not in seen:`` whose body, a try, goes on at the loop's header (the
    # test jumps to it when true, the jump back follows): not ``if x in seen: continue``
    for x in items:
        if x not in seen:
            try:
                out[x] = 1 / x
            except ZeroDivisionError:
                pass
    return out


def in_test_try_ends_then(items, seen, out):
    # 3.12: the same try closing a then-branch at the loop's end, an else-branch after it
    for x in items:
        if x > 0:
            if x not in seen:
                try:
                    out[x] = 1 / (x - 1)
                except ZeroDivisionError:
                    pass
        elif x not in out:
            out[x] = x
    return out


def and_test_return_skips_else(items, must, found):
    # 3.13: the then-branch ends with ``if a and b: return``, whose two jumps to its end each
    # get a copy of the line-less jump back (the end of the branch, over the else-branch):
    # not ``continue`` (the jumps to a statement's jump share it)
    for x in items:
        if must:
            if x > 1 and x % 2:
                return x
        else:
            found = found + [x]
    return found


def continue_then_while_true_to_header(items, seen, out):
    # 3.12+: ``if x in seen: continue`` before a ``while True`` loop that ends the body (its
    # break goes to the header): the test jumps to that loop, whose walk ends at the header;
    # not ``if x not in seen: <the loop>``
    for x in items:
        if x in seen:
            continue
        while True:
            if x in out:
                if x > 2:
                    return out
            else:
                out.append(x)
            while x:
                try:
                    x = x - 1
                    break
                except TypeError:
                    x = 0
            else:
                break
    return out


def while_true_elif_chain_returns_else_break(log, a, x):
    # 3.8/3.9: the loop's last live jump back is the first branch's ``continue``; its
    # body runs on to the dead jump back, so the jump to the elif's body (over the
    # chain's clean-up) is no break
    while True:
        if a:
            x = x + 1
            a = x < 3
        elif 0 < x < 9:
            log.append(x)
            return None
        else:
            break
    log.append(-x)


def while_elif_chain_returns_else_break(log, a, b, x):
    while a:
        if b:
            x = x + 1
            b = x < 3
        elif 0 < x < 9:
            log.append(x)
            return None
        else:
            break
    log.append(-x)


def while_true_while_with_log_break(xs, log):
    # 3.11: the inner loop shares its header with the outer one (no instruction between):
    # the with's handler that swallowed an exception jumps back to it, the inner latch
    while True:
        while True:
            with _Cm():
                log.append(len(xs))
                break
        if not xs:
            return log
        log.append(xs.pop())


def never_looping_while_if_else_break(a, b, log):
    # 3.11: the loop never loops back (no jump marks it): the else-branch's break jumps
    # past the return that ends the body, which no if could express
    while not (a and b):
        if a or b:
            log.append(1)
        else:
            log.append(2)
            break
        return 1
    return log


def while_continue_then_endless_rest(xs, out):
    # 3.10+: ``if c: continue`` leaves the body's rest (a loop left only by its return)
    # after the jump back; the loop's test is its entry test, not ``while not c``
    while xs:
        x = xs.pop()
        if x is None:
            break
        elif x < 3:
            continue
        while True:
            out.append(x)
            x -= 1
            if x < 3:
                return out


def while_continue_then_try_rest(xs, out):
    # (the rest a try statement whose body and clause both return)
    while xs:
        x = xs.pop()
        if x is None:
            break
        elif x < 3:
            continue
        try:
            return out[x]
        except IndexError:
            return x


def while_if_else_continue_then_rest(xs, out):
    # the then-branch's end jumps over the else part's ``continue`` (the jump back, the
    # loop's latch) to the rest of the body, placed after it and running into the exit:
    # not a ``break`` to code before the exit
    while xs:
        x = xs.pop()
        if x > 2:
            out.append(x)
        else:
            continue
        out.append(-x)
        break
    return out


def while_true_if_else_continue_then_rest(xs, out):
    # (no test: the rest is not an else clause, which the loop never runs)
    while True:
        x = xs.pop() if xs else 9
        if x > 2:
            if x > 5:
                break
        else:
            continue
        out.append(-x)
        break
    out.append(0)
    return out
