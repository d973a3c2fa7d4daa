import { create } from 'zustand';

export type Theme = 'dark' | 'light';
export const THEME_KEY = 'theme';

function readSaved(): Theme | null {
  try {
    const saved = localStorage.getItem(THEME_KEY);
    return saved === 'dark' || saved === 'light' ? saved : null;
  } catch {
    return null;
  }
}

type ThemeState = {
  /** The player's explicit choice; null means "the brand's default". */
  chosen: Theme | null;
  choose: (theme: Theme) => void;
};

export const useThemeStore = create<ThemeState>((set) => ({
  chosen: readSaved(),
  choose: (theme) => {
    try {
      localStorage.setItem(THEME_KEY, theme);
    } catch {
      // not remembered, still applied
    }
    set({ chosen: theme });
  },
}));

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

/** Before the first render: the saved theme, so the page does not flash the other one. */
export function applySavedTheme(): void {
  const saved = readSaved();
  if (saved) applyTheme(saved);
}

/** The theme on screen: the player's choice, else the merchant's default. */
export function useEffectiveTheme(brandDefault: Theme): Theme {
  const chosen = useThemeStore((state) => state.chosen);
  return chosen ?? brandDefault;
}
