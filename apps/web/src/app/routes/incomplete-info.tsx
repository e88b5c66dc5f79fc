import { OutstandingList } from '../../features/incomplete-info/components/outstanding-list';

/** `#/incomplete-info`: what the latest application still waits for (spec 000 §2.5). */
export default function IncompleteInfoRoute() {
  return <OutstandingList />;
}

// The form correction screens arrive with their forms; until then their routes are not found.
export { default as WorkDetailsRoute } from './not-found';
export { default as ResidenceAddressRoute } from './not-found';
export { default as LoanRequestRoute } from './not-found';
export { default as ReferencesRoute } from './not-found';
export { default as BankDetailsRoute } from './not-found';
