import type { CompressionPlan } from './compression-plan';

/**
 * Compresses a photo in the page. The library arrives only when a photo needs it; its web
 * worker would fetch a copy of itself from a CDN, which the app's CSP (and an offline phone)
 * refuses, so it runs on the page's own thread.
 */
export async function compressImage(file: File, plan: CompressionPlan): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, { ...plan, useWebWorker: false });
}
