import Bell from 'lucide-react/icons/bell';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { useUnreadNoticeCount } from '../api/get-unread-count';
import { unreadBadge } from '../utils/notice-time';

/**
 * The bell in the top bar: a link to the notifications page with the unread count. Rendered for
 * signed-in people only, after the session is known (never in the server's HTML, which is the same
 * for everyone); its box has a fixed size, so the count arriving moves nothing.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const unread = useUnreadNoticeCount();
  const count = unread.data?.unread ?? 0;
  const badge = unreadBadge(count);
  return (
    <NavLink
      to="/notices"
      aria-label={badge ? t('nav.notificationsUnread', { count }) : t('nav.notifications')}
      title={t('nav.notifications')}
      data-unread={count}
      className={({ isActive }) =>
        cn(
          'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors',
          isActive
            ? 'bg-indigo-50 text-indigo-700'
            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      <Bell className="size-5" aria-hidden="true" />
      {badge && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
        >
          {badge}
        </span>
      )}
    </NavLink>
  );
}
