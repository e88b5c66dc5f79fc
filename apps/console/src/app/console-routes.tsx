import { Navigate, Route, Routes, useParams } from 'react-router';

import { ApplicationPage } from '../features/application/components/application-page';
import { QueuePage } from '../features/queue/components/queue-page';
import { ConsoleLayout } from './console-layout';

const applicationHref = (applicationId: string) => `/applications/${encodeURIComponent(applicationId)}`;

function ApplicationRoute() {
  const { applicationId = '' } = useParams();
  return <ApplicationPage key={applicationId} applicationId={applicationId} backHref="/" />;
}

export function ConsoleRoutes() {
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        <Route index element={<QueuePage applicationHref={applicationHref} />} />
        <Route path="applications/:applicationId" element={<ApplicationRoute />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
