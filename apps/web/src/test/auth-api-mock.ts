import { vi } from 'vitest';

/**
 * The authApi calls the account feature makes, as mocks. Tests mock '../api/auth.ts' with it:
 * this module imports nothing of the portal, so the mock factory cannot wait on itself.
 */
export const authApiMock = {
  memberInfo: vi.fn(),
  restore: vi.fn(),
  logout: vi.fn(),
  profile: vi.fn(),
  updateProfile: vi.fn(),
  icon: vi.fn(),
  setIcon: vi.fn(),
  sessions: vi.fn(),
  revokeSession: vi.fn(),
};
