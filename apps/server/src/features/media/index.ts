/** Uploaded images (decision 044): processing and storage for the back office, public serving. */
export { processImage, sniffImageType, type ProcessedImage } from './media.service.ts';
export { existingHashes, listImages, storeImage } from './media.repository.ts';
export { MEDIA_CACHE_CONTROL, registerMediaRoutes } from './media.routes.ts';
