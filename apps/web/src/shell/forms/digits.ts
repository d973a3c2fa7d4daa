/** Only digits, at most `length` of them: what a PIN or card number input keeps of what was typed or pasted. */
export function digitsOnly(value: string, length: number): string {
  return value.replace(/\D/g, '').slice(0, length);
}
