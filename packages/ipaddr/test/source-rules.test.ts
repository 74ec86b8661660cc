// The house rules for src/ (tooling/config/source-rules.ts), shared by every package.
import { sourceRules } from '../../../tooling/config/source-rules.ts';

sourceRules(import.meta.url);
