def nested_except_in_try_except_finally(a, out):
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
