import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each journey file took in a full run on a quiet machine (2026-11-26, three at a time on two cores). A clean clone has
 * no Vitest cache, so without this the longest files could start last and run on alone at the end; started
 * first, the short ones fill the gaps. A file missing here counts as a middling one.
 */
const SECONDS: Record<string, number> = {
  'wallet.e2e.ts': 166,
  'agent-contracts.e2e.ts': 149,
  'accounts.e2e.ts': 128,
  'accessibility.e2e.ts': 113,
  'promotions.e2e.ts': 110,
  'missions-referral.e2e.ts': 96,
  'games.e2e.ts': 95,
  'vip-rebates.e2e.ts': 82,
  'agent-centre.e2e.ts': 76,
  'texts.e2e.ts': 69,
  'lottery.e2e.ts': 67,
  'backoffice.e2e.ts': 62,
  'backoffice-lottery.e2e.ts': 46,
  'navigation.e2e.ts': 45,
  'home.e2e.ts': 44,
  'backoffice-catalogue.e2e.ts': 40,
  'points.e2e.ts': 38,
  'signin-wheel.e2e.ts': 37,
  'backoffice-players.e2e.ts': 37,
  'backoffice-agents.e2e.ts': 34,
  'backoffice-promotions.e2e.ts': 30,
  'mini-game.e2e.ts': 25,
  'chat.e2e.ts': 25,
};
const MIDDLING = 30;

/** Runs the journeys longest first. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => SECONDS[path.basename(file.moduleId)] ?? MIDDLING;
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}
