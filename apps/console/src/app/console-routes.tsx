import { Navigate, Route, Routes, useParams } from 'react-router';

import { ApplicationPage } from '../features/application/components/application-page';
import { MandatePage } from '../features/mandates/components/mandate-page';
import { MandatesPage } from '../features/mandates/components/mandates-page';
import { QueuePage } from '../features/queue/components/queue-page';
import { ConsoleLayout } from './console-layout';

const applicationHref = (applicationId: string) => `/applications/${encodeURIComponent(applicationId)}`;
const mandateHref = (mandateId: string) => `/mandates/${encodeURIComponent(mandateId)}`;

function ApplicationRoute() {
  const { applicationId = '' } = useParams();
  return <ApplicationPage key={applicationId} applicationId={applicationId} backHref="/" />;
}

function MandateRoute() {
  const { mandateId = '' } = useParams();
  return (
    <MandatePage
      key={mandateId}
      mandateId={mandateId}
      backHref="/mandates"
      applicationHref={applicationHref}
    />
  );
}

export function ConsoleRoutes() {
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        <Route index element={<QueuePage applicationHref={applicationHref} />} />
        <Route path="applications/:applicationId" element={<ApplicationRoute />} />
        <Route path="mandates" element={<MandatesPage mandateHref={mandateHref} />} />
        <Route path="mandates/:mandateId" element={<MandateRoute />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
