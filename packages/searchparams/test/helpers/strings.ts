// ES2024 string methods (present in Node 20) that the ES2022 lib does not declare.
type ES2024String = { isWellFormed(): boolean; toWellFormed(): string };
export const isWellFormed = (s: string): boolean => (s as unknown as ES2024String).isWellFormed();
export const toWellFormed = (s: string): string => (s as unknown as ES2024String).toWellFormed();
