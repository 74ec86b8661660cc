#!/usr/bin/env python3
"""Live driver for libcurl's URL API through ctypes on libcurl.so.4
(protocol: packages/readers/live/README.md).

Per input: curl_url(); curl_url_set(h, CURLUPART_URL, input, 0) (default flags); then
curl_url_get(h, part, &out, 0) for every part. userinfo is user, ':' password, ';' options as
curl reports them; host is CURLUPART_HOST, with the zone id put back as '%25zone' inside the
brackets; absent parts (CURLUE_NO_*) are null. Set failures report the CURLUcode's name.
Input strings go to curl as UTF-8 bytes (a lone surrogate as its 3-byte form; a NUL ends the C
string); output bytes are read back as UTF-8 (the same, or else each invalid byte as U+DC80+byte).
"""
import ctypes
import json
import os
import sys

# URL_READERS_LIBCURL names another libcurl build (e.g. a curl 8.x built from source) to drive.
lib = ctypes.CDLL(os.environ.get("URL_READERS_LIBCURL", "libcurl.so.4"))
lib.curl_url.restype = ctypes.c_void_p
lib.curl_url_cleanup.argtypes = [ctypes.c_void_p]
lib.curl_url_set.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
lib.curl_url_set.restype = ctypes.c_int
lib.curl_url_get.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.POINTER(ctypes.c_void_p), ctypes.c_uint]
lib.curl_url_get.restype = ctypes.c_int
lib.curl_free.argtypes = [ctypes.c_void_p]
lib.curl_version.restype = ctypes.c_char_p

URL, SCHEME, USER, PASSWORD, OPTIONS, HOST, PORT, PATH, QUERY, FRAGMENT, ZONEID = range(11)
CODES = [
    "CURLUE_OK", "CURLUE_BAD_HANDLE", "CURLUE_BAD_PARTPOINTER", "CURLUE_MALFORMED_INPUT",
    "CURLUE_BAD_PORT_NUMBER", "CURLUE_UNSUPPORTED_SCHEME", "CURLUE_URLDECODE", "CURLUE_OUT_OF_MEMORY",
    "CURLUE_USER_NOT_ALLOWED", "CURLUE_UNKNOWN_PART", "CURLUE_NO_SCHEME", "CURLUE_NO_USER",
    "CURLUE_NO_PASSWORD", "CURLUE_NO_OPTIONS", "CURLUE_NO_HOST", "CURLUE_NO_PORT", "CURLUE_NO_QUERY",
    "CURLUE_NO_FRAGMENT", "CURLUE_NO_ZONEID", "CURLUE_BAD_FILE_URL", "CURLUE_BAD_FRAGMENT",
    "CURLUE_BAD_HOSTNAME", "CURLUE_BAD_IPV6", "CURLUE_BAD_LOGIN", "CURLUE_BAD_PASSWORD",
    "CURLUE_BAD_PATH", "CURLUE_BAD_QUERY", "CURLUE_BAD_SCHEME", "CURLUE_BAD_SLASHES",
    "CURLUE_BAD_USER", "CURLUE_LACKS_IDN", "CURLUE_TOO_LARGE",
]


def get(h, part):
    p = ctypes.c_void_p()
    rc = lib.curl_url_get(h, part, ctypes.byref(p), 0)
    if rc != 0:
        return None
    raw = ctypes.string_at(p.value)
    try:
        s = raw.decode("utf-8", errors="surrogatepass")
    except UnicodeDecodeError:
        s = raw.decode("utf-8", errors="surrogateescape")
    lib.curl_free(p)
    return s


if len(sys.argv) > 1 and sys.argv[1] == "--version":
    print(lib.curl_version().decode())
    sys.exit(0)

sys.stdin.reconfigure(encoding="utf-8", errors="surrogatepass")
out = sys.stdout
for line in sys.stdin:
    line = line.rstrip("\n")
    if not line:
        continue
    url = json.loads(line)
    data = url.encode("utf-8", errors="surrogatepass")
    h = lib.curl_url()
    if b"\x00" in data:
        # A C string ends at NUL: curl sees only the bytes before it.
        data = data[: data.index(b"\x00")]
    rc = lib.curl_url_set(h, URL, data, 0)
    if rc != 0:
        res = {"ok": False, "error": CODES[rc] if rc < len(CODES) else "CURLUE_%d" % rc}
    else:
        user = get(h, USER)
        password = get(h, PASSWORD)
        options = get(h, OPTIONS)
        userinfo = None
        if user is not None or password is not None or options is not None:
            userinfo = (user or "") + ("" if password is None else ":" + password) + (
                "" if options is None else ";" + options)
        host = get(h, HOST)
        zone = get(h, ZONEID)
        if host is not None and zone is not None and host.endswith("]") and "%" not in host:
            host = host[:-1] + "%25" + zone + "]"
        res = {
            "ok": True,
            "scheme": get(h, SCHEME),
            "userinfo": userinfo,
            "host": host,
            "port": get(h, PORT),
            "path": get(h, PATH) or "",
            "query": get(h, QUERY),
            "fragment": get(h, FRAGMENT),
        }
    lib.curl_url_cleanup(h)
    out.write(json.dumps(res, ensure_ascii=True) + "\n")
out.flush()
