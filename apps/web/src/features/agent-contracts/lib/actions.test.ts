import { describe, expect, it } from 'vitest';
import { contractOf } from '../../../test/contract-fixtures.ts';
import { allowedActions } from './actions.ts';

const labels = (...args: Parameters<typeof allowedActions>) => allowedActions(...args).map((a) => a.label);

describe('the actions a contract state allows', () => {
  it('lets the downline answer an offer and the upline withdraw it', () => {
    const offer = contractOf({ status: 'requestNew' });
    expect(labels(offer, 'own', 'agent01')).toEqual(['accept', 'decline']);
    expect(labels(offer, 'downline', 'boss')).toEqual(['withdrawOffer']);
  });

  it('words the acceptance of a change offer as a change', () => {
    const change = contractOf({ status: 'requestNew', replaces: 7 });
    expect(labels(change, 'own', 'agent01')).toEqual(['acceptChange', 'decline']);
    expect(labels(change, 'downline', 'boss')).toEqual(['withdrawOffer']);
  });

  it('lets either side ask to end a signed contract, but not the house contract of a top agent', () => {
    expect(labels(contractOf(), 'own', 'agent01')).toEqual(['requestTermination']);
    expect(labels(contractOf(), 'downline', 'boss')).toEqual(['requestTermination']);
    expect(labels(contractOf({ upline: null }), 'own', 'agent01')).toEqual([]);
  });

  it('lets the other side confirm or refuse an end, and the asking side take it back', () => {
    const asked = contractOf({ status: 'requestTermination', terminationBy: 'boss' });
    expect(labels(asked, 'own', 'agent01')).toEqual(['confirmTermination', 'rejectTermination']);
    expect(labels(asked, 'downline', 'boss')).toEqual(['withdrawTermination']);
  });

  it('allows nothing on a declined or terminated contract', () => {
    expect(labels(contractOf({ status: 'declined' }), 'own', 'agent01')).toEqual([]);
    expect(labels(contractOf({ status: 'terminated' }), 'downline', 'boss')).toEqual([]);
  });
});
