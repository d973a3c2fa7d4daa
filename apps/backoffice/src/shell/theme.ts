import { useState } from 'react';

export type Theme = 'dark' | 'light';
const KEY = 'bo.theme';

export function savedTheme(): Theme {
  return localStorage.getItem(KEY) === 'light' ? 'light' : 'dark';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

/** The operator's theme, kept on this machine. */
export function useTheme() {
  const [theme, setTheme] = useState<Theme>(savedTheme);
  const toggle = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    localStorage.setItem(KEY, next);
    applyTheme(next);
    setTheme(next);
  };
  return { theme, toggle };
}
