import { packageBuild } from '../../tooling/config/tsup.preset.ts';

export default packageBuild({
  index: 'src/index.ts',
  ipv4: 'src/ipv4.ts',
  ipv6: 'src/ipv6.ts',
  strict: 'src/strict.ts',
  ranges: 'src/ranges.ts',
  cidr: 'src/cidr.ts',
  'ipaddr-js': 'src/ipaddr-js.ts',
});
