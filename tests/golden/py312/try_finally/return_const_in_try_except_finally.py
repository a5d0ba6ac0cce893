def return_const_in_try_except_finally(a, out):
    if a:
        h = None
        try:
            h = a[0]
            out.append(h)
        except IndexError:
            pass
        else:
            return True
        finally:
            if h:
                out.append(0)
        return False
    return False
