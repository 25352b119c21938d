import type { LucideIcon } from 'lucide-react';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import Clapperboard from 'lucide-react/icons/clapperboard';
import CodeXml from 'lucide-react/icons/code-xml';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import ListChecks from 'lucide-react/icons/list-checks';
import Monitor from 'lucide-react/icons/monitor';
import Package from 'lucide-react/icons/package';
import Palette from 'lucide-react/icons/palette';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Smartphone from 'lucide-react/icons/smartphone';
import { cn } from '../../../components/ui/cn';

const ICONS: Record<string, LucideIcon> = {
  GAMES: Gamepad2,
  ENTERTAINMENT: Clapperboard,
  DESKTOP_SOFTWARE: Monitor,
  BUSINESS_TOOLS: BriefcaseBusiness,
  PRODUCTIVITY_TOOLS: ListChecks,
  MOBILE_APPS: Smartphone,
  WEB_DEVELOPMENT: CodeXml,
  DESIGN_TEMPLATES: Palette,
  EDUCATION: GraduationCap,
  ECOMMERCE: ShoppingCart,
};

/** The icon of a category (a box for OTHER and unknown values). Decorative. */
export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  const Icon = ICONS[category] ?? Package;
  return <Icon className={cn('size-5', className)} aria-hidden="true" />;
}

/** A tile with the category's icon, standing in for an app without an image. */
export function CategoryArt({ category, className }: { category: string; className?: string }) {
  return (
    <div
      className={cn(
        'absolute inset-0 flex items-center justify-center bg-gradient-to-br from-indigo-100 via-violet-100 to-fuchsia-100 text-indigo-700',
        className,
      )}
      aria-hidden="true"
    >
      <CategoryIcon category={category} className="size-10 @[12rem]:size-14" />
    </div>
  );
}
