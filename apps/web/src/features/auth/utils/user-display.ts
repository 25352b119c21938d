import { isPlaceholderName } from '@vitrina/shared/auth/session-rules';

interface TNamedUser {
  name?: string | null;
  email?: string | null;
  type?: string | null;
}

/** 'maria.lopez@mail.com' -> 'Maria Lopez' (the fallback when a user has no name). */
export function prettifyEmailPrefix(email: string): string {
  const prefix = email.split('@')[0] ?? '';
  return prefix
    .split(/[._\-+]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1).toLocaleLowerCase())
    .join(' ');
}

/**
 * The name to show for a user: their name, else the prettified email prefix, else null
 * (the caller shows the translated 'Usuario').
 */
export function getDisplayName(user: TNamedUser | null | undefined): string | null {
  const name = user?.name?.trim();
  if (name && !isPlaceholderName(name)) return name;
  const fromEmail = user?.email ? prettifyEmailPrefix(user.email) : '';
  return fromEmail || null;
}

/** Up to two initials for an avatar. */
export function getInitials(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toLocaleUpperCase() || '?';
}

export type TRoleLabelKey =
  | 'roles.admin'
  | 'roles.developer'
  | 'roles.user'
  | 'roles.anonymous'
  | 'roles.unknown';

/** The translation key of a role label (Administrador, Desarrollador, Usuario, ...). */
export function getRoleLabelKey(user: TNamedUser | null | undefined): TRoleLabelKey {
  if (!user) return 'roles.anonymous';
  switch (user.type?.toLowerCase()) {
    case 'admin':
      return 'roles.admin';
    case 'developer':
      return 'roles.developer';
    case 'user':
      return 'roles.user';
    default:
      return 'roles.unknown';
  }
}
