def unpacking_repeated_name(rows):
    firsts = list((a for (a, _, _, _) in rows))
    (a, _, _) = rows[0][:3]
    return (firsts, a)
