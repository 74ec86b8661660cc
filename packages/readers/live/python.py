#!/usr/bin/env python3
"""Live driver for Python's urllib.parse.urlsplit (protocol: packages/readers/live/README.md).

Reads NDJSON on stdin, one JSON string (the input URL) per line; writes one NDJSON line per input:
the components a Python client reads from urlsplit(): scheme, the userinfo before the last '@' of
the netloc, .hostname, .port (as a decimal string), path, query, fragment; or the ValueError that
urlsplit() or reading .hostname/.port raises.
"""
import json
import sys
from urllib.parse import urlsplit

sys.stdin.reconfigure(encoding="utf-8", errors="surrogatepass")
out = sys.stdout
for line in sys.stdin:
    line = line.rstrip("\n")
    if not line:
        continue
    url = json.loads(line)
    try:
        r = urlsplit(url)
        userinfo, at, _ = r.netloc.rpartition("@")
        host = r.hostname
        port = r.port
        res = {
            "ok": True,
            "scheme": r.scheme,
            "userinfo": userinfo if at else None,
            "host": host,
            "port": None if port is None else str(port),
            "path": r.path,
            "query": r.query,
            "fragment": r.fragment,
        }
    except ValueError as e:
        res = {"ok": False, "error": "ValueError: " + str(e)}
    out.write(json.dumps(res, ensure_ascii=True) + "\n")
out.flush()
