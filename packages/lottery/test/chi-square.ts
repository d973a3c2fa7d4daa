/** Pearson's chi-square statistic of counts against a uniform expectation. */
export function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
}

/** The standard normal quantile for a lower tail p < 0.02425 (Acklam's approximation, error < 1.2e-9). */
function lowerNormalQuantile(p: number): number {
  if (!(p > 0 && p < 0.02425)) throw new RangeError(`p = ${p} is outside the lower tail`);
  const c = [
    -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
  const q = Math.sqrt(-2 * Math.log(p));
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  return (
    (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) / ((((d0 * q + d1) * q + d2) * q + d3) * q + 1)
  );
}

/**
 * The value a chi-square statistic with `df` degrees of freedom exceeds with probability `alpha`, by the
 * Wilson-Hilferty cube-root normal approximation (a little above the exact value in the far tail for
 * small df, so the test errs towards passing a correct generator).
 */
export function chiSquareCritical(df: number, alpha: number): number {
  const z = -lowerNormalQuantile(alpha);
  const h = 2 / (9 * df);
  return df * (1 - h + z * Math.sqrt(h)) ** 3;
}
