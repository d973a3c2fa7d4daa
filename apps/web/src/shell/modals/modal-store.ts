import { create } from 'zustand';

export type ModalName =
  | 'notice'
  | 'help'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'resetPassword'
  /** The chat room (payload: { hostId } for a live host, none for customer service). */
  | 'chat';

type ModalState = {
  /** The modal on screen, or null. */
  current: ModalName | null;
  /** What the opener passed along (for help: the section anchor). */
  payload: unknown;
  open: (name: ModalName, payload?: unknown) => void;
  close: () => void;
};

/** The one place app-wide modals are opened from, so any feature can open the notice list or help. */
export const useModalStore = create<ModalState>((set) => ({
  current: null,
  payload: undefined,
  open: (name, payload) => set({ current: name, payload }),
  close: () => set({ current: null, payload: undefined }),
}));
