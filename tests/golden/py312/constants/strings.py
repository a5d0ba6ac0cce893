def strings():
    return ('', 'plain', 'quote"s', "apostrophe's", 'tab\tnew\nline', '\x00\x7f', 'ünïcödé', '😀')
