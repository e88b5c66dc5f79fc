/** One frame of the video as a JPEG, and the same as a data: URL for its preview. */
export async function captureFrame(video: HTMLVideoElement): Promise<{ blob: Blob; dataUrl: string }> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || video.width;
  canvas.height = video.videoHeight || video.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas to capture the selfie on');
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (made) => (made ? resolve(made) : reject(new Error('the selfie could not be encoded'))),
      'image/jpeg',
      0.92,
    ),
  );
  return { blob, dataUrl: canvas.toDataURL('image/jpeg', 0.92) };
}
