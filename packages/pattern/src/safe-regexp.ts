// Kept as an alias: '@url/pattern/safe-regexp' used to opt regexp groups into the linear-time
// machine. Every regexp group now runs there by default (matcher.ts, regexp-syntax.ts), so importing
// this module changes nothing; it stays so that existing imports keep working.

/**
 * Does nothing and returns false: regexp groups always run on the linear-time machine
 * (https://urlpattern.spec.whatwg.org/#component-regular-expression gives what they match). Not a
 * spec algorithm. Deprecated: remove the import.
 */
export function installSafeRegExp(): boolean {
  return false;
}
