import { Link } from 'react-router';
import { StatusBadge } from '../../../components/domain/status-badge';

interface ReviewCardTitleProps {
  headingId: string;
  project: { projectId: string; projectSlug: string; projectName: string; projectStatus: string };
}

/** The title of something waiting for the admin's review: the app (linked to its page) and its status. */
export function ReviewCardTitle({ headingId, project }: ReviewCardTitleProps) {
  return (
    <>
      <h3 id={headingId} className="min-w-0 text-base font-semibold wrap-anywhere text-slate-900">
        <Link
          to={`/app/${encodeURIComponent(project.projectSlug || project.projectId)}`}
          className="hover:text-indigo-700 hover:underline"
        >
          {project.projectName}
        </Link>
      </h3>
      <StatusBadge status={project.projectStatus} />
    </>
  );
}
