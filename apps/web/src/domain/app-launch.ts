import type { TLaunch } from '@vitrina/shared/builds/build.schemas';
import { isHttpUrl } from '@vitrina/shared/projects/project-urls';
import { apiClient } from '../lib/api-client';

/**
 * POST /api/project/{idOrSlug}/launch: where the browser goes to open an app Vitrina hosts (its
 * current build). A free app answers with its own address; a paid one with a one-use address that
 * works for 60 seconds. Errors: 403 (the viewer has not bought it), 409 NO_HOSTED_BUILD.
 */
export function launchProject(idOrSlug: string): Promise<TLaunch> {
  return apiClient.post<TLaunch>(`/project/${encodeURIComponent(idOrSlug)}/launch`);
}

/** POST /api/builds/{buildId}/launch: a preview of one build, for its developer or an admin. */
export function launchBuild(buildId: string): Promise<TLaunch> {
  return apiClient.post<TLaunch>(`/builds/${encodeURIComponent(buildId)}/launch`);
}

/**
 * POST /api/project/{idOrSlug}/versions/{buildId}/launch: an earlier approved version, on the app's
 * own origin (its saved data stays), for someone who may open the app. Errors: 403 (not bought),
 * 404 (no longer a version that can be opened: withdrawn).
 */
export function launchVersion(idOrSlug: string, buildId: string): Promise<TLaunch> {
  return apiClient.post<TLaunch>(
    `/project/${encodeURIComponent(idOrSlug)}/versions/${encodeURIComponent(buildId)}/launch`,
  );
}

/** The part of a browser tab the launch touches. */
export interface TLaunchTab {
  opener: unknown;
  location: { href: string };
  close: () => void;
}

/** Whatever opens tabs: the browser window, or a fake one in tests. */
export interface TTabOpener {
  open: (url?: string, target?: string) => TLaunchTab | null;
}

/** The tab opened, or it could not be (a popup blocker): then the address is handed back to offer as a link. */
export type TLaunchOutcome = { opened: true } | { opened: false; url: string };

/** Thrown when the server answers with something that is not a web address. */
export class LaunchAddressError extends Error {
  override readonly name = 'LaunchAddressError';
}

/**
 * Opens an app in a new tab without giving it a handle on this window. The blank tab is opened at
 * once, within the click (popup blockers allow only that); once the request answers, the tab loses
 * its opener and goes to the address. When the request fails, the blank tab is closed and the error
 * is thrown for the caller to show. Only http(s) addresses are followed: the blank tab shares this
 * page's origin, so anything else could run in it.
 */
export async function openInNewTab(
  request: () => Promise<TLaunch>,
  opener: TTabOpener = window,
): Promise<TLaunchOutcome> {
  const tab = opener.open('', '_blank');
  let url: string;
  try {
    ({ url } = await request());
    if (!isHttpUrl(url)) throw new LaunchAddressError(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (!tab) return { opened: false, url };
  tab.opener = null;
  tab.location.href = url;
  return { opened: true };
}
