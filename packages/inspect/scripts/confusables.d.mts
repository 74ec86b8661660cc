/** Each kept prototype with the code points that map to it (see confusables.mjs). */
export function confusablesTable(): Record<string, string>;
/** The text of src/confusables-data.ts. */
export function confusablesModule(): string;
