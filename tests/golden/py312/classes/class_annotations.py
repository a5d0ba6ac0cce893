def class_annotations():

    class Point:
        __annotations__['x'] = int
        y = 0
        __annotations__['y'] = int
    return (Point.y, sorted(Point.__annotations__))
