import type { AgentContract, ContractAction } from '@portal/contracts/agent-contracts';

/** Which side of a contract the agent is on: its own (from its upline) or one it gave a downline. */
export type Side = 'own' | 'downline';

/** An action the state allows, with the text it shows: a withdrawal reads differently from a refusal. */
export type AllowedAction = {
  action: Exclude<ContractAction, 'offer' | 'change'>;
  label:
    | 'accept'
    | 'acceptChange'
    | 'decline'
    | 'withdrawOffer'
    | 'requestTermination'
    | 'confirmTermination'
    | 'rejectTermination'
    | 'withdrawTermination';
  /** A button that ends or refuses something: drawn as a warning. */
  tone: 'primary' | 'danger' | 'neutral';
};

/**
 * The actions a contract's state allows the agent (spec section 4, decision 0027): the downline
 * accepts or declines an offer, the upline may withdraw it; either side of a signed contract may ask to
 * end it (not a top agent's house contract); the other side confirms or refuses, the asking side may
 * take its request back. Declined and terminated contracts allow nothing.
 */
export function allowedActions(contract: AgentContract, side: Side, me: string): AllowedAction[] {
  switch (contract.status) {
    case 'requestNew':
      return side === 'own'
        ? [
            {
              action: 'accept',
              // a change offer replaces the signed contract: its confirmation says when
              label: contract.replaces ? 'acceptChange' : 'accept',
              tone: 'primary',
            },
            { action: 'decline', label: 'decline', tone: 'danger' },
          ]
        : [{ action: 'decline', label: 'withdrawOffer', tone: 'neutral' }];
    case 'success':
      return contract.upline === null
        ? []
        : [{ action: 'requestTermination', label: 'requestTermination', tone: 'danger' }];
    case 'requestTermination':
      return contract.terminationBy === me
        ? [{ action: 'rejectTermination', label: 'withdrawTermination', tone: 'neutral' }]
        : [
            { action: 'confirmTermination', label: 'confirmTermination', tone: 'danger' },
            { action: 'rejectTermination', label: 'rejectTermination', tone: 'neutral' },
          ];
    default:
      return [];
  }
}
