import type { TProject } from '@vitrina/shared/projects/project.responses';
import type { ReactNode } from 'react';
import { DeveloperCard } from './developer-card';
import { ProjectAbout, ProjectLinks } from './project-about';
import { ProjectComments } from './project-comments';
import { ProjectDetailHeader } from './project-detail-header';
import { ProjectFavoriteSection } from './project-favorite-section';
import { ProjectGallery } from './project-gallery';
import { ProjectInfoBox } from './project-info-box';
import { ProjectPurchaseCard } from './project-purchase-card';
import { ProjectRatingsSection } from './project-ratings-section';
import { ProjectWhatsNew } from './project-whats-new';

function SectionSkeleton({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-2xl bg-slate-200 ${className}`} aria-hidden="true" />;
}

/**
 * What other features put on the page: the route composes them, so the catalogue does not
 * depend on them.
 */
export interface TProjectDetailSlots {
  /** The favourite toggle (or a login prompt), under the price. */
  favorite: ReactNode;
  /** The person's own rating (or a login prompt), under the average. */
  myRating: ReactNode;
  /** The comment list and form (or a login prompt). */
  comments: ReactNode;
}

interface ProjectDetailViewProps {
  project: TProject;
  /** Built from a store card while the details load: only the header and price are real. */
  isPlaceholder: boolean;
  /** Rendered once the details are real. */
  slots: TProjectDetailSlots;
}

/**
 * The app page. On phones: header, price and action, then the content, then developer and
 * facts. On wide screens the price card and the facts sit in a column on the right.
 */
export function ProjectDetailView({ project, isPlaceholder, slots }: ProjectDetailViewProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {/* Columns of minmax(0, 1fr): a long name wraps inside them instead of widening the page. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:grid-rows-[auto_auto_1fr] lg:gap-8">
        <div className="lg:col-span-3">
          <ProjectDetailHeader project={project} isPlaceholder={isPlaceholder} />
        </div>
        <div className="space-y-6 lg:col-start-3 lg:row-start-2">
          <ProjectPurchaseCard project={project} isPlaceholder={isPlaceholder} />
          {!isPlaceholder && <ProjectFavoriteSection>{slots.favorite}</ProjectFavoriteSection>}
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
              <ProjectWhatsNew project={project} />
              <ProjectRatingsSection project={project} myRating={slots.myRating} />
              <ProjectComments project={project}>{slots.comments}</ProjectComments>
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
