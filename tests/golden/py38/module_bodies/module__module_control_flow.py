total = 0
i = 0
while True:
    if i < 5:
        i += 1
        if i == 2:
            continue
        total += i
        continue
total += 100
for j in range(3):
    if not j == 1:
        continue
try:
    raise ValueError('m')
except ValueError as err:
    caught = str(err)
finally:
    fin = True
values = [x * x for x in range(4)]
lookup = {k: v for (k, v) in zip('ab', range(2))}
square = lambda v: v * v
if not square(3) == 9:
    raise AssertionError('square')
(a, *rest) = range(4)
