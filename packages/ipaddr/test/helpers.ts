/** Runs `parse` with a reporter and returns its result and the errors as "name@index" strings. */
export function withErrors<T>(
  parse: (input: string, report: (type: string, index: number) => void) => T,
  input: string,
): [T, string[]] {
  const errors: string[] = [];
  const result = parse(input, (type, index) => errors.push(`${type}@${index}`));
  return [result, errors];
}
