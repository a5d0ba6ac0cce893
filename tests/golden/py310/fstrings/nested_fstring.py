def nested_fstring(a):
    if a:
        return (f"{f'{a}'!r}", f"{'x'}")
    return (f"{f'{a}'!r}", f"{'y'}")
