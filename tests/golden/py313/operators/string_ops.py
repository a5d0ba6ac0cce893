def string_ops(s, n):
    return (s * n, s + s, f'<{s!s}>', '%s-%d' % (s, n), n * s)
