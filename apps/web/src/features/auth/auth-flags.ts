import type { FeatureNode } from '@portal/contracts/system';
import { isModuleEnabled } from '@portal/contracts/system';
import { useMemo } from 'react';
import { useLoadedStatus } from '../../shell/system/use-status.ts';

/** The login methods the portal offers: by username and password, or by an SMS code. */
export const LOGIN_METHODS = ['username', 'sms'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export type AuthFlags = {
  /** Flag-enabled login methods in display order; the first is the default (spec section 4). */
  loginMethods: LoginMethod[];
  /** REGBTN3: the header's direct register button. */
  registerButton: boolean;
  /** REG3 or MOBILENUMREG3: registration is offered at all (the login modal's sign-up link). */
  registration: boolean;
  /** PASS3: the forgot-password link and modal. */
  forgotPassword: boolean;
  /** PWRESETSMS3: the forgot-password modal's phone tab. */
  resetBySms: boolean;
  /** FREEPLAY3: play free as a guest (a trial account). */
  freePlay: boolean;
};

/** Reads the auth switches of the whitelabel feature tree. Username login has no switch: it is always on. */
export function authFlags(tree: readonly FeatureNode[]): AuthFlags {
  const enabled = (modId: string) => isModuleEnabled(tree, modId);
  return {
    loginMethods: LOGIN_METHODS.filter((method) => method === 'username' || enabled('SMSLOGIN3')),
    registerButton: enabled('REGBTN3'),
    registration: enabled('REG3') || enabled('MOBILENUMREG3'),
    forgotPassword: enabled('PASS3'),
    resetBySms: enabled('PWRESETSMS3'),
    freePlay: enabled('FREEPLAY3'),
  };
}

export function useAuthFlags(): AuthFlags {
  const { info } = useLoadedStatus();
  return useMemo(() => authFlags(info.whitelabelVal), [info.whitelabelVal]);
}
