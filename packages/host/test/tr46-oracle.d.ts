// `tr46-oracle` is tr46 6.0.0 under a name of its own (package.json: "npm:tr46@6.0.0"), the oracle our
// UTS #46 is tested against. The alias keeps it apart from whatwg-url's tr46 7.0.0: vite's dependency
// optimizer (vitest in Chromium) keys pre-bundled dependencies by bare name and could hand a test the
// other version (vitejs/vite#9948), which disagrees with our Unicode 17 tables on ~3% of the property
// tests' hosts. Its types are tr46's.
declare module 'tr46-oracle' {
  export * from 'tr46';
}
declare module 'tr46-oracle/package.json' {
  const pkg: { version: string };
  export default pkg;
}
