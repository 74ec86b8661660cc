# Live script for the Ruby reader: reads NDJSON (one JSON string, the input URL, per line) on stdin
# and writes one NDJSON result per line, mapping URI.parse's object to the common shape exactly as
# src/ruby.ts documents.
require 'uri'
require 'json'

$stdout.sync = false
STDIN.each_line do |line|
  line = line.chomp
  next if line.empty?
  # Ruby's JSON parser rejects a lone surrogate escape; the models read it as U+FFFD, as every
  # UTF-8 reader does, so the script does too.
  line = line.gsub(/(?<!\\)((?:\\\\)*)\\u[dD][89a-fA-F]\h\h/) { "#{$1}\\ufffd" }
  input = JSON.parse("[#{line}]")[0]
  out =
    begin
      u = URI.parse(input)
      {
        ok: true,
        scheme: u.scheme,
        userinfo: u.userinfo,
        host: u.hostname,
        port: u.port&.to_s,
        path: u.path || u.opaque || '',
        query: u.query,
        fragment: u.fragment
      }
    rescue URI::Error => e
      msg = e.message
      msg = msg.delete_suffix(": #{input.inspect}").delete_suffix(" #{input.dump}")
      { ok: false, error: "#{e.class}: #{msg}" }
    end
  $stdout.write(JSON.generate(out), "\n")
end
$stdout.flush
