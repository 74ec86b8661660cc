// Live script for the Go reader: reads NDJSON (one JSON string, the input URL, per line) on stdin
// and writes one NDJSON result per line, mapping net/url's fields to the common shape exactly as
// src/go.ts documents. Standard library only; run with GOTOOLCHAIN=local.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"net/url"
	"os"
)


func ptr(s string) *string { return &s }

func orNull(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func read(input string) map[string]any {
	u, err := url.Parse(input)
	if err != nil {
		var ue *url.Error
		msg := err.Error()
		if errors.As(err, &ue) {
			msg = ue.Err.Error()
		}
		return map[string]any{"ok": false, "error": msg}
	}
	out := map[string]any{"ok": true}
	out["scheme"] = orNull(u.Scheme)
	if u.User != nil {
		out["userinfo"] = ptr(u.User.String())
	} else {
		out["userinfo"] = nil
	}
	if u.Host != "" {
		out["host"] = ptr(u.Hostname())
	} else {
		out["host"] = nil
	}
	out["port"] = orNull(u.Port())
	if u.Opaque != "" {
		out["path"] = u.Opaque
	} else {
		out["path"] = u.EscapedPath()
	}
	if u.RawQuery != "" || u.ForceQuery {
		out["query"] = ptr(u.RawQuery)
	} else {
		out["query"] = nil
	}
	if u.Fragment != "" {
		out["fragment"] = ptr(u.EscapedFragment())
	} else {
		out["fragment"] = nil
	}
	return out
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<30)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for in.Scan() {
		line := in.Bytes()
		if len(line) == 0 {
			continue
		}
		var input string
		if err := json.Unmarshal(line, &input); err != nil {
			enc.Encode(map[string]any{"ok": false, "error": "live script: bad input line: " + err.Error()})
			continue
		}
		enc.Encode(read(input))
	}
}
