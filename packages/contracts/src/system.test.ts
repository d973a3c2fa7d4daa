import { describe, expect, it } from 'vitest';
import { type FeatureNode, isModuleEnabled } from './system.ts';

const tree: FeatureNode[] = [
  {
    modId: 'COMM3',
    enabled: '1',
    childrenNodes: [
      {
        modId: 'REG3',
        enabled: '1',
        childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [] }],
      },
      {
        modId: 'PASS3',
        enabled: '0',
        childrenNodes: [{ modId: 'PWRESETSMS3', enabled: '1', childrenNodes: [] }],
      },
    ],
  },
];

describe('isModuleEnabled', () => {
  it('finds enabled modules at any depth', () => {
    expect(isModuleEnabled(tree, 'COMM3')).toBe(true);
    expect(isModuleEnabled(tree, 'REG3')).toBe(true);
  });

  it('treats a disabled module and the children of a disabled parent as off', () => {
    expect(isModuleEnabled(tree, 'MOBILENUMREG3')).toBe(false);
    expect(isModuleEnabled(tree, 'PASS3')).toBe(false);
    expect(isModuleEnabled(tree, 'PWRESETSMS3')).toBe(false);
  });

  it('treats an absent module as off', () => {
    expect(isModuleEnabled(tree, 'FREEPLAY3')).toBe(false);
  });
});
