import { Outlet } from 'react-router';
import { QueryProvider } from '../../components/query-provider';
import { ProfileGate } from '../../features/profile/components/profile-gate';
import { LocationCheck } from '../../features/shell/components/location-check';

/** Every screen of a signed-in borrower: the profile is loaded first. */
export default function SignedInRoute() {
  return (
    <QueryProvider>
      <ProfileGate>
        <LocationCheck />
        <Outlet />
      </ProfileGate>
    </QueryProvider>
  );
}
