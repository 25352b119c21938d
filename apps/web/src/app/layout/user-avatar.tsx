import { getInitials } from '../../features/auth/utils/user-display';

/** Initials in a brand-coloured circle. */
export function UserAvatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-600 to-violet-600 font-bold text-white ${
        size === 'lg' ? 'size-16 text-xl' : 'size-8 text-xs'
      }`}
    >
      {getInitials(name)}
    </span>
  );
}
