def comprehension_over_call(s):
    return [c.upper() for c in s.split(',') if c.strip()]
