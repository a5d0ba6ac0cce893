def elif_branch_jumps_past_raising_else(nodes, ok, seen):
    for a in nodes:
        if a == 1:
            return 1
        if a == 2:
            if ok(a):
                if not seen.get(a, True):
                    return False
                elif a in seen:
                    return False
            else:
                raise NotImplementedError(1)
        else:
            raise NotImplementedError(2)
        seen[a] = 1
    return True
