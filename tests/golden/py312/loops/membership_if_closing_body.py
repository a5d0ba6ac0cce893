def membership_if_closing_body(xs, seen):
    for x in xs:
        if x > 1 and x not in seen:
            seen.append(x)
    return seen
