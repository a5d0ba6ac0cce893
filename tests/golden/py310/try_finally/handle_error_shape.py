def handle_error_shape(a, frame, out):
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
    return out
