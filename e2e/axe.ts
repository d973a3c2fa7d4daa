import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Finding = { id: string; target: string; summary: string };

/** The texts below AA contrast on the page as it is now, as `selector: why`. */
export async function lowContrast(page: Page): Promise<Finding[]> {
  // Colours mid-fade (an overlay opening on a loaded machine) are not the page's: finite CSS animations
  // and transitions end first (at most 5 seconds; the marquee and spinners run forever and are skipped).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]),
  );
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    type AxeResults = {
      violations: Array<{ id: string; nodes: Array<{ target: string[]; failureSummary?: string }> }>;
    };
    const results = await axe.run(document, { runOnly: ['color-contrast'], resultTypes: ['violations'] });
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => ({
        id: violation.id,
        target: node.target.join(' '),
        summary: (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim(),
      })),
    );
  });
}
