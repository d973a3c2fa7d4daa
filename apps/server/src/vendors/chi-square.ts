/**
 * Pearson's chi-square goodness-of-fit with its p-value, for the statistical tests of the games'
 * randomness (any number of categories, unlike a table of critical values).
 */

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9: about 15 significant digits). */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < c.length; i++) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The regularised upper incomplete gamma Q(a, x): a series below a + 1, a continued fraction above. */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  // Lentz's method for the continued fraction
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let n = 1; n < 1000; n++) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return front * h;
}

/** P(X >= statistic) for X chi-square distributed with `degreesOfFreedom`. */
export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  return upperGamma(degreesOfFreedom / 2, statistic / 2);
}

/** The statistic and p-value of observed counts against the probabilities of their categories. */
export function chiSquareTest(observed: ArrayLike<number>, probabilities: ArrayLike<number>) {
  if (observed.length !== probabilities.length) throw new Error('one probability per category');
  let n = 0;
  for (let i = 0; i < observed.length; i++) n += observed[i]!;
  let statistic = 0;
  for (let i = 0; i < observed.length; i++) {
    const expected = n * probabilities[i]!;
    statistic += (observed[i]! - expected) ** 2 / expected;
  }
  const degreesOfFreedom = observed.length - 1;
  return { statistic, degreesOfFreedom, pValue: chiSquarePValue(statistic, degreesOfFreedom) };
}

/** The significance level of the games' statistical tests: a correct game fails one once in a thousand runs. */
export const SIGNIFICANCE = 0.001;
