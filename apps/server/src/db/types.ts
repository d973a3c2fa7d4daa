/**
 * The whole schema: the intersection of the tables each module owns, declared beside the module
 * (`<module>.tables.ts`). A store names only its own module's tables (test/architecture.test.ts).
 */

import type { OutboxTables } from '../adapters/outbox.tables.ts';
import type { AgentTables } from '../modules/agent/agent.tables.ts';
import type { AuthTables } from '../modules/auth/auth.tables.ts';
import type { BettingTables } from '../modules/betting/betting.tables.ts';
import type { ChatTables } from '../modules/chat/chat.tables.ts';
import type { ContentTables } from '../modules/content/content.tables.ts';
import type { ContractsTables } from '../modules/contracts/contracts.tables.ts';
import type { EngagementTables } from '../modules/engagement-signin/engagement.tables.ts';
import type { GamesTables } from '../modules/games/games.tables.ts';
import type { LotteryTables } from '../modules/lottery/lottery.tables.ts';
import type { MemberTables } from '../modules/member/member.tables.ts';
import type { MessagesTables } from '../modules/messages/messages.tables.ts';
import type { MissionsTables } from '../modules/missions/missions.tables.ts';
import type { OperatorsTables } from '../modules/operators/operators.tables.ts';
import type { PaymentsTables } from '../modules/payments/payments.tables.ts';
import type { PointsTables } from '../modules/points/points.tables.ts';
import type { PromotionsTables } from '../modules/promotions/promotions.tables.ts';
import type { RafflesTables } from '../modules/raffles/raffles.tables.ts';
import type { RebatesTables } from '../modules/rebates/rebates.tables.ts';
import type { RedEnvelopesTables } from '../modules/red-envelopes/red-envelopes.tables.ts';
import type { SystemTables } from '../modules/system/system.tables.ts';
import type { VipTables } from '../modules/vip/vip.tables.ts';
import type { WalletTables } from '../modules/wallet/wallet.tables.ts';
import type { JobsTables } from '../platform/jobs/jobs.tables.ts';
import type { HouseTables } from '../vendors/house/house.tables.ts';
import type { SandboxTables } from '../vendors/sandbox/sandbox.tables.ts';
import type { TrialsTables } from '../vendors/trials.tables.ts';

export type DB = SystemTables &
  ContentTables &
  GamesTables &
  MemberTables &
  AuthTables &
  WalletTables &
  PaymentsTables &
  OperatorsTables &
  BettingTables &
  LotteryTables &
  ContractsTables &
  PromotionsTables &
  AgentTables &
  RebatesTables &
  VipTables &
  EngagementTables &
  MissionsTables &
  OutboxTables &
  JobsTables &
  HouseTables &
  SandboxTables &
  TrialsTables &
  PointsTables &
  MessagesTables &
  RedEnvelopesTables &
  RafflesTables &
  ChatTables;
