// @url/pattern's sources (which these tests compile through the `@url/source` condition) import
// whatwg-url, which ships no types; its own declaration file is not part of this program.
declare module 'whatwg-url';
