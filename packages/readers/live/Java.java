// Live script for the Java reader: reads NDJSON (one JSON string, the input URL, per line) on stdin
// and writes one NDJSON result per line, mapping java.net.URI to the common shape exactly as
// src/java.ts documents. Run as a single-file program: `java Java.java` (JDK 11+).
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;

public class Java {
    /** Decodes one JSON string literal (the whole line), keeping lone surrogates as they are. */
    static String decode(String line) {
        StringBuilder sb = new StringBuilder();
        int i = line.indexOf('"') + 1;
        while (true) {
            char c = line.charAt(i++);
            if (c == '"') return sb.toString();
            if (c != '\\') { sb.append(c); continue; }
            char e = line.charAt(i++);
            switch (e) {
                case 'b': sb.append('\b'); break;
                case 'f': sb.append('\f'); break;
                case 'n': sb.append('\n'); break;
                case 'r': sb.append('\r'); break;
                case 't': sb.append('\t'); break;
                case 'u': sb.append((char) Integer.parseInt(line.substring(i, i + 4), 16)); i += 4; break;
                default: sb.append(e);
            }
        }
    }

    /** A JSON string literal, every non-ASCII char as a \\u escape (lone surrogates survive). */
    static String quote(String s) {
        if (s == null) return "null";
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c < 0x20 || c >= 0x7f) sb.append(String.format("\\u%04x", (int) c));
            else sb.append(c);
        }
        return sb.append('"').toString();
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(new java.io.BufferedOutputStream(System.out, 1 << 16), false, "UTF-8");
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isEmpty()) continue;
            String input = decode(line);
            String res;
            try {
                URI u = new URI(input);
                String path = u.getRawPath() != null ? u.getRawPath() : u.getRawSchemeSpecificPart();
                res = "{\"ok\":true,\"scheme\":" + quote(u.getScheme())
                    + ",\"userinfo\":" + quote(u.getRawUserInfo())
                    + ",\"host\":" + quote(u.getHost())
                    + ",\"port\":" + (u.getPort() == -1 ? "null" : quote(Integer.toString(u.getPort())))
                    + ",\"path\":" + quote(path == null ? "" : path)
                    + ",\"query\":" + quote(u.getRawQuery())
                    + ",\"fragment\":" + quote(u.getRawFragment()) + "}";
            } catch (URISyntaxException e) {
                String at = e.getIndex() >= 0 ? " at index " + e.getIndex() : "";
                res = "{\"ok\":false,\"error\":" + quote(e.getReason() + at) + "}";
            }
            out.println(res);
        }
        out.flush();
    }
}
