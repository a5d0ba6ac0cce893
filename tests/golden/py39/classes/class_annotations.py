def class_annotations():

    class Point:
        x: int
        y: int = 0
    return (Point.y, sorted(Point.__annotations__))
