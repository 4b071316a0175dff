import sharp, { type OutputInfo } from 'sharp';
import {
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_MAX_EDGE,
  KYC_DOCUMENT_MAX_PIXELS,
} from '@app/contracts';
import { AppError } from '../../errors.ts';
import {
  ImageRejection,
  inspectUpload,
  sniffImageType,
  type InspectedImage,
  type Sniffed,
} from '../media/index.ts';

/**
 * Identity documents (decision 049), judged the way operator images are (decision 044): by
 * their bytes, never their name or the request's content type. The magic numbers must say
 * JPEG, PNG or WebP and libvips must agree; the header's pixel count is judged before anything
 * is decoded; libvips is held to the same limit while decoding and fails on a damaged file;
 * what is kept is re-encoded as JPEG without any metadata (EXIF, GPS, comments), so neither a
 * location nor a payload hidden in a polyglot survives.
 */

const ACCEPTED: ReadonlySet<Sniffed> = new Set(['jpeg', 'png', 'webp']);

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
  let inspected: InspectedImage;
  try {
    inspected = await inspectUpload(bytes, KYC_DOCUMENT_MAX_PIXELS, ACCEPTED);
  } catch (error) {
    if (!(error instanceof ImageRejection)) throw error;
    throw error.reason === 'type'
      ? new AppError('kyc.document.type', 415)
      : new AppError('kyc.document.invalid', 422);
  }
  const { input, options } = inspected;
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
