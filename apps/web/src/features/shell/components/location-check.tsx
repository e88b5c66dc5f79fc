import { useEffect, useState } from 'react';
import { geolocationPermission, sendCurrentLocation } from '../../../lib/location';
import { LocationPermissionModal } from './location-permission-modal';

// Asked once per tab: a borrower who denies is not asked again on every screen.
const answeredKey = 'kredo.locationAsked';

/**
 * Location after sign-in (spec 000 §4.5): with permission already granted the position is sent
 * silently; while the browser would still prompt, our modal explains why first.
 */
export function LocationCheck() {
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    let left = false;
    void geolocationPermission().then((permission) => {
      if (left) return;
      if (permission === 'granted') void sendCurrentLocation();
      else if (permission === 'prompt' && !sessionStorage.getItem(answeredKey)) setAsking(true);
    });
    return () => {
      left = true;
    };
  }, []);

  const answer = (accepted: boolean) => {
    sessionStorage.setItem(answeredKey, accepted ? 'accepted' : 'denied');
    setAsking(false);
    if (accepted) void sendCurrentLocation();
  };

  return <LocationPermissionModal open={asking} onAccept={() => answer(true)} onDeny={() => answer(false)} />;
}
