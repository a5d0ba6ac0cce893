def bytes_values():
    return (b'', b'abc', b'\x00\xff', b'quote\'"', bytearray(b'xy'))
