import type { ReactElement, SVGProps } from 'react';
import { Icon, type IconName } from '../../../ui/icons.tsx';

/**
 * Glyphs the member and agent centres need beyond the portal's shared set; same 24x24 stroke style,
 * drawn with currentColor so they follow the theme.
 */
const ACCOUNT_PATHS = {
  transfer: (
    <>
      <path d="M4 8h15l-3.5-3.5" />
      <path d="M20 16H5l3.5 3.5" />
    </>
  ),
  deposit: (
    <>
      <path d="M12 3v11" />
      <path d="m7.5 9.5 4.5 4.5 4.5-4.5" />
      <path d="M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
    </>
  ),
  withdraw: (
    <>
      <path d="M12 14V3" />
      <path d="m7.5 7.5 4.5-4.5 4.5 4.5" />
      <path d="M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
    </>
  ),
  upline: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20a6 6 0 0 1 12 0" />
      <path d="M19 15V4" />
      <path d="m16 7 3-3 3 3" />
    </>
  ),
  ticket: (
    <>
      <path d="M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v2.5a2.5 2.5 0 0 0 0 5V17a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-2.5a2.5 2.5 0 0 0 0-5Z" />
      <path d="M14 6v2M14 11v2M14 16v2" />
    </>
  ),
  receipt: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2Z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </>
  ),
  chart: (
    <>
      <path d="M3 3v18h18" />
      <path d="m7 15 4-4 3 3 5-6" />
    </>
  ),
  coins: (
    <>
      <ellipse cx="9" cy="6.5" rx="6" ry="3" />
      <path d="M3 6.5v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5" />
      <path d="M15 10.5c3.3 0 6 1.3 6 3v4c0 1.7-2.7 3-6 3s-6-1.3-6-3v-1.5" />
    </>
  ),
  userPlus: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20a6 6 0 0 1 12 0" />
      <path d="M19 8v6M16 11h6" />
    </>
  ),
  calendarCheck: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M8 3v4M16 3v4M3 10h18" />
      <path d="m9 15.5 2 2 4-4" />
    </>
  ),
  medal: (
    <>
      <circle cx="12" cy="15" r="6" />
      <path d="M8.5 10.2 6 3h4l2 4 2-4h4l-2.5 7.2" />
      <path d="M11 13.5 12.5 12.5V18" />
    </>
  ),
  podium: (
    <>
      <path d="M9 21V9h6v12" />
      <path d="M3 21v-7h6M15 21v-5h6v5" />
      <path d="m12 3 .8 1.6 1.7.2-1.25 1.2.3 1.7-1.55-.8-1.55.8.3-1.7L9.5 4.8l1.7-.2Z" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </>
  ),
  percent: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 15 6-6" />
      <circle cx="9.5" cy="9.5" r="1" />
      <circle cx="14.5" cy="14.5" r="1" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20a6 6 0 0 1 12 0" />
      <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M17.5 14.3A6 6 0 0 1 21 20" />
    </>
  ),
  sitemap: (
    <>
      <rect x="9" y="3" width="6" height="5" rx="1" />
      <rect x="3" y="16" width="6" height="5" rx="1" />
      <rect x="15" y="16" width="6" height="5" rx="1" />
      <path d="M12 8v4M6 16v-4h12v4" />
    </>
  ),
  bars: (
    <>
      <path d="M3 21h18" />
      <rect x="5" y="11" width="3" height="7" rx="1" />
      <rect x="10.5" y="5" width="3" height="13" rx="1" />
      <rect x="16" y="13" width="3" height="5" rx="1" />
    </>
  ),
  pie: (
    <>
      <path d="M11 4a8 8 0 1 0 9 9h-9Z" />
      <path d="M14 2.6A8 8 0 0 1 21.4 10H14Z" />
    </>
  ),
  bolt: <path d="M13 2 4 14h7l-1 8 9-12h-7Z" />,
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </>
  ),
  logout: (
    <>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
      <path d="m9 17-5-5 5-5" />
      <path d="M4 12h11" />
    </>
  ),
  pencil: (
    <>
      <path d="M4 20h4L19 9l-4-4L4 16Z" />
      <path d="m13.5 6.5 4 4" />
    </>
  ),
  desktop: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  phone: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  hourglass: (
    <>
      <path d="M6 3h12M6 21h12" />
      <path d="M7 3c0 5 5 6 5 9s-5 4-5 9M17 3c0 5-5 6-5 9s5 4 5 9" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type MenuIconName = IconName | keyof typeof ACCOUNT_PATHS;

type MenuIconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & { name: MenuIconName; size?: number };

function isAccountGlyph(name: MenuIconName): name is keyof typeof ACCOUNT_PATHS {
  return name in ACCOUNT_PATHS;
}

/** A shared portal icon, or one of the account glyphs above, in the same look. */
export function MenuIcon({ name, size = 20, strokeWidth = 1.8, ...rest }: MenuIconProps) {
  if (!isAccountGlyph(name)) return <Icon name={name} size={size} strokeWidth={strokeWidth} {...rest} />;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {ACCOUNT_PATHS[name]}
    </svg>
  );
}
