import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** Shell spec section 9: QR codes default to size 128 and error level L. */
export const QR_SIZE = 128;
export const QR_LEVEL = 'L';
/** The quiet zone a reader needs around the code, in modules. */
const QUIET_ZONE = 2;

/** One SVG path of the dark modules: crisp at any scale and a few hundred bytes. */
export function qrPath(text: string): { path: string; modules: number } {
  const code = qrcode(0, QR_LEVEL);
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, modules: count + QUIET_ZONE * 2 };
}

/** A QR code of `value`, named for assistive technology by `label`. */
export function QrCode({
  value,
  label,
  size = QR_SIZE,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { path, modules } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      {/* Always dark on white: readers expect that contrast, in the dark theme too. */}
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
