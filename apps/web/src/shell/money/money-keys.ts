/**
 * Every query whose answer a money movement can change lives under one of MONEY_QUERY_ROOTS:
 *   ['wallet', ...]    the wallet feature: balance, consolidated funds, account records, transfer targets
 *   ['payments', ...]  the payments feature: deposits, withdrawals, bank cards, payment password
 *   ['betting', ...]   the betting feature: betting record, personal profit and rebate rates
 *   ['rewards', ...]   the reward centre's list (and the member centre's badge): claims, bets and deposits change it
 * refreshMoney (balance.ts) invalidates every root after every movement (a game closing is one);
 * signing out removes them. Merchant configuration that no movement changes sits outside them.
 */
export const MONEY_QUERY_ROOTS = [['wallet'], ['payments'], ['betting'], ['rewards']] as const;

/** The main wallet's balance, as the header shows it. */
export const BALANCE_KEY = ['wallet', 'balance'] as const;

/** The reward centre's list: the page and the member centre's badge read the same answer. */
export const REWARDS_KEY = ['rewards', 'list'] as const;
