import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as foundation from './migrations/2026-11-23T0600-foundation.ts';
import * as accounts from './migrations/2026-11-23T0700-accounts-and-sessions.ts';
import * as accountSecurity from './migrations/2026-11-23T0800-account-security.ts';
import * as wallet from './migrations/2026-11-23T0900-wallet.ts';
import * as games from './migrations/2026-11-23T1000-games.ts';
import * as betClaims from './migrations/2026-11-23T1100-bet-claims.ts';
import * as jobs from './migrations/2026-11-25T0900-jobs.ts';
import * as gameNames from './migrations/2026-11-26T0900-game-names.ts';
import * as operatorTwoFactor from './migrations/2026-11-27T0900-operator-two-factor.ts';
import * as catalogueSwitches from './migrations/2026-11-27T1000-catalogue-switches.ts';
import * as dailyRollups from './migrations/2026-11-27T1130-daily-rollups.ts';
import * as contentPictures from './migrations/2026-11-28T0900-content-pictures.ts';
import * as players from './migrations/2026-11-28T1000-players.ts';
import * as merchantSetup from './migrations/2026-11-29T0900-merchant-setup.ts';
import * as lottery from './migrations/2026-11-30T0900-lottery.ts';
import * as agentContracts from './migrations/2026-12-01T0900-agent-contracts.ts';
import * as agentTree from './migrations/2026-12-01T0900-agent-tree.ts';
import * as lotteryExposureStripes from './migrations/2026-12-01T0900-lottery-exposure-stripes.ts';
import * as lotteryLeanSlips from './migrations/2026-12-01T1000-lottery-lean-slips.ts';
import * as contractChanges from './migrations/2026-12-02T0900-contract-changes.ts';
import * as memberPeriods from './migrations/2026-12-02T0910-member-periods.ts';
import * as vipRebates from './migrations/2026-12-03T0900-vip-rebates.ts';
import * as promotions from './migrations/2026-12-03T1000-promotions.ts';
import * as points from './migrations/2026-12-04T0900-points.ts';
import * as signinWheel from './migrations/2026-12-04T1000-signin-wheel.ts';
import * as missionsReferral from './migrations/2026-12-04T1100-missions-referral.ts';
import * as messagesFeedback from './migrations/2026-12-05T0900-messages-feedback.ts';
import * as raffles from './migrations/2026-12-05T0900-raffles.ts';
import * as redEnvelopes from './migrations/2026-12-05T0900-red-envelopes.ts';
import * as accountLanguage from './migrations/2026-12-06T0900-account-language.ts';
import * as chat from './migrations/2026-12-07T0900-chat.ts';
import * as pointsRewardsDevices from './migrations/2026-12-07T0900-points-rewards-devices.ts';
import * as clusterVendorState from './migrations/2026-12-08T1000-cluster-vendor-state.ts';

// Listed by hand so the bundle-free start needs no directory scan; names sort in time order.
const migrations: Record<string, Migration> = {
  '2026-11-23T0600-foundation': foundation,
  '2026-11-23T0700-accounts-and-sessions': accounts,
  '2026-11-23T0800-account-security': accountSecurity,
  '2026-11-23T0900-wallet': wallet,
  '2026-11-23T1000-games': games,
  '2026-11-23T1100-bet-claims': betClaims,
  '2026-11-25T0900-jobs': jobs,
  '2026-11-26T0900-game-names': gameNames,
  '2026-11-27T0900-operator-two-factor': operatorTwoFactor,
  '2026-11-27T1000-catalogue-switches': catalogueSwitches,
  '2026-11-27T1130-daily-rollups': dailyRollups,
  '2026-11-28T0900-content-pictures': contentPictures,
  '2026-11-28T1000-players': players,
  '2026-11-30T0900-lottery': lottery,
  '2026-11-29T0900-merchant-setup': merchantSetup,
  '2026-12-01T0900-agent-contracts': agentContracts,
  '2026-12-01T0900-agent-tree': agentTree,
  '2026-12-01T0900-lottery-exposure-stripes': lotteryExposureStripes,
  '2026-12-01T1000-lottery-lean-slips': lotteryLeanSlips,
  '2026-12-02T0900-contract-changes': contractChanges,
  '2026-12-02T0910-member-periods': memberPeriods,
  '2026-12-03T0900-vip-rebates': vipRebates,
  '2026-12-03T1000-promotions': promotions,
  '2026-12-04T1000-signin-wheel': signinWheel,
  '2026-12-04T1100-missions-referral': missionsReferral,
  '2026-12-04T0900-points': points,
  '2026-12-05T0900-messages-feedback': messagesFeedback,
  '2026-12-05T0900-red-envelopes': redEnvelopes,
  '2026-12-05T0900-raffles': raffles,
  '2026-12-06T0900-account-language': accountLanguage,
  '2026-12-07T0900-chat': chat,
  '2026-12-07T0900-points-rewards-devices': pointsRewardsDevices,
  '2026-12-08T1000-cluster-vendor-state': clusterVendorState,
};

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/**
 * Applies every pending migration, or those up to `upTo` (a migration's test starts from the schema before
 * it); throws with the failing migration's name.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against no schema on purpose.
export async function migrateToLatest(db: Kysely<any>, upTo?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(
      `migration ${failed?.migrationName ?? '(unknown)'} failed: ${String((error as Error).message ?? error)}`,
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
