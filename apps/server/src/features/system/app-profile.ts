import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@app/contracts';
import type { ContentLanguage } from '../../lib/content-language.ts';

/** What iOS expects of a configuration profile download. */
export const MOBILECONFIG_TYPE = 'application/x-apple-aspen-config';

const DESCRIPTION: Record<ContentLanguage, string> = {
  PT: 'Adiciona a {{name}} à Tela de Início, abrindo em tela cheia como um app.',
  EN: 'Adds {{name}} to your Home Screen, opening full screen like an app.',
};

/** In Vietnamese (apart from DESCRIPTION, whose PT and EN lines are edited on their own). */
const DESCRIPTION_VI = 'Thêm {{name}} vào Màn hình chính, mở toàn màn hình như một ứng dụng.';

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A stable UUID of `seed`: reinstalling the profile replaces it instead of adding another. */
function stableUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16) + hex.slice(18, 20),
    hex.slice(20, 32),
  ]
    .join('-')
    .toUpperCase();
}

/** The site's home-screen icon (the PNG iOS wants), from the built site; null before a build. */
export function readTouchIcon(webDistDir: string): Buffer | null {
  try {
    return fs.readFileSync(path.join(webDistDir, 'apple-touch-icon.png'));
  } catch {
    return null;
  }
}

export interface AppProfileInput {
  merchantCode: string;
  merchantName: string;
  /** The site's origin as the phone reached it, e.g. https://m.example.com. */
  origin: string;
  language: Language;
  icon: Buffer | null;
}

/**
 * The demo iOS provisioning profile (decision 019): a configuration profile with one web clip
 * payload that puts the site on the Home Screen, full screen, opening `/m/home?webclip=1` (the
 * site then remembers WEBCLIP and registers members with registerMethod WEBCLIP). Unsigned:
 * iOS shows it as "Not Verified" but installs it.
 */
export function appProfilePlist(input: AppProfileInput): string {
  const identifier = `example.demo.${input.merchantCode.toLowerCase()}.webclip`;
  const url = `${input.origin}/m/home?webclip=1`;
  const template = input.language === 'VI' ? DESCRIPTION_VI : DESCRIPTION[input.language];
  const description = template.replace('{{name}}', input.merchantName);
  const name = xml(input.merchantName);
  const icon = input.icon
    ? `\n      <key>Icon</key>\n      <data>${input.icon.toString('base64')}</data>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key>
      <true/>
      <key>IgnoreManifestScope</key>
      <false/>
      <key>IsRemovable</key>
      <true/>
      <key>Label</key>
      <string>${name}</string>
      <key>PayloadDescription</key>
      <string>${xml(description)}</string>
      <key>PayloadDisplayName</key>
      <string>${name}</string>
      <key>PayloadIdentifier</key>
      <string>${identifier}.clip</string>
      <key>PayloadType</key>
      <string>com.apple.webClip.managed</string>
      <key>PayloadUUID</key>
      <string>${stableUuid(`${identifier}|clip|${url}`)}</string>
      <key>PayloadVersion</key>
      <integer>1</integer>
      <key>Precomposed</key>
      <true/>
      <key>URL</key>
      <string>${xml(url)}</string>${icon}
    </dict>
  </array>
  <key>PayloadDescription</key>
  <string>${xml(description)}</string>
  <key>PayloadDisplayName</key>
  <string>${name}</string>
  <key>PayloadIdentifier</key>
  <string>${identifier}</string>
  <key>PayloadRemovalDisallowed</key>
  <false/>
  <key>PayloadType</key>
  <string>Configuration</string>
  <key>PayloadUUID</key>
  <string>${stableUuid(`${identifier}|${url}`)}</string>
  <key>PayloadVersion</key>
  <integer>1</integer>
</dict>
</plist>
`;
}
