def named_clause_and_test_returns_copy(g, s, need):
    try:
        g()
        if need:
            g()
        return False
    except Exception as e:
        if s is not None and s not in repr(e):
            return False
        return True
