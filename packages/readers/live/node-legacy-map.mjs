// The mapping of a `url.parse()` result to the live protocol's components, shared by the
// node-legacy driver script and the in-process check of the live test.
export function nodeLegacyToLive(parse, input) {
  try {
    const u = parse(input);
    return {
      ok: true,
      scheme: u.protocol === null ? null : u.protocol.slice(0, -1),
      userinfo: u.auth,
      host: u.hostname,
      port: u.port,
      path: u.pathname ?? '',
      query: u.search === null ? null : u.search.slice(1),
      fragment: u.hash === null ? null : u.hash.slice(1),
    };
  } catch (e) {
    return { ok: false, error: `${e.code ?? e.name}: ${e.message}` };
  }
}
