import type { TSimplifiedProject } from '@vitrina/shared/projects/project.responses';
import { ProjectCardBody } from './project-card-body';
import { RatingStars } from './rating-stars';

interface ProjectCardProps {
  project: TSimplifiedProject;
  /** The first cards load their image at once (they are on screen). */
  priority?: boolean;
}

/** A store card: image, category, price, name, two lines of description, 'Ver Detalles'. */
export function ProjectCard({ project, priority = false }: ProjectCardProps) {
  return (
    <ProjectCardBody
      project={project}
      priority={priority}
      imgClassName="transition-transform duration-300 group-hover:scale-[1.03]"
    >
      {/* Every card shows what people thought of the app, or that nobody has rated it yet. */}
      <RatingStars average={project.averageRating} count={project.totalRatings} className="mt-3" />
    </ProjectCardBody>
  );
}

/** A card's shape while the store loads. */
export function ProjectCardSkeleton() {
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
      aria-hidden="true"
    >
      <div className="aspect-video animate-pulse bg-slate-200" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex justify-between">
          <span className="h-6 w-28 animate-pulse rounded-full bg-slate-200" />
          <span className="h-6 w-14 animate-pulse rounded-full bg-slate-200" />
        </div>
        <span className="h-6 w-3/4 animate-pulse rounded bg-slate-200" />
        <span className="h-4 w-full animate-pulse rounded bg-slate-100" />
        <span className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
        <span className="mt-3 h-11 w-full animate-pulse rounded-xl bg-slate-200" />
      </div>
    </div>
  );
}
