import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * The captcha picture, drawn here rather than with an image library: a 5 x 7 bitmap font,
 * scaled, each glyph shifted, sheared and coloured at random, under noise lines and dots,
 * written as an RGB PNG with node:zlib. No dependency and no native code (decision 008).
 */

/** Letters and digits that do not look alike (no I, O, 0 or 1): what text captchas use. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;

/** Rows top to bottom, '#' is ink. */
export const FONT: Readonly<Record<string, readonly string[]>> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  '+': ['.....', '..#..', '..#..', '#####', '..#..', '..#..', '.....'],
  '=': ['.....', '.....', '#####', '.....', '#####', '.....', '.....'],
  '?': ['.###.', '#...#', '....#', '...#.', '..#..', '.....', '..#..'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
};

const SCALE = 4;
const PITCH = GLYPH_WIDTH * SCALE + 8;
const MARGIN = 12;
export const CAPTCHA_HEIGHT = 48;

type Rgb = readonly [number, number, number];

export class Canvas {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
  constructor(width: number, height: number, background: Rgb) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i += 1) this.pixels.set(background, i * 3);
  }
  set(x: number, y: number, color: Rgb): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    this.pixels.set(color, (py * this.width + px) * 3);
  }
  /** Bresenham, `thickness` pixels wide downwards. */
  line(x0: number, y0: number, x1: number, y1: number, color: Rgb, thickness: number): void {
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let err = dx + dy;
    let x = x0;
    let y = y0;
    for (;;) {
      for (let t = 0; t < thickness; t += 1) this.set(x, y + t, color);
      if (x === x1 && y === y1) return;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y += sy;
      }
    }
  }
}

const between = (min: number, max: number) => randomInt(min, max + 1);
const darkColor = (): Rgb => [between(10, 110), between(10, 110), between(10, 130)];
const midColor = (): Rgb => [between(90, 190), between(90, 190), between(90, 190)];

/** One glyph at (left, top): every font pixel becomes a SCALE block, rows sheared sideways. */
function drawGlyph(canvas: Canvas, char: string, left: number, top: number): void {
  const rows = FONT[char];
  if (!rows) throw new Error(`captcha font has no glyph for ${JSON.stringify(char)}`);
  const color = darkColor();
  // Shear: each pixel row moves sideways in proportion to its height, so the glyph leans.
  const shear = between(-2, 2) / 10;
  const middle = (GLYPH_HEIGHT * SCALE) / 2;
  for (let row = 0; row < GLYPH_HEIGHT; row += 1) {
    for (let col = 0; col < GLYPH_WIDTH; col += 1) {
      if (rows[row]![col] !== '#') continue;
      for (let by = 0; by < SCALE; by += 1) {
        const y = row * SCALE + by;
        const offset = Math.round(shear * (middle - y));
        for (let bx = 0; bx < SCALE; bx += 1) {
          canvas.set(left + col * SCALE + bx + offset, top + y, color);
        }
      }
    }
  }
}

/** Draws `text` (characters of FONT) with noise; answers the pixels, for the PNG encoder. */
export function drawCaptcha(text: string): Canvas {
  const width = MARGIN * 2 + text.length * PITCH;
  const canvas = new Canvas(width, CAPTCHA_HEIGHT, [
    between(225, 250),
    between(225, 250),
    between(225, 250),
  ]);
  for (let i = 0; i < (width * CAPTCHA_HEIGHT) / 12; i += 1) {
    canvas.set(randomInt(width), randomInt(CAPTCHA_HEIGHT), midColor());
  }
  const glyphHeight = GLYPH_HEIGHT * SCALE;
  const baseTop = Math.floor((CAPTCHA_HEIGHT - glyphHeight) / 2);
  [...text].forEach((char, index) => {
    drawGlyph(canvas, char, MARGIN + index * PITCH + between(-2, 2), baseTop + between(-5, 5));
  });
  // Lines lighter than the ink, one pixel wide: they confuse a segmenter, not a person.
  for (let i = 0, lines = between(3, 5); i < lines; i += 1) {
    canvas.line(
      randomInt(width),
      randomInt(CAPTCHA_HEIGHT),
      randomInt(width),
      randomInt(CAPTCHA_HEIGHT),
      midColor(),
      1,
    );
  }
  return canvas;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** 8-bit RGB PNG, no interlace, filter 0 on every row. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (stride + 1)] = 0;
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The captcha picture of `text` as a PNG. */
export function captchaPng(text: string): Buffer {
  const canvas = drawCaptcha(text);
  return encodePng(canvas.width, canvas.height, canvas.pixels);
}
