import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import {
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_MAX_EDGE,
  KYC_DOCUMENT_MAX_PIXELS,
} from '@app/contracts';
import { AppError } from '../../errors.ts';
import { sniffImageType } from '../media/index.ts';

/**
 * Identity documents (decision 049), judged the way operator images are (decision 044): by
 * their bytes, never their name or the request's content type. The magic numbers must say
 * JPEG, PNG or WebP and libvips must agree; the header's pixel count is judged before anything
 * is decoded; libvips is held to the same limit while decoding and fails on a damaged file;
 * what is kept is re-encoded as JPEG without any metadata (EXIF, GPS, comments), so neither a
 * location nor a payload hidden in a polyglot survives.
 */

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export const kycMaxSizeText = () => `${(KYC_DOCUMENT_MAX_BYTES / (1024 * 1024)).toFixed(0)} MB`;

export interface KycImage {
  data: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

export async function processKycImage(bytes: Uint8Array): Promise<KycImage> {
  if (bytes.length > KYC_DOCUMENT_MAX_BYTES) {
    throw new AppError('kyc.document.too.large', 413, kycMaxSizeText());
  }
  const sniffed = sniffImageType(bytes);
  if (!sniffed || !ACCEPTED.has(sniffed)) throw new AppError('kyc.document.type', 415);
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const options: SharpOptions = {
    limitInputPixels: KYC_DOCUMENT_MAX_PIXELS,
    failOn: 'error',
    animated: false,
  };
  let metadata: Metadata;
  try {
    // The header only: nothing is decoded before the pixel count is judged.
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('kyc.document.invalid', 422);
  }
  if (metadata.format !== sniffed) throw new AppError('kyc.document.type', 415);
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width <= 0 || height <= 0 || width * height > KYC_DOCUMENT_MAX_PIXELS) {
    throw new AppError('kyc.document.invalid', 422);
  }
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(input, options)
      .timeout({ seconds: 20 })
      .rotate()
      .resize({
        width: KYC_DOCUMENT_MAX_EDGE,
        height: KYC_DOCUMENT_MAX_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('kyc.document.invalid', 422);
  }
  return {
    data: output.data,
    contentType: 'image/jpeg',
    width: output.info.width,
    height: output.info.height,
  };
}

/** The content type of stored bytes, from the bytes themselves. */
export function storedContentType(bytes: Uint8Array): string {
  const sniffed = sniffImageType(bytes);
  return sniffed && ACCEPTED.has(sniffed) ? `image/${sniffed}` : 'application/octet-stream';
}
