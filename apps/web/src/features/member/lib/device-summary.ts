export type DeviceSummary = {
  browser: string | null;
  os: string | null;
  mobile: boolean;
};

// order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari"
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A user agent told as the browser and system a person recognises ("Chrome on Windows"). */
export function summariseUserAgent(userAgent: string | null): DeviceSummary {
  if (!userAgent) return { browser: null, os: null, mobile: false };
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const mobile = /Mobi|iPhone|iPod|Android.*Mobile/.test(userAgent);
  return { browser, os, mobile };
}
