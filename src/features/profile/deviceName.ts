import { m } from '../../i18n';

/**
 * A short name for a browser from its user agent, e.g. "Chrome on Android", in the current
 * language; enough to tell tablets apart. The browsers' and systems' names stay as they are.
 */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return m.profile_unknown_device();
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : m.profile_browser();
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPad|iPhone/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? m.profile_browser_on({ browser, system }) : browser;
}
