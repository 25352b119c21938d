import { Navigate, useParams } from 'react-router';

/** The user dashboard's /project/{projectId} links lead to the app page (PRODUCT-DECISIONS). */
export function Component() {
  const { projectId = '' } = useParams();
  return <Navigate to={`/app/${encodeURIComponent(projectId)}`} replace />;
}
