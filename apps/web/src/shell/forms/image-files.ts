/** Limits of a form's images (spec section 5: applications' and feedback's are the same). */
export type ImageRules = { maxImages: number; maxBytes: number; types: readonly string[] };

/** What is wrong with a chosen set of images before it is sent, or null. */
export function imageFilesProblem(
  files: readonly File[],
  rules: ImageRules,
): 'tooMany' | 'type' | 'tooLarge' | null {
  if (files.length > rules.maxImages) return 'tooMany';
  if (files.some((f) => !rules.types.includes(f.type))) return 'type';
  if (files.some((f) => f.size > rules.maxBytes)) return 'tooLarge';
  return null;
}
