import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each journey file took in a full run (2026-11-26, three at a time on two cores). A clean clone has
 * no Vitest cache, so without this the longest files could start last and run on alone at the end; started
 * first, the short ones fill the gaps. A file missing here counts as a middling one.
 */
const SECONDS: Record<string, number> = {
  'wallet.e2e.ts': 390,
  'accessibility.e2e.ts': 310,
  'agent-centre.e2e.ts': 220,
  'missions-referral.e2e.ts': 220,
  'accounts.e2e.ts': 200,
  'agent-contracts.e2e.ts': 200,
  'texts.e2e.ts': 195,
  'promotions.e2e.ts': 185,
  'games.e2e.ts': 180,
  'vip-rebates.e2e.ts': 170,
  'points.e2e.ts': 100,
  'backoffice-players.e2e.ts': 100,
  'home.e2e.ts': 100,
  'lottery.e2e.ts': 100,
  'backoffice.e2e.ts': 100,
  'signin-wheel.e2e.ts': 85,
  'navigation.e2e.ts': 70,
};
const MIDDLING = 60;

/** Runs the journeys longest first. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => SECONDS[path.basename(file.moduleId)] ?? MIDDLING;
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}
