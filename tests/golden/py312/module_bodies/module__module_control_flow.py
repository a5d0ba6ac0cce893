total = 0
i = 0
while i < 5:
    i += 1
    if i == 2:
        continue
    total += i
total += 100
for j in range(3):
    if j == 1:
        break
try:
    raise ValueError('m')
except ValueError as err:
    caught = str(err)
finally:
    fin = True
values = [x * x for x in range(4)]
lookup = {k: v for k, v in zip('ab', range(2))}
square = lambda v: v * v
assert square(3) == 9, 'square'
a, *rest = range(4)
