/**
 * How the member centre shows personal data back (decision 026): enough to recognise it, not
 * enough to read it off a shoulder-surfed screen or a shared screenshot.
 */

/** 'demo@example.com' -> 'de***@example.com'; '' stays ''. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email ? '***' : '';
  const name = email.slice(0, at);
  const keep = name.length > 3 ? 2 : 1;
  return `${name.slice(0, keep)}***${email.slice(at)}`;
}

/** '11987654321' -> '11*****4321': the first 2 and last 4 digits. */
export function maskMobile(mobile: string): string {
  if (!mobile) return '';
  if (mobile.length <= 6) return `${'*'.repeat(Math.max(mobile.length - 2, 1))}${mobile.slice(-2)}`;
  return `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 6)}${mobile.slice(-4)}`;
}

/** 'Maria Silva' -> 'M**********': the first letter only. */
export function maskName(name: string): string {
  const letters = [...name];
  if (letters.length === 0) return '';
  return `${letters[0]}${'*'.repeat(Math.max(letters.length - 1, 2))}`;
}

/** IPv4 keeps its first two parts (a.b.*.*), IPv6 its first two groups; else '***'. */
export function maskIp(ip: string): string {
  const v4 = /(?:^|:)(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.*.*`;
  if (ip.includes(':')) {
    const groups = ip.split(':').filter(Boolean).slice(0, 2);
    return groups.length > 0 ? `${groups.join(':')}:*:*` : '***';
  }
  return ip ? '***' : '';
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** "Chrome on Android" from a user agent; '' when neither part is recognised. */
export function deviceName(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? '';
}
