import type {
  AffiliateInfo,
  ChangePasswordBody,
  FreePlayBody,
  LoginBody,
  LoginResult,
  PasswordResetBody,
  RegisterBody,
  SessionEntry,
  SetPasswordByPhoneBody,
  SmsCodeBody,
  SmsCodeSent,
} from '@portal/contracts/auth';
import type { LoginRefusal } from '@portal/contracts/auth.schema';
import { ENCRYPTED_CONTENT_TYPE } from '@portal/contracts/encrypted';
import type { PayloadPublicKey } from '@portal/contracts/encrypted.schema';
import type { MemberIconValue, MemberInfo } from '@portal/contracts/member';
import type { ProfileUpdate, ProfileView } from '@portal/contracts/member.schema';
import { ApiError } from '@portal/ui/api/client.ts';
import { apiGet, apiRequest } from './client.ts';
import { encryptPayload } from './encrypt-payload.ts';

let payloadKey: PayloadPublicKey | null = null;

/** The server's public key, from the system status; every encrypted call wraps its key with it. */
export function setPayloadKey(key: PayloadPublicKey): void {
  payloadKey = key;
}

/** Sends a body encrypted for the server (login, registration, passwords: DESIGN.md 5). */
export async function sendEncrypted<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: object,
  headers?: Record<string, string>,
): Promise<T> {
  if (!payloadKey)
    throw new ApiError('client.network.abnormal', 0, 'The site is still loading, please retry');
  const envelope = await encryptPayload(payloadKey.jwk, payloadKey.kid, body);
  return apiRequest<T>(path, { method, body: envelope, contentType: ENCRYPTED_CONTENT_TYPE, headers });
}

/** The details a refused login carries: captcha indication, new-IP verification. */
export function loginRefusal(error: unknown): LoginRefusal | null {
  if (!(error instanceof ApiError) || typeof error.value !== 'object' || error.value === null) return null;
  return 'captchaRequired' in error.value ? (error.value as LoginRefusal) : null;
}

export const authApi = {
  login: (body: LoginBody) => sendEncrypted<LoginResult>('POST', '/wps/session/loginV2', body),
  /** The phone-reset variant and plain username login (spec section 7 `login`). */
  loginV1: (body: LoginBody) => sendEncrypted<LoginResult>('POST', '/wps/session/login', body),
  freePlay: (body: FreePlayBody) =>
    apiRequest<LoginResult>('/wps/session/login/freeplay', { method: 'POST', body }),
  /** Picks up a remembered login (the 1-day cookie) in a new tab. */
  restore: () => apiRequest<LoginResult | null>('/wps/session/restore', { method: 'POST', body: {} }),
  logout: () => apiRequest<null>('/wps/session/logout', { method: 'DELETE' }),
  captcha: () => apiGet<string>('/wps/captcha'),
  smsLoginCode: (body: SmsCodeBody) =>
    apiRequest<SmsCodeSent>('/wps/verification/sms/noLogin', { method: 'POST', body }),
  smsRegisterCode: (body: SmsCodeBody) =>
    apiRequest<SmsCodeSent>('/wps/verification/sms/register', { method: 'POST', body }),
  /** `headers`: the register form's device id (decision 0046: the referral rule's duplicate devices). */
  register: (body: RegisterBody, headers?: Record<string, string>) =>
    sendEncrypted<LoginResult>('PUT', '/wps/member/register', body, headers),
  registerMobile: (body: RegisterBody, headers?: Record<string, string>) =>
    sendEncrypted<LoginResult>('PUT', '/wps/member/register/mobile', body, headers),
  affiliate: (code: string) => apiGet<AffiliateInfo>('/wps/agent/affiliate', { code }),
  memberInfo: () => apiGet<MemberInfo>('/wps/member/info'),
  changePassword: (body: ChangePasswordBody) => sendEncrypted<boolean>('POST', '/wps/member/password', body),
  forgotByEmail: (body: { username: string; email: string }) =>
    apiRequest<boolean>('/wps/member/password/email', { method: 'POST', body }),
  resetPassword: (body: PasswordResetBody) =>
    sendEncrypted<boolean>('POST', '/wps/member/password/reset', body),
  setPasswordByPhone: (body: SetPasswordByPhoneBody) =>
    sendEncrypted<LoginResult>('POST', '/wps/member/password/verification', body),
  profile: () => apiGet<ProfileView>('/wps/member/profile'),
  updateProfile: (body: ProfileUpdate) =>
    apiRequest<ProfileView>('/wps/member/profile', { method: 'POST', body }),
  icon: () => apiGet<MemberIconValue>('/wps/member/info/icon'),
  setIcon: (icon: string) =>
    apiRequest<MemberIconValue>('/wps/member/info/icon', { method: 'POST', body: { icon } }),
  sessions: () => apiGet<SessionEntry[]>('/wps/member/sessions'),
  revokeSession: (id: number) => apiRequest<boolean>(`/wps/member/sessions/${id}`, { method: 'DELETE' }),
};
