import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import {
  BO_IMAGE_MAX_BYTES,
  BO_IMAGE_MAX_EDGE,
  BO_IMAGE_MAX_PIXELS,
  mediaUrl,
} from '@app/contracts/backoffice';
import { AppError } from '../../errors.ts';

/**
 * Operator images (decision 044). An upload is judged by its bytes, never its name or header:
 * the magic numbers must say PNG, JPEG, WebP or GIF and libvips must agree; its header's pixel
 * count is checked before anything is decoded (a 50 KB PNG may claim 40000 x 40000 pixels),
 * and libvips is held to the same limit while it decodes. What we store is never the bytes
 * sent: the picture is decoded, turned upright (EXIF), shrunk to fit BO_IMAGE_MAX_EDGE and
 * re-encoded without metadata (JPEG, or PNG when it has transparency), so a polyglot file or
 * a hidden payload does not survive.
 */

// libvips' operation cache holds decoded images between calls: no use for one-off uploads.
sharp.cache(false);

export type Sniffed = 'png' | 'jpeg' | 'webp' | 'gif';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes say they are, or null. */
export function sniffImageType(bytes: Uint8Array): Sniffed | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
  width: number;
  height: number;
  hash: string;
  url: string;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;

/** Why an upload was refused before decoding: a caller names it with its own error code. */
export class ImageRejection extends Error {
  readonly reason: 'type' | 'invalid' | 'pixels';
  readonly width: number;
  readonly height: number;

  constructor(reason: 'type' | 'invalid' | 'pixels', width = 0, height = 0) {
    super(`image refused: ${reason}`);
    this.reason = reason;
    this.width = width;
    this.height = height;
  }
}

export interface InspectedImage {
  input: Buffer;
  /** Options every later sharp() of this input must use: the pixel limit holds while decoding. */
  options: SharpOptions;
  metadata: Metadata;
}

/**
 * Judges an upload without decoding it (operator images and identity documents): the magic
 * numbers must name one of `accepted` and libvips must agree, and the header's pixel count
 * must be at most `maxPixels`. Throws ImageRejection.
 */
export async function inspectUpload(
  bytes: Uint8Array,
  maxPixels: number,
  accepted: ReadonlySet<Sniffed> = new Set(['png', 'jpeg', 'webp', 'gif']),
): Promise<InspectedImage> {
  const sniffed = sniffImageType(bytes);
  if (!sniffed || !accepted.has(sniffed)) throw new ImageRejection('type');
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const options: SharpOptions = {
    limitInputPixels: maxPixels,
    failOn: 'error',
    // The first frame of an animation only.
    animated: false,
  };
  let metadata: Metadata;
  try {
    // The header only (nothing decoded), so the pixel count can be judged before decoding.
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejection('invalid');
  }
  if (metadata.format !== sniffed) throw new ImageRejection('type');
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width <= 0 || height <= 0) throw new ImageRejection('invalid');
  if (width * height > maxPixels) throw new ImageRejection('pixels', width, height);
  return { input, options, metadata };
}

/** Checks, decodes, resizes and re-encodes an upload; throws bo.image.* when it may not. */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.length > BO_IMAGE_MAX_BYTES) {
    throw new AppError('bo.image.too.large', 413, megabytes(BO_IMAGE_MAX_BYTES));
  }
  let inspected: InspectedImage;
  try {
    inspected = await inspectUpload(bytes, BO_IMAGE_MAX_PIXELS);
  } catch (error) {
    if (!(error instanceof ImageRejection)) throw error;
    if (error.reason === 'type') throw new AppError('bo.image.type', 415);
    if (error.reason === 'pixels') {
      throw new AppError('bo.image.pixels', 422, `${error.width} x ${error.height}`);
    }
    throw new AppError('bo.image.invalid', 422);
  }
  const { input, options, metadata } = inspected;
  const transparent = metadata.hasAlpha === true;
  let output: { data: Buffer; info: OutputInfo };
  try {
    const pipeline = sharp(input, options).timeout({ seconds: 15 }).rotate().resize({
      width: BO_IMAGE_MAX_EDGE,
      height: BO_IMAGE_MAX_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    output = await (
      transparent
        ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
        : pipeline.jpeg({ quality: 82, mozjpeg: true, progressive: true })
    ).toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('bo.image.invalid', 422);
  }
  const extension = transparent ? 'png' : 'jpg';
  const hash = createHash('sha256').update(output.data).digest('hex');
  return {
    data: output.data,
    contentType: transparent ? 'image/png' : 'image/jpeg',
    extension,
    width: output.info.width,
    height: output.info.height,
    hash,
    url: mediaUrl(hash, extension),
  };
}
