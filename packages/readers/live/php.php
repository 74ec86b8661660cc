<?php
// Live script for the PHP reader: reads NDJSON (one JSON string, the input URL, per line) on stdin
// and writes one NDJSON result per line, mapping parse_url()'s array to the common shape exactly
// as src/php.ts documents.
$flags = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE;
while (($line = fgets(STDIN)) !== false) {
    $line = rtrim($line, "\n");
    if ($line === '') continue;
    // PHP's JSON decoder rejects a lone surrogate escape; the models read it as U+FFFD, as
    // every UTF-8 reader does, so the script does too.
    $line = preg_replace('/(?<!\\\\)((?:\\\\\\\\)*)\\\\u[dD][89a-fA-F][0-9a-fA-F]{2}/', '$1\\ufffd', $line);
    $input = json_decode($line, false, 512, JSON_THROW_ON_ERROR);
    $u = parse_url($input);
    if ($u === false) {
        $out = ['ok' => false, 'error' => 'parse_url returned false'];
    } else {
        $userinfo = null;
        if (array_key_exists('user', $u)) {
            $userinfo = $u['user'] . (array_key_exists('pass', $u) ? ':' . $u['pass'] : '');
        }
        $out = [
            'ok' => true,
            'scheme' => $u['scheme'] ?? null,
            'userinfo' => $userinfo,
            'host' => $u['host'] ?? null,
            'port' => array_key_exists('port', $u) ? (string) $u['port'] : null,
            'path' => $u['path'] ?? '',
            'query' => $u['query'] ?? null,
            'fragment' => $u['fragment'] ?? null,
        ];
    }
    echo json_encode($out, $flags), "\n";
}
