// The house rules for src/ (tooling/config/source-rules.ts), shared by every package. This layer
// also uses no regular expressions: its scans are table lookups per code unit.
import { NO_REGEXP, sourceRules } from '../../../tooling/config/source-rules.ts';

sourceRules(import.meta.url, { extra: [NO_REGEXP] });
