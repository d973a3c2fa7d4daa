import { IconButton } from '@portal/ui/icon-button.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { type Theme, useThemeStore } from '../theme.ts';

type ThemeToggleProps = { theme: Theme; testId?: string; className?: string };

/** Switches between the dark and light theme; the choice is remembered in local storage `theme`. */
export function ThemeToggle({ theme, testId = 'theme-toggle', className }: ThemeToggleProps) {
  const { t } = useTranslation('common');
  const choose = useThemeStore((state) => state.choose);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      data-testid={testId}
      data-theme-current={theme}
      className={className}
      variant="solid"
      label={t(next === 'light' ? 'theme.toLight' : 'theme.toDark')}
      icon={<Icon name={theme === 'dark' ? 'sun' : 'moon'} />}
      onClick={() => choose(next)}
    />
  );
}
