import { useEffect, useRef, useState, type RefObject } from 'react';

/** The selfie video's size (spec 000 §9). */
export const SELFIE_VIDEO = { width: 500, height: 250 } as const;

export type CameraState = 'starting' | 'live' | 'denied';

const stopAll = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

/**
 * The front camera, live in `videoRef` while the calling component is mounted, stopped when it
 * goes. 'denied' covers a refused permission, no camera, and a browser without the API (an
 * insecure page has no `navigator.mediaDevices`).
 */
export function useCamera(): { videoRef: RefObject<HTMLVideoElement | null>; state: CameraState } {
  const videoRef = useRef<HTMLVideoElement>(null);
  const available = typeof navigator.mediaDevices?.getUserMedia === 'function';
  const [state, setState] = useState<CameraState>('starting');

  useEffect(() => {
    if (!available) return;
    let cancelled = false;
    let stream: MediaStream | undefined;
    navigator.mediaDevices
      .getUserMedia({
        video: {
          facingMode: 'user',
          width: { ideal: SELFIE_VIDEO.width },
          height: { ideal: SELFIE_VIDEO.height },
        },
        audio: false,
      })
      .then(
        (granted) => {
          if (cancelled) return stopAll(granted);
          stream = granted;
          const video = videoRef.current;
          if (video) {
            video.srcObject = granted;
            // Autoplay starts it too; a refused play() leaves the first frame, which still captures.
            void video.play?.()?.catch(() => undefined);
          }
          setState('live');
        },
        () => {
          if (!cancelled) setState('denied');
        },
      );
    return () => {
      cancelled = true;
      if (stream) stopAll(stream);
    };
  }, [available]);

  return { videoRef, state: available ? state : 'denied' };
}
