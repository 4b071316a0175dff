import type { SystemStatus } from '@app/contracts';
import { resourceUrl } from '../../../lib/system-status.ts';
import {
  isStandalone,
  launchedFromWebclip,
  runsInNativeApp,
} from '../../../lib/launch-mode-read.ts';
import {
  detectPlatform,
  iosPwaSupported,
  isIosSafari,
  type DownloadEnvironment,
  type DownloadLinkSet,
} from './download-rules.ts';

/** The facts download-rules.ts decides from, read from this browser now. */
export function readEnvironment(): DownloadEnvironment {
  const userAgent = globalThis.navigator?.userAgent ?? '';
  const touchPoints = globalThis.navigator?.maxTouchPoints ?? 0;
  return {
    platform: detectPlatform(userAgent, touchPoints),
    iosSafari: isIosSafari(userAgent, touchPoints),
    iosPwaSupported: iosPwaSupported(userAgent, touchPoints),
    standalone: isStandalone(),
    webclip: launchedFromWebclip(),
    inApp: runsInNativeApp(),
  };
}

/** The Android, iOS and iOS-profile links of the merchant's download resources. */
export function downloadLinksOf(status: SystemStatus | null | undefined): DownloadLinkSet {
  return {
    android: resourceUrl(status, 'Android'),
    ios: resourceUrl(status, 'IOS'),
    profile: resourceUrl(status, 'MOBILECONFIG'),
  };
}
