import { HomePage } from '../../features/home/components/home-page';
import { useUserStatus } from '../../features/profile/api/get-user-status';

/** Home under the profile gate, so the status is already in the cache. */
export default function HomeRoute() {
  const status = useUserStatus();
  return <HomePage name={status.data?.profile.name ?? null} />;
}
