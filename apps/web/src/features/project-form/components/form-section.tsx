import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

interface FormSectionProps {
  id: string;
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}

/** One titled part of the project form (a landmark-free section named by its h2). */
export function FormSection({ id, icon, title, description, children }: FormSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Card className="scroll-mt-24 p-5 sm:p-8">
      <section id={id} aria-labelledby={titleId}>
        <div className="mb-6 flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
            {icon}
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <p className="text-sm text-slate-600">{description}</p>
          </div>
        </div>
        <div className="space-y-5">{children}</div>
      </section>
    </Card>
  );
}
