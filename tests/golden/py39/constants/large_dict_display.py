def large_dict_display(v):
    return {0: v + 0, 1: v, 2: v + 2, 3: v, 4: v + 4, 5: v, 6: v + 6, 7: v, 8: v + 8, 9: v, 10: v + 10, 11: v, 12: v + 12, 13: v, 14: v + 14, 15: v, 16: v + 16, 17: v, 18: v + 18, 19: v}
