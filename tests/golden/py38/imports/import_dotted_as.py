def import_dotted_as():
    import xml.etree.ElementTree as ET
    import email.mime.text as mt
    return (ET.__name__, mt.__name__)
