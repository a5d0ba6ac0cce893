import sys
OUT = []
match sys.argv[:0]:
    case [_, 'x']:
        OUT.append(1)
    case []:
        OUT.append(2)
