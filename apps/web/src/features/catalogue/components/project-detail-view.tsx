import type { TProject } from '@vitrina/shared/projects/project.responses';
import { DeveloperCard } from './developer-card';
import { ProjectAbout, ProjectLinks } from './project-about';
import { ProjectComments } from './project-comments';
import { ProjectDetailHeader } from './project-detail-header';
import { ProjectFavoriteSection } from './project-favorite-section';
import { ProjectGallery } from './project-gallery';
import { ProjectInfoBox } from './project-info-box';
import { ProjectPurchaseCard } from './project-purchase-card';
import { ProjectRatingsSection } from './project-ratings-section';

function SectionSkeleton({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-2xl bg-slate-200 ${className}`} aria-hidden="true" />;
}

interface ProjectDetailViewProps {
  project: TProject;
  /** Built from a store card while the details load: only the header and price are real. */
  isPlaceholder: boolean;
}

/**
 * The app page. On phones: header, price and action, then the content, then developer and
 * facts. On wide screens the price card and the facts sit in a column on the right.
 */
export function ProjectDetailView({ project, isPlaceholder }: ProjectDetailViewProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_auto_1fr] lg:gap-8">
        <div className="lg:col-span-3">
          <ProjectDetailHeader project={project} isPlaceholder={isPlaceholder} />
        </div>
        <div className="space-y-6 lg:col-start-3 lg:row-start-2">
          <ProjectPurchaseCard project={project} isPlaceholder={isPlaceholder} />
          {!isPlaceholder && <ProjectFavoriteSection />}
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-2">
          {isPlaceholder ? (
            <>
              <SectionSkeleton className="h-56" />
              <SectionSkeleton className="h-72" />
            </>
          ) : (
            <>
              <ProjectGallery name={project.name} screenshots={project.screenshots} />
              <ProjectAbout project={project} />
              <ProjectLinks project={project} />
              <ProjectRatingsSection project={project} />
              <ProjectComments project={project} />
            </>
          )}
        </div>
        {!isPlaceholder && (
          <div className="space-y-6 lg:col-start-3 lg:row-start-3">
            <DeveloperCard project={project} />
            <ProjectInfoBox project={project} />
          </div>
        )}
      </div>
    </div>
  );
}
