import { PROOF_UPLOAD } from '@portal/contracts/payments';

export type ProofProblem = 'type' | 'size' | 'count';

const TYPES: readonly string[] = PROOF_UPLOAD.types;
const EXTENSION = /\.(png|jpe?g)$/i;

/** PNG or JPG, by its type, or by its name when the browser gives no type. */
export function isProofType(file: File): boolean {
  return file.type ? TYPES.includes(file.type) : EXTENSION.test(file.name);
}

/**
 * Adds picked files to the ones already chosen (spec section 9: PNG or JPG, 5 MB each, 3 at most).
 * Files that break a rule are left out and named by the rule they broke.
 */
export function addProofs(
  current: readonly File[],
  picked: readonly File[],
): { files: File[]; problems: { file: string; problem: ProofProblem }[] } {
  const files = [...current];
  const problems: { file: string; problem: ProofProblem }[] = [];
  for (const file of picked) {
    if (!isProofType(file)) problems.push({ file: file.name, problem: 'type' });
    else if (file.size > PROOF_UPLOAD.maxBytes) problems.push({ file: file.name, problem: 'size' });
    else if (files.length >= PROOF_UPLOAD.maxImages) problems.push({ file: file.name, problem: 'count' });
    else files.push(file);
  }
  return { files, problems };
}
