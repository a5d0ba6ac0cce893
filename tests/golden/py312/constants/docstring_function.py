def docstring_function():
    """I am a docstring."""
    return docstring_function.__doc__
