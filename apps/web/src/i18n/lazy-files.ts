import type { Json } from './setup.ts';

/**
 * The lazy namespaces' locale files (setup.ts LAZY_NAMESPACES), each its own chunk. This map is a chunk of
 * its own too, fetched with the first lazy screen: the first page carries no entry of it.
 */
export const lazyFiles = import.meta.glob<Json>(
  [
    './locales/*/auth.json',
    './locales/*/register.json',
    './locales/*/member.json',
    './locales/*/wallet.json',
    './locales/*/payments.json',
    './locales/*/vendors.json',
    './locales/*/betting.json',
    './locales/*/tables.json',
    './locales/*/gamecentre.json',
    './locales/*/lottery.json',
    './locales/*/agent.json',
    './locales/*/agentContracts.json',
    './locales/*/rewards.json',
    './locales/*/vip.json',
    './locales/*/promotions.json',
    './locales/*/engagement.json',
    './locales/*/missions.json',
    './locales/*/points.json',
    './locales/*/messages.json',
    './locales/*/redEnvelope.json',
    './locales/*/miniGame.json',
    './locales/*/chat.json',
  ],
  { import: 'default' },
);
