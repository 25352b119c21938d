import type { TRole } from '@vitrina/shared/auth/roles';

/** Who asks for a project: an account with its role, or a visitor (null). */
export type TViewer = { id: string; role: TRole } | null;

export const isAdmin = (viewer: TViewer) => viewer?.role === 'admin';
