import NotFound from '../not-found';

/** Placeholder until this correction screen lands: the route exists and says so. */
export default function BankStatementCorrectionRoute() {
  return <NotFound />;
}
