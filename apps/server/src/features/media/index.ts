/** Uploaded images (decision 044): processing and storage for the back office, public serving. */
export {
  ImageRejection,
  inspectUpload,
  processImage,
  sniffImageType,
  type InspectedImage,
  type ProcessedImage,
  type Sniffed,
} from './media.service.ts';
export { existingHashes, listImages, storeImage } from './media.repository.ts';
export { MEDIA_CACHE_CONTROL, registerMediaRoutes } from './media.routes.ts';
