import { useEffect, useState } from 'react';

/** What the banner shows: nothing, offline, or the brief 'back online' notice. */
export type ConnectionNotice = 'none' | 'offline' | 'back-online';

/** How long 'You are back online' stays up (spec 000 §4.5). */
export const backOnlineNoticeMs = 5000;

export function useConnectionNotice(): ConnectionNotice {
  const [notice, setNotice] = useState<ConnectionNotice>(() => (navigator.onLine ? 'none' : 'offline'));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setNotice('offline');
    };
    const online = () => {
      setNotice('back-online');
      timer = setTimeout(() => setNotice('none'), backOnlineNoticeMs);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  useEffect(() => {
    if (notice !== 'offline') return;
    // Nothing on the page works offline; locking the scroll keeps the banner in view.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [notice]);

  return notice;
}
